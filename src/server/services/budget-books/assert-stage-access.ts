/**
 * The access rule of every budget-book call, on the server: the caller holds the stage's permission code,
 * may reach the project (assertProjectAccess), and — by party — may see or change that stage at all
 * (stageCapabilities: the reserve price and the agency's prices never reach a contractor).
 */
import { canEnterRoute } from '../../../domain/access/route-table';
import { BUDGET_STAGE_TITLES, STAGE_CODES, stageCapabilities, type BudgetParty, type BudgetStage, type StageCapabilities } from '../../../domain/budget-book/budget-stages';
import { ForbiddenError } from '../../../domain/errors';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertProjectAccess } from '../projects/assert-project-access';
import { resolveBudgetParty } from './resolve-budget-party';

/** Who the caller is on the stage and what they may do. */
export interface StageAccess {
  party: BudgetParty;
  capabilities: StageCapabilities;
}

/** True when the capabilities allow any change. */
export function canChangeStage(capabilities: StageCapabilities): boolean {
  return capabilities.qty || capabilities.cost || capabilities.sysRemark || capabilities.discount || capabilities.restructure;
}

/** Checks codes, project access and party for reading (`view`) or changing (`edit`) a stage's book. */
export async function assertStageAccess(ctx: ServerContext, caller: Caller, projId: number, stage: BudgetStage, mode: 'view' | 'edit'): Promise<StageAccess> {
  const title = `${stage} ${BUDGET_STAGE_TITLES[stage]}`;
  if (!canEnterRoute(caller.codes, [...STAGE_CODES[stage]])) {
    throw new ForbiddenError(`您沒有${mode === 'view' ? '檢視' : '編輯'}「${title}」的權限`, { log: `member ${caller.id} lacks codes [${STAGE_CODES[stage]}] for ${stage}` });
  }
  await assertProjectAccess(ctx, caller, projId, mode);
  const party = await resolveBudgetParty(ctx, caller, projId);
  const capabilities = stageCapabilities(stage, party);
  if (!capabilities.view || (mode === 'edit' && !canChangeStage(capabilities))) {
    throw new ForbiddenError(`您沒有${mode === 'view' ? '檢視' : '編輯'}「${title}」的權限`, { log: `member ${caller.id} (${party}) may not ${mode} ${stage} of project ${projId}` });
  }
  return { party, capabilities };
}
