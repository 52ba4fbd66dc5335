/** Search_PLAN_List: plans of the caller's tree, ten per page, by branch plan, name and year. */
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import { DEFAULT_PAGE, PAGE_SIZE, pageWindow, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { plans } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { containsPattern } from '../admin/escape-like';
import { planScope, selectPlans, toPlanRecord } from './find-plan';
import type { PlanRecord } from '../../../domain/projects/project-records';

/** The filter. */
export interface PlanSearch {
  page?: number;
  branch_plan_id?: number;
  name?: string;
  year?: number;
  sort?: 'name' | 'year' | 'total';
  order?: 'asc' | 'desc';
}

/** One page of plans, newest year first unless sorted otherwise. */
export async function searchPlans(ctx: ServerContext, caller: Caller, f: PlanSearch): Promise<PageOf<PlanRecord>> {
  const where = and(
    await planScope(ctx, caller),
    f.branch_plan_id ? eq(plans.branchPlanId, f.branch_plan_id) : undefined,
    f.name?.trim() ? ilike(plans.name, containsPattern(f.name.trim())) : undefined,
    f.year ? eq(plans.year, f.year) : undefined,
  );
  const page = f.page ?? DEFAULT_PAGE;
  const [total] = await ctx.db.select({ n: count() }).from(plans).where(where);
  const column = { name: plans.name, year: plans.year, total: plans.total }[f.sort ?? 'year'];
  const dir = f.order === 'asc' ? asc : desc;
  const { offset, limit } = pageWindow(page, PAGE_SIZE);
  const rows = await selectPlans(ctx, where).orderBy(dir(column), desc(plans.id)).offset(offset).limit(limit);
  return toPage(rows.map(toPlanRecord), total?.n ?? 0, page, PAGE_SIZE);
}
