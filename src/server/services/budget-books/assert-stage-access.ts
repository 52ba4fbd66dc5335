/**
 * The access rule of every budget-book call, on the server: the stage exists in the chain, the caller holds
 * the stage step's permission code (assertStepPermission), may reach the project (assertProjectAccess), and —
 * by party — may see or change that stage at all: the stage step's parties and seals (assertStepParty's rule)
 * and then the step's budgetBook.parties (the reserve price and the agency's prices never reach a contractor).
 */
import { canChangeStage, decideBudgetParty, stageCapabilities, stageLabel, type BudgetChain, type BudgetParty, type BudgetStageDefinition, type StageCapabilities } from '../../../domain/budget-book/budget-stages';
import { ForbiddenError } from '../../../domain/errors';
import { decideStepParties, isAnythingSealed } from '../../../domain/steps/decide-step-parties';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertPartyAllows, findProjectEvents, findProjectParties } from '../steps/assert-step-party';
import { assertStepPermission } from '../steps/assert-step-permission';
import { findBudgetStageOf } from './find-budget-chain';

/** The stage, the chain it belongs to, who the caller is on it and what they may do. */
export interface StageAccess {
  chain: BudgetChain;
  stage: BudgetStageDefinition;
  party: BudgetParty;
  capabilities: StageCapabilities;
}

/** Checks stage, codes, project access and party for reading (`view`) or changing (`edit`) a stage's book. */
export async function assertStageAccess(ctx: ServerContext, caller: Caller, projId: number, stageId: string, mode: 'view' | 'edit'): Promise<StageAccess> {
  const { chain, stage } = await findBudgetStageOf(ctx.db, stageId);
  assertStepPermission(stage.step, caller.codes, mode);
  const { assignedAs, parties } = await findProjectParties(ctx, caller, projId, mode);
  // The stage step's parties and seals come first: a party the step does not name, or one anything of the
  // step is sealed from (A3.8's reserve price before award), never reads the stage's book.
  const stepAccess = decideStepParties(stage.step, parties, await findProjectEvents(ctx, projId));
  assertPartyAllows(stage.step, stepAccess, mode, `member ${caller.id} on project ${projId}`);
  if (isAnythingSealed(stepAccess)) {
    throw new ForbiddenError(stepAccess.sealMessages.join('；'), { log: `member ${caller.id} [${parties}] sealed from ${stage.id} of project ${projId}` });
  }
  const party = decideBudgetParty(caller, assignedAs);
  const capabilities = stageCapabilities(stage, party);
  if (!capabilities.view || (mode === 'edit' && !canChangeStage(capabilities))) {
    throw new ForbiddenError(`您沒有${mode === 'view' ? '檢視' : '編輯'}「${stageLabel(stage)}」的權限`, { log: `member ${caller.id} (${party}) may not ${mode} ${stage.id} of project ${projId}` });
  }
  return { chain, stage, party, capabilities };
}
