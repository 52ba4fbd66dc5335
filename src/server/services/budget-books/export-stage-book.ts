/**
 * Exports a stage's book: PCCES eTender XML (re-importing it gives the same tree and totals), or a
 * spreadsheet (xlsx, ods) with 項次, 名稱, 單位, 數量, 單價, 複價, 備註 and the grand total. The caller needs
 * read access to the stage, so a contractor never exports the reserve price or the agency's prices.
 */
import { stageLabel } from '../../../domain/budget-book/budget-stages';
import { buildBudgetSheet } from '../../../domain/budget-book/build-budget-sheet';
import { writeOdsParts } from '../../../domain/budget-book/write-ods-parts';
import { writePccesXml } from '../../../domain/budget-book/write-pcces-xml';
import { writeXlsxParts } from '../../../domain/budget-book/write-xlsx-parts';
import { NotFoundError } from '../../../domain/errors';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertStageAccess } from './assert-stage-access';
import { findStageRow } from './find-stage-row';
import { zipParts } from './zip-parts';

/** The export formats. */
export const EXPORT_FILE_TYPES = ['xml', 'xlsx', 'ods'] as const;

/** One export format. */
export type ExportFileType = (typeof EXPORT_FILE_TYPES)[number];

const CONTENT_TYPES: Record<ExportFileType, string> = {
  xml: 'application/xml; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

/** An exported file. */
export interface ExportedFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** The stage's book as a file of the type asked for. */
export async function exportStageBook(ctx: ServerContext, caller: Caller, input: { projId: number; stage: string; fileType: ExportFileType }): Promise<ExportedFile> {
  const { stage } = await assertStageAccess(ctx, caller, input.projId, input.stage, 'view');
  const row = await findStageRow(ctx.db, input.projId, stage.id);
  const stageTitle = stageLabel(stage);
  if (!row) throw new NotFoundError(`「${stageTitle}」尚無預算書`);
  const book = row.book;
  const base = `${book.Main.contractNo || `標案${input.projId}`}_${stageTitle}`.replace(/[\\/:*?"<>|\s]+/g, '_');
  const fileName = `${base}.${input.fileType}`;
  if (input.fileType === 'xml') return { fileName, contentType: CONTENT_TYPES.xml, body: Buffer.from(writePccesXml(book), 'utf8') };
  const sheet = buildBudgetSheet(book, { stageTitle, discountedLabel: stage.discountLabel ?? undefined });
  const created = new Date().toISOString();
  const parts = input.fileType === 'xlsx' ? writeXlsxParts(sheet, created) : writeOdsParts(sheet, created);
  return { fileName, contentType: CONTENT_TYPES[input.fileType], body: await zipParts(parts) };
}
