/**
 * Checks a stored object's content against its extension: file-type reads the magic numbers (as many
 * bytes as it needs, from storage, never the whole file into memory); text formats are judged on their head.
 */
import { Readable } from 'node:stream';
import { fileTypeFromStream } from 'file-type';
import { matchesFileContent, TEXT_EXTENSIONS, TEXT_SNIFF_BYTES } from '../../../domain/files/match-file-content';
import type { FileStorage } from '../../storage/file-storage';

/** Up to `limit` leading bytes of an object. */
export async function readHead(storage: FileStorage, key: string, limit: number): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of storage.read(key, { start: 0, end: limit })) {
    parts.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= limit) break;
  }
  return new Uint8Array(Buffer.concat(parts).subarray(0, limit));
}

/** The sniffed type (file-type's ext) of an object, or undefined when it has no known signature. */
export async function sniffStoredType(storage: FileStorage, key: string): Promise<string | undefined> {
  const stream = storage.read(key);
  try {
    // A web stream satisfies file-type's typings under every export condition (core and node alike).
    return (await fileTypeFromStream(Readable.toWeb(stream) as ReadableStream<Uint8Array>))?.ext;
  } finally {
    // The sniffer stops reading once it knows; the rest of the file must not keep a descriptor open.
    stream.destroy();
  }
}

/** Whether the object's bytes are what the extension says; answers the sniffed type for the log as well. */
export async function checkStoredContent(storage: FileStorage, key: string, ext: string): Promise<{ ok: boolean; sniffed?: string }> {
  const sniffed = await sniffStoredType(storage, key);
  const head = TEXT_EXTENSIONS.includes(ext) ? await readHead(storage, key, TEXT_SNIFF_BYTES) : new Uint8Array();
  return { ok: matchesFileContent(ext, sniffed, head), sniffed };
}
