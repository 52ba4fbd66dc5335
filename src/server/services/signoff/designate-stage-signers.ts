/**
 * BFC/Add_CHK_AUDIT_STAGE (指定簽核人員) and Unmerge_Stage_Process (移除指定): the submitter or the agency
 * names who of a stage's party signs it (directly or by a saved group); only those may then sign. Every
 * person named must be able to sign the stage themselves, so designating can never widen who signs.
 */
import { eq } from 'drizzle-orm';
import { ConflictError, DomainError, ForbiddenError, InputError, NotFoundError } from '../../../domain/errors';
import { explainSignerRefusal } from '../../../domain/signoff/decide-sign-off-step';
import { STEP_PARTY_LABELS } from '../../../domain/steps/decide-step-parties';
import { auditActions, auditProcesses } from '../../db/schema';
import type { SignOffCaseView } from '../../../domain/signoff/sign-off-views';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findMemberCaller } from '../files/find-member-caller';
import { assertCaseAccess } from './assert-case-access';
import { describeCase, findMemberNames } from './describe-sign-off-cases';
import { PROCESS_NOT_FOUND_MESSAGE } from './find-actionable-stage';
import { findSignerStanding } from './find-signer-standing';

/** Loads the process for a change of its signers and checks the caller may make it. */
async function findDesignatableProcess(ctx: ServerContext, caller: Caller, processId: number) {
  const [process] = await ctx.db.select().from(auditProcesses).where(eq(auditProcesses.id, processId));
  if (!process) throw new NotFoundError(PROCESS_NOT_FOUND_MESSAGE, { log: `process ${processId} not found` });
  const { row, access } = await assertCaseAccess(ctx, caller, process.caseId);
  if (row.status !== 'open' || !['pending', 'waiting'].includes(process.state)) throw new ConflictError('此關卡已結束，不能再指定簽核人員');
  if (row.submittedBy !== caller.id && !access.parties.includes('gov')) {
    throw new ForbiddenError('只有送出者或機關人員可以指定簽核人員', { log: `member ${caller.id} may not designate on case ${row.id}` });
  }
  return { process, row, stage: row.stages[process.stage]! };
}

/** Names members as the stage's signers (added to any already named); answers the case. */
export async function designateStageSigners(ctx: ServerContext, caller: Caller, input: { id: number; auth_ids: number[] }): Promise<SignOffCaseView> {
  const { process, row, stage } = await findDesignatableProcess(ctx, caller, input.id);
  const names = await findMemberNames(ctx.db, input.auth_ids);
  for (const memberId of input.auth_ids) {
    const name = names.get(memberId)?.cname;
    if (!name) throw new InputError(`查無人員 #${memberId}`);
    let refusal: string | null;
    try {
      const standing = await findSignerStanding(ctx, await findMemberCaller(ctx, memberId), row.projId);
      refusal = explainSignerRefusal(stage, [], standing, STEP_PARTY_LABELS[stage.party]);
    } catch (error) {
      // A person who cannot even see the project, or a disabled account, cannot sign for it.
      if (!(error instanceof DomainError)) throw error;
      refusal = error.userMessage;
    }
    if (refusal) throw new InputError(`${name} 不能簽核「${stage.name}」：${refusal.replace('您', '此人')}`);
  }
  const designated = [...new Set([...process.designated, ...input.auth_ids])];
  await ctx.db.transaction(async (tx) => {
    await tx.update(auditProcesses).set({ designated }).where(eq(auditProcesses.id, process.id));
    await tx.insert(auditActions).values({ caseId: row.id, stage: process.stage, action: 'designate', memberId: caller.id, comment: input.auth_ids.map((id) => names.get(id)!.cname).join('、') });
  });
  return describeCase(ctx.db, row.id);
}

/** Removes one named signer from the stage (none left: anyone the stage allows may sign again); answers the case. */
export async function unmergeStageSigner(ctx: ServerContext, caller: Caller, input: { id: number; auth_id: number }): Promise<SignOffCaseView> {
  const { process, row } = await findDesignatableProcess(ctx, caller, input.id);
  if (!process.designated.includes(input.auth_id)) throw new InputError('此人員不在本關卡的指定簽核名單中');
  const names = await findMemberNames(ctx.db, [input.auth_id]);
  await ctx.db.transaction(async (tx) => {
    await tx.update(auditProcesses).set({ designated: process.designated.filter((id) => id !== input.auth_id) }).where(eq(auditProcesses.id, process.id));
    await tx.insert(auditActions).values({ caseId: row.id, stage: process.stage, action: 'unmerge', memberId: caller.id, comment: names.get(input.auth_id)?.cname ?? '' });
  });
  return describeCase(ctx.db, row.id);
}
