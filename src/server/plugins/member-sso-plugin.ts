/**
 * The Member service's single-sign-on calls (TPCD, 臺北市政府單一登入, as an OpenID Connect relying party):
 * TPCD_Status, TPCD_Login_Url, TPCD_Login_Data, Bind_TPCD_Member_Data, TPCD_Binding_Status and Singlelamp.
 * Kept beside member-plugin.ts so the sign-in flow reads in one file; see docs/single-sign-on.md.
 */
import type { FastifyInstance } from 'fastify';
import type { TpcdStatus } from '../../domain/sso/tpcd-answers';
import { TPCD_BOUND, TPCD_NOT_BOUND } from '../../domain/sso/tpcd-messages';
import { isTpcdNotBound } from '../../domain/sso/tpcd-answers';
import type { ServerContext } from '../context';
import { authenticate, readToken } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { bindTpcdMember } from '../services/sso/bind-tpcd-member';
import { checkSingleLamp } from '../services/sso/check-single-lamp';
import { findTpcdBinding } from '../services/sso/find-tpcd-binding';
import { finishTpcdLogin } from '../services/sso/finish-tpcd-login';
import { startTpcdLogin } from '../services/sso/start-tpcd-login';

/** An authorization code, state or ticket: opaque, never near this long. */
const opaque = { type: 'string', minLength: 1, maxLength: 2048 } as const;
const loginDataSchema = {
  type: 'object',
  properties: { code: opaque, state: opaque, flow: { type: 'string', minLength: 1, maxLength: 128 }, iss: opaque },
  required: ['code', 'state', 'flow'],
} as const;
const bindSchema = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 1, maxLength: 128 }, auth_id: { type: 'string', pattern: '^[0-9]+$' } },
  required: ['code', 'auth_id'],
} as const;
const lampSchema = { type: 'object', properties: { TOKEN: { type: 'string', maxLength: 512 } }, required: ['TOKEN'] } as const;

/** Registers the single-sign-on calls under the API prefix. */
export function memberSsoPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.get('/Member/TPCD_Status', async () => {
      const status: TpcdStatus = { configured: Boolean(ctx.config.tpcd) };
      return ok(status);
    });

    app.get('/Member/TPCD_Login_Url', async (_request, reply) => {
      // The answer carries single-use secrets: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok(await startTpcdLogin(ctx));
    });

    app.get('/Member/TPCD_Login_Data', async (request, reply) => {
      const input = checkParams(loginDataSchema, request.query);
      reply.header('cache-control', 'no-store');
      const answer = await finishTpcdLogin(ctx, input);
      return isTpcdNotBound(answer) ? ok(answer, TPCD_NOT_BOUND) : ok(answer);
    });

    app.get('/Member/Bind_TPCD_Member_Data', async (request, reply) => {
      const input = checkParams(bindSchema, request.query);
      const caller = await authenticate(ctx, request);
      reply.header('cache-control', 'no-store');
      return ok(await bindTpcdMember(ctx, caller, input.code, Number(input.auth_id)), TPCD_BOUND);
    });

    app.get('/Member/TPCD_Binding_Status', async (request) => {
      const caller = await authenticate(ctx, request);
      return ok(await findTpcdBinding(ctx, caller.id));
    });

    app.post('/Member/Singlelamp', async (request) => {
      const input = checkParams(lampSchema, request.body);
      return ok(await checkSingleLamp(ctx, input.TOKEN || readToken(request)));
    });
  };
}
