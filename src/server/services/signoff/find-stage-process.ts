/**
 * BFC/Get_Stage_Process (one stage of a case: its state, signers, candidates and whether the caller may act)
 * and Get_Auth_Status (the caller's own standing on a case: what awaits them, what they have signed).
 */
import { ForbiddenError, NotFoundError } from '../../../domain/errors';
import { explainSignerRefusal } from '../../../domain/signoff/decide-sign-off-step';
import { STEP_PARTY_LABELS } from '../../../domain/steps/decide-step-parties';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertCaseAccess } from './assert-case-access';
import type { AuthStatusView, StageProcessView } from '../../../domain/signoff/sign-off-views';
import { describeSignOffCases } from './describe-sign-off-cases';
import { PROCESS_NOT_FOUND_MESSAGE } from './find-actionable-stage';
import { findSignerStanding } from './find-signer-standing';
import { findStageCandidates } from './find-stage-candidates';

/** Get_Stage_Process/{stp_id}/{proj_id}/{audit_id}/{stage}/{basefrom?}. */
export async function findStageProcess(
  ctx: ServerContext,
  caller: Caller,
  input: { stp_id: string; proj_id: number; audit_id: number; stage: number; basefrom?: string },
): Promise<StageProcessView> {
  const { row } = await assertCaseAccess(ctx, caller, input.audit_id, { stpId: input.stp_id, projId: input.proj_id });
  const plan = row.stages[input.stage];
  if (!plan) throw new NotFoundError(PROCESS_NOT_FOUND_MESSAGE, { log: `case ${row.id} has no stage ${input.stage}` });
  const [view] = await describeSignOffCases(ctx.db, [row]);
  const stage = view!.stages.find((s) => s.stage === input.stage)!;
  const standing = await findSignerStanding(ctx, caller, row.projId);
  const pending = row.status === 'open' && row.currentStage === input.stage;
  const refusal = explainSignerRefusal(plan, stage.designated.map((m) => m.id), standing, STEP_PARTY_LABELS[plan.party]);
  return {
    ...stage,
    audit_id: row.id,
    may_act: pending && refusal === null,
    reason: pending ? refusal : '此關卡目前不在簽核中',
    // Only those who may designate signers (the submitter, the agency) need the list of who could sign.
    candidates: row.submittedBy === caller.id || standing.parties.includes('gov') ? await findStageCandidates(ctx.db, row.projId, plan, input.basefrom) : [],
  };
}

/** Get_Auth_Status/{auth_id}/{audit_id}: only for oneself. */
export async function findAuthStatus(ctx: ServerContext, caller: Caller, input: { auth_id: number; audit_id: number }): Promise<AuthStatusView> {
  if (input.auth_id !== caller.id) throw new ForbiddenError('只能查詢自己的簽核狀態', { log: `member ${caller.id} asked for ${input.auth_id}` });
  const { row } = await assertCaseAccess(ctx, caller, input.audit_id);
  const [view] = await describeSignOffCases(ctx.db, [row]);
  const standing = await findSignerStanding(ctx, caller, row.projId);
  const current = view!.stages.find((s) => s.stage === row.currentStage);
  const plan = row.stages[row.currentStage];
  const mayAct = row.status === 'open' && current && plan && explainSignerRefusal(plan, current.designated.map((m) => m.id), standing, STEP_PARTY_LABELS[plan.party]) === null;
  return {
    audit_id: row.id,
    status: row.status,
    current_stage: row.currentStage,
    is_submitter: row.submittedBy === caller.id,
    pending: mayAct ? { process_id: current!.process_id, stage: current!.stage, name: current!.name } : null,
    signed_stages: view!.signatures.filter((s) => s.signer.id === caller.id && !s.superseded).map((s) => s.stage),
  };
}
