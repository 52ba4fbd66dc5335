/**
 * Save_CalResult: stores a stage's book as edited in the grid. The server re-validates the edits against
 * what the caller's stage allows (merge-stage-edits.ts), applies the discount, the resets of a stage that may
 * be restructured (B1.0), or — for a stage copied from the previous one (A3.8) after that changed — rebuilds
 * from the previous stage's current book, recalculates everything itself (its totals win over the caller's),
 * and stores it in one transaction with a new revision. A first save starts the step. Changing the figures of
 * a stage whose copy exists (A2.8 after A3.8) answers totalReminder (提醒您 'total').
 */
import { eq } from 'drizzle-orm';
import type { SaveStageResult } from '../../../domain/budget-book/budget-api-types';
import type { BudgetBook, WorkItem } from '../../../domain/budget-book/budget-book-types';
import { applyBudgetCalculation } from '../../../domain/budget-book/apply-budget-calculation';
import { findCopyingStage, stageLabel } from '../../../domain/budget-book/budget-stages';
import { deriveStageBook } from '../../../domain/budget-book/derive-stage-book';
import { diffBudgetLines } from '../../../domain/budget-book/diff-budget-lines';
import { mergeStageEdits, type SubmittedPayItem } from '../../../domain/budget-book/merge-stage-edits';
import { recalculateBudgetBook } from '../../../domain/budget-book/recalculate-budget-book';
import { checkCostStageTotals, listLeafKeys, mapPayItems, resetToOriginalChildren } from '../../../domain/budget-book/reset-contract-items';
import { checkBudgetDiscount, readDiscountInput, setBudgetDiscount, type DiscountInput } from '../../../domain/budget-book/set-budget-discount';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../../domain/errors';
import { STEP_STATE } from '../../../domain/steps/step-status';
import { budgetBookHistory, budgetBooks } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertStageAccess } from './assert-stage-access';
import { assertStageRules } from './check-stage-rules';
import { findStageRow, hasStage } from './find-stage-row';
import { normaliseAmount } from './describe-stage-book';
import { NO_BUDGET_MESSAGE } from './open-stage-book';
import { raiseStepState } from './raise-step-state';
import { stageTotals } from './stage-totals';

/** What Save_CalResult takes. */
export interface SaveStageInput {
  proj_id: number;
  stp_id: string;
  DetailList: SubmittedPayItem[];
  /** Sent back as loaded; analyses are not edited here, so it must match the stored ones. */
  CostBreakdownList?: Array<{ itemCode: string; children?: unknown[] }>;
  /** PCCES's resource statistics: accepted for the call's shape, kept as stored (they are not edited). */
  ResourceList?: unknown;
  /** The stage's discount: a rate or an amount after it; null clears it; absent leaves it. */
  Discount?: DiscountInput | null;
  /** A stage that may be restructured (B1.0): lines to reset to their original children ('all' for every line). */
  ResetItems?: string[] | 'all';
  /** A stage copied from the previous one (A3.8): start again from that stage's current book (after the 'total' reminder). */
  Rebuild?: boolean;
  /** The revision the caller loaded; a save over a newer one is refused (required: no lost updates). */
  revision: number;
}

function sameAnalyses(stored: readonly WorkItem[], sent: NonNullable<SaveStageInput['CostBreakdownList']>): boolean {
  return stored.length === sent.length && stored.every((analysis, i) => analysis.itemCode === sent[i]?.itemCode);
}

/** Validates, recalculates and stores a stage's book; see the file comment. */
export async function saveStageBook(ctx: ServerContext, caller: Caller, input: SaveStageInput): Promise<SaveStageResult> {
  const { capabilities, stage, chain } = await assertStageAccess(ctx, caller, input.proj_id, input.stp_id, 'edit');
  if (input.ResetItems !== undefined && !capabilities.restructure) throw new ForbiddenError('此階段不能還原原始子項');
  const rebuildFrom = stage.derive === 'copy' ? stage.from : null;
  if (input.Rebuild && rebuildFrom === null) {
    const copies = chain.filter((candidate) => candidate.derive === 'copy').map((candidate) => `「${stageLabel(candidate)}」`);
    throw new InputError(`只有${copies.join('、')}可以依前一階段重新建立`);
  }
  await assertStageRules(ctx.db, input.proj_id, stage.id, '儲存');
  const now = new Date();

  return ctx.db.transaction(async (tx) => {
    const row = await findStageRow(tx, input.proj_id, stage.id, true);
    if (!row) throw new NotFoundError(stage.from === null ? NO_BUDGET_MESSAGE : `「${stageLabel(stage)}」尚未建立，請先開啟`);
    if (input.revision !== row.revision) {
      throw new ConflictError(`預算書已由他人更新（第 ${row.revision} 版），請重新載入後再編輯`, { fields: { revision: row.revision } });
    }
    if (input.CostBreakdownList !== undefined && !sameAnalyses(row.book.CostBreakdownList, input.CostBreakdownList)) {
      throw new InputError('單價分析與預算書不符，請重新載入後再編輯');
    }

    let book: BudgetBook = row.book;
    let sourceRevision = row.sourceRevision;
    let figuresChanged = false;
    let changed = false;
    if (input.Rebuild && rebuildFrom !== null) {
      const source = await findStageRow(tx, input.proj_id, rebuildFrom);
      if (!source) throw new NotFoundError(NO_BUDGET_MESSAGE);
      book = { ...deriveStageBook(source.book, 'copy'), Discount: row.book.Discount, DiscountHistory: row.book.DiscountHistory };
      sourceRevision = source.figuresRevision;
      figuresChanged = true;
    } else {
      const origin = row.origin ?? undefined;
      const merged = mergeStageEdits(book, input.DetailList, {
        capabilities,
        originKeys: origin ? new Set(mapPayItems(origin).keys()) : undefined,
        originLeafKeys: origin ? listLeafKeys(origin) : undefined,
      });
      book = merged.book;
      figuresChanged = merged.figureChanges > 0;
      changed = merged.remarkChanges > 0;
      if (input.ResetItems !== undefined && origin) {
        book = resetToOriginalChildren(book, origin, input.ResetItems === 'all' ? null : input.ResetItems);
        figuresChanged = true;
      }
    }
    if (input.Discount !== undefined) {
      const discount = readDiscountInput(stage.id, input.Discount);
      const unchanged = JSON.stringify(discount) === JSON.stringify(book.Discount);
      if (!unchanged && !capabilities.discount) throw new ForbiddenError('此階段不能設定折扣');
      if (!unchanged) changed = true;
      book = setBudgetDiscount(book, discount, now.toISOString());
    }
    changed ||= figuresChanged;
    if (!changed) return { revision: row.revision, totalAmount: normaliseAmount(row.totalAmount), finalAmount: normaliseAmount(row.finalAmount), changed: false, totalReminder: false, updatedAt: row.updatedAt.toISOString() };

    // Only changed figures need the (whole-book) recalculation; a remark or a discount does not.
    if (figuresChanged) {
      const calculation = recalculateBudgetBook(book);
      book = applyBudgetCalculation(book, calculation);
      if (row.origin) checkCostStageTotals(book, row.origin, (key) => calculation.items.get(key)?.amount ?? '0');
    }
    if (book.Discount !== null) {
      try {
        checkBudgetDiscount(book, book.Discount);
      } catch (error) {
        if (error instanceof InputError && input.Rebuild) book = setBudgetDiscount(book, null, now.toISOString());
        else throw error;
      }
    }

    const totals = stageTotals(book);
    const revision = row.revision + 1;
    // The row is locked (FOR UPDATE) and its revision checked above, so this update cannot overwrite a newer one.
    await tx
      .update(budgetBooks)
      .set({
        book,
        ...totals,
        revision,
        figuresRevision: figuresChanged ? row.figuresRevision + 1 : row.figuresRevision,
        sourceRevision,
        updatedBy: caller.id,
        updatedAt: now,
      })
      .where(eq(budgetBooks.id, row.id));
    await tx.insert(budgetBookHistory).values({
      bookId: row.id,
      revision,
      changedBy: caller.id,
      changedAt: now,
      oldTotal: row.totalAmount,
      newTotal: totals.totalAmount,
      changes: diffBudgetLines(row.book.DetailList, book.DetailList),
    });
    await raiseStepState(tx, { projId: input.proj_id, stpId: stage.id, target: STEP_STATE.inProgress, from: [STEP_STATE.notDone], memberId: caller.id, detail: [{ reason: 'budget-book-save', revision }] });
    const copying = findCopyingStage(chain, stage.id);
    const totalReminder = figuresChanged && copying !== undefined && (await hasStage(tx, input.proj_id, copying.id));
    return { revision, ...totals, changed: true, totalReminder, updatedAt: now.toISOString() };
  });
}

