/** Search_BGC_PROJECT_ITEMS and getprojname: short project lists for choosers (merge dialog, HR, step lists). */
import type { ProjectChoice } from '../../../domain/projects/project-records';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { containsPattern } from '../admin/escape-like';
import { accessibleProjectsCondition } from './assert-project-access';

export type { ProjectChoice };

/** The caller's reachable projects, optionally of one plan or matching a keyword, newest first (at most 200). */
export async function listProjectChoices(ctx: ServerContext, caller: Caller, f: { plan_id?: number; keyword?: string } = {}): Promise<ProjectChoice[]> {
  const pattern = f.keyword?.trim() ? containsPattern(f.keyword.trim()) : undefined;
  return ctx.db
    .select({ proj_id: projects.id, proj_number: projects.projNumber, proj_name: projects.projName, plan_id: projects.planId, dep_id: projects.depId })
    .from(projects)
    .where(
      and(
        await accessibleProjectsCondition(ctx, caller, 'view'),
        f.plan_id ? eq(projects.planId, f.plan_id) : undefined,
        pattern ? or(ilike(projects.projNumber, pattern), ilike(projects.projName, pattern)) : undefined,
      ),
    )
    .orderBy(desc(projects.id))
    .limit(200);
}
