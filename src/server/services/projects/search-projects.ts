/**
 * Search_PROJECT?page: the projects the caller may see, ten per page, by the project filter (plan name, eir
 * name, year start and end, unit, agent, type) plus a keyword over number and name, sorted as asked.
 */
import { and, asc, count, desc, eq, gte, ilike, lte, or } from 'drizzle-orm';
import { DEFAULT_PAGE, PAGE_SIZE, pageWindow, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { plans, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { containsPattern } from '../admin/escape-like';
import { accessibleProjectsCondition } from './assert-project-access';
import { findProjectStages } from './find-project-stages';
import { toProjectRecord, type ProjectRecord } from './project-record';
import { selectProjects } from './select-projects';

/** Sortable columns. */
export const PROJECT_SORTS = ['proj_number', 'proj_name', 'proj_total', 'proj_year', 'cDate'] as const;

/** The project filter. */
export interface ProjectSearch {
  page?: number;
  plan_id?: number;
  plan_name?: string;
  eir_name?: string;
  year_start?: number;
  year_end?: number;
  proj_unit?: string;
  proj_agent?: string;
  proj_type?: string;
  keyword?: string;
  sort?: (typeof PROJECT_SORTS)[number];
  order?: 'asc' | 'desc';
}

const like = (column: Parameters<typeof ilike>[0], text: string | undefined) => (text?.trim() ? ilike(column, containsPattern(text.trim())) : undefined);

/** One page of projects. */
export async function searchProjects(ctx: ServerContext, caller: Caller, f: ProjectSearch): Promise<PageOf<ProjectRecord>> {
  const keyword = f.keyword?.trim() ? containsPattern(f.keyword.trim()) : undefined;
  const where = and(
    await accessibleProjectsCondition(ctx, caller, 'view'),
    f.plan_id ? eq(projects.planId, f.plan_id) : undefined,
    like(plans.name, f.plan_name),
    like(projects.eirName, f.eir_name),
    // A project counts for a year range when its own range overlaps it.
    f.year_start ? gte(projects.projYearEnd, f.year_start) : undefined,
    f.year_end ? lte(projects.projYearStart, f.year_end) : undefined,
    like(projects.projUnit, f.proj_unit),
    like(projects.projAgent, f.proj_agent),
    f.proj_type ? eq(projects.projType, f.proj_type) : undefined,
    keyword ? or(ilike(projects.projNumber, keyword), ilike(projects.projName, keyword)) : undefined,
  );
  const page = f.page ?? DEFAULT_PAGE;
  const [total] = await ctx.db.select({ n: count() }).from(projects).innerJoin(plans, eq(plans.id, projects.planId)).where(where);
  const column = {
    proj_number: projects.projNumber,
    proj_name: projects.projName,
    proj_total: projects.projTotal,
    proj_year: projects.projYearStart,
    cDate: projects.cDate,
  }[f.sort ?? 'cDate'];
  const dir = f.order === 'asc' ? asc : desc;
  const { offset, limit } = pageWindow(page, PAGE_SIZE);
  const rows = await selectProjects(ctx, where).orderBy(dir(column), desc(projects.id)).offset(offset).limit(limit);
  const stages = await findProjectStages(ctx, rows.map((r) => r.p.id));
  return toPage(rows.map((r) => toProjectRecord(r, stages.get(r.p.id))), total?.n ?? 0, page, PAGE_SIZE);
}
