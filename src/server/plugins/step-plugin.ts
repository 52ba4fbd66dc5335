/**
 * The step platform's calls: the catalogue and definitions (STP), form data, and step statuses (BFB
 * get_proj_status, Change_status, GET_STAGE_STATUS, Get_STP_Proj; STP Search_STS_COLL_RELATION).
 */
import type { FastifyInstance } from 'fastify';
import { canEnterRoute } from '../../domain/access/route-table';
import { InputError } from '../../domain/errors';
import { toComponentName } from '../../domain/steps/step-route-name';
import { toCheckResult } from '../../domain/steps/step-status';
import { withoutHiddenFields } from '../../domain/steps/decide-step-parties';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { assertProjectAccess, findAccessibleProjectIds } from '../services/projects/assert-project-access';
import { assertStepPermission } from '../services/steps/assert-step-permission';
import { assertStepParty, describeStepPartyAccess } from '../services/steps/assert-step-party';
import { changeStepStatus } from '../services/steps/change-step-status';
import { findCurrentDefinitions, findStepDefinition } from '../services/steps/find-step-definitions';
import { findProjectStatuses } from '../services/steps/find-project-statuses';
import { findStepData, saveStepData } from '../services/steps/save-step-data';
import { findStepHistory } from '../services/steps/find-step-history';
import { countStages, toLetters } from '../services/steps/summarise-project-steps';

const stpId = { type: 'string', pattern: '^[A-Z][0-9]+(\\.[0-9]+)*$' } as const;
const projId = { type: 'integer', minimum: 1 } as const;

const definitionParams = { type: 'object', properties: { stp_id: { type: 'string', minLength: 1 } }, required: ['stp_id'] } as const;
const versionQuery = { type: 'object', properties: { version: { type: 'string' } } } as const;
const dataSchema = {
  type: 'object',
  properties: { stp_id: stpId, proj_id: projId, audit_id: { type: 'integer', minimum: 0 } },
  required: ['stp_id', 'proj_id'],
} as const;
const saveSchema = {
  type: 'object',
  properties: { stp_id: stpId, proj_id: projId, audit_id: { type: 'integer', minimum: 0 }, data: { type: 'object' }, version: { type: 'integer', minimum: 0 } },
  required: ['stp_id', 'proj_id', 'data', 'version'],
} as const;
const historySchema = {
  type: 'object',
  properties: { stp_id: stpId, proj_id: projId, audit_id: { type: 'integer', minimum: 0 }, page: { type: 'integer', minimum: 1 } },
  required: ['stp_id', 'proj_id'],
} as const;
const statusParams = {
  type: 'object',
  properties: { stp_id: { type: 'string', minLength: 1 }, proj_id: { type: 'string', pattern: '^[0-9]+$', 'x-message': "'proj_id'型別必須為number" } },
  required: ['stp_id', 'proj_id'],
} as const;
const changeSchema = {
  type: 'object',
  properties: { stp_id: stpId, proj_id: projId, checkResult: { type: 'string' }, auth_id: { type: ['integer', 'string'] }, detail_data: { type: 'array' } },
  required: ['stp_id', 'proj_id', 'checkResult'],
} as const;
const stageSchema = {
  type: 'object',
  properties: { proj_id: projId, proj_ids: { type: 'array', items: projId }, stage: { type: 'string' } },
} as const;

/** Registers the step calls. */
export function stepPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.get('/STP/Get_Step_Catalogue', async (request) => {
      const caller = await authenticate(ctx, request);
      const definitions = await findCurrentDefinitions(ctx.db);
      return ok(
        definitions
          .filter((d) => canEnterRoute(caller.codes, d.permissions.view))
          .map((d) => ({
            id: d.id,
            title: d.title,
            phase: d.phase,
            menuGroup: d.menuGroup ?? null,
            page: d.page ?? null,
            version: d.version,
            componentName: toComponentName(d.id),
            permissions: d.permissions,
            canEdit: canEnterRoute(caller.codes, d.permissions.edit),
          })),
      );
    });

    app.get('/STP/Get_Step_Definition/:stp_id', async (request) => {
      const stp_id = checkParams(definitionParams, request.params).stp_id;
      const version = checkParams(versionQuery, request.query).version;
      if (version !== undefined && !/^[1-9][0-9]*$/.test(version)) throw new InputError("'version'型別必須為number");
      const caller = await authenticate(ctx, request);
      const definition = await findStepDefinition(ctx.db, stp_id, version ? Number(version) : undefined);
      assertStepPermission(definition, caller.codes, 'view');
      return ok(definition);
    });

    app.post('/STP/Get_Step_Data', async (request) => {
      const input = checkParams(dataSchema, request.body);
      const caller = await authenticate(ctx, request);
      const definition = await findStepDefinition(ctx.db, input.stp_id);
      assertStepPermission(definition, caller.codes, 'view');
      const access = await assertStepParty(ctx, caller, definition, input.proj_id, 'view');
      const found = await findStepData(ctx, caller, input);
      // Sealed fields never leave the server for a sealed party (採購法 §34: the reserve price until award).
      return ok({ ...found, data: withoutHiddenFields(found.data, access.hiddenFields), access: describeStepPartyAccess(access) });
    });

    app.post('/STP/Get_Step_History', async (request) => {
      const input = checkParams(historySchema, request.body);
      const caller = await authenticate(ctx, request);
      // Whoever may read the step's data may read its history: the same checks as Get_Step_Data.
      const definition = await findStepDefinition(ctx.db, input.stp_id);
      assertStepPermission(definition, caller.codes, 'view');
      const { hiddenFields } = await assertStepParty(ctx, caller, definition, input.proj_id, 'view');
      await findStepData(ctx, caller, input);
      const history = await findStepHistory(ctx, input);
      // A sealed field's old and new values would give the secret away just as well as the data.
      const list = history.list.map((entry) => ({ ...entry, changes: entry.changes.filter((c) => !hiddenFields.includes(String(c.path[0]))) }));
      return ok({ ...history, list });
    });

    app.post('/STP/Save_Step_Data', async (request) => {
      const input = checkParams(saveSchema, request.body);
      const caller = await authenticate(ctx, request);
      return ok(await saveStepData(ctx, caller, { ...input, data: input.data as Record<string, unknown> }), '已儲存');
    });

    app.get('/BFB/get_proj_status/:stp_id/:proj_id', async (request) => {
      const params = checkParams(statusParams, request.params);
      const caller = await authenticate(ctx, request);
      const projectId = Number(params.proj_id);
      await assertProjectAccess(ctx, caller, projectId, 'view');
      const ids = params.stp_id.split(',').map((s) => s.trim()).filter(Boolean);
      const known = new Set((await findCurrentDefinitions(ctx.db)).map((d) => d.id));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length) throw new InputError(`查無步驟 ${unknown.join('、')}`);
      const statuses = (await findProjectStatuses(ctx.db, [projectId], ids)).get(projectId)!;
      return ok(ids.map((id) => ({ stp_id: id, checkResult: toCheckResult(statuses.get(id) ?? 0), state: statuses.get(id) ?? 0 })));
    });

    app.post('/BFB/Change_status', async (request) => {
      const input = checkParams(changeSchema, request.body);
      const caller = await authenticate(ctx, request);
      return ok(await changeStepStatus(ctx, caller, input), '已變更辦理狀態');
    });

    app.post('/BFB/GET_STAGE_STATUS', async (request) => {
      const input = checkParams(stageSchema, request.body);
      const caller = await authenticate(ctx, request);
      const accessible = await findAccessibleProjectIds(ctx, caller);
      const wanted = input.proj_ids ?? (input.proj_id ? [input.proj_id] : accessible);
      const projIds = wanted.filter((id) => accessible.includes(id));
      const definitions = (await findCurrentDefinitions(ctx.db)).filter((d) => !input.stage || d.phase === input.stage);
      const statuses = await findProjectStatuses(ctx.db, projIds, definitions.map((d) => d.id));
      return ok(projIds.map((id) => ({ proj_id: id, statuses: toLetters(statuses.get(id)!), stages: countStages(definitions, statuses.get(id)!) })));
    });

    app.get('/BFB/Get_STP_Proj', async (request) => {
      const caller = await authenticate(ctx, request);
      const projIds = await findAccessibleProjectIds(ctx, caller);
      const definitions = await findCurrentDefinitions(ctx.db);
      const statuses = await findProjectStatuses(ctx.db, projIds, definitions.map((d) => d.id));
      return ok(projIds.map((id) => ({ proj_id: id, statuses: toLetters(statuses.get(id)!) })));
    });

    app.post('/STP/Search_STS_COLL_RELATION', async (request) => {
      const caller = await authenticate(ctx, request);
      const definitions = await findCurrentDefinitions(ctx.db);
      return ok(
        definitions.map((d) => ({
          stp_id: d.id,
          view: d.permissions.view,
          edit: d.permissions.edit,
          canView: canEnterRoute(caller.codes, d.permissions.view),
          canEdit: canEnterRoute(caller.codes, d.permissions.edit),
          signOff: d.signOff ?? null,
        })),
      );
    });
  };
}
