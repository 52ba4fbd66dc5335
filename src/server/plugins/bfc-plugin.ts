/**
 * BFC: the sign-off engine's calls — cases (Search_AUDIT, Get_CHK_AUDIT, Add_CHK_AUDIT, Delete_CHK_AUDIT),
 * stages (Get/Edit_Stage_Process, history, designated signers and saved groups, Process_read,
 * Process_Revoke, Get_Auth_Status) and the 待簽核 lists (Get_Cert_Unsigned, Get_Unsigned_User_List,
 * Get_Unsigned_Proj_List). Signing itself is Add_Cert_Signed (va-signoff-plugin.ts). Handlers stay thin:
 * check the parameters, authenticate, call one service.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { deleteSignOffCase } from '../services/signoff/delete-sign-off-case';
import { designateStageSigners, unmergeStageSigner } from '../services/signoff/designate-stage-signers';
import { findLatestSignOffCases, searchSignOffCases } from '../services/signoff/find-sign-off-cases';
import { findProcessHistory } from '../services/signoff/find-process-history';
import { findAuthStatus, findStageProcess } from '../services/signoff/find-stage-process';
import { findUnsignedProjects, findUnsignedSignOffs, findUnsignedUsers } from '../services/signoff/find-unsigned';
import { markProcessRead } from '../services/signoff/mark-process-read';
import { returnSignOffStage } from '../services/signoff/return-sign-off-stage';
import { revokeSignOffCase } from '../services/signoff/revoke-sign-off-case';
import { findSignerGroup, listSignerGroupNames, saveSignerGroup } from '../services/signoff/signer-groups';
import { submitSignOffCase } from '../services/signoff/submit-sign-off-case';

const stpId = { type: 'string', pattern: '^[A-Z][0-9]+(\\.[0-9]+)*$', maxLength: 20 } as const;
const id = { type: 'integer', minimum: 1 } as const;
const recordId = { type: 'integer', minimum: 0 } as const;
const pathId = (name: string) => ({ type: 'string', pattern: '^[0-9]+$', 'x-message': `'${name}'型別必須為number` }) as const;
const page = { type: 'integer', minimum: 1, maximum: 100000 } as const;
const pageSize = { type: 'integer', minimum: 1, maximum: 100 } as const;
const comment = { type: 'string', maxLength: 500 } as const;
const authIds = { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: id } as const;
const groupName = { type: 'string', minLength: 1, maxLength: 200 } as const;
const listType = { type: 'string', enum: ['self', 'undertake'], 'x-message': "'type'只能是 self 或 undertake" } as const;

const searchSchema = {
  type: 'object',
  properties: { stp_id: stpId, proj_id: id, record_id: recordId, page, page_size: pageSize },
  required: ['stp_id', 'proj_id'],
  additionalProperties: false,
} as const;
const stepProjectParams = { type: 'object', properties: { stp_id: stpId, proj_id: pathId('proj_id') }, required: ['stp_id', 'proj_id'] } as const;
const addSchema = {
  type: 'object',
  properties: { stp_id: stpId, proj_id: id, record_id: recordId, group_name: { type: 'string', maxLength: 100 }, detail_data: { type: 'array', maxItems: 100 } },
  required: ['stp_id', 'proj_id'],
  additionalProperties: false,
} as const;
const auditIdSchema = { type: 'object', properties: { audit_id: id, comment }, required: ['audit_id'], additionalProperties: false } as const;
const authStatusParams = { type: 'object', properties: { auth_id: pathId('auth_id'), audit_id: pathId('audit_id') }, required: ['auth_id', 'audit_id'] } as const;
const processIdSchema = { type: 'object', properties: { id }, required: ['id'], additionalProperties: false } as const;
const stageParams = {
  type: 'object',
  properties: { stp_id: stpId, proj_id: pathId('proj_id'), audit_id: pathId('audit_id'), stage: pathId('stage'), basefrom: { type: 'string', enum: ['GOV', 'PUB'] } },
  required: ['stp_id', 'proj_id', 'audit_id', 'stage'],
} as const;
const editSchema = {
  type: 'object',
  properties: { id, result: { type: 'string', enum: ['return'], 'x-message': "'result'只能是 return（簽章請以自然人憑證送出）" }, comment: { ...comment, minLength: 1, 'x-message': '退回時請填寫退回意見（500 字以內）' } },
  required: ['id', 'result', 'comment'],
  additionalProperties: false,
} as const;
const historySchema = {
  type: 'object',
  properties: { audit_id: id, stage: { type: 'integer', minimum: 0, maximum: 20 }, filter: { type: 'string', enum: ['submit', 'designate', 'unmerge', 'sign', 'return', 'revoke'] }, page, page_size: pageSize },
  required: ['audit_id'],
  additionalProperties: false,
} as const;
const groupSchema = { type: 'object', properties: { auth_id: id, group_name: groupName }, required: ['auth_id', 'group_name'], additionalProperties: false } as const;
const addGroupSchema = { type: 'object', properties: { group_name: groupName, auth_ids: authIds }, required: ['group_name', 'auth_ids'], additionalProperties: false } as const;
const authIdParams = { type: 'object', properties: { auth_id: pathId('auth_id') }, required: ['auth_id'] } as const;
const designateSchema = { type: 'object', properties: { id, auth_ids: authIds }, required: ['id', 'auth_ids'], additionalProperties: false } as const;
const unmergeSchema = { type: 'object', properties: { id, auth_id: id }, required: ['id', 'auth_id'], additionalProperties: false } as const;
const unsignedQuery = {
  type: 'object',
  properties: {
    type: listType,
    proj_id: pathId('proj_id'),
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', 'x-message': "'page'型別必須為number" },
    page_size: { type: 'string', pattern: '^(?:[1-9][0-9]?|100)$', 'x-message': "'page_size'須為 1～100" },
    auth_ids: { type: 'string', pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,49}$', 'x-message': "'auth_ids'須為以逗號分隔的人員編號" },
  },
  required: ['type'],
  additionalProperties: false,
} as const;
const projParams = { type: 'object', properties: { proj_id: pathId('proj_id') }, required: ['proj_id'] } as const;
const typeParams = { type: 'object', properties: { type: listType }, required: ['type'] } as const;

/** Registers the BFC sign-off calls. */
export function bfcPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.post('/BFC/Search_AUDIT', async (request) => {
      const input = checkParams(searchSchema, request.body);
      return ok(await searchSignOffCases(ctx, await authenticate(ctx, request), input));
    });

    app.get('/BFC/Get_CHK_AUDIT/:stp_id/:proj_id', async (request) => {
      const params = checkParams(stepProjectParams, request.params);
      return ok(await findLatestSignOffCases(ctx, await authenticate(ctx, request), { stp_id: params.stp_id, proj_id: Number(params.proj_id) }));
    });

    app.post('/BFC/Add_CHK_AUDIT', async (request) => {
      const input = checkParams(addSchema, request.body);
      return ok(await submitSignOffCase(ctx, await authenticate(ctx, request), input), '已送出簽核');
    });

    app.post('/BFC/Add_CHK_AUDIT_STAGE', async (request) => {
      const input = checkParams(designateSchema, request.body);
      return ok(await designateStageSigners(ctx, await authenticate(ctx, request), { id: input.id, auth_ids: [...input.auth_ids] }), '已指定簽核人員');
    });

    app.post('/BFC/Unmerge_Stage_Process', async (request) => {
      const input = checkParams(unmergeSchema, request.body);
      return ok(await unmergeStageSigner(ctx, await authenticate(ctx, request), input), '已移除指定人員');
    });

    app.post('/BFC/Delete_CHK_AUDIT', async (request) => {
      const input = checkParams(auditIdSchema, request.body);
      return ok(await deleteSignOffCase(ctx, await authenticate(ctx, request), input), '已刪除');
    });

    app.get('/BFC/Get_Auth_Status/:auth_id/:audit_id', async (request) => {
      const params = checkParams(authStatusParams, request.params);
      return ok(await findAuthStatus(ctx, await authenticate(ctx, request), { auth_id: Number(params.auth_id), audit_id: Number(params.audit_id) }));
    });

    const stageRoute = async (params: unknown, caller: Awaited<ReturnType<typeof authenticate>>) => {
      const p = checkParams(stageParams, params);
      return findStageProcess(ctx, caller, { stp_id: p.stp_id, proj_id: Number(p.proj_id), audit_id: Number(p.audit_id), stage: Number(p.stage), basefrom: p.basefrom });
    };
    app.get('/BFC/Get_Stage_Process/:stp_id/:proj_id/:audit_id/:stage', async (request) => ok(await stageRoute(request.params, await authenticate(ctx, request))));
    app.get('/BFC/Get_Stage_Process/:stp_id/:proj_id/:audit_id/:stage/:basefrom', async (request) => ok(await stageRoute(request.params, await authenticate(ctx, request))));

    app.post('/BFC/Edit_Stage_Process', async (request) => {
      const input = checkParams(editSchema, request.body);
      return ok(await returnSignOffStage(ctx, await authenticate(ctx, request), { id: input.id, comment: input.comment }), '已退回');
    });

    app.post('/BFC/Get_Stage_Process_History', async (request) => {
      const input = checkParams(historySchema, request.body);
      return ok(await findProcessHistory(ctx, await authenticate(ctx, request), input));
    });

    app.post('/BFC/Process_read', async (request) => {
      const input = checkParams(processIdSchema, request.body);
      return ok(await markProcessRead(ctx, await authenticate(ctx, request), input));
    });

    app.post('/BFC/Process_Revoke', async (request) => {
      const input = checkParams(auditIdSchema, request.body);
      return ok(await revokeSignOffCase(ctx, await authenticate(ctx, request), input), '已撤回簽核');
    });

    app.post('/BFC/Get_Stage_Process_Group', async (request) => {
      const input = checkParams(groupSchema, request.body);
      return ok(await findSignerGroup(ctx, await authenticate(ctx, request), input));
    });

    app.post('/BFC/Add_Stage_Process_Group', async (request) => {
      const input = checkParams(addGroupSchema, request.body);
      return ok(await saveSignerGroup(ctx, await authenticate(ctx, request), { group_name: input.group_name, auth_ids: [...input.auth_ids] }), '已儲存群組');
    });

    app.get('/BFC/Get_Stage_Process_Group_Name/:auth_id', async (request) => {
      const params = checkParams(authIdParams, request.params);
      return ok(await listSignerGroupNames(ctx, await authenticate(ctx, request), { auth_id: Number(params.auth_id) }));
    });

    app.get('/BFC/Get_Cert_Unsigned', async (request) => {
      const query = checkParams(unsignedQuery, request.query);
      return ok(
        await findUnsignedSignOffs(ctx, await authenticate(ctx, request), {
          type: query.type,
          proj_id: query.proj_id === undefined ? undefined : Number(query.proj_id),
          page: query.page === undefined ? undefined : Number(query.page),
          page_size: query.page_size === undefined ? undefined : Number(query.page_size),
          auth_ids: query.auth_ids?.split(',').map(Number),
        }),
      );
    });

    app.get('/BFC/Get_Unsigned_User_List/:proj_id', async (request) => {
      const params = checkParams(projParams, request.params);
      return ok(await findUnsignedUsers(ctx, await authenticate(ctx, request), { proj_id: Number(params.proj_id) }));
    });

    app.get('/BFC/Get_Unsigned_Proj_List/:type', async (request) => {
      const params = checkParams(typeParams, request.params);
      return ok(await findUnsignedProjects(ctx, await authenticate(ctx, request), params));
    });
  };
}
