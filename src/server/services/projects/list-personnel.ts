/**
 * Get_Business_Executives (the live assignments of a project, all or of one part, with the candidates),
 * Get_History_Business (every assignment ever, paged and filtered) and Get_Auth_Identity (a person's parts).
 */
import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, pageWindow, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { DATE_RANGE_MESSAGE, isValidDateRange } from '../../../domain/check-date';
import { InputError, NotFoundError } from '../../../domain/errors';
import { isAgencyCaller } from '../../../domain/projects/decide-project-access';
import { findIdentity, PROJECT_IDENTITIES, type ProjectIdentity } from '../../../domain/projects/project-identities';
import { departments, members, projectPersonnel, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { containsPattern } from '../admin/escape-like';
import { assertProjectAccess, PROJECT_NOT_FOUND_MESSAGE } from './assert-project-access';
import { findTreeDepartmentIds } from './find-department-tree';
import { listAssignmentCandidates } from './list-assignment-candidates';
import type { PersonChoice } from './list-undertakers';
import { toPersonnelRecord, type PersonnelRecord } from './personnel-record';
import { selectPersonnel } from './select-personnel';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';

/** Reads a category of a path ('all', a key or a zh-TW category); InputError otherwise. */
export function readCategory(value: string): ProjectIdentity | 'all' {
  if (value === 'all') return 'all';
  const info = findIdentity(value);
  if (!info) throw new InputError("'category'的值不在允許範圍內");
  return info.key;
}

/** The live assignments of a project (not removed; ended ones included, marked) and, for one part, its candidates. */
export async function listExecutives(
  ctx: ServerContext,
  caller: Caller,
  projId: number,
  category: ProjectIdentity | 'all',
): Promise<{ list: PersonnelRecord[]; candidates: PersonChoice[] }> {
  await assertProjectAccess(ctx, caller, projId, 'view');
  const rows = await selectPersonnel(
    ctx,
    and(eq(projectPersonnel.projId, projId), isNull(projectPersonnel.deletedAt), category === 'all' ? undefined : eq(projectPersonnel.identity, category)),
  ).orderBy(asc(projectPersonnel.identity), desc(projectPersonnel.startDate), asc(projectPersonnel.id));
  const today = todayInTaiwan();
  // Only people who may change the assignments need the candidates.
  const candidates = category !== 'all' && isAgencyCaller(caller) ? await listAssignmentCandidates(ctx, category, projId) : [];
  return { list: rows.map((r) => toPersonnelRecord(r, today)), candidates };
}

/** The history filter. */
export interface HistoryFilter {
  proj_id: number;
  identity?: string;
  page?: number;
  qtyPerPage?: number;
  start_date?: string;
  end_date?: string;
  tel?: string;
}

/** Every assignment of a project, removed ones included, newest first, paged. */
export async function searchPersonnelHistory(ctx: ServerContext, caller: Caller, f: HistoryFilter): Promise<PageOf<PersonnelRecord>> {
  await assertProjectAccess(ctx, caller, f.proj_id, 'view');
  if (!isValidDateRange(f.start_date, f.end_date)) throw new InputError(DATE_RANGE_MESSAGE);
  const identity = f.identity ? readCategory(f.identity) : 'all';
  const where: SQL | undefined = and(
    eq(projectPersonnel.projId, f.proj_id),
    identity === 'all' ? undefined : eq(projectPersonnel.identity, identity),
    // An assignment matches a date window when its own period overlaps it.
    f.start_date ? or(isNull(projectPersonnel.endDate), gte(projectPersonnel.endDate, f.start_date)) : undefined,
    f.end_date ? lte(projectPersonnel.startDate, f.end_date) : undefined,
    f.tel?.trim() ? ilike(projectPersonnel.tel, containsPattern(f.tel.trim())) : undefined,
  );
  const page = f.page ?? 1;
  const size = f.qtyPerPage ?? PAGE_SIZE;
  const [total] = await ctx.db.select({ n: count() }).from(projectPersonnel).where(where);
  const { offset, limit } = pageWindow(page, size);
  const rows = await selectPersonnel(ctx, where).orderBy(desc(projectPersonnel.startDate), desc(projectPersonnel.id)).offset(offset).limit(limit);
  const today = todayInTaiwan();
  return toPage(rows.map((r) => toPersonnelRecord(r, today)), total?.n ?? 0, page, size);
}

/** A person's parts on a project. */
export interface AuthIdentity {
  auth_id: number;
  proj_id: number;
  identities: { identity: ProjectIdentity; category: string; title: string }[];
  /** The agency staff of the project's tree count as the host agency even without an assignment. */
  is_agency: boolean;
  /** Department type as the spec derives it from the project's contact list ('4' for agency staff). */
  dep_type: string | null;
}

/** The parts a member plays on a project; callers may ask about themselves or, with access, about others. */
export async function findAuthIdentity(ctx: ServerContext, caller: Caller, userId: number, projId: number): Promise<AuthIdentity> {
  if (userId !== caller.id) await assertProjectAccess(ctx, caller, projId, 'view');
  const [project] = await ctx.db.select({ depId: projects.depId }).from(projects).where(and(eq(projects.id, projId), isNull(projects.deletedAt)));
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
  const [member] = await ctx.db
    .select({ basefrom: members.basefrom, supervise: members.supervise, depId: members.depId, deptype: departments.deptype })
    .from(members)
    .leftJoin(departments, eq(departments.id, members.depId))
    .where(eq(members.id, userId));
  if (!member) throw new NotFoundError('查無此使用者');
  const rows = await ctx.db
    .selectDistinct({ identity: projectPersonnel.identity })
    .from(projectPersonnel)
    .where(
      and(
        eq(projectPersonnel.projId, projId),
        eq(projectPersonnel.memberId, userId),
        isNull(projectPersonnel.deletedAt),
        or(isNull(projectPersonnel.endDate), gte(projectPersonnel.endDate, todayInTaiwan())),
      ),
    );
  const identities = PROJECT_IDENTITIES.filter((i) => rows.some((r) => r.identity === i.key)).map((i) => ({ identity: i.key, category: i.category, title: i.title }));
  const agency = isAgencyCaller({ basefrom: member.basefrom === 'PUB' ? 'PUB' : 'GOV', supervise: member.supervise, codes: [] });
  const inTree = agency && member.depId !== null && (await findTreeDepartmentIds(ctx.db, member.depId)).includes(project.depId);
  const first = identities[0];
  return {
    auth_id: userId,
    proj_id: projId,
    identities,
    is_agency: inTree,
    dep_type: inTree ? '4' : first ? findIdentity(first.identity)!.depType : (member.deptype ?? null),
  };
}
