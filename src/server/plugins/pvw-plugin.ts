/** The PVW service: the purview (permission codes) of a job title. */
import type { FastifyInstance } from 'fastify';
import { ANY_ADMIN_CODES } from '../../domain/admin/admin-codes';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { findTitlePurview } from '../services/admin/find-title-purview';

const purviewSchema = { type: 'object', properties: { agms_id: { type: 'integer' } }, required: ['agms_id'] } as const;

/** Registers PVW/Search_DEPARTMENT_SUB_PURVIEW; agms_id is the job title (department sub) id. */
export function pvwPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.post('/PVW/Search_DEPARTMENT_SUB_PURVIEW', async (request) => {
      const input = checkParams(purviewSchema, request.body);
      await authenticate(ctx, request, ANY_ADMIN_CODES);
      return ok(await findTitlePurview(ctx.db, input.agms_id));
    });
  };
}
