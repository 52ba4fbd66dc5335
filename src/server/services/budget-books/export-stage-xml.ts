/**
 * Exports a stage's book as PCCES eTender XML (re-importing it gives the same tree and totals). The caller
 * needs read access to the stage, so a contractor never exports the reserve price or the agency's prices.
 * The stage's spreadsheets (xlsx, ods) are its 詳細價目表, printed by the export engine (export-budget-print.ts).
 */
import { stageLabel } from '../../../domain/budget-book/budget-stages';
import { writePccesXml } from '../../../domain/budget-book/write-pcces-xml';
import { NotFoundError } from '../../../domain/errors';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertStageAccess } from './assert-stage-access';
import { findStageRow } from './find-stage-row';

/** The stage's book as XML, with the name it downloads under (contract number and stage). */
export interface StageXmlFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** The stage's book as PCCES XML. */
export async function exportStageXml(ctx: ServerContext, caller: Caller, input: { projId: number; stage: string }): Promise<StageXmlFile> {
  const { stage } = await assertStageAccess(ctx, caller, input.projId, input.stage, 'view');
  const row = await findStageRow(ctx.db, input.projId, stage.id);
  const stageTitle = stageLabel(stage);
  if (!row) throw new NotFoundError(`「${stageTitle}」尚無預算書`);
  const book = row.book;
  const base = `${book.Main.contractNo || `標案${input.projId}`}_${stageTitle}`.replace(/[\\/:*?"<>|\s]+/g, '_');
  return { fileName: `${base}.xml`, contentType: 'application/xml; charset=utf-8', body: Buffer.from(writePccesXml(book), 'utf8') };
}
