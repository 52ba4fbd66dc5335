/**
 * Edit_Project_BudgetBook: the budget book's basic data (預算書基本資料) on the A2.8 book — contract number,
 * title, location, procuring entity, scale and execution method. Figures are untouched.
 */
import { eq } from 'drizzle-orm';
import type { BudgetMain } from '../../../domain/budget-book/budget-book-types';
import { ConflictError, InputError, NotFoundError } from '../../../domain/errors';
import { wrongTypeMessage } from '../../../domain/param-messages';
import { budgetBooks } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { FIRST_STAGE } from '../../../domain/budget-book/budget-stages';
import { assertStageAccess } from './assert-stage-access';
import { assertStageRules } from './check-stage-rules';
import { findStageRow } from './find-stage-row';
import { NO_BUDGET_MESSAGE } from './open-stage-book';

/** The basic-data fields that may be edited, with their zh-TW names and longest length. */
export const EDITABLE_MAIN_FIELDS = {
  contractNo: ['標案案號', 50],
  contractTitle: ['工程名稱', 200],
  contractLocation: ['工程地點', 200],
  procuringEntity: ['機關名稱', 200],
  procuringEntityId: ['機關代碼', 50],
  contractScale: ['工程規模', 50],
  contractScaleUnit: ['規模單位', 20],
  executeMethod: ['執行方式', 100],
} as const satisfies Record<string, readonly [string, number]>;

/** One of the editable fields. */
export type EditableMainField = keyof typeof EDITABLE_MAIN_FIELDS;

/** Sets the given basic-data fields; answers the new Main and revision. */
export async function editBudgetMain(
  ctx: ServerContext,
  caller: Caller,
  input: { projId: number; Main: Record<string, unknown>; revision?: number },
): Promise<{ Main: BudgetMain; revision: number }> {
  const { stage } = await assertStageAccess(ctx, caller, input.projId, FIRST_STAGE, 'edit');
  await assertStageRules(ctx.db, input.projId, stage.id, '編輯預算書基本資料');
  const changes: Partial<Record<EditableMainField, string>> = {};
  for (const [key, value] of Object.entries(input.Main)) {
    if (value === undefined || value === null) continue;
    if (!Object.hasOwn(EDITABLE_MAIN_FIELDS, key)) throw new InputError(`'Main.${key}'不是可編輯的欄位`);
    if (typeof value !== 'string') throw new InputError(wrongTypeMessage(`Main.${key}`, 'string'));
    const [label, max] = EDITABLE_MAIN_FIELDS[key as EditableMainField];
    const text = value.trim();
    if (text.length > max) throw new InputError(`${label}不能超過 ${max} 字`);
    if (key === 'contractTitle' && text === '') throw new InputError('工程名稱不能空白');
    changes[key as EditableMainField] = text;
  }
  return ctx.db.transaction(async (tx) => {
    const row = await findStageRow(tx, input.projId, stage.id, true);
    if (!row) throw new NotFoundError(NO_BUDGET_MESSAGE);
    if (input.revision !== undefined && input.revision !== row.revision) {
      throw new ConflictError(`預算書已由他人更新（第 ${row.revision} 版），請重新載入後再編輯`, { fields: { revision: row.revision } });
    }
    const Main = { ...row.book.Main, ...changes };
    const revision = row.revision + 1;
    await tx
      .update(budgetBooks)
      .set({ book: { ...row.book, Main }, revision, updatedBy: caller.id, updatedAt: new Date() })
      .where(eq(budgetBooks.id, row.id));
    return { Main, revision };
  });
}
