/**
 * The export worker thread's task (run by piscina from run-export-job.ts): builds the job's document and
 * writes it in the job's format into the file the main thread named, answering its path and size.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { buildJobDocument, type ExportJob } from './build-job-document';
import { writeExportFile } from './write-export-file';

/** What the main thread sends: the job and the file to write (which must not exist yet). */
export interface ExportTask {
  job: ExportJob;
  path: string;
}

/** A written export file. */
export interface WrittenExport {
  path: string;
  size: number;
}

/** Writes the task's file. */
export default async function writeExportTask(task: ExportTask): Promise<WrittenExport> {
  const document = await buildJobDocument(task.job);
  const file = createWriteStream(task.path, { flags: 'wx' });
  try {
    await writeExportFile(document, task.job.format, file);
    // 'finish' can come before the descriptor is closed; the size is read once the file is complete.
    if (!file.closed) await once(file, 'close');
  } catch (error) {
    file.destroy();
    throw error;
  }
  const { size } = await stat(task.path);
  return { path: task.path, size };
}
