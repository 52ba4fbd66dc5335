/**
 * Multipart parts as the file services read them, independent of the HTTP framework: text fields and file
 * streams in the order they arrive. A file stream must be read or discarded before the next part comes.
 */
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One part of a multipart request. */
export type FormPart = { type: 'field'; name: string; value: string } | { type: 'file'; name: string; filename: string; stream: Readable };

/** Reads a file part to its end and drops the bytes, so the parser can go on to the next part. */
export async function discardStream(stream: Readable): Promise<void> {
  await pipeline(
    stream,
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    }),
  );
}

/** Splits an indexed field name: 'code[2]' → { base: 'code', index: 2 }, 'code[]' and 'code' → index undefined. */
export function splitFieldName(name: string): { base: string; index?: number } {
  const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[(\d*)\])?$/.exec(name);
  if (!m) return { base: name };
  return { base: m[1]!, index: m[2] ? Number(m[2]) : undefined };
}
