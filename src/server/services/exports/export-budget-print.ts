/**
 * Prints a stage's budget book as 詳細價目表 or 單價分析表 (pdf, xlsx, ods) through TBS_EXPORT with formType
 * TBS_BUDGET_DETAIL or TBS_BUDGET_ANALYSIS and stp_id = the stage. The caller needs read access to the
 * stage, exactly as for the stage's own export (PCS/Export_Detail_Now), so a contractor never prints the
 * reserve price or the agency's prices. The book goes to the export worker whole and the document is built
 * there, so its rows are never materialised on the main thread.
 */
import { stageLabel } from '../../../domain/budget-book/budget-stages';
import { NotFoundError, InputError } from '../../../domain/errors';
import type { BudgetPrintInfo } from '../../../domain/exports/build-budget-print';
import type { ExportFormat } from '../../../domain/exports/export-document';
import { toRocParts } from '../../../domain/roc-date';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { runExportJob } from '../../exports/run-export-job';
import { assertStageAccess } from '../budget-books/assert-stage-access';
import { findStageRow } from '../budget-books/find-stage-row';
import { exportFileName, EXPORT_CONTENT_TYPES, type ExportedFile } from './exported-file';
import { findProjectFacts } from './export-step-form';

/** The budget prints by the formType that asks for them. */
export const BUDGET_PRINT_FORMS = { TBS_BUDGET_DETAIL: 'detail', TBS_BUDGET_ANALYSIS: 'analysis' } as const;

/** A formType that names a budget print. */
export type BudgetPrintForm = keyof typeof BUDGET_PRINT_FORMS;

/** Which budget print: 詳細價目表 or 單價分析表. */
export type BudgetPrintKind = (typeof BUDGET_PRINT_FORMS)[BudgetPrintForm];

/** The formats the budget prints come in (a 20,000-row table is no word-processor document). */
export const BUDGET_PRINT_FORMATS: readonly ExportFormat[] = ['pdf', 'xlsx', 'ods'];

const TITLES: Record<BudgetPrintKind, string> = { detail: '詳細價目表', analysis: '單價分析表' };

/** True when the formType names a budget print. */
export function isBudgetPrintForm(formType: string): formType is BudgetPrintForm {
  return Object.hasOwn(BUDGET_PRINT_FORMS, formType);
}

/** What the caller asks for. */
export interface BudgetPrintRequest {
  projId: number;
  /** The budget stage id, as PCS/Export_Detail_Now takes it. */
  stage: string;
  which: BudgetPrintKind;
  format: ExportFormat;
}

/** Today in Taiwan as prints write it: 115年3月2日. */
function printedToday(): string {
  const parts = toRocParts(todayInTaiwan());
  return parts ? `${parts.rocYear}年${parts.month}月${parts.day}日` : '';
}

/** The print as a file in a temporary path; the route streams it and deletes it. */
export async function exportBudgetPrint(ctx: ServerContext, caller: Caller, input: BudgetPrintRequest): Promise<ExportedFile> {
  const title = TITLES[input.which];
  // Worded as the step forms word a format they do not offer.
  if (!BUDGET_PRINT_FORMATS.includes(input.format)) throw new InputError(`表單「${title}」不提供 ${input.format} 格式，可用：${BUDGET_PRINT_FORMATS.join('、')}`);
  const { stage } = await assertStageAccess(ctx, caller, input.projId, input.stage, 'view');
  const row = await findStageRow(ctx.db, input.projId, stage.id);
  const stageTitle = stageLabel(stage);
  if (!row) throw new NotFoundError(`「${stageTitle}」尚無預算書`);
  const book = row.book;
  const project = await findProjectFacts(ctx, input.projId);
  const info: BudgetPrintInfo = {
    projectName: project.name || book.Main.contractTitle,
    agency: project.agency || book.Main.procuringEntity,
    stageTitle,
    contractNo: book.Main.contractNo || project.number,
    printedAt: printedToday(),
    ...(stage.discountLabel ? { discountedLabel: stage.discountLabel } : {}),
  };
  const written = await runExportJob({ kind: 'budget', format: input.format, which: input.which, book, info, remarks: row.analysisRemarks });
  return { ...written, fileName: exportFileName(`${title}_${stageTitle}`, info.contractNo, input.format), contentType: EXPORT_CONTENT_TYPES[input.format] };
}
