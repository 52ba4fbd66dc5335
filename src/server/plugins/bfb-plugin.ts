/**
 * The BFB calls of step lists and merged tenders (spec doc 2 §7): Get_all_proj, getprojname, getmargeid,
 * Get_Merge_Num, Add_Merge_Proj and DELETE_MARGE. The file and status calls of BFB live in their own plugins.
 */
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../../domain/errors';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { listProjectChoices } from '../services/projects/list-project-choices';
import { listStepProjects } from '../services/projects/list-step-projects';
import { addMergedTender, deleteMergedTender, listMergedTenders, proposeMergeNumber } from '../services/projects/manage-merged-tenders';

/** Permission codes: the step lists (A–C) and the merged-tender list (code 25). */
const CODES = { stepLists: [25, 26, 27], merge: [25] } as const;

const id = { type: 'integer', minimum: 1 } as const;
const digits = (name: string) => ({ type: 'string', pattern: '^[0-9]+$', 'x-message': `'${name}'型別必須為number` }) as const;
const pageQuery = { type: 'object', properties: { page: digits('page') } } as const;

const allProjBody = {
  type: 'object',
  properties: {
    step: { type: 'string' },
    proj_id: id,
    sdate: { type: 'string' },
    edate: { type: 'string' },
    status: { type: ['string', 'integer'] },
    marge_id: id,
    dep_id: id,
    proj_number: { type: 'string' },
    page: { type: 'integer', minimum: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;
const authParams = { type: 'object', properties: { auth_id: digits('auth_id') }, required: ['auth_id'] } as const;
const groupParams = { type: 'object', properties: { dep_group: { type: 'string', minLength: 1 } }, required: ['dep_group'] } as const;
const mergeBody = {
  type: 'object',
  properties: {
    merge: { type: 'string' },
    dep_id: id,
    dep_group: { type: 'string', minLength: 1 },
    dialogData: { type: 'array', items: { anyOf: [id, { type: 'object', properties: { proj_id: id }, required: ['proj_id'] }] } },
    name: { type: 'string' },
  },
  required: ['merge', 'dep_id', 'dialogData', 'dep_group'],
} as const;
const mergeParams = { type: 'object', properties: { merge_id: digits('merge_id') }, required: ['merge_id'] } as const;

/** Registers the BFB calls of step lists and merged tenders. */
export function bfbPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.post('/BFB/Get_all_proj', async (request) => {
      const input = checkParams(allProjBody, request.body);
      const q = checkParams(pageQuery, request.query);
      const caller = await authenticate(ctx, request, [...CODES.stepLists]);
      return ok(await listStepProjects(ctx, caller, { ...input, page: q.page ? Number(q.page) : input.page }));
    });
    app.get('/BFB/getprojname/:auth_id', async (request) => {
      const input = checkParams(authParams, request.params);
      const caller = await authenticate(ctx, request);
      // The names of someone else's projects are theirs to ask for.
      if (Number(input.auth_id) !== caller.id) throw new ForbiddenError('僅能查詢本人的標案');
      return ok(await listProjectChoices(ctx, caller));
    });
    app.get('/BFB/getmargeid', async (request) => {
      const caller = await authenticate(ctx, request, [...CODES.merge]);
      return ok(await listMergedTenders(ctx, caller));
    });
    app.get('/BFB/Get_Merge_Num/:dep_group', async (request) => {
      const input = checkParams(groupParams, request.params);
      const caller = await authenticate(ctx, request, [...CODES.merge]);
      return ok(await proposeMergeNumber(ctx, caller, input.dep_group));
    });
    app.post('/BFB/Add_Merge_Proj', async (request) => {
      const input = checkParams(mergeBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.merge]);
      return ok(await addMergedTender(ctx, caller, input), '併案成功');
    });
    app.delete('/BFB/DELETE_MARGE/:merge_id', async (request) => {
      const input = checkParams(mergeParams, request.params);
      const caller = await authenticate(ctx, request, [...CODES.merge]);
      await deleteMergedTender(ctx, caller, Number(input.merge_id));
      return ok(null, '已解除併案');
    });
  };
}
