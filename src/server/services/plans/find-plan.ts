/** Search_PLAN_DetailList and the list query of plans within the caller's tree. */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { NotFoundError } from '../../../domain/errors';
import { branchPlans, departments, planEngineeringItems, plans } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findCallerTree } from '../projects/caller-scope';
import type { EngineeringItemRecord, PlanRecord } from '../../../domain/projects/project-records';

/** The message for an unknown plan. */
export const PLAN_NOT_FOUND = '查無此計畫';

/** Selects plans (with branch plan, unit and live project count) matching a condition. */
export function selectPlans(ctx: ServerContext, where: SQL | undefined) {
  const projectCount = sql<number>`(select count(*)::int from projects p where p.plan_id = ${plans.id} and p.deleted_at is null)`;
  return ctx.db
    .select({ p: plans, branchName: branchPlans.name, depname: departments.depname, projectCount })
    .from(plans)
    .innerJoin(branchPlans, eq(branchPlans.id, plans.branchPlanId))
    .innerJoin(departments, eq(departments.id, plans.depId))
    .where(where)
    .$dynamic();
}

/** Shapes a selected row. */
export function toPlanRecord(r: { p: typeof plans.$inferSelect; branchName: string; depname: string; projectCount: number }): PlanRecord {
  return {
    id: r.p.id,
    branch_plan_id: r.p.branchPlanId,
    branch_plan_name: r.branchName,
    name: r.p.name,
    year: r.p.year,
    agent: r.p.agent,
    total: r.p.total,
    remark: r.p.remark,
    dep_id: r.p.depId,
    depname: r.depname,
    project_count: Number(r.projectCount),
    version: r.p.version,
    cDate: r.p.cDate.toISOString(),
    uDate: r.p.uDate.toISOString(),
  };
}

/** The live plans of the caller's tree, as a condition. */
export async function planScope(ctx: ServerContext, caller: Caller): Promise<SQL> {
  const tree = await findCallerTree(ctx, caller);
  return and(isNull(plans.deletedAt), tree.length ? inArray(plans.depId, tree) : sql`false`)!;
}

/** The live engineering items of a plan in their order. */
export async function findEngineeringItems(ctx: ServerContext, planId: number): Promise<EngineeringItemRecord[]> {
  const rows = await ctx.db
    .select()
    .from(planEngineeringItems)
    .where(and(eq(planEngineeringItems.planId, planId), isNull(planEngineeringItems.deletedAt)))
    .orderBy(asc(planEngineeringItems.sort), asc(planEngineeringItems.id));
  return rows.map((i) => ({ id: i.id, plan_id: i.planId, name: i.name, agent: i.agent, total: i.total }));
}

/** One plan the caller may reach, with its engineering items; NotFoundError otherwise. */
export async function findPlan(ctx: ServerContext, caller: Caller, id: number): Promise<PlanRecord> {
  const [row] = await selectPlans(ctx, and(await planScope(ctx, caller), eq(plans.id, id)));
  if (!row) throw new NotFoundError(PLAN_NOT_FOUND, { log: `plan ${id} not reachable for member ${caller.id}` });
  return { ...toPlanRecord(row), items: await findEngineeringItems(ctx, id) };
}
