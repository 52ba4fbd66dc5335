/**
 * Streams the entries of a zip container (odt, ods, xlsx) into an output, one after another. An entry's
 * content is a string, a function called only once every earlier entry is written (parts that describe what
 * a streamed part turned out to need, such as the styles its cells used), or an iterable of XML chunks
 * pulled as the zip consumes them, so a big table is never held whole.
 */
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';

/** One file of the container. */
export interface ZipEntry {
  name: string;
  content: string | (() => string) | Iterable<string>;
  /** Store without compression (the ODF mimetype must be stored, and first). */
  store?: boolean;
}

/** Chunks below this size are gathered before they reach the zip, so it is not fed one tiny row at a time. */
const CHUNK_BYTES = 64 * 1024;

function* gatherChunks(parts: Iterable<string>): Generator<Buffer> {
  let pending: string[] = [];
  let length = 0;
  for (const part of parts) {
    pending.push(part);
    length += part.length;
    if (length >= CHUNK_BYTES / 3) {
      yield Buffer.from(pending.join(''), 'utf8');
      pending = [];
      length = 0;
    }
  }
  if (pending.length > 0) yield Buffer.from(pending.join(''), 'utf8');
}

/** Resolves once the archive has written the entry it is working on; rejects when the source or the archive fails. */
async function entryWritten(archive: ZipArchive, source: Readable | null): Promise<void> {
  const controller = new AbortController();
  try {
    await Promise.race([
      once(archive, 'entry', { signal: controller.signal }),
      once(archive, 'error', { signal: controller.signal }).then(([error]) => Promise.reject(error as Error)),
      ...(source ? [once(source, 'error', { signal: controller.signal }).then(([error]) => Promise.reject(error as Error))] : []),
    ]);
  } finally {
    controller.abort();
  }
}

/** Writes the zip of the entries, in order, into `out` and ends it. */
export async function writeZipEntries(entries: readonly ZipEntry[], out: NodeJS.WritableStream): Promise<void> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const piped = pipeline(archive, out);
  // The output may fail at any point (a client gone): stop feeding the archive then, and report that failure.
  const outputFailed = piped.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error),
  );
  outputFailed.catch(() => undefined);
  try {
    for (const entry of entries) {
      const data = { name: entry.name, store: entry.store ?? false, date: new Date() };
      if (typeof entry.content === 'string' || typeof entry.content === 'function') {
        const text = typeof entry.content === 'string' ? entry.content : entry.content();
        const written = entryWritten(archive, null);
        archive.append(Buffer.from(text, 'utf8'), data);
        await Promise.race([written, outputFailed]);
      } else {
        const source = Readable.from(gatherChunks(entry.content), { objectMode: false });
        const written = entryWritten(archive, source);
        archive.append(source, data);
        await Promise.race([written, outputFailed]);
      }
    }
    await Promise.race([archive.finalize(), outputFailed]);
    await piped;
  } catch (error) {
    archive.abort();
    throw error;
  }
}
