/**
 * Who can be assigned to a project in a part: the undertaker from the agency staff of the project's tree;
 * supervisors, contractors and designers from the firms of that kind (department type, or the supervise
 * flag for supervisors).
 */
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { findIdentity, type ProjectIdentity } from '../../../domain/projects/project-identities';
import { departments, members, projects } from '../../db/schema';
import type { ServerContext } from '../../context';
import { findTreeDepartmentIds } from './find-department-tree';
import { toPersonChoice, type PersonChoice } from './list-undertakers';

/** The condition a member must meet for the part on a project of department `projectDepId`. */
async function candidateCondition(ctx: ServerContext, identity: ProjectIdentity, projectDepId: number) {
  const active = eq(members.state, 1);
  if (identity === 'undertaker') {
    const tree = await findTreeDepartmentIds(ctx.db, projectDepId);
    return and(active, inArray(members.depId, tree), eq(members.basefrom, 'GOV'), ne(members.supervise, '1'));
  }
  const depType = findIdentity(identity)!.depType;
  if (identity === 'supervisor') return and(active, or(eq(members.supervise, '1'), eq(departments.deptype, depType)));
  return and(active, eq(departments.deptype, depType), ne(members.supervise, '1'));
}

/** Candidates for a part on a project, by unit and name. */
export async function listAssignmentCandidates(ctx: ServerContext, identity: ProjectIdentity, projId: number): Promise<PersonChoice[]> {
  const [project] = await ctx.db.select({ depId: projects.depId }).from(projects).where(eq(projects.id, projId));
  if (!project) return [];
  const rows = await ctx.db
    .select({ m: members, depname: departments.depname })
    .from(members)
    .leftJoin(departments, eq(departments.id, members.depId))
    .where(await candidateCondition(ctx, identity, project.depId))
    .orderBy(asc(departments.depname), asc(members.cname));
  return rows.map(toPersonChoice);
}

/** Whether a member may take the part on the project. */
export async function isAssignmentCandidate(ctx: ServerContext, identity: ProjectIdentity, projId: number, memberId: number): Promise<boolean> {
  return (await listAssignmentCandidates(ctx, identity, projId)).some((c) => c.id === memberId);
}
