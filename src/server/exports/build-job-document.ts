/**
 * The jobs the export worker runs, and the printable document each one stands for. A job crosses into the
 * worker thread by structured clone, so it is plain data: a document whose table rows are arrays, or (for
 * other kinds) what the worker needs to build the document there, so big sources are never turned into rows
 * on the main thread. To add a kind: add its interface to ExportJob and its case to buildJobDocument, with
 * static imports: under `--import tsx` (Node 20) a worker thread's dynamic import() of an extensionless .ts
 * path fails to resolve.
 */
import type { BudgetBook } from '../../domain/budget-book/budget-book-types';
import { buildBudgetAnalysisDocument, buildBudgetDetailDocument, type BudgetPrintInfo } from '../../domain/exports/build-budget-print';
import type { ExportDocument, ExportFormat } from '../../domain/exports/export-document';

/** A document built on the main thread (a step's form), its table rows as arrays. */
export interface DocumentExportJob {
  kind: 'document';
  format: ExportFormat;
  document: ExportDocument;
}

/** A budget book's print (詳細價目表 or 單價分析表): the book crosses whole and its rows are walked in the worker. */
export interface BudgetExportJob {
  kind: 'budget';
  format: ExportFormat;
  which: 'detail' | 'analysis';
  book: BudgetBook;
  info: BudgetPrintInfo;
  /** The stage's remarks on analyses by code, printed by 單價分析表. */
  remarks?: Record<string, string>;
}

/** Every kind of export job. */
export type ExportJob = DocumentExportJob | BudgetExportJob;

/** The document a job prints; runs inside the worker. */
export function buildJobDocument(job: ExportJob): ExportDocument {
  switch (job.kind) {
    case 'document':
      return job.document;
    case 'budget':
      return job.which === 'detail' ? buildBudgetDetailDocument(job.book, job.info) : buildBudgetAnalysisDocument(job.book, job.info, job.remarks);
    default: {
      // Every kind is handled above; a job from elsewhere still gets a message naming its kind.
      const unknown: never = job;
      throw new Error(`未知的匯出工作：${String((unknown as { kind?: unknown }).kind)}`);
    }
  }
}
