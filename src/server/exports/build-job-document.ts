/**
 * The jobs the export worker runs, and the printable document each one stands for. A job crosses into the
 * worker thread by structured clone, so it is plain data: a document whose table rows are arrays, or (for
 * other kinds) what the worker needs to build the document there, so big sources are never turned into rows
 * on the main thread. To add a kind: add its interface to ExportJob and its case to buildJobDocument, with
 * static imports: under `--import tsx` (Node 20) a worker thread's dynamic import() of an extensionless .ts
 * path fails to resolve.
 */
import type { ExportDocument, ExportFormat } from '../../domain/exports/export-document';

/** A document built on the main thread (a step's form), its table rows as arrays. */
export interface DocumentExportJob {
  kind: 'document';
  format: ExportFormat;
  document: ExportDocument;
}

/** Every kind of export job. */
export type ExportJob = DocumentExportJob;

/** The document a job prints; runs inside the worker. */
export function buildJobDocument(job: ExportJob): ExportDocument {
  switch (job.kind) {
    case 'document':
      return job.document;
    default: {
      const unknown: never = job.kind;
      throw new Error(`未知的匯出工作：${String(unknown)}`);
    }
  }
}
