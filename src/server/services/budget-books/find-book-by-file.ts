/**
 * Search_BGC_Budgetbook_fid: the A2.8 budget book behind a budget-book file (proj_file_id, one PCCES
 * import), with the file's record and whether the book still comes from it (a later import replaces it).
 */
import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../../domain/errors';
import { budgetBookImports } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { FIRST_STAGE } from '../../../domain/budget-book/budget-stages';
import { assertStageAccess } from './assert-stage-access';
import { describeStageBook, normaliseAmount, type StageBookAnswer } from './describe-stage-book';
import { findStageRow } from './find-stage-row';
import { NO_BUDGET_MESSAGE } from './open-stage-book';

/** The answer: the book, the file and whether it is the current one. */
export interface BookByFileAnswer extends StageBookAnswer {
  file: { proj_file_id: number; fileName: string; fileSize: number; totalAmount: string; importedAt: string };
  isCurrent: boolean;
}

/** The A2.8 book of the file's project; NotFoundError for an unknown file. */
export async function findBookByFile(ctx: ServerContext, caller: Caller, projFileId: number): Promise<BookByFileAnswer> {
  const [file] = await ctx.db.select().from(budgetBookImports).where(eq(budgetBookImports.id, projFileId));
  if (!file) throw new NotFoundError('查無此預算書檔案');
  const access = await assertStageAccess(ctx, caller, file.projId, FIRST_STAGE, 'view');
  const row = await findStageRow(ctx.db, file.projId, access.stage.id);
  if (!row) throw new NotFoundError(NO_BUDGET_MESSAGE);
  return {
    ...(await describeStageBook(ctx, row, access)),
    file: { proj_file_id: file.id, fileName: file.fileName, fileSize: file.fileSize, totalAmount: normaliseAmount(file.totalAmount), importedAt: file.importedAt.toISOString() },
    isCurrent: row.importId === file.id,
  };
}
