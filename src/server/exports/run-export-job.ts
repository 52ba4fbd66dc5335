/**
 * Runs export jobs in worker threads (piscina: at most two, started on first use, stopped when idle), so
 * laying out a 20,000-row PDF never blocks the server's event loop. Each job writes a file into this
 * process's temporary export folder (a mkdtemp folder under the OS temp dir); the caller streams the file
 * back and deletes it. The worker is TypeScript: workers inherit tsx's loader when the server runs under
 * tsx, and get `--import tsx` when it does not (under vitest, vite transforms .ts inside the test process only).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ExportJob } from './build-job-document';
import type { ExportTask, WrittenExport } from './export-worker';
import { withArrayRows } from './with-array-rows';

export type { ExportJob } from './build-job-document';
export type { WrittenExport } from './export-worker';

/** Threads stop after this long without work. */
const IDLE_TIMEOUT_MS = 60_000;
const MAX_THREADS = 2;

interface ExportPool {
  piscina: Piscina;
  /** The temporary folder the pool's files go to. */
  directory: Promise<string>;
}

let current: ExportPool | undefined;
const directories = new Set<string>();

// Files left by a process that ends without closing the pool are removed with it.
process.once('exit', () => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

/** Node options for the worker threads: this process's, plus tsx when nothing here loads .ts natively. */
export function workerExecArgv(execArgv: readonly string[] = process.execArgv, moduleUrl: string = import.meta.url): string[] {
  if (extname(fileURLToPath(moduleUrl)) !== '.ts') return [...execArgv];
  // `tsx src/server/main.ts` starts Node with tsx's loader, which worker threads inherit; under vitest the
  // .ts files are transformed by vite inside the test process and a plain worker thread could not load them.
  const hasTsx = execArgv.some((arg) => /(^|[\\/])tsx([\\/]|$)/.test(arg));
  return hasTsx ? [...execArgv] : [...execArgv, '--import', 'tsx'];
}

function exportPool(): ExportPool {
  if (!current) {
    const workerUrl = new URL(`./export-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
    const directory = mkdtemp(join(tmpdir(), 'tbs-export-')).then((path) => {
      directories.add(path);
      return path;
    });
    directory.catch(() => undefined);
    current = {
      piscina: new Piscina({ filename: workerUrl.href, minThreads: 0, maxThreads: MAX_THREADS, idleTimeout: IDLE_TIMEOUT_MS, execArgv: workerExecArgv() }),
      directory,
    };
  }
  return current;
}

/** Writes the job's file in a worker thread; the caller owns the file and deletes it once sent. */
export async function runExportJob(job: ExportJob, options: { signal?: AbortSignal } = {}): Promise<WrittenExport> {
  const pool = exportPool();
  const directory = await pool.directory;
  const path = join(directory, `${randomUUID()}.${job.format}`);
  const cloneable: ExportJob = job.kind === 'document' ? { ...job, document: withArrayRows(job.document) } : job;
  const task: ExportTask = { job: cloneable, path };
  try {
    return (await pool.piscina.run(task, options.signal ? { signal: options.signal } : {})) as WrittenExport;
  } catch (error) {
    // A failed or aborted job may have left part of its file.
    await rm(path, { force: true });
    throw error;
  }
}

/** Stops the worker threads and removes the temporary export folder (for server shutdown). */
export async function closeExportPool(): Promise<void> {
  const pool = current;
  if (!pool) return;
  current = undefined;
  await pool.piscina.destroy();
  const directory = await pool.directory.catch(() => undefined);
  if (directory) {
    await rm(directory, { recursive: true, force: true });
    directories.delete(directory);
  }
}
