/**
 * BFC/Search_AUDIT (every case of a step on a project, newest first, paged) and Get_CHK_AUDIT (the latest
 * case of each record of the step: what the step page shows).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { auditCases } from '../../db/schema';
import type { SignOffCaseView } from '../../../domain/signoff/sign-off-views';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertStepParty } from '../steps/assert-step-party';
import { assertStepPermission } from '../steps/assert-step-permission';
import { findStepDefinition } from '../steps/find-step-definitions';
import { describeSignOffCases } from './describe-sign-off-cases';

/** The step and project the calls name, with optional record and page. */
export interface SignOffCaseQuery {
  stp_id: string;
  proj_id: number;
  record_id?: number;
  page?: number;
  page_size?: number;
}

async function assertStepReadable(ctx: ServerContext, caller: Caller, stpId: string, projId: number): Promise<void> {
  const definition = await findStepDefinition(ctx.db, stpId);
  assertStepPermission(definition, caller.codes, 'view');
  await assertStepParty(ctx, caller, definition, projId, 'view');
}

/** Search_AUDIT: the step's cases on the project (of one record when named), newest first. */
export async function searchSignOffCases(ctx: ServerContext, caller: Caller, query: SignOffCaseQuery): Promise<{ list: SignOffCaseView[]; total: number; page: number; page_size: number }> {
  await assertStepReadable(ctx, caller, query.stp_id, query.proj_id);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 10;
  const where = and(
    eq(auditCases.projId, query.proj_id),
    eq(auditCases.stpId, query.stp_id),
    query.record_id === undefined ? undefined : eq(auditCases.recordId, query.record_id),
  );
  const [{ total }] = (await ctx.db.select({ total: count() }).from(auditCases).where(where)) as [{ total: number }];
  const rows = await ctx.db.select().from(auditCases).where(where).orderBy(desc(auditCases.id)).limit(pageSize).offset((page - 1) * pageSize);
  return { list: await describeSignOffCases(ctx.db, rows), total, page, page_size: pageSize };
}

/** Get_CHK_AUDIT: the latest case of each record of the step on the project. */
export async function findLatestSignOffCases(ctx: ServerContext, caller: Caller, query: Pick<SignOffCaseQuery, 'stp_id' | 'proj_id'>): Promise<SignOffCaseView[]> {
  await assertStepReadable(ctx, caller, query.stp_id, query.proj_id);
  const rows = await ctx.db
    .selectDistinctOn([auditCases.recordId])
    .from(auditCases)
    .where(and(eq(auditCases.projId, query.proj_id), eq(auditCases.stpId, query.stp_id)))
    .orderBy(auditCases.recordId, desc(auditCases.id));
  return describeSignOffCases(ctx.db, rows);
}
