/**
 * Runs one export job the way the server does (`tsx src/server/main.ts`: tsx's loader in this process, the
 * worker thread inheriting it), copies the file to the path given and prints what runExportJob answered.
 * Usage: tsx tests/support/run-export-job-under-tsx.ts <format> <copy-to>
 */
import { copyFile, rm } from 'node:fs/promises';
import { EXPORT_FORMATS, type ExportFormat } from '../../src/domain/exports/export-document';
import { closeExportPool, runExportJob, workerExecArgv } from '../../src/server/exports/run-export-job';
import { sampleExportDocument } from './sample-export-document';

const [format, copyTo] = process.argv.slice(2);
if (!EXPORT_FORMATS.includes(format as ExportFormat) || !copyTo) throw new Error('usage: <format> <copy-to>');
const written = await runExportJob({ kind: 'document', format: format as ExportFormat, document: sampleExportDocument() });
await copyFile(written.path, copyTo);
await rm(written.path);
await closeExportPool();
process.stdout.write(JSON.stringify({ ...written, execArgv: process.execArgv, workerExecArgv: workerExecArgv() }));
