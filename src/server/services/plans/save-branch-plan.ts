/** Add_Branch_Plan, Edit_Branch_Plan and Delete_Branch_Plan (soft: a branch plan with plans is kept). */
import { and, eq } from 'drizzle-orm';
import { ConflictError } from '../../../domain/errors';
import { staleVersionError } from '../../../domain/stale-version';
import { branchPlans } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { resolveOwnUnit } from '../projects/caller-scope';
import { readAmount } from '../projects/read-amount';
import { assertPlanFields } from './assert-plan-fields';
import { countPlansOf, findBranchPlan } from './find-branch-plan';
import type { BranchPlanRecord } from '../../../domain/projects/project-records';

/** What add and edit send. */
export interface BranchPlanInput {
  name: string;
  code?: string;
  year: number;
  total?: string | number;
  remark?: string;
  dep_id?: number;
}

/** Creates a branch plan in the caller's tree. */
export async function addBranchPlan(ctx: ServerContext, caller: Caller, input: BranchPlanInput): Promise<BranchPlanRecord> {
  assertPlanFields(input);
  const depId = await resolveOwnUnit(ctx, caller, input.dep_id);
  const [row] = await ctx.db
    .insert(branchPlans)
    .values({
      depId,
      name: input.name.trim(),
      code: input.code?.trim() ?? '',
      year: input.year,
      total: readAmount(input.total ?? '0', 'total'),
      remark: input.remark ?? '',
      createdBy: caller.id,
    })
    .returning({ id: branchPlans.id });
  return findBranchPlan(ctx, caller, row!.id);
}

/** Changes a branch plan the caller may reach. */
export async function editBranchPlan(ctx: ServerContext, caller: Caller, input: BranchPlanInput & { id: number; version: number }): Promise<BranchPlanRecord> {
  const current = await findBranchPlan(ctx, caller, input.id);
  if (input.version !== current.version) throw staleVersionError(`branch plan ${input.id}`, input.version, current.version);
  assertPlanFields(input);
  const depId = input.dep_id === undefined ? undefined : await resolveOwnUnit(ctx, caller, input.dep_id);
  // Compare-and-set: of two edits from the same version only the first matches the WHERE.
  const written = await ctx.db
    .update(branchPlans)
    .set({
      name: input.name.trim(),
      ...(input.code !== undefined ? { code: input.code.trim() } : {}),
      year: input.year,
      ...(input.total !== undefined ? { total: readAmount(input.total, 'total') } : {}),
      ...(input.remark !== undefined ? { remark: input.remark } : {}),
      ...(depId !== undefined ? { depId } : {}),
      version: input.version + 1,
      uDate: new Date(),
    })
    .where(and(eq(branchPlans.id, input.id), eq(branchPlans.version, input.version)))
    .returning({ id: branchPlans.id });
  if (written.length === 0) throw staleVersionError(`branch plan ${input.id}`, input.version, (await findBranchPlan(ctx, caller, input.id)).version);
  return findBranchPlan(ctx, caller, input.id);
}

/** Deletes a branch plan without plans; ConflictError 刪除失敗 while it still holds plans. */
export async function deleteBranchPlan(ctx: ServerContext, caller: Caller, id: number): Promise<void> {
  await findBranchPlan(ctx, caller, id);
  if ((await countPlansOf(ctx, id)) > 0) throw new ConflictError('刪除失敗：此分支計畫下尚有計畫');
  await ctx.db.update(branchPlans).set({ deletedAt: new Date() }).where(eq(branchPlans.id, id));
}
