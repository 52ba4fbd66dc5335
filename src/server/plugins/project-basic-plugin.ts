/** ProjectBasic01/searchTable/list/{pageSize}/{govEncode}: the tender list of the dashboard (spec doc 3 §3). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { searchTenderList } from '../services/projects/search-tender-list';

/** The dashboard's code. */
const CODES = [36];

const params = {
  type: 'object',
  properties: { pageSize: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$', 'x-message': "'pageSize'須介於1至100" }, govEncode: { type: 'string' } },
  required: ['pageSize', 'govEncode'],
} as const;
const optionalAmount = { type: ['string', 'number'] } as const;
const body = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1 },
    proj_property_id: { type: 'string' },
    district: { type: 'string', pattern: '^(\\d{5}|\\d{8})?$', 'x-message': "'district'格式不符合" },
    proj_ids: { type: 'array', items: { type: 'integer', minimum: 1 } },
    yearRangeStart: { type: 'integer', minimum: 1912, maximum: 2200 },
    yearRangeEnd: { type: 'integer', minimum: 1912, maximum: 2200 },
    stageStatus: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
    contractAmount: { anyOf: [{ type: 'string' }, { type: 'object', properties: { min: optionalAmount, max: optionalAmount } }] },
    company: { type: 'string' },
    progress_diff: { type: 'number', minimum: 0 },
    depname: { type: 'string' },
  },
} as const;

/** Registers the tender list. */
export function projectBasicPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.post('/ProjectBasic01/searchTable/list/:pageSize/:govEncode', async (request) => {
      const p = checkParams(params, request.params);
      const input = checkParams(body, request.body);
      const caller = await authenticate(ctx, request, CODES);
      return ok(await searchTenderList(ctx, caller, Number(p.pageSize), p.govEncode, input));
    });
  };
}
