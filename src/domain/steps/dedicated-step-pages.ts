/**
 * Steps whose definition names a dedicated screen (`page`) open it instead of the generic step page; the
 * paths are routes of the route table, opened for a project with `?proj_id=`.
 */
import type { StepDefinition } from './step-definition';

/** The dedicated screens a definition may name. */
export type DedicatedStepPage = NonNullable<StepDefinition['page']>;

/** The route path of each dedicated screen. */
export const DEDICATED_STEP_PAGES: Readonly<Record<DedicatedStepPage, string>> = {
  budgetBook: '/PlanningDesign/biddingDocumentBudgetBookBasic/local',
};

/** The dedicated screen's path for a project (the project is left out when not given). */
export function dedicatedStepPagePath(page: DedicatedStepPage, projId?: number | null): string {
  const path = DEDICATED_STEP_PAGES[page];
  return projId ? `${path}?proj_id=${projId}` : path;
}
