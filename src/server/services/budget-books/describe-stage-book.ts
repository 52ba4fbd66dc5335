/**
 * What Load_Detail_Now (and Get_Final_DetailList) answer: the stage's book under the specification's names
 * (Main, DetailList, CostBreakdownList, ResourceList, Discount, DiscountHistory, Desc, pid, ds_id,
 * PCS_budProject, formula), its totals and revision, what the caller may do (capabilities, and why editing
 * is closed when the step rules close it), and for a stage that copies the previous one (A3.8) whether that
 * book's figures changed since (the 'total' reminder).
 */
import { eq } from 'drizzle-orm';
import type { EditBlock, FormulaSummary, StageBookAnswer } from '../../../domain/budget-book/budget-api-types';
import type { DiscountRecord, Discount, PayItem } from '../../../domain/budget-book/budget-book-types';
import { canChangeStage, stageLabel } from '../../../domain/budget-book/budget-stages';
import { formatFormulaPercent } from '../../../domain/budget-book/format-budget-number';
import { listLeafKeys } from '../../../domain/budget-book/reset-contract-items';
import { projects } from '../../db/schema';
import type { ServerContext } from '../../context';
import type { StageAccess } from './assert-stage-access';

export type { StageBookAnswer } from '../../../domain/budget-book/budget-api-types';
import { findStageBlock } from './check-stage-rules';
import { findStageRevisions, type StageRow } from './find-stage-row';

function listFormulas(items: readonly PayItem[], out: FormulaSummary[] = []): FormulaSummary[] {
  for (const item of items) {
    if (item.formula !== null) {
      out.push({ itemKey: item.itemKey, refItemNo: item.refItemNo, cName: item.cName, percent: item.formula.percent === null ? null : formatFormulaPercent(item.formula.percent) });
    }
    listFormulas(item.children, out);
  }
  return out;
}

/** Builds the answer for a stored stage row and the caller's access. */
export async function describeStageBook(ctx: ServerContext, row: StageRow, access: StageAccess): Promise<StageBookAnswer> {
  const { stage } = access;
  const [project] = await ctx.db.select({ name: projects.projName, number: projects.projNumber }).from(projects).where(eq(projects.id, row.projId));
  let editBlock: EditBlock | null = null;
  let capabilities = access.capabilities;
  if (canChangeStage(capabilities)) {
    const block = await findStageBlock(ctx.db, row.projId, stage.id, '編輯');
    if (block) {
      editBlock = { message: block.userMessage, type: (block.fields?.type as string | undefined) ?? null, steps: (block.fields?.steps as unknown[] | undefined) ?? [] };
      capabilities = { ...capabilities, qty: false, cost: false, sysRemark: false, discount: false, restructure: false };
    }
  }
  let budgetChanged = false;
  if (stage.derive === 'copy' && stage.from !== null) {
    const source = (await findStageRevisions(ctx.db, row.projId)).get(stage.from);
    budgetChanged = source !== undefined && row.sourceRevision !== null && source.figuresRevision !== row.sourceRevision;
  }
  const book = row.book;
  const discount: Discount | null = book.Discount;
  const history: DiscountRecord[] = book.DiscountHistory;
  return {
    schemaVersion: book.schemaVersion,
    pid: row.projId,
    ds_id: row.id,
    stp_id: stage.id,
    Desc: stageLabel(stage),
    discountLabel: stage.discountLabel,
    PCS_budProject: { proj_id: row.projId, proj_name: project?.name ?? '', proj_number: project?.number ?? '' },
    Main: book.Main,
    DetailList: book.DetailList,
    CostBreakdownList: book.CostBreakdownList,
    ResourceList: book.ResourceList,
    Discount: discount,
    DiscountHistory: history,
    formula: listFormulas(book.DetailList),
    analysisRemarks: row.analysisRemarks,
    totalAmount: normaliseAmount(row.totalAmount),
    finalAmount: normaliseAmount(row.finalAmount),
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
    party: access.party,
    capabilities,
    editBlock,
    budgetChanged,
    originLeafKeys: row.origin ? [...listLeafKeys(row.origin)] : [],
  };
}

/** numeric columns come back as '46291107.00'; answer the book's own form ('46291107'). */
export function normaliseAmount(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') || '0' : value;
}
