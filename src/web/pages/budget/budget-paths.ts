/**
 * The budget-book pages' paths (route table: PlanningDesign 14/15, BiddingAward A3/A5 sysRemark 25, B1.0
 * performance 26) and the few stage ids the specification ties to screens and words. Which stages exist, their
 * titles, codes and what each party may do come from the step definitions through the server's answers.
 */
import { ROUTES, canEnterRoute } from '../../../domain/access/route-table';
import { toComponentName } from '../../../domain/steps/step-route-name';

/** The imported budget (the chain's first stage): the list, the basic page and BGC's calls are about it. */
export const BUDGET_STAGE = 'A2.8';
/** The reserve price, which the 提醒您 'total' reminder sends the user to after the budget changed. */
export const RESERVE_PRICE_STAGE = 'A3.8';
/** The contractor's quote, after which the contract budget's page is offered. */
export const QUOTE_STAGE = 'A5.5';
/** The contract budget, edited on the construction-performance step page. */
export const CONTRACT_STAGE = 'B1.0';
/** The specification's words of the 'total' reminder. */
export const TOTAL_REMINDER = '預算已變更，請至 A3.8 編輯底價資訊';

/** The project list with their budget books. */
export const BUDGET_LIST_PATH = '/PlanningDesign/biddingDocumentBudgetBookList';

/** The budget-book basic page of a project; A2.8 opens it with upload=local. */
export function budgetBasicPath(projId: number, upload = 'local'): string {
  return `/PlanningDesign/biddingDocumentBudgetBookBasic/${upload}?proj_id=${projId}`;
}

/** The grid pages under /BiddingAward (route table A3SysRemark, A5SysRemark), by stage; every other stage's grid opens under /PlanningDesign. */
const BIDDING_GRID_PATHS: Readonly<Record<string, string>> = { 'A3.8': '/BiddingAward/A3/sysRemark', 'A5.5': '/BiddingAward/A5/sysRemark' };
const PLANNING_GRID_PATH = '/PlanningDesign/biddingDocumentBudgetBookSysRemark';

/** The grid page of a stage: A3.8 and A5.5 under /BiddingAward, the others under /PlanningDesign. */
export function budgetGridPath(stage: string, projId: number, projFileId: number | null = null, bidName = ''): string {
  const bidding = BIDDING_GRID_PATHS[stage];
  if (bidding) return `${bidding}/${projId}`;
  return `${PLANNING_GRID_PATH}/${stage}/${projId}/${projFileId ?? 0}/${encodeURIComponent(bidName || '預算書')}`;
}

/** True when the user's codes open the grid route of the stage (the stage's own codes are the server's business). */
export function canEnterGridRoute(codes: readonly number[], stage: string): boolean {
  const prefix = `${BIDDING_GRID_PATHS[stage] ?? PLANNING_GRID_PATH}/:`;
  const route = ROUTES.find((candidate) => candidate.path.startsWith(prefix));
  return route !== undefined && canEnterRoute(codes, route.codes);
}

/** The stage a grid route names: A3.8 and A5.5 by their /BiddingAward path, the others by :stp_id. */
export function stageOfGridRoute(pathname: string, stpId: string | undefined): string | null {
  const bidding = Object.entries(BIDDING_GRID_PATHS).find(([, path]) => pathname.startsWith(`${path}/`));
  return bidding ? bidding[0] : stpId || null;
}

/** B1.0 opens the construction-performance page (契約預算及履約資訊). */
export function contractStepPath(projId: number): string {
  return `/constructionPerformance/administrativeManage/processManage/${toComponentName(CONTRACT_STAGE)}?proj_id=${projId}`;
}
