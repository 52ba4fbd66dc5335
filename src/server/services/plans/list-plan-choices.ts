/** Search_BGC_PLAN_ITEMS and Search_BGC_ENGINEERING_ITEMS: the plan and engineering-item choices of the forms. */
import type { PlanChoice } from '../../../domain/projects/project-records';
import { and, desc, eq } from 'drizzle-orm';
import { plans } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findEngineeringItems, findPlan, planScope } from './find-plan';
import type { EngineeringItemRecord } from '../../../domain/projects/project-records';

export type { PlanChoice };

/** Every plan of the caller's tree (optionally of one branch plan), newest year first. */
export async function listPlanChoices(ctx: ServerContext, caller: Caller, branchPlanId?: number): Promise<PlanChoice[]> {
  const rows = await ctx.db
    .select({ id: plans.id, name: plans.name, year: plans.year, branch_plan_id: plans.branchPlanId, dep_id: plans.depId })
    .from(plans)
    .where(and(await planScope(ctx, caller), branchPlanId ? eq(plans.branchPlanId, branchPlanId) : undefined))
    .orderBy(desc(plans.year), plans.name);
  return rows;
}

/** The engineering items of a plan the caller may reach. */
export async function listEngineeringItems(ctx: ServerContext, caller: Caller, planId: number): Promise<EngineeringItemRecord[]> {
  await findPlan(ctx, caller, planId);
  return findEngineeringItems(ctx, planId);
}
