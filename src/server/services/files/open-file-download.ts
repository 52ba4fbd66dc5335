/** Files/Download: a stored file's bytes as a stream with what the response headers need, after the access check. */
import type { Readable } from 'node:stream';
import { NotFoundError } from '../../../domain/errors';
import { UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { getFileStorage } from '../../storage/get-file-storage';
import { assertFileAccess } from './assert-file-access';
import { findStepFile } from './find-step-file';

/** A download ready to send. */
export interface FileDownload {
  stream: Readable;
  size: number;
  contentType: string;
  fileName: string;
  sha256: string;
}

/** Opens file `fileId` of step `stpId` for the caller. */
export async function openFileDownload(ctx: ServerContext, caller: Caller, stpId: string, fileId: number): Promise<FileDownload> {
  const file = await findStepFile(ctx, fileId);
  // The step in the path must be the file's: a file is reached only through its own step's permission.
  if (file.stpId !== stpId) throw new NotFoundError(UPLOAD_MESSAGES.fileNotFound, { log: `file ${fileId} belongs to ${file.stpId}, not ${stpId}` });
  await assertFileAccess(ctx, caller, file, 'view');
  const storage = getFileStorage(ctx);
  const info = await storage.stat(file.storageKey);
  if (!info) throw new NotFoundError(UPLOAD_MESSAGES.fileNotFound, { log: `bytes of file ${fileId} missing at ${file.storageKey}` });
  return { stream: storage.read(file.storageKey), size: info.size, contentType: file.contentType, fileName: file.fileName, sha256: file.sha256 };
}
