/** The budget-book pages' paths (route table: PlanningDesign 14/15, BiddingAward A3/A5 sysRemark 25, B1.0 performance 26). */
import type { BudgetStage } from '../../../domain/budget-book/budget-stages';
import { toComponentName } from '../../../domain/steps/step-route-name';

/** The project list with their budget books. */
export const BUDGET_LIST_PATH = '/PlanningDesign/biddingDocumentBudgetBookList';

/** The budget-book basic page of a project; A2.8 opens it with upload=local. */
export function budgetBasicPath(projId: number, upload = 'local'): string {
  return `/PlanningDesign/biddingDocumentBudgetBookBasic/${upload}?proj_id=${projId}`;
}

/** The grid page of a stage: A3.8 and A5.5 under /BiddingAward, the others under /PlanningDesign. */
export function budgetGridPath(stage: BudgetStage, projId: number, projFileId: number | null = null, bidName = ''): string {
  if (stage === 'A3.8') return `/BiddingAward/A3/sysRemark/${projId}`;
  if (stage === 'A5.5') return `/BiddingAward/A5/sysRemark/${projId}`;
  return `/PlanningDesign/biddingDocumentBudgetBookSysRemark/${stage}/${projId}/${projFileId ?? 0}/${encodeURIComponent(bidName || '預算書')}`;
}

/** B1.0 opens the construction-performance page (契約預算及履約資訊). */
export function contractStepPath(projId: number): string {
  return `/constructionPerformance/administrativeManage/processManage/${toComponentName('B1.0')}?proj_id=${projId}`;
}
