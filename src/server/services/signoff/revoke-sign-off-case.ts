/**
 * BFC/Process_Revoke (撤回): the submitter withdraws an open case, so the content can be changed again; its
 * signatures stay on record with the content they signed.
 */
import { ForbiddenError } from '../../../domain/errors';
import { revokeCase } from '../../../domain/signoff/decide-sign-off-step';
import type { SignOffCaseView } from '../../../domain/signoff/sign-off-views';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { applyCaseTransition } from './apply-case-transition';
import { assertCaseAccess } from './assert-case-access';
import { describeCase } from './describe-sign-off-cases';

/** Revokes case `audit_id`; answers it. */
export async function revokeSignOffCase(ctx: ServerContext, caller: Caller, input: { audit_id: number; comment?: string }): Promise<SignOffCaseView> {
  const { row } = await assertCaseAccess(ctx, caller, input.audit_id);
  if (row.submittedBy !== caller.id) throw new ForbiddenError('只有送出此簽核案件的人可以撤回', { log: `member ${caller.id} is not the submitter of case ${row.id}` });
  const transition = revokeCase({ status: row.status, currentStage: row.currentStage, stageCount: row.stages.length });
  await ctx.db.transaction((tx) => applyCaseTransition(tx, row, transition, { action: 'revoke', stage: null, memberId: caller.id, comment: input.comment }));
  return describeCase(ctx.db, row.id);
}
