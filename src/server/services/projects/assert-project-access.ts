/**
 * The project access rule on the server, for every call that reads or changes a project or its data:
 * agency staff reach the projects of their department tree when they hold an agency code; contractors,
 * supervisors and designers reach only the projects they are assigned to.
 */
import { and, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { decideProjectAccess, holdsAgencyCodes, isAgencyCaller, type ProjectAccessMode } from '../../../domain/projects/decide-project-access';
import { ForbiddenError, NotFoundError } from '../../../domain/errors';
import { projectPersonnel, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findTreeDepartmentIds } from './find-department-tree';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';

/** The message for a project the caller may not reach. */
export const PROJECT_FORBIDDEN_MESSAGE = '您沒有此標案的權限';
/** The message for an unknown or deleted project. */
export const PROJECT_NOT_FOUND_MESSAGE = '查無此標案';

/** The condition "caller has a live assignment on the project" over projects.id. */
function assignedCondition(caller: Caller): SQL {
  return sql`exists (select 1 from ${projectPersonnel} pp where pp.proj_id = ${projects.id} and pp.member_id = ${caller.id}
    and pp.deleted_at is null and (pp.end_date is null or pp.end_date >= ${todayInTaiwan()}))`;
}

/**
 * A condition over the projects table selecting the live projects the caller may reach in a mode; list
 * queries add it to their WHERE so paging happens in the database.
 */
export async function accessibleProjectsCondition(ctx: ServerContext, caller: Caller, mode: ProjectAccessMode = 'view'): Promise<SQL> {
  const live = isNull(projects.deletedAt);
  const assigned = assignedCondition(caller);
  if (!holdsAgencyCodes(caller, mode) || caller.depId === null) return and(live, assigned)!;
  const tree = await findTreeDepartmentIds(ctx.db, caller.depId);
  return and(live, or(inArray(projects.depId, tree), assigned))!;
}

/** Ids of every live project the caller may reach (view mode unless told), in id order. */
export async function findAccessibleProjectIds(ctx: ServerContext, caller: Caller, mode: ProjectAccessMode = 'view'): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(await accessibleProjectsCondition(ctx, caller, mode))
    .orderBy(projects.id);
  return rows.map((r) => r.id);
}

/**
 * Throws NotFoundError for an unknown or deleted project and ForbiddenError when the caller is neither
 * agency staff of the project's tree holding an agency code for the mode, nor assigned to the project.
 * Answers the identities of the caller's live assignments on the project (e.g. 'contractor'), for callers
 * whose rule depends on the role.
 */
export async function assertProjectAccess(ctx: ServerContext, caller: Caller, projId: number, mode: ProjectAccessMode): Promise<{ assignedAs: string[] }> {
  const [project] = await ctx.db
    .select({ depId: projects.depId })
    .from(projects)
    .where(and(eq(projects.id, projId), isNull(projects.deletedAt)));
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE, { log: `project ${projId} not found` });
  const assignments = await ctx.db
    .select({ identity: projectPersonnel.identity })
    .from(projectPersonnel)
    .where(
      and(
        eq(projectPersonnel.projId, projId),
        eq(projectPersonnel.memberId, caller.id),
        isNull(projectPersonnel.deletedAt),
        or(isNull(projectPersonnel.endDate), gte(projectPersonnel.endDate, todayInTaiwan())),
      ),
    );
  const [assignment] = assignments;
  let inProjectTree = false;
  if (!assignment && holdsAgencyCodes(caller, mode) && caller.depId !== null) {
    inProjectTree = (await findTreeDepartmentIds(ctx.db, caller.depId)).includes(project.depId);
  }
  if (!decideProjectAccess(caller, { inProjectTree, assigned: Boolean(assignment) }, mode)) {
    throw new ForbiddenError(PROJECT_FORBIDDEN_MESSAGE, { log: `member ${caller.id} may not ${mode} project ${projId}` });
  }
  return { assignedAs: assignments.map((row) => row.identity) };
}

/** The message when a firm's person tries an agency's act. */
export const AGENCY_ONLY_MESSAGE = '此功能僅限機關人員辦理';

/**
 * For the agency's own acts on a project (award, floor price, merging, purchase data): the caller must be
 * agency staff and pass the edit rule; an assigned contractor or supervisor is refused.
 */
export async function assertAgencyProjectAccess(ctx: ServerContext, caller: Caller, projId: number): Promise<void> {
  await assertProjectAccess(ctx, caller, projId, 'edit');
  if (!isAgencyCaller(caller)) throw new ForbiddenError(AGENCY_ONLY_MESSAGE, { log: `member ${caller.id} is not agency staff (project ${projId})` });
}
