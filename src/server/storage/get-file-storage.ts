/**
 * The storage every file service uses for a server: local disk under FILE_STORAGE_DIR, by default
 * DATA_DIR/files. One instance per server context; an object-store choice would be made here.
 */
import path from 'node:path';
import type { ServerContext } from '../context';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';

const instances = new WeakMap<ServerContext, FileStorage>();

/** The folder local files live in for a context. */
export function fileStorageRoot(ctx: ServerContext, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.FILE_STORAGE_DIR || path.join(ctx.config.dataDir, 'files'));
}

/** The context's file storage, created on first use. */
export function getFileStorage(ctx: ServerContext): FileStorage {
  let storage = instances.get(ctx);
  if (!storage) {
    storage = createLocalDiskStorage(fileStorageRoot(ctx));
    instances.set(ctx, storage);
  }
  return storage;
}
