/**
 * The stage's book, created from the previous stage's when first opened, the way the stage's definition
 * says (budgetBook.derive, derive-stage-book.ts: A3.8 copies A2.8, A5.5 takes A3.8 without the agency's
 * prices, B1.0 applies A5.5's discount). Creating needs the stage's prerequisites; two callers opening at
 * once create it once (insert … on conflict do nothing).
 */
import { findBudgetStage, stageKeepsOrigin, stageLabel, type BudgetChain, type BudgetStageDefinition } from '../../../domain/budget-book/budget-stages';
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
export async function openStageBook(ctx: ServerContext, memberId: number, projId: number, chain: BudgetChain, stage: BudgetStageDefinition): Promise<StageRow> {
  const existing = await findStageRow(ctx.db, projId, stage.id);
  if (existing) return existing;
  const previousStage = stage.from === null ? undefined : findBudgetStage(chain, stage.from);
  if (!previousStage || stage.derive === null) throw new NotFoundError(NO_BUDGET_MESSAGE);
  const previous = await findStageRow(ctx.db, projId, previousStage.id);
  if (!previous) {
    if (previousStage.from === null) throw new NotFoundError(NO_BUDGET_MESSAGE);
    throw new ConflictError(`「${stageLabel(previousStage)}」尚未建立，無法建立「${stageLabel(stage)}」`);
  }
  await assertStageRules(ctx.db, projId, stage.id, `建立「${stageLabel(stage)}」`, 'create');
  const book = deriveStageBook(previous.book, stage.derive);
  await ctx.db
    .insert(budgetBooks)
    .values({
      projId,
      stpId: stage.id,
      book,
      origin: stageKeepsOrigin(stage) ? book.DetailList : null,
      ...stageTotals(book),
      sourceRevision: previous.figuresRevision,
      createdBy: memberId,
      updatedBy: memberId,
    })
    .onConflictDoNothing();
  return (await findStageRow(ctx.db, projId, stage.id)) as StageRow;
}
