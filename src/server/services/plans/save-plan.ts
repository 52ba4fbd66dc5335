/**
 * Add_PLAN, Edit_PLAN (with its engineering items) and Delete_PLAN. Items keep their ids across edits, so
 * the projects that name an item (eir_id) still find it; an item a live project uses cannot be removed.
 */
import { and, count, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { ConflictError, InputError } from '../../../domain/errors';
import { staleVersionError } from '../../../domain/stale-version';
import { planEngineeringItems, plans, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { readAmount } from '../projects/read-amount';
import { assertPlanFields } from './assert-plan-fields';
import { findBranchPlan } from './find-branch-plan';
import { findEngineeringItems, findPlan } from './find-plan';
import type { PlanRecord } from '../../../domain/projects/project-records';

/** An engineering item as sent; with id it updates that item. */
export interface EngineeringItemInput {
  id?: number;
  name: string;
  agent?: string;
  total?: string | number;
}

/** What add and edit send. */
export interface PlanInput {
  branch_plan_id: number;
  name: string;
  year: number;
  agent?: string;
  total?: string | number;
  remark?: string;
  items?: EngineeringItemInput[];
}

type Tx = Parameters<Parameters<ServerContext['db']['transaction']>[0]>[0];

async function writeItems(tx: Tx, planId: number, items: EngineeringItemInput[], existing: number[]): Promise<void> {
  const keep = items.filter((i) => i.id !== undefined).map((i) => i.id!);
  const unknown = keep.filter((id) => !existing.includes(id));
  if (unknown.length) throw new InputError(`'items'含有不屬於此計畫的工程項目（${unknown.join('、')}）`);
  const removed = existing.filter((id) => !keep.includes(id));
  if (removed.length) {
    const [used] = await tx
      .select({ n: count() })
      .from(projects)
      .where(and(inArray(projects.eirId, removed), isNull(projects.deletedAt)));
    if ((used?.n ?? 0) > 0) throw new ConflictError('儲存失敗：欲刪除的工程項目已有標案使用');
    await tx
      .update(planEngineeringItems)
      .set({ deletedAt: new Date() })
      .where(and(eq(planEngineeringItems.planId, planId), keep.length ? notInArray(planEngineeringItems.id, keep) : undefined));
  }
  for (const [sort, item] of items.entries()) {
    const values = { name: item.name.trim(), agent: item.agent?.trim() ?? '', total: readAmount(item.total ?? '0', `items.${sort}.total`), sort };
    if (item.id !== undefined) await tx.update(planEngineeringItems).set(values).where(eq(planEngineeringItems.id, item.id));
    else await tx.insert(planEngineeringItems).values({ ...values, planId });
  }
}

/** Creates a plan under a branch plan the caller may reach; the plan belongs to the branch plan's unit. */
export async function addPlan(ctx: ServerContext, caller: Caller, input: PlanInput): Promise<PlanRecord> {
  assertPlanFields(input);
  const branch = await findBranchPlan(ctx, caller, input.branch_plan_id);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(plans)
      .values({
        branchPlanId: branch.id,
        depId: branch.dep_id,
        name: input.name.trim(),
        year: input.year,
        agent: input.agent?.trim() ?? '',
        total: readAmount(input.total ?? '0', 'total'),
        remark: input.remark ?? '',
        createdBy: caller.id,
      })
      .returning({ id: plans.id });
    await writeItems(tx, row!.id, input.items ?? [], []);
    return row!.id;
  });
  return findPlan(ctx, caller, id);
}

/** Changes a plan and, when items are sent, its engineering items, in one transaction. */
export async function editPlan(ctx: ServerContext, caller: Caller, input: PlanInput & { id: number; version: number }): Promise<PlanRecord> {
  const current = await findPlan(ctx, caller, input.id);
  if (input.version !== current.version) throw staleVersionError(`plan ${input.id}`, input.version, current.version);
  const branch = await findBranchPlan(ctx, caller, input.branch_plan_id);
  const items = input.items ?? current.items!.map((i) => ({ id: i.id, name: i.name, agent: i.agent, total: i.total }));
  assertPlanFields({ ...input, total: input.total ?? current.total, items });
  const existing = (await findEngineeringItems(ctx, input.id)).map((i) => i.id);
  await ctx.db.transaction(async (tx) => {
    // Compare-and-set: of two edits from the same version only the first matches the WHERE.
    const written = await tx
      .update(plans)
      .set({
        branchPlanId: branch.id,
        depId: branch.dep_id,
        name: input.name.trim(),
        year: input.year,
        ...(input.agent !== undefined ? { agent: input.agent.trim() } : {}),
        ...(input.total !== undefined ? { total: readAmount(input.total, 'total') } : {}),
        ...(input.remark !== undefined ? { remark: input.remark } : {}),
        version: input.version + 1,
        uDate: new Date(),
      })
      .where(and(eq(plans.id, input.id), eq(plans.version, input.version)))
      .returning({ id: plans.id });
    if (written.length === 0) throw staleVersionError(`plan ${input.id}`, input.version, current.version + 1);
    if (input.items) await writeItems(tx, input.id, input.items, existing);
  });
  return findPlan(ctx, caller, input.id);
}

/** Deletes a plan without live projects; ConflictError 刪除失敗 otherwise. */
export async function deletePlan(ctx: ServerContext, caller: Caller, id: number): Promise<void> {
  const plan = await findPlan(ctx, caller, id);
  if (plan.project_count > 0) throw new ConflictError('刪除失敗：此計畫下尚有標案');
  await ctx.db.update(plans).set({ deletedAt: new Date() }).where(eq(plans.id, id));
}
