/** Zips spreadsheet parts (xlsx, ods) in the order given, storing the parts marked `store` uncompressed. */
import { ZipArchive } from 'archiver';
import type { SpreadsheetPart } from '../../../domain/budget-book/spreadsheet-parts';

/** The zip container of the parts as one buffer. */
export async function zipParts(parts: readonly SpreadsheetPart[]): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  for (const part of parts) archive.append(Buffer.from(part.content, 'utf8'), { name: part.path, store: part.store ?? false });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}
