/** The SYS service: SYS_LIST, the system functions (permission codes with names) groups and job titles can be given. */
import type { FastifyInstance } from 'fastify';
import { ANY_ADMIN_CODES } from '../../domain/admin/admin-codes';
import { buildSystemList } from '../../domain/admin/system-list';
import { InputError } from '../../domain/errors';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';

const sysListSchema = {
  type: 'object',
  properties: { pub: { type: 'integer', enum: [0, 1], default: 0, 'x-message': "'pub'只能為 0 或 1" } },
} as const;

/** Registers SYS/SYS_LIST; on bad input the answer still carries an empty list (spec document 1 §7). */
export function sysPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.post('/SYS/SYS_LIST', async (request, reply) => {
      await authenticate(ctx, request, ANY_ADMIN_CODES);
      try {
        const input = checkParams(sysListSchema, request.body);
        return ok(buildSystemList(input.pub));
      } catch (e) {
        if (e instanceof InputError) return reply.status(400).send({ status: 'error', message: e.userMessage, data: [] });
        throw e;
      }
    });
  };
}
