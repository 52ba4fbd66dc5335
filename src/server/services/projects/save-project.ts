/**
 * Add_PROJECT, Edit_PROJECT and Delete_PROJECT. A project belongs to a plan of the caller's tree and to a
 * unit of it; its number is unique among live projects; deletion is soft and refused while merged.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ConflictError, InputError } from '../../../domain/errors';
import { toMoneyString } from '../../../domain/money';
import { staleVersionError } from '../../../domain/stale-version';
import { isAgencyCaller } from '../../../domain/projects/decide-project-access';
import { blankProjectFields, projectFieldsOf, type ProjectFields } from '../../../domain/projects/project-fields';
import { members, mergedTenderProjects, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findEngineeringItems, findPlan } from '../plans/find-plan';
import { assertProjectAccess } from './assert-project-access';
import { resolveOwnUnit } from './caller-scope';
import { findTreeDepartmentIds } from './find-department-tree';
import { findProject } from './find-project';
import type { ProjectRecord } from './project-record';
import { readProjectFields, type ProjectBody } from './read-project-fields';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';

/** The message for a number already used. */
export const DUPLICATE_NUMBER_MESSAGE = '標案案號已存在';

async function assertNumberFree(ctx: ServerContext, number: string, exceptId?: number): Promise<void> {
  const [hit] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.projNumber, number), isNull(projects.deletedAt), exceptId ? ne(projects.id, exceptId) : undefined));
  if (hit) throw new ConflictError(DUPLICATE_NUMBER_MESSAGE, { fields: { proj_number: DUPLICATE_NUMBER_MESSAGE } });
}

/** The undertaker must be agency staff of the project's tree. */
async function assertUndertaker(ctx: ServerContext, memberId: number | null, depId: number): Promise<void> {
  if (memberId === null) return;
  const [m] = await ctx.db.select().from(members).where(and(eq(members.id, memberId), eq(members.state, 1)));
  const tree = await findTreeDepartmentIds(ctx.db, depId);
  if (!m || !isAgencyCaller({ basefrom: m.basefrom === 'PUB' ? 'PUB' : 'GOV', supervise: m.supervise, codes: [] }) || m.depId === null || !tree.includes(m.depId)) {
    throw new InputError('承辦人須為本機關人員', { fields: { proj_undertaker: '承辦人須為本機關人員' } });
  }
}

/** Fills the eir fields from the chosen engineering item when left blank; the item must be the plan's. */
async function resolveEir(ctx: ServerContext, f: ProjectFields): Promise<ProjectFields> {
  if (f.eir_id === null) return f;
  const item = (await findEngineeringItems(ctx, f.plan_id)).find((i) => i.id === f.eir_id);
  if (!item) throw new InputError('工程項目不屬於所選計畫', { fields: { eir_id: '工程項目不屬於所選計畫' } });
  return {
    ...f,
    eir_name: f.eir_name || item.name,
    eir_agent: f.eir_agent || item.agent,
    eir_total: f.eir_total && f.eir_total !== '0' ? f.eir_total : item.total,
  };
}

function toColumns(f: ProjectFields, editorId: number) {
  return {
    planId: f.plan_id,
    projNumber: f.proj_number,
    projName: f.proj_name,
    projYearStart: Number(f.proj_year_range[0]),
    projYearEnd: Number(f.proj_year_range[1]),
    projType: f.proj_type,
    projAgent: f.proj_agent.trim(),
    projUnit: f.proj_unit.trim(),
    projHostUnit: f.proj_host_unit.trim(),
    projPlanUnit: f.proj_plan_unit.trim(),
    projDesignUnit: f.proj_design_unit.trim(),
    projDesignVendor: f.proj_design_vendor.trim(),
    projPlace: f.proj_place.trim(),
    projContent: f.proj_content,
    projExpectedResult: f.proj_expected_result,
    projTotal: toMoneyString(f.proj_total),
    projConstructionCost: toMoneyString(f.proj_construction_cost),
    projManagement: f.proj_management,
    projManagementCost: toMoneyString(f.proj_management_cost),
    projProperty: f.proj_property,
    projPropertyType: f.proj_property_type,
    projUndertaker: f.proj_undertaker,
    projEditor: editorId,
    eirId: f.eir_id,
    eirName: f.eir_name.trim(),
    eirAgent: f.eir_agent.trim(),
    eirTotal: toMoneyString(f.eir_total),
    designVendors: f.design_vendors.map((v) => ({ ...v, name: v.name.trim() })),
    files: f.files,
    district: f.district || null,
    projDate: f.proj_date,
  };
}

/** Creates a project under a plan the caller reaches, owned by the caller's unit unless another unit of the tree is named. */
export async function addProject(ctx: ServerContext, caller: Caller, body: ProjectBody & { dep_id?: number }): Promise<ProjectRecord> {
  const fields = await resolveEir(ctx, readProjectFields(body, blankProjectFields(todayInTaiwan())));
  await findPlan(ctx, caller, fields.plan_id);
  const depId = await resolveOwnUnit(ctx, caller, body.dep_id);
  await assertUndertaker(ctx, fields.proj_undertaker, depId);
  await assertNumberFree(ctx, fields.proj_number);
  const [row] = await ctx.db
    .insert(projects)
    .values({ ...toColumns(fields, caller.id), depId })
    .returning({ id: projects.id });
  return findProject(ctx, caller, row!.id);
}

/** Changes a project the caller may edit; fields left out keep their values. */
export async function editProject(ctx: ServerContext, caller: Caller, body: ProjectBody & { proj_id: number; version: number }): Promise<ProjectRecord> {
  await assertProjectAccess(ctx, caller, body.proj_id, 'edit');
  const current = await findProject(ctx, caller, body.proj_id);
  const { proj_id: _id, version, ...rest } = body;
  if (version !== current.version) throw staleVersionError(`project ${body.proj_id}`, version, current.version);
  const fields = await resolveEir(ctx, readProjectFields(rest, projectFieldsOf(current)));
  if (fields.plan_id !== current.plan_id) await findPlan(ctx, caller, fields.plan_id);
  await assertUndertaker(ctx, fields.proj_undertaker, current.dep_id);
  await assertNumberFree(ctx, fields.proj_number, body.proj_id);
  // Compare-and-set: of two edits from the same version only the first matches the WHERE.
  const written = await ctx.db
    .update(projects)
    .set({ ...toColumns(fields, caller.id), version: version + 1, uDate: new Date() })
    .where(and(eq(projects.id, body.proj_id), eq(projects.version, version)))
    .returning({ id: projects.id });
  if (written.length === 0) throw staleVersionError(`project ${body.proj_id}`, version, (await findProject(ctx, caller, body.proj_id)).version);
  return findProject(ctx, caller, body.proj_id);
}

/** Deletes (softly) a project the caller may edit; ConflictError while it is part of a merged tender. */
export async function deleteProject(ctx: ServerContext, caller: Caller, projId: number): Promise<void> {
  await assertProjectAccess(ctx, caller, projId, 'edit');
  const [merged] = await ctx.db.select().from(mergedTenderProjects).where(inArray(mergedTenderProjects.projId, [projId]));
  if (merged) throw new ConflictError('刪除失敗：此標案已併案，請先解除併案');
  await ctx.db.update(projects).set({ deletedAt: new Date(), projEditor: caller.id }).where(eq(projects.id, projId));
}
