/**
 * The Group service: the department tree, job titles (department subs), department groups with their
 * system_permission, authorization roles and business assignments with their history, and the identity and
 * account lookups built on them. Reads of the tree are open to every signed-in user (every screen's
 * department picker needs them); changes need the administration codes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { ADMIN_CODES, ANY_ADMIN_CODES, PICKER_CODES } from '../../domain/admin/admin-codes';
import { DEFAULT_ROLE_CATEGORY } from '../../domain/admin/authorization-options';
import { PAGE_SIZE } from '../../domain/admin/list-defaults';
import { InputError } from '../../domain/errors';
import { wrongTypeMessage } from '../../domain/param-messages';
import type { ServerContext } from '../context';
import { authenticate, type Caller } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok, type Envelope } from '../http/reply-envelope';
import { addDepartment } from '../services/admin/add-department';
import { addJobTitle } from '../services/admin/add-job-title';
import { deleteDepartments } from '../services/admin/delete-departments';
import { deleteJobTitle } from '../services/admin/delete-job-title';
import { editDepartment } from '../services/admin/edit-department';
import { editJobTitle } from '../services/admin/edit-job-title';
import { findAuthIdentity } from '../services/admin/find-auth-identity';
import { findPreviewAccounts } from '../services/admin/find-preview-accounts';
import { findGroupPermission, listGroups } from '../services/admin/list-groups';
import { listBusinessHistory } from '../services/admin/list-business-history';
import { listJobTitles } from '../services/admin/list-job-titles';
import { addBusinesses, deleteBusiness, editBusiness, listBusinesses } from '../services/admin/manage-businesses';
import { addRoles, deleteRole, editRole, listRoles } from '../services/admin/manage-roles';
import { findDepartmentFather, findDepartmentTree, listDepartmentChildren, listDepartmentPeaks } from '../services/admin/read-departments';
import { addGroup, deleteGroup, editGroup } from '../services/admin/save-group';
import { searchDepartments } from '../services/admin/search-departments';

const str = { type: 'string' } as const;
const requiredStr = { type: 'string', minLength: 1 } as const;
const int = { type: 'integer' } as const;
/** An id in a path or query string. */
const digits = { type: 'string', pattern: '^[0-9]+$' } as const;
const codes = { type: 'array', items: { type: 'integer', minimum: 0, maximum: 9999 } } as const;

const emptySchema = { type: 'object' } as const;
const rootSchema = { type: 'object', properties: { root_id: int } } as const;
const parentSchema = { type: 'object', properties: { parent_id: { type: ['integer', 'null'] } }, required: ['parent_id'] } as const;
const unitSchema = { type: 'object', properties: { unit_id: int }, required: ['unit_id'] } as const;
const departmentAllSchema = {
  type: 'object',
  properties: {
    deptype: { type: ['string', 'null'] },
    page: { type: 'integer', minimum: 1, default: 1 },
    keyword: { type: ['string', 'null'] },
    dep_id: int,
    qtyPerPage: { type: 'integer', minimum: 1, maximum: 100, default: PAGE_SIZE },
  },
} as const;
const depIdSchema = { type: 'object', properties: { dep_id: int }, required: ['dep_id'] } as const;
const addGroupSchema = {
  type: 'object',
  properties: { dep_id: int, group_name: requiredStr, system_permission: { ...codes, default: [] }, member_ids: { type: 'array', items: int } },
  required: ['dep_id', 'group_name'],
} as const;
const editGroupSchema = {
  type: 'object',
  properties: { dep_id: int, group_id: int, group_name: requiredStr, system_permission: codes, member_ids: { type: 'array', items: int } },
  required: ['dep_id', 'group_id', 'group_name'],
} as const;
const queryIdSchema = { type: 'object', properties: { id: digits }, required: ['id'] } as const;
const addDepartmentSchema = {
  type: 'object',
  properties: { depname: requiredStr, id_parent: { type: ['integer', 'null'] }, deptype: requiredStr, dep_level: int },
  required: ['depname', 'id_parent', 'deptype'],
} as const;
const editDepartmentSchema = {
  type: 'object',
  properties: { id: int, depname: requiredStr, deptype: requiredStr, id_parent: { type: ['integer', 'null'] }, state: { type: 'integer', enum: [0, 1], default: 1 } },
  required: ['id', 'depname', 'deptype', 'id_parent'],
} as const;
const deleteDepartmentSchema = { type: 'object', properties: { id: requiredStr }, required: ['id'] } as const;
const titleFields = {
  preview_name: requiredStr,
  preview: { type: ['integer', 'array'], items: { type: 'integer', minimum: 0, maximum: 9999 }, default: 1 },
  preview_temp: { type: ['array', 'null'], items: int },
  level: { type: 'integer', minimum: 1 },
  dac_id_trace: { type: ['string', 'null'] },
} as const;
const addTitleSchema = { type: 'object', properties: { ...titleFields, dep_id: int }, required: ['dep_id', 'preview_name'] } as const;
const editTitleSchema = { type: 'object', properties: { ...titleFields, id: int }, required: ['id', 'preview_name'] } as const;
const deleteTitleSchema = { type: 'object', properties: { id: { type: ['integer', 'string'], pattern: '^[0-9]+$' } }, required: ['id'] } as const;
const roleParamsSchema = { type: 'object', properties: { id: digits, category: str }, required: ['id'] } as const;
const addRolesSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: { dep_id: int, category: str, preview: requiredStr, sort: int },
        required: ['dep_id', 'preview'],
      },
    },
  },
  required: ['data'],
} as const;
const editRoleSchema = { type: 'object', properties: { roleID: int, preview: requiredStr }, required: ['roleID', 'preview'] } as const;
const deleteRoleSchema = { type: 'object', properties: { roleID: digits }, required: ['roleID'] } as const;
const businessParamsSchema = {
  type: 'object',
  properties: { dep_id: digits, category: requiredStr, kind: requiredStr, type: requiredStr },
  required: ['dep_id', 'category', 'kind', 'type'],
} as const;
const addBusinessSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: { dep_id: int, category: str, kind: requiredStr, type: requiredStr, roleID: int, auth_id: int },
        required: ['dep_id', 'kind', 'type', 'roleID', 'auth_id'],
      },
    },
  },
  required: ['data'],
} as const;
const editBusinessSchema = { type: 'object', properties: { id: int, roleID: int, type: requiredStr }, required: ['id', 'roleID', 'type'] } as const;
const historySchema = {
  type: 'object',
  properties: { identity: { type: 'string', pattern: '^[0-9]*$' }, page: { ...digits, default: '1' }, root_dep_id: digits },
  required: ['root_dep_id'],
} as const;
const previewAccountSchema = { type: 'object', properties: { dep_id: digits, preview_name: requiredStr }, required: ['dep_id', 'preview_name'] } as const;
const groupPermissionSchema = { type: 'object', properties: { id: int }, required: ['id'] } as const;
const identitySchema = { type: 'object', properties: { auth_id: digits, root_dep_id: digits }, required: ['auth_id', 'root_dep_id'] } as const;

/** Reads Delete_Department's id: a JSON array of ids as text (a single id is accepted too). */
function readIdList(text: string): number[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputError(wrongTypeMessage('id', 'array'));
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((v) => Number.isInteger(v) && (v as number) > 0)) throw new InputError(wrongTypeMessage('id', 'array'));
  return list as number[];
}

/** Where a call's parameters come from. */
type ParamSource = 'body' | 'query' | 'params';

/** A route handler answering the envelope. */
type RouteHandler = (request: FastifyRequest) => Promise<Envelope<unknown>>;

/** Registers the Group calls under the API prefix. */
export function groupPlugin(ctx: ServerContext) {
  /**
   * The handler of an ordinary call: its parameters checked against `schema`, the caller holding one of
   * `codes`, then the one service function, whose result is answered in the envelope with `message`.
   */
  function call<const S extends JSONSchema, T>(schema: S, from: ParamSource, codes: number[], work: (input: NoInfer<FromSchema<S>>, caller: Caller) => Promise<T>, message?: string): RouteHandler;
  function call(schema: JSONSchema, from: ParamSource, codes: number[], work: (input: unknown, caller: Caller) => Promise<unknown>, message?: string): RouteHandler {
    return async (request) => {
      const input = checkParams(schema, request[from]);
      const caller = await authenticate(ctx, request, codes);
      return ok(await work(input, caller), message);
    };
  }
  const { departments, groups, roles } = ADMIN_CODES;
  const db = ctx.db;

  return async (app: FastifyInstance) => {
    // The department tree.
    app.post('/Group/Search_Department_Peak', call(emptySchema, 'body', [0], () => listDepartmentPeaks(db)));
    app.post('/Group/Search_Department_Peak_level_v2', call(rootSchema, 'body', [0], (input) => findDepartmentTree(db, input.root_id)));
    app.post('/Group/Search_Department', call(parentSchema, 'body', [0], (input) => listDepartmentChildren(db, input.parent_id)));
    app.post('/Group/Search_Department_Father', call(unitSchema, 'body', [0], (input) => findDepartmentFather(db, input.unit_id)));
    app.post(
      '/Group/Search_Department_ALL',
      call(departmentAllSchema, 'body', [0], (input) => searchDepartments(db, { ...input, deptype: input.deptype ?? undefined, keyword: input.keyword ?? undefined })),
    );
    app.post('/Group/Add_Department', call(addDepartmentSchema, 'body', [departments], (input) => addDepartment(db, input), '新增成功'));
    app.patch('/Group/Edit_Department', call(editDepartmentSchema, 'body', [departments], (input, caller) => editDepartment(db, caller, input), '修改成功'));
    app.delete(
      '/Group/Delete_Department',
      call(deleteDepartmentSchema, 'query', [departments], async (input) => ({ deleted: await deleteDepartments(db, readIdList(input.id)) }), '刪除成功'),
    );

    // Job titles (department subs) and the codes they grant.
    app.post('/Group/Search_Department_Sub', call(depIdSchema, 'body', ANY_ADMIN_CODES, (input) => listJobTitles(db, input.dep_id)));
    app.post('/Group/Add_Department_Sub', call(addTitleSchema, 'body', [departments], (input, caller) => addJobTitle(db, caller, input), '新增成功'));
    app.patch('/Group/Edit_Department_Sub', call(editTitleSchema, 'body', [departments], (input, caller) => editJobTitle(db, caller, input), '修改成功'));
    app.delete('/Group/Delete_Department_Sub', async (request) => {
      // The id may come in the body or the query string.
      const input = checkParams(deleteTitleSchema, { ...(request.body as object | undefined), ...(request.query as object) });
      const caller = await authenticate(ctx, request, [departments]);
      await deleteJobTitle(db, caller, Number(input.id));
      return ok(null, '刪除成功');
    });

    // Department groups and their permission codes.
    app.post('/Group/Search_Department_Group', call(depIdSchema, 'body', [groups, ADMIN_CODES.users], (input) => listGroups(db, input.dep_id)));
    app.post('/Group/Search_Group_Permission', call(groupPermissionSchema, 'body', [groups, ADMIN_CODES.users], (input) => findGroupPermission(db, input.id)));
    app.post('/Group/Add_Department_Group', call(addGroupSchema, 'body', [groups], (input, caller) => addGroup(db, caller, input), '新增成功'));
    app.patch('/Group/Edit_Department_Group', call(editGroupSchema, 'body', [groups], (input, caller) => editGroup(db, caller, input), '修改成功'));
    app.delete('/Group/Delete_Department_Group', call(queryIdSchema, 'query', [groups], (input, caller) => deleteGroup(db, caller, Number(input.id)).then(() => null), '刪除成功'));

    // Authorization roles by category.
    const getRoles = call(roleParamsSchema, 'params', [roles], (input) => listRoles(db, Number(input.id), input.category || DEFAULT_ROLE_CATEGORY));
    app.get('/Group/Get_Authorization_Role/:id/:category', getRoles);
    app.get('/Group/Get_Authorization_Role/:id', getRoles);
    app.post('/Group/Add_Authorization_Role', call(addRolesSchema, 'body', [roles], (input) => addRoles(db, input.data), '新增成功'));
    app.post('/Group/Edit_Authorization_Role', call(editRoleSchema, 'body', [roles], (input) => editRole(db, input.roleID, input.preview), '修改成功'));
    app.delete('/Group/Delete_Authorization_Role', call(deleteRoleSchema, 'query', [roles], (input) => deleteRole(db, Number(input.roleID)).then(() => null), '刪除成功'));

    // Business assignments (default personnel) and their history.
    app.get(
      '/Group/Get_Authorization_Business/:dep_id/:category/:kind/:type',
      call(businessParamsSchema, 'params', [roles], (input) => listBusinesses(db, Number(input.dep_id), input.category, input.kind, input.type)),
    );
    app.post('/Group/Add_Authorization_Business', call(addBusinessSchema, 'body', [roles], (input, caller) => addBusinesses(db, caller.id, input.data), '新增成功'));
    app.patch('/Group/Edit_Authorization_Business', call(editBusinessSchema, 'body', [roles], (input, caller) => editBusiness(db, caller.id, input), '修改成功'));
    app.delete(
      '/Group/Delete_Authorization_Business',
      call(queryIdSchema, 'query', [roles], (input, caller) => deleteBusiness(db, caller.id, Number(input.id)).then(() => null), '刪除成功'),
    );
    app.get(
      '/Group/Get_History_Business',
      call(historySchema, 'query', [roles], (input) =>
        listBusinessHistory(db, Number(input.root_dep_id), input.identity ? Number(input.identity) : undefined, Math.max(1, Number(input.page))),
      ),
    );

    app.get('/Group/Get_Auth_Identity/:auth_id/:root_dep_id', async (request) => {
      const input = checkParams(identitySchema, request.params);
      const authId = Number(input.auth_id);
      // Everyone may look up their own identity; looking up someone else's is role management.
      const caller = await authenticate(ctx, request, [0]);
      if (caller.id !== authId) await authenticate(ctx, request, [roles]);
      return ok(await findAuthIdentity(db, authId, Number(input.root_dep_id)));
    });

    app.get(
      '/Group/Get_Preview_Account/:dep_id/:preview_name',
      call(previewAccountSchema, 'params', PICKER_CODES, (input, caller) => findPreviewAccounts(db, caller, Number(input.dep_id), input.preview_name)),
    );
  };
}
