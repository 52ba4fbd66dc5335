/**
 * The step-definition editor's calls (code 90): versions and publications, drafts checked like the CLI,
 * publish and restore, impact on stored submissions, side-by-side comparison, export and import as files
 * identical in format to steps/.
 */
import type { FastifyInstance } from 'fastify';
import { InputError } from '../../domain/errors';
import { diffStepDefinitions } from '../../domain/steps/diff-step-definitions';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { assessStepImpact } from '../services/step-editor/assess-step-impact';
import { checkStepDraft } from '../services/step-editor/check-step-draft';
import { listStepPublications, listStepVersions } from '../services/step-editor/list-step-versions';
import { publishStepVersion } from '../services/step-editor/publish-step-version';
import { saveStepDraft } from '../services/step-editor/save-step-draft';
import { findStepDefinition } from '../services/steps/find-step-definitions';

/** The permission code of the editor. */
export const STEP_EDITOR_CODE = 90;

const idParams = { type: 'object', properties: { stp_id: { type: 'string', minLength: 1 } }, required: ['stp_id'] } as const;
const draftSchema = { type: 'object', properties: { definition: { type: 'object' } }, required: ['definition'] } as const;
const publishSchema = {
  type: 'object',
  properties: { stp_id: { type: 'string', minLength: 1 }, version: { type: 'integer', minimum: 1 }, note: { type: 'string', minLength: 1, 'x-message': "'note'是必要參數" } },
  required: ['stp_id', 'version', 'note'],
} as const;
const versionSchema = { type: 'object', properties: { stp_id: { type: 'string', minLength: 1 }, version: { type: 'integer', minimum: 1 } }, required: ['stp_id', 'version'] } as const;
const compareQuery = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required: ['a', 'b'] } as const;
const exportQuery = { type: 'object', properties: { version: { type: 'string' } } } as const;

function versionNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]*$/.test(value)) throw new InputError(`'${name}'型別必須為number`);
  return Number(value);
}

/** Registers the editor calls. */
export function stepEditorPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.get('/STP/Get_Step_Versions/:stp_id', async (request) => {
      const params = checkParams(idParams, request.params);
      await authenticate(ctx, request, [STEP_EDITOR_CODE]);
      return ok({ versions: await listStepVersions(ctx.db, params.stp_id), publications: await listStepPublications(ctx.db, params.stp_id) });
    });

    app.post('/STP/Check_Step_Draft', async (request) => {
      const input = checkParams(draftSchema, request.body);
      await authenticate(ctx, request, [STEP_EDITOR_CODE]);
      return ok({ faults: await checkStepDraft(ctx.db, input.definition) });
    });

    app.post('/STP/Save_Step_Draft', async (request) => {
      const input = checkParams(draftSchema, request.body);
      const caller = await authenticate(ctx, request, [STEP_EDITOR_CODE]);
      return ok(await saveStepDraft(ctx, caller.id, input.definition as Record<string, unknown>), '已儲存草稿');
    });

    app.post('/STP/Publish_Step_Version', async (request) => {
      const input = checkParams(publishSchema, request.body);
      const caller = await authenticate(ctx, request, [STEP_EDITOR_CODE]);
      await publishStepVersion(ctx, caller.id, input);
      return ok({ stp_id: input.stp_id, version: input.version }, `已發布 ${input.stp_id} 第 ${input.version} 版`);
    });

    app.post('/STP/Check_Step_Impact', async (request) => {
      const input = checkParams(versionSchema, request.body);
      await authenticate(ctx, request, [STEP_EDITOR_CODE]);
      return ok(await assessStepImpact(ctx.db, input.stp_id, input.version));
    });

    app.get('/STP/Compare_Step_Versions/:stp_id', async (request) => {
      const params = checkParams(idParams, request.params);
      const query = checkParams(compareQuery, request.query);
      await authenticate(ctx, request, [STEP_EDITOR_CODE]);
      const a = await findStepDefinition(ctx.db, params.stp_id, versionNumber(query.a, 'a'));
      const b = await findStepDefinition(ctx.db, params.stp_id, versionNumber(query.b, 'b'));
      // The version numbers themselves always differ; what the administrator wants is the content.
      return ok({ changes: diffStepDefinitions({ ...a, version: 0 }, { ...b, version: 0 }) });
    });

    app.get('/STP/Export_Step_Definition/:stp_id', async (request, reply) => {
      const params = checkParams(idParams, request.params);
      const query = checkParams(exportQuery, request.query);
      await authenticate(ctx, request, [STEP_EDITOR_CODE]);
      const definition = await findStepDefinition(ctx.db, params.stp_id, versionNumber(query.version, 'version'));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${definition.id}.json"`)
        .send(`${JSON.stringify(definition, null, 2)}\n`);
    });
  };
}
