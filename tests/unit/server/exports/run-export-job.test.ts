import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { EXPORT_FORMATS } from '../../../../src/domain/exports/export-document';
import { closeExportPool, runExportJob, workerExecArgv } from '../../../../src/server/exports/run-export-job';
import { readOfficeText, readPdfPages } from '../../../support/read-office-file';
import { SAMPLE_TEXT, sampleExportDocument } from '../../../support/sample-export-document';
import { writeExportToBuffer } from '../../../support/write-export-to-buffer';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../../../..');

afterAll(async () => {
  await closeExportPool();
});

describe('workerExecArgv', () => {
  const tsxArgv = ['--require', '/app/node_modules/tsx/dist/preflight.cjs', '--import', 'file:///app/node_modules/tsx/dist/loader.mjs'];

  it('keeps the options of a process started by tsx, whose loader the workers inherit', () => {
    expect(workerExecArgv(tsxArgv, 'file:///app/src/server/exports/run-export-job.ts')).toEqual(tsxArgv);
  });

  it('adds tsx for a process that has no loader for .ts (vitest transforms the files itself)', () => {
    expect(workerExecArgv(['--conditions', 'node'], 'file:///app/src/server/exports/run-export-job.ts')).toEqual(['--conditions', 'node', '--import', 'tsx']);
  });

  it('adds nothing when the code runs as JavaScript', () => {
    expect(workerExecArgv([], 'file:///app/dist/server/exports/run-export-job.js')).toEqual([]);
  });
});

describe('runExportJob', () => {
  it.each(EXPORT_FORMATS)('writes %s in a worker thread with the same text as the direct writer', async (format) => {
    const written = await runExportJob({ kind: 'document', format, document: sampleExportDocument() });
    try {
      expect(dirname(written.path).startsWith(tmpdir())).toBe(true);
      expect(written.path.endsWith(`.${format}`)).toBe(true);
      const file = await readFile(written.path);
      expect(written.size).toBe(file.length);
      const direct = await writeExportToBuffer(sampleExportDocument(), format);
      expect(await readOfficeText(file, format)).toBe(await readOfficeText(direct, format));
    } finally {
      await rm(written.path, { force: true });
    }
  }, 60_000);

  it('removes the partial file of an aborted job and rejects', async () => {
    const first = await runExportJob({ kind: 'document', format: 'xlsx', document: sampleExportDocument() });
    await rm(first.path);
    const folder = dirname(first.path);
    const controller = new AbortController();
    const job = runExportJob({ kind: 'document', format: 'pdf', document: sampleExportDocument() }, { signal: controller.signal });
    controller.abort();
    await expect(job).rejects.toThrow();
    expect(await readdir(folder)).toEqual([]);
  }, 60_000);

  it('removes its temporary folder when closed and starts afresh on the next job', async () => {
    const first = await runExportJob({ kind: 'document', format: 'ods', document: sampleExportDocument() });
    await closeExportPool();
    expect(existsSync(dirname(first.path))).toBe(false);
    const second = await runExportJob({ kind: 'document', format: 'ods', document: sampleExportDocument() });
    expect(dirname(second.path)).not.toBe(dirname(first.path));
    expect((await stat(second.path)).size).toBe(second.size);
    await rm(second.path);
  }, 60_000);

  it('works in a process started the way the server is (tsx), the worker inheriting its loader', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'export-under-tsx-'));
    try {
      const copy = join(folder, 'sample.pdf');
      const { stdout } = await run(join(ROOT, 'node_modules/.bin/tsx'), ['tests/support/run-export-job-under-tsx.ts', 'pdf', copy], { cwd: ROOT, timeout: 60_000 });
      const answer = JSON.parse(stdout) as { path: string; size: number; execArgv: string[]; workerExecArgv: string[] };
      expect(answer.execArgv.join(' ')).toMatch(/tsx/);
      // Under tsx nothing is added: the workers run with the very options the server runs with.
      expect(answer.workerExecArgv).toEqual(answer.execArgv);
      const file = await readFile(copy);
      expect(file.length).toBe(answer.size);
      const pages = await readPdfPages(file);
      expect(pages[0]).toContain(SAMPLE_TEXT.title);
      expect(pages.length).toBeGreaterThan(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 90_000);
});
