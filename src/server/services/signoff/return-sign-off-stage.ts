/**
 * BFC/Edit_Stage_Process with result 'return' (退回): the stage's signer sends the case back with a comment —
 * to the previous stage (which must sign again) or to the submitter, as the definition's returnTo says.
 * Returned to the submitter the case ends and the content may be changed and sent again as a new case.
 */
import { returnStage } from '../../../domain/signoff/decide-sign-off-step';
import type { SignOff } from '../../../domain/steps/step-definition';
import type { SignOffCaseView } from '../../../domain/signoff/sign-off-views';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { applyCaseTransition } from './apply-case-transition';
import { describeCase } from './describe-sign-off-cases';
import { findActionableStage } from './find-actionable-stage';

/** Returns the stage of process `id`; answers the case after it. */
export async function returnSignOffStage(ctx: ServerContext, caller: Caller, input: { id: number; comment: string }): Promise<SignOffCaseView> {
  const { row, process } = await findActionableStage(ctx, caller, input.id);
  const transition = returnStage({ status: row.status, currentStage: row.currentStage, stageCount: row.stages.length }, process.stage, row.returnTo as SignOff['returnTo']);
  await ctx.db.transaction((tx) => applyCaseTransition(tx, row, transition, { action: 'return', stage: process.stage, memberId: caller.id, comment: input.comment }));
  return describeCase(ctx.db, row.id);
}
