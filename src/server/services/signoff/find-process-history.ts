/** BFC/Get_Stage_Process_History: every action on a case in order (of one stage, of one kind), paged. */
import { and, asc, count, eq } from 'drizzle-orm';
import { auditActions } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertCaseAccess } from './assert-case-access';
import type { ProcessHistoryEntry } from '../../../domain/signoff/sign-off-views';
import { findMemberNames } from './describe-sign-off-cases';

/** The actions a case records, with their names. */
export const SIGN_OFF_ACTION_LABELS: Readonly<Record<string, string>> = Object.freeze({
  submit: '送出簽核',
  designate: '指定簽核人員',
  unmerge: '移除指定人員',
  sign: '簽章',
  return: '退回',
  revoke: '撤回',
});

/** The case's history. */
export async function findProcessHistory(
  ctx: ServerContext,
  caller: Caller,
  input: { audit_id: number; stage?: number; filter?: string; page?: number; page_size?: number },
): Promise<{ list: ProcessHistoryEntry[]; total: number }> {
  const { row } = await assertCaseAccess(ctx, caller, input.audit_id);
  const where = and(
    eq(auditActions.caseId, row.id),
    input.stage === undefined ? undefined : eq(auditActions.stage, input.stage),
    input.filter ? eq(auditActions.action, input.filter) : undefined,
  );
  const pageSize = input.page_size ?? 50;
  const [{ total }] = (await ctx.db.select({ total: count() }).from(auditActions).where(where)) as [{ total: number }];
  const rows = await ctx.db.select().from(auditActions).where(where).orderBy(asc(auditActions.id)).limit(pageSize).offset(((input.page ?? 1) - 1) * pageSize);
  const names = await findMemberNames(ctx.db, rows.map((r) => r.memberId));
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      stage: r.stage,
      stage_name: r.stage === null ? null : (row.stages[r.stage]?.name ?? null),
      action: r.action,
      action_label: SIGN_OFF_ACTION_LABELS[r.action] ?? r.action,
      member: names.get(r.memberId) ?? { id: r.memberId, cname: `#${r.memberId}` },
      comment: r.comment,
      signature_id: r.signatureId,
      at: r.at.toISOString(),
    })),
  };
}
