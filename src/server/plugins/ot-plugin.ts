/** OT/GovPurchase/Get_Project?proj_number: a project by number, plain, 'proj_number=' prefixed, or base64. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { findGovPurchaseProject } from '../services/projects/find-gov-purchase-project';

const query = { type: 'object', properties: { proj_number: { type: 'string', minLength: 1 } }, required: ['proj_number'] } as const;

/** Registers the government-purchase lookup. */
export function otPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.get('/OT/GovPurchase/Get_Project', async (request) => {
      const input = checkParams(query, request.query);
      const caller = await authenticate(ctx, request);
      return ok(await findGovPurchaseProject(ctx, caller, input.proj_number));
    });
  };
}
