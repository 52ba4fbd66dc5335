/**
 * The stage a caller wants to sign or return (by its process id): the case must be open at that stage and
 * the caller one of its signers (domain rule explainSignerRefusal), else the refusal says why.
 */
import { eq } from 'drizzle-orm';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../domain/errors';
import { explainSignerRefusal, SIGN_OFF_STATUS_LABELS } from '../../../domain/signoff/decide-sign-off-step';
import type { SignOffStagePlan } from '../../../domain/signoff/plan-sign-off-stages';
import { STEP_PARTY_LABELS } from '../../../domain/steps/decide-step-parties';
import { auditProcesses } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertCaseAccess, type ReadableCase } from './assert-case-access';
import { findSignerStanding } from './find-signer-standing';

/** The message for an unknown stage process. */
export const PROCESS_NOT_FOUND_MESSAGE = '查無此簽核關卡';

/** A stage the caller may act on now. */
export interface ActionableStage extends ReadableCase {
  process: typeof auditProcesses.$inferSelect;
  stage: SignOffStagePlan;
}

/** Loads the process and its case and checks the caller may act on it now. */
export async function findActionableStage(ctx: ServerContext, caller: Caller, processId: number): Promise<ActionableStage> {
  const [process] = await ctx.db.select().from(auditProcesses).where(eq(auditProcesses.id, processId));
  if (!process) throw new NotFoundError(PROCESS_NOT_FOUND_MESSAGE, { log: `process ${processId} not found` });
  const readable = await assertCaseAccess(ctx, caller, process.caseId);
  const stage = readable.row.stages[process.stage];
  if (!stage) throw new NotFoundError(PROCESS_NOT_FOUND_MESSAGE, { log: `case ${process.caseId} has no stage ${process.stage}` });
  if (readable.row.status !== 'open') throw new ConflictError(`簽核案件${SIGN_OFF_STATUS_LABELS[readable.row.status]}，無法再簽核或退回`);
  if (process.state !== 'pending' || readable.row.currentStage !== process.stage) {
    throw new ConflictError(`「${stage.name}」目前不在簽核中（可能已由他人簽核或退回），請重新整理`);
  }
  const standing = await findSignerStanding(ctx, caller, readable.row.projId);
  const refusal = explainSignerRefusal(stage, process.designated, standing, STEP_PARTY_LABELS[stage.party]);
  if (refusal) throw new ForbiddenError(refusal, { log: `member ${caller.id} [${standing.parties}] may not act on case ${process.caseId} stage ${process.stage}` });
  return { ...readable, process, stage };
}
