/**
 * The stage's book, created from the previous stage when first opened (A3.8 from A2.8, A5.5 from A3.8 with
 * the agency's prices hidden, B1.0 from A5.5 — derive-stage-book.ts). Creating needs the stage's
 * prerequisites; two callers opening at once create it once (insert … on conflict do nothing).
 */
import { BUDGET_STAGE_TITLES, PREVIOUS_STAGE, type BudgetStage } from '../../../domain/budget-book/budget-stages';
import { deriveStageBook } from '../../../domain/budget-book/derive-stage-book';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import { budgetBooks } from '../../db/schema';
import type { ServerContext } from '../../context';
import { assertStageRules } from './check-stage-rules';
import { findStageRow, type StageRow } from './find-stage-row';
import { stageTotals } from './stage-totals';

/** Shown when a project has no A2.8 budget book yet. */
export const NO_BUDGET_MESSAGE = '尚未匯入工程預算書（A2.8），請先上傳 PCCES 預算書';

/** The stored book of the stage, creating it from the previous stage's when there is none. */
export async function openStageBook(ctx: ServerContext, memberId: number, projId: number, stage: BudgetStage): Promise<StageRow> {
  const existing = await findStageRow(ctx.db, projId, stage);
  if (existing) return existing;
  const previousStage = PREVIOUS_STAGE[stage];
  if (previousStage === null) throw new NotFoundError(NO_BUDGET_MESSAGE);
  const previous = await findStageRow(ctx.db, projId, previousStage);
  if (!previous) {
    if (previousStage === 'A2.8') throw new NotFoundError(NO_BUDGET_MESSAGE);
    throw new ConflictError(`「${previousStage} ${BUDGET_STAGE_TITLES[previousStage]}」尚未建立，無法建立「${stage} ${BUDGET_STAGE_TITLES[stage]}」`);
  }
  await assertStageRules(ctx.db, projId, stage, `建立「${stage} ${BUDGET_STAGE_TITLES[stage]}」`, 'create');
  const book = deriveStageBook(previous.book, stage as Exclude<BudgetStage, 'A2.8'>);
  await ctx.db
    .insert(budgetBooks)
    .values({
      projId,
      stpId: stage,
      book,
      origin: stage === 'B1.0' ? book.DetailList : null,
      ...stageTotals(book),
      sourceRevision: previous.figuresRevision,
      createdBy: memberId,
      updatedBy: memberId,
    })
    .onConflictDoNothing();
  return (await findStageRow(ctx.db, projId, stage)) as StageRow;
}
