/**
 * EDIT_sysRemark (A2.8) and EDIT_Final_SysRemark (B1.0): the platform's remarks on pay items and on
 * unit-price analyses, without touching any figure (so a later stage's 'budget changed' check stays quiet).
 */
import { eq } from 'drizzle-orm';
import { applySysRemarks, type SysRemarkChange } from '../../../domain/budget-book/apply-sys-remarks';
import { stageLabel } from '../../../domain/budget-book/budget-stages';
import { SYS_REMARK_MAX_LENGTH } from '../../../domain/budget-book/merge-stage-edits';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../../domain/errors';
import { budgetBooks } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertStageAccess } from './assert-stage-access';
import { assertStageRules } from './check-stage-rules';
import { findStageRow } from './find-stage-row';

/** Remarks to set on one stage's book. */
export interface EditSysRemarksInput {
  projId: number;
  /** The stage's id, or FIRST_STAGE / LAST_STAGE. */
  stage: string;
  DetailList: SysRemarkChange[];
  CostBreakdownList?: Array<{ itemCode: string; sysRemark: string }>;
  revision?: number;
}

/** Sets the remarks; answers how many changed and the new revision. */
export async function editSysRemarks(ctx: ServerContext, caller: Caller, input: EditSysRemarksInput): Promise<{ changed: number; revision: number }> {
  const { capabilities, stage } = await assertStageAccess(ctx, caller, input.projId, input.stage, 'edit');
  if (!capabilities.sysRemark) throw new ForbiddenError(`您不能編輯「${stageLabel(stage)}」的備註`);
  await assertStageRules(ctx.db, input.projId, stage.id, '編輯備註');
  return ctx.db.transaction(async (tx) => {
    const row = await findStageRow(tx, input.projId, stage.id, true);
    if (!row) throw new NotFoundError(`「${stageLabel(stage)}」尚無預算書`);
    if (input.revision !== undefined && input.revision !== row.revision) {
      throw new ConflictError(`預算書已由他人更新（第 ${row.revision} 版），請重新載入後再編輯`, { fields: { revision: row.revision } });
    }
    const { book, changed: itemChanges } = applySysRemarks(row.book, input.DetailList);
    const codes = new Set(row.book.CostBreakdownList.map((analysis) => analysis.itemCode));
    const analysisRemarks = { ...row.analysisRemarks };
    let changed = itemChanges;
    for (const remark of input.CostBreakdownList ?? []) {
      if (!codes.has(remark.itemCode)) throw new InputError(`找不到單價分析（編碼「${remark.itemCode}」）`);
      const text = remark.sysRemark.trim();
      if (text.length > SYS_REMARK_MAX_LENGTH) throw new InputError(`備註不能超過 ${SYS_REMARK_MAX_LENGTH} 字`);
      if ((analysisRemarks[remark.itemCode] ?? '') === text) continue;
      if (text === '') delete analysisRemarks[remark.itemCode];
      else analysisRemarks[remark.itemCode] = text;
      changed += 1;
    }
    if (changed === 0) return { changed, revision: row.revision };
    const revision = row.revision + 1;
    await tx.update(budgetBooks).set({ book, analysisRemarks, revision, updatedBy: caller.id, updatedAt: new Date() }).where(eq(budgetBooks.id, row.id));
    return { changed, revision };
  });
}
