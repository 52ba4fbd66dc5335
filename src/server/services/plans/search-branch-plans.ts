/** Search_Branch_Plan?page: branch plans of the caller's tree, ten per page, by name and year. */
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import { DEFAULT_PAGE, PAGE_SIZE, pageWindow, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { branchPlans } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { containsPattern } from '../admin/escape-like';
import { branchPlanScope, selectBranchPlans, toBranchPlanRecord } from './find-branch-plan';
import type { BranchPlanRecord } from '../../../domain/projects/project-records';

/** The filter. */
export interface BranchPlanSearch {
  page?: number;
  name?: string;
  year?: number;
  sort?: 'name' | 'year' | 'total';
  order?: 'asc' | 'desc';
}

/** One page of branch plans, newest year first unless sorted otherwise. */
export async function searchBranchPlans(ctx: ServerContext, caller: Caller, f: BranchPlanSearch): Promise<PageOf<BranchPlanRecord>> {
  const where = and(
    await branchPlanScope(ctx, caller),
    f.name?.trim() ? ilike(branchPlans.name, containsPattern(f.name.trim())) : undefined,
    f.year ? eq(branchPlans.year, f.year) : undefined,
  );
  const page = f.page ?? DEFAULT_PAGE;
  const [total] = await ctx.db.select({ n: count() }).from(branchPlans).where(where);
  const column = { name: branchPlans.name, year: branchPlans.year, total: branchPlans.total }[f.sort ?? 'year'];
  const dir = f.order === 'asc' ? asc : desc;
  const { offset, limit } = pageWindow(page, PAGE_SIZE);
  const rows = await selectBranchPlans(ctx, where).orderBy(dir(column), desc(branchPlans.id)).offset(offset).limit(limit);
  return toPage(rows.map(toBranchPlanRecord), total?.n ?? 0, page, PAGE_SIZE);
}
