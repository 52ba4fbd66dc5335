/** Search_Branch_Plan_Detail and the list query of branch plans within the caller's tree. */
import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { NotFoundError } from '../../../domain/errors';
import { branchPlans, departments, plans } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findCallerTree } from '../projects/caller-scope';
import type { BranchPlanRecord } from '../../../domain/projects/project-records';

/** The message for an unknown branch plan. */
export const BRANCH_PLAN_NOT_FOUND = '查無此分支計畫';

/** Selects branch plans (with unit name and live plan count) matching a condition. */
export function selectBranchPlans(ctx: ServerContext, where: SQL | undefined) {
  const planCount = sql<number>`(select count(*)::int from ${plans} p where p.branch_plan_id = ${branchPlans.id} and p.deleted_at is null)`;
  return ctx.db
    .select({ b: branchPlans, depname: departments.depname, planCount })
    .from(branchPlans)
    .innerJoin(departments, eq(departments.id, branchPlans.depId))
    .where(where)
    .$dynamic();
}

/** Shapes a selected row. */
export function toBranchPlanRecord(r: { b: typeof branchPlans.$inferSelect; depname: string; planCount: number }): BranchPlanRecord {
  return {
    id: r.b.id,
    name: r.b.name,
    code: r.b.code,
    year: r.b.year,
    total: r.b.total,
    remark: r.b.remark,
    dep_id: r.b.depId,
    depname: r.depname,
    plan_count: Number(r.planCount),
    version: r.b.version,
    cDate: r.b.cDate.toISOString(),
    uDate: r.b.uDate.toISOString(),
  };
}

/** The live branch plans of the caller's tree, as a condition. */
export async function branchPlanScope(ctx: ServerContext, caller: Caller): Promise<SQL> {
  const tree = await findCallerTree(ctx, caller);
  return and(isNull(branchPlans.deletedAt), tree.length ? inArray(branchPlans.depId, tree) : sql`false`)!;
}

/** One branch plan the caller may reach; NotFoundError otherwise (another tree's records are not disclosed). */
export async function findBranchPlan(ctx: ServerContext, caller: Caller, id: number): Promise<BranchPlanRecord> {
  const [row] = await selectBranchPlans(ctx, and(await branchPlanScope(ctx, caller), eq(branchPlans.id, id)));
  if (!row) throw new NotFoundError(BRANCH_PLAN_NOT_FOUND, { log: `branch plan ${id} not reachable for member ${caller.id}` });
  return toBranchPlanRecord(row);
}

/** How many live plans a branch plan holds. */
export async function countPlansOf(ctx: ServerContext, branchPlanId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(plans).where(and(eq(plans.branchPlanId, branchPlanId), isNull(plans.deletedAt)));
  return row?.n ?? 0;
}
