/**
 * The 待簽核 lists: Get_Cert_Unsigned (pending stages the caller may sign — type self — or the pending stages
 * of a project the caller undertakes — type undertake), Get_Unsigned_User_List (who still has to sign in a
 * project) and Get_Unsigned_Proj_List (projects with something pending, with counts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { canEnterRoute } from '../../../domain/access/route-table';
import { InputError } from '../../../domain/errors';
import { explainSignerRefusal, type SignerStanding } from '../../../domain/signoff/decide-sign-off-step';
import { STEP_PARTY_LABELS } from '../../../domain/steps/decide-step-parties';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { auditCases, auditProcesses, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertProjectAccess, findAccessibleProjectIds } from '../projects/assert-project-access';
import { findCurrentDefinitions } from '../steps/find-step-definitions';
import type { MemberName, PendingSignOff, UnsignedListType } from '../../../domain/signoff/sign-off-views';
import { findMemberNames } from './describe-sign-off-cases';
import { findSignerStanding } from './find-signer-standing';
import { findStageCandidates } from './find-stage-candidates';

type PendingRow = { process: typeof auditProcesses.$inferSelect; case: typeof auditCases.$inferSelect; projName: string };

async function findPendingRows(ctx: ServerContext, projIds: readonly number[]): Promise<PendingRow[]> {
  if (projIds.length === 0) return [];
  const rows = await ctx.db
    .select({ process: auditProcesses, case: auditCases, projName: projects.projName })
    .from(auditProcesses)
    .innerJoin(auditCases, eq(auditCases.id, auditProcesses.caseId))
    .innerJoin(projects, eq(projects.id, auditCases.projId))
    .where(and(eq(auditProcesses.state, 'pending'), eq(auditCases.status, 'open'), inArray(auditCases.projId, [...projIds])))
    .orderBy(asc(auditProcesses.pendingSince), asc(auditProcesses.id));
  return rows;
}

/** The current definitions by step id. */
async function findDefinitionMap(ctx: ServerContext): Promise<Map<string, StepDefinition>> {
  return new Map((await findCurrentDefinitions(ctx.db)).map((d) => [d.id, d]));
}

/** The caller's standing per project, computed once per project. */
function standingCache(ctx: ServerContext, caller: Caller): (projId: number) => Promise<SignerStanding> {
  const cache = new Map<number, Promise<SignerStanding>>();
  return (projId) => {
    if (!cache.has(projId)) cache.set(projId, findSignerStanding(ctx, caller, projId));
    return cache.get(projId)!;
  };
}

/** The pending stages of a list type, with whether the caller may sign each. */
async function collectPending(
  ctx: ServerContext,
  caller: Caller,
  definitions: ReadonlyMap<string, StepDefinition>,
  type: UnsignedListType,
  projId?: number,
): Promise<{ row: PendingRow; maySign: boolean }[]> {
  const standingOf = standingCache(ctx, caller);
  // A named project must be one the caller may see, whatever the list type.
  if (projId !== undefined) await assertProjectAccess(ctx, caller, projId, 'view');
  const projIds = projId !== undefined ? [projId] : await findAccessibleProjectIds(ctx, caller);
  const result: { row: PendingRow; maySign: boolean }[] = [];
  for (const row of await findPendingRows(ctx, projIds)) {
    const definition = definitions.get(row.case.stpId);
    if (!definition || !canEnterRoute(caller.codes, definition.permissions.view)) continue;
    const standing = await standingOf(row.case.projId);
    const stage = row.case.stages[row.process.stage]!;
    const maySign = explainSignerRefusal(stage, row.process.designated, standing, STEP_PARTY_LABELS[stage.party]) === null;
    // The undertaker follows every case of the project; anyone else the cases they sent.
    const follows = standing.parties.includes('gov') || row.case.submittedBy === caller.id;
    if (type === 'self' ? maySign : follows) result.push({ row, maySign });
  }
  return result;
}

/** Get_Cert_Unsigned: one page of the list. */
export async function findUnsignedSignOffs(
  ctx: ServerContext,
  caller: Caller,
  input: { type: UnsignedListType; proj_id?: number; page?: number; page_size?: number; auth_ids?: number[] },
): Promise<{ list: PendingSignOff[]; total: number; page: number; page_size: number }> {
  if (input.type === 'undertake' && input.proj_id === undefined) throw new InputError("'proj_id'是必要參數");
  const definitions = await findDefinitionMap(ctx);
  let pending = await collectPending(ctx, caller, definitions, input.type, input.proj_id);
  if (input.auth_ids?.length) pending = pending.filter(({ row }) => row.process.designated.some((id) => input.auth_ids!.includes(id)));
  const page = input.page ?? 1;
  const pageSize = input.page_size ?? 10;
  const shown = pending.slice((page - 1) * pageSize, page * pageSize);
  const names = await findMemberNames(ctx.db, shown.flatMap(({ row }) => [row.case.submittedBy, ...row.process.designated]));
  const nameOf = (id: number): MemberName => names.get(id) ?? { id, cname: `#${id}` };
  return {
    total: pending.length,
    page,
    page_size: pageSize,
    list: shown.map(({ row, maySign }) => {
      const stage = row.case.stages[row.process.stage]!;
      return {
        process_id: row.process.id,
        audit_id: row.case.id,
        stp_id: row.case.stpId,
        step_title: definitions.get(row.case.stpId)?.title ?? row.case.stpId,
        proj_id: row.case.projId,
        proj_name: row.projName,
        record_id: row.case.recordId,
        stage: row.process.stage,
        stage_name: stage.name,
        party_label: STEP_PARTY_LABELS[stage.party],
        designated: row.process.designated.map(nameOf),
        submitted_by: nameOf(row.case.submittedBy),
        pending_since: row.process.pendingSince?.toISOString() ?? null,
        read: row.process.readBy.includes(caller.id),
        may_sign: maySign,
      };
    }),
  };
}

/** Get_Unsigned_User_List/{proj_id}: who still has to sign in the project (named signers, else the stage's candidates), with counts. */
export async function findUnsignedUsers(ctx: ServerContext, caller: Caller, input: { proj_id: number }): Promise<{ id: number; cname: string; count: number }[]> {
  const pending = await collectPending(ctx, caller, await findDefinitionMap(ctx), 'undertake', input.proj_id);
  const counts = new Map<number, { id: number; cname: string; count: number }>();
  const names = await findMemberNames(ctx.db, pending.flatMap(({ row }) => row.process.designated));
  for (const { row } of pending) {
    const stage = row.case.stages[row.process.stage]!;
    const people = row.process.designated.length
      ? row.process.designated.map((id) => names.get(id) ?? { id, cname: `#${id}` })
      : await findStageCandidates(ctx.db, row.case.projId, stage);
    for (const person of people) {
      const entry = counts.get(person.id) ?? { id: person.id, cname: person.cname, count: 0 };
      entry.count += 1;
      counts.set(person.id, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.id - b.id);
}

/** Get_Unsigned_Proj_List/{type}: the projects with pending stages for the list type, with counts. */
export async function findUnsignedProjects(ctx: ServerContext, caller: Caller, input: { type: UnsignedListType }): Promise<{ proj_id: number; proj_name: string; count: number }[]> {
  const pending = await collectPending(ctx, caller, await findDefinitionMap(ctx), input.type);
  const counts = new Map<number, { proj_id: number; proj_name: string; count: number }>();
  for (const { row } of pending) {
    const entry = counts.get(row.case.projId) ?? { proj_id: row.case.projId, proj_name: row.projName, count: 0 };
    entry.count += 1;
    counts.set(row.case.projId, entry);
  }
  return [...counts.values()];
}
