/** Runs an export writer into memory, for tests: the bytes written, and whether the writer ended the stream. */
import { Writable } from 'node:stream';
import type { ExportDocument, ExportFormat } from '../../src/domain/exports/export-document';
import { writeExportFile } from '../../src/server/exports/write-export-file';

/** The file the writer produced, once it resolved; fails if the stream was not ended. */
export async function writeExportToBuffer(doc: ExportDocument, format: ExportFormat): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let finished = false;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      finished = true;
      callback();
    },
  });
  await writeExportFile(doc, format, sink);
  if (!finished) throw new Error(`the ${format} writer resolved without ending its output`);
  return Buffer.concat(chunks);
}
