/** Streams a produced export file (a temporary file) as a download and deletes it once the answer is done. */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../domain/files/content-disposition';
import type { ExportedFile } from '../services/exports/exported-file';

/** Sends the file as an attachment under its name, uncached, and removes it afterwards. */
export function sendExportFile(reply: FastifyReply, file: ExportedFile): FastifyReply {
  const stream = createReadStream(file.path);
  // The temporary file goes as soon as the answer is done, whether it was read to the end or not; the
  // worker pool's folder stays for the next export and goes with the pool.
  stream.on('close', () => {
    void rm(file.path, { force: true });
  });
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(stream);
}
