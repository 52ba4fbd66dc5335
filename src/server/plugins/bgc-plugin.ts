/**
 * The BGC service of plans and projects (spec doc 2 §7): branch plans, plans, projects, their choice lists
 * and totals, project personnel (business executives and undertaking) and the identity lookup.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InputError, NotFoundError } from '../../domain/errors';
import { PROJECT_PROPERTIES, PROJECT_PROPERTY_TYPES, PROJECT_TYPES, MANAGEMENT_FEE_CHOICES } from '../../domain/projects/project-catalogues';
import { PROJECT_IDENTITIES } from '../../domain/projects/project-identities';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { listEngineeringItems, listPlanChoices } from '../services/plans/list-plan-choices';
import { findBranchPlan } from '../services/plans/find-branch-plan';
import { findPlan } from '../services/plans/find-plan';
import { addBranchPlan, deleteBranchPlan, editBranchPlan } from '../services/plans/save-branch-plan';
import { addPlan, deletePlan, editPlan } from '../services/plans/save-plan';
import { searchBranchPlans } from '../services/plans/search-branch-plans';
import { searchPlans } from '../services/plans/search-plans';
import { findProject } from '../services/projects/find-project';
import { listProjectChoices } from '../services/projects/list-project-choices';
import { listUndertakers } from '../services/projects/list-undertakers';
import { findAuthIdentity, listExecutives, readCategory, searchPersonnelHistory } from '../services/projects/list-personnel';
import { addAssignment, deleteAssignment, editAssignment, readIdentity } from '../services/projects/manage-personnel';
import { proposeProjectNumber } from '../services/projects/propose-project-number';
import { addProject, deleteProject, editProject } from '../services/projects/save-project';
import type { ProjectBody } from '../services/projects/read-project-fields';
import { PROJECT_SORTS, searchProjects } from '../services/projects/search-projects';
import { searchProjectsByType, summariseProjects } from '../services/projects/summarise-projects';

/** Permission codes of the calls (route codes of spec doc 2 §2). */
const CODES = {
  branchPlan: [3],
  plan: [7],
  planChoices: [7, 9, 11],
  projectList: [11, 77],
  projectDetail: [11, 25, 26, 27, 36, 77],
  projectAdd: [9],
  projectEdit: [11],
  projectNumber: [9, 11],
  undertakers: [9, 11, 77],
  dashboard: [36],
  personnel: [77],
  personnelView: [11, 77],
} as const;

const id = { type: 'integer', minimum: 1 } as const;
const str = { type: 'string' } as const;
const amount = { type: ['string', 'number'] } as const;
const year = { type: 'integer', minimum: 1912, maximum: 2200 } as const;
const page = { type: 'integer', minimum: 1 } as const;
const order = { type: 'string', enum: ['asc', 'desc'] } as const;
const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const optionalDate = { type: ['string', 'null'] } as const;
const digits = (name: string) => ({ type: 'string', pattern: '^[0-9]+$', 'x-message': `'${name}'型別必須為number` }) as const;

const pageQuery = { type: 'object', properties: { page: digits('page') } } as const;
const idBody = { type: 'object', properties: { id }, required: ['id'] } as const;
const projIdBody = { type: 'object', properties: { proj_id: id }, required: ['proj_id'] } as const;

const branchPlanSearch = {
  type: 'object',
  properties: { page, name: str, year, sort: { type: 'string', enum: ['name', 'year', 'total'] }, order },
} as const;
const branchPlanFields = { name: str, code: str, year, total: amount, remark: str, dep_id: id } as const;
const branchPlanAdd = { type: 'object', properties: branchPlanFields, required: ['name', 'year'] } as const;
const version = { type: 'integer', minimum: 1 } as const;
const branchPlanEdit = { type: 'object', properties: { id, version, ...branchPlanFields }, required: ['id', 'version', 'name', 'year'] } as const;

const planSearch = {
  type: 'object',
  properties: { page, branch_plan_id: id, name: str, year, sort: { type: 'string', enum: ['name', 'year', 'total'] }, order },
} as const;
const itemSchema = {
  type: 'object',
  properties: { id, name: str, agent: str, total: amount },
  required: ['name'],
} as const;
const planFields = { branch_plan_id: id, name: str, year, agent: str, total: amount, remark: str, items: { type: 'array', items: itemSchema } } as const;
const planAdd = { type: 'object', properties: planFields, required: ['branch_plan_id', 'name', 'year'] } as const;
const planEdit = { type: 'object', properties: { id, version, ...planFields }, required: ['id', 'version', 'branch_plan_id', 'name', 'year'] } as const;
const planChoicesBody = { type: 'object', properties: { branch_plan_id: id } } as const;
const engineeringItemsBody = { type: 'object', properties: { plan_id: id }, required: ['plan_id'] } as const;

const projectSearch = {
  type: 'object',
  properties: {
    page,
    plan_id: id,
    plan_name: str,
    eir_name: str,
    year_start: year,
    year_end: year,
    proj_unit: str,
    proj_agent: str,
    proj_type: str,
    keyword: str,
    sort: { type: 'string', enum: PROJECT_SORTS },
    order,
  },
} as const;
const vendorSchema = {
  type: 'object',
  properties: { name: str, unit: str, contact_name: str, character: str, contact_tel: str, construction_list: str },
} as const;
const fileIds = { type: 'array', items: id } as const;
const projectFields = {
  plan_id: id,
  dep_id: id,
  proj_number: str,
  proj_name: str,
  proj_year_range: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
  proj_type: str,
  proj_agent: str,
  proj_unit: str,
  proj_host_unit: str,
  proj_plan_unit: str,
  proj_design_unit: str,
  proj_design_vendor: str,
  proj_place: str,
  proj_content: str,
  proj_expected_result: str,
  proj_total: amount,
  proj_construction_cost: amount,
  proj_management: { type: 'string', enum: ['0', '1'] },
  proj_management_cost: amount,
  proj_property: str,
  proj_property_type: str,
  proj_undertaker: { type: ['integer', 'null'] },
  eir_id: { type: ['integer', 'null'] },
  eir_name: str,
  eir_agent: str,
  eir_total: amount,
  design_vendors: { type: 'array', items: vendorSchema },
  files: { type: 'object', properties: { basic: fileIds, ekphrasis: fileIds, budget: fileIds, other: fileIds } },
  district: { type: ['string', 'null'] },
  proj_date: str,
} as const;
const projectAdd = {
  type: 'object',
  properties: projectFields,
  required: ['plan_id', 'proj_number', 'proj_name', 'proj_year_range', 'proj_type', 'proj_total'],
} as const;
const projectEdit = { type: 'object', properties: { proj_id: id, version, ...projectFields }, required: ['proj_id', 'version'] } as const;
const numberBody = { type: 'object', properties: { year } } as const;
const projectChoicesBody = { type: 'object', properties: { plan_id: id, keyword: str } } as const;
const typeTotalBody = { type: 'object', properties: { year_start: year, year_end: year } } as const;
const byTypeBody = { type: 'object', properties: { proj_type: { type: 'string', minLength: 1 }, page }, required: ['proj_type'] } as const;

const executivesParams = {
  type: 'object',
  properties: { category: { type: 'string', minLength: 1 }, bidID: digits('bidID'), kind: str },
  required: ['category', 'bidID', 'kind'],
} as const;
const terms = { start_date: date, end_date: optionalDate, tel: str, remark: str } as const;
const addExecutive = {
  type: 'object',
  properties: { proj_id: id, category: { type: 'string', minLength: 1 }, auth_id: id, ...terms },
  required: ['proj_id', 'category', 'auth_id', 'start_date'],
} as const;
const addUndertaking = { type: 'object', properties: { proj_id: id, auth_id: id, ...terms }, required: ['proj_id', 'auth_id', 'start_date'] } as const;
const editTerms = { type: 'object', properties: { id, ...terms }, required: ['id'] } as const;
const deleteQuery = { type: 'object', properties: { id: digits('id') }, required: ['id'] } as const;
const historyQuery = {
  type: 'object',
  properties: {
    proj_id: digits('proj_id'),
    identity: str,
    page: digits('page'),
    qtyPerPage: digits('qtyPerPage'),
    start_date: str,
    end_date: str,
    tel: str,
  },
  required: ['proj_id'],
} as const;
const identityParams = { type: 'object', properties: { userID: digits('userID'), proj_id: digits('proj_id') }, required: ['userID', 'proj_id'] } as const;

/** The page asked for: ?page in the query wins over page in the body. */
function pageOf(request: FastifyRequest, bodyPage?: number): number | undefined {
  const q = checkParams(pageQuery, request.query);
  return q.page ? Number(q.page) : bodyPage;
}

/** The one kind of business the executives path serves. */
const BUSINESS_KIND = '工程標案';

/** Registers the BGC calls of plans and projects. */
export function bgcPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.post('/BGC/Search_Branch_Plan', async (request) => {
      const input = checkParams(branchPlanSearch, request.body);
      const caller = await authenticate(ctx, request, [...CODES.branchPlan]);
      return ok(await searchBranchPlans(ctx, caller, { ...input, page: pageOf(request, input.page) }));
    });
    app.post('/BGC/Search_Branch_Plan_Detail', async (request) => {
      const input = checkParams(idBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.branchPlan]);
      return ok(await findBranchPlan(ctx, caller, input.id));
    });
    app.post('/BGC/Add_Branch_Plan', async (request) => {
      const input = checkParams(branchPlanAdd, request.body);
      const caller = await authenticate(ctx, request, [...CODES.branchPlan]);
      return ok(await addBranchPlan(ctx, caller, input), '新增成功');
    });
    app.post('/BGC/Edit_Branch_Plan', async (request) => {
      const input = checkParams(branchPlanEdit, request.body);
      const caller = await authenticate(ctx, request, [...CODES.branchPlan]);
      return ok(await editBranchPlan(ctx, caller, input), '修改成功');
    });
    app.patch('/BGC/Delete_Branch_Plan', async (request) => {
      const input = checkParams(idBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.branchPlan]);
      await deleteBranchPlan(ctx, caller, input.id);
      return ok(null, '刪除成功');
    });

    app.post('/BGC/Search_PLAN_List', async (request) => {
      const input = checkParams(planSearch, request.body);
      const caller = await authenticate(ctx, request, [...CODES.plan]);
      return ok(await searchPlans(ctx, caller, { ...input, page: pageOf(request, input.page) }));
    });
    app.post('/BGC/Search_PLAN_DetailList', async (request) => {
      const input = checkParams(idBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.plan]);
      return ok(await findPlan(ctx, caller, input.id));
    });
    app.post('/BGC/Add_PLAN', async (request) => {
      const input = checkParams(planAdd, request.body);
      const caller = await authenticate(ctx, request, [...CODES.plan]);
      return ok(await addPlan(ctx, caller, input), '新增成功');
    });
    app.post('/BGC/Edit_PLAN', async (request) => {
      const input = checkParams(planEdit, request.body);
      const caller = await authenticate(ctx, request, [...CODES.plan]);
      return ok(await editPlan(ctx, caller, input), '修改成功');
    });
    app.patch('/BGC/Delete_PLAN', async (request) => {
      const input = checkParams(idBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.plan]);
      await deletePlan(ctx, caller, input.id);
      return ok(null, '刪除成功');
    });
    app.post('/BGC/Search_BGC_PLAN_ITEMS', async (request) => {
      const input = checkParams(planChoicesBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.planChoices]);
      return ok(await listPlanChoices(ctx, caller, input.branch_plan_id));
    });
    app.post('/BGC/Search_BGC_ENGINEERING_ITEMS', async (request) => {
      const input = checkParams(engineeringItemsBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.planChoices]);
      return ok(await listEngineeringItems(ctx, caller, input.plan_id));
    });

    app.post('/BGC/Search_PROJECT', async (request) => {
      const input = checkParams(projectSearch, request.body);
      const caller = await authenticate(ctx, request, [...CODES.projectList]);
      return ok(await searchProjects(ctx, caller, { ...input, page: pageOf(request, input.page) }));
    });
    app.post('/BGC/Search_PROJECT_Detail', async (request) => {
      const input = checkParams(projIdBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.projectDetail]);
      return ok(await findProject(ctx, caller, input.proj_id));
    });
    app.post('/BGC/Add_PROJECT', async (request) => {
      const input = checkParams(projectAdd, request.body);
      const caller = await authenticate(ctx, request, [...CODES.projectAdd]);
      return ok(await addProject(ctx, caller, input as ProjectBody & { dep_id?: number }), '新增成功');
    });
    app.post('/BGC/Edit_PROJECT', async (request) => {
      const input = checkParams(projectEdit, request.body);
      const caller = await authenticate(ctx, request, [...CODES.projectEdit]);
      return ok(await editProject(ctx, caller, input as ProjectBody & { proj_id: number; version: number }), '修改成功');
    });
    app.patch('/BGC/Delete_PROJECT', async (request) => {
      const input = checkParams(projIdBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.projectEdit]);
      await deleteProject(ctx, caller, input.proj_id);
      return ok(null, '刪除成功');
    });
    app.post('/BGC/Get_ProjNumber', async (request) => {
      const input = checkParams(numberBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.projectNumber]);
      return ok(await proposeProjectNumber(ctx, caller, input.year));
    });
    app.post('/BGC/Search_BGC_PROJECT_ITEMS', async (request) => {
      const input = checkParams(projectChoicesBody, request.body);
      const caller = await authenticate(ctx, request);
      return ok(await listProjectChoices(ctx, caller, input));
    });
    app.post('/BGC/Search_ENGINNERING_Type_Total', async (request) => {
      const input = checkParams(typeTotalBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.dashboard]);
      return ok(await summariseProjects(ctx, caller, input));
    });
    app.post('/BGC/Search_ProjectByType', async (request) => {
      const input = checkParams(byTypeBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.dashboard]);
      return ok(await searchProjectsByType(ctx, caller, input));
    });
    app.post('/BGC/Get_PROJECT_Property', async (request) => {
      await authenticate(ctx, request);
      return ok({ properties: PROJECT_PROPERTIES, property_types: PROJECT_PROPERTY_TYPES, management: MANAGEMENT_FEE_CHOICES });
    });
    app.post('/BGC/Get_PROJECT_Undertaker', async (request) => {
      const caller = await authenticate(ctx, request, [...CODES.undertakers]);
      return ok(await listUndertakers(ctx, caller));
    });
    app.post('/BGC/Search_TYPE_List', async (request) => {
      await authenticate(ctx, request);
      return ok({ types: PROJECT_TYPES, identities: PROJECT_IDENTITIES });
    });

    app.get('/BGC/Get_Business_Executives/:category/:bidID/:kind', async (request) => {
      const input = checkParams(executivesParams, request.params);
      // The path names the business kind; this product runs one kind, the works tender.
      if (input.kind !== BUSINESS_KIND) throw new NotFoundError('查無此業務類別');
      const category = readCategory(input.category);
      const caller = await authenticate(ctx, request, [...CODES.personnelView]);
      return ok(await listExecutives(ctx, caller, Number(input.bidID), category));
    });
    app.post('/BGC/Add_Business_Executives', async (request) => {
      const input = checkParams(addExecutive, request.body);
      const identity = readIdentity(input.category, 'executive');
      const caller = await authenticate(ctx, request, [...CODES.personnel]);
      return ok(await addAssignment(ctx, caller, { ...input, identity }), '新增成功');
    });
    app.post('/BGC/Add_Business_Undertaking', async (request) => {
      const input = checkParams(addUndertaking, request.body);
      const caller = await authenticate(ctx, request, [...CODES.personnel]);
      return ok(await addAssignment(ctx, caller, { ...input, identity: 'undertaker' }), '新增成功');
    });
    app.post('/BGC/Edit_Business_Executives', async (request) => {
      const input = checkParams(editTerms, request.body);
      const caller = await authenticate(ctx, request, [...CODES.personnel]);
      return ok(await editAssignment(ctx, caller, input, 'executive'), '修改成功');
    });
    app.post('/BGC/Edit_Business_Undertaking', async (request) => {
      const input = checkParams(editTerms, request.body);
      const caller = await authenticate(ctx, request, [...CODES.personnel]);
      return ok(await editAssignment(ctx, caller, input, 'undertaking'), '修改成功');
    });
    app.delete('/BGC/Delete_Business_Executives', async (request) => {
      const input = checkParams(deleteQuery, request.query);
      const caller = await authenticate(ctx, request, [...CODES.personnel]);
      await deleteAssignment(ctx, caller, Number(input.id));
      return ok(null, '刪除成功');
    });
    app.get('/BGC/Get_History_Business', async (request) => {
      const q = checkParams(historyQuery, request.query);
      const caller = await authenticate(ctx, request, [...CODES.personnelView]);
      const qty = q.qtyPerPage ? Number(q.qtyPerPage) : undefined;
      if (qty !== undefined && (qty < 1 || qty > 100)) throw new InputError("'qtyPerPage'須介於1至100");
      return ok(
        await searchPersonnelHistory(ctx, caller, {
          proj_id: Number(q.proj_id),
          identity: q.identity || undefined,
          page: q.page ? Number(q.page) : undefined,
          qtyPerPage: qty,
          start_date: q.start_date || undefined,
          end_date: q.end_date || undefined,
          tel: q.tel,
        }),
      );
    });
    app.get('/BGC/Get_Auth_Identity/:userID/:proj_id', async (request) => {
      const input = checkParams(identityParams, request.params);
      const caller = await authenticate(ctx, request);
      return ok(await findAuthIdentity(ctx, caller, Number(input.userID), Number(input.proj_id)));
    });
  };
}
