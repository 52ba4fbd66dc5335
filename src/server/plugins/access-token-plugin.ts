/** AccessToken/Verification and VerificationOnly: is the token alive, and who is it. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { authenticate, readToken } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { buildSessionUser } from '../services/member/build-session-user';
import { findTokenMember } from '../services/member/issue-access-token';

const tokenSchema = { type: 'object', properties: { AccessToken: { type: 'string' } } } as const;

/** Registers the two verification calls. The token comes in the body, or else in the headers. */
export function accessTokenPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.post('/AccessToken/Verification', async (request) => {
      const input = checkParams(tokenSchema, request.body);
      const token = input.AccessToken || readToken(request);
      const caller = await authenticate(ctx, request, [0], token);
      const content = await buildSessionUser(ctx.db, caller.id, caller.token);
      return ok({ content, preview: content.preview });
    });

    app.post('/AccessToken/VerificationOnly', async (request) => {
      const input = checkParams(tokenSchema, request.body);
      const { memberId, expiresAt } = await findTokenMember(ctx, input.AccessToken || readToken(request));
      return ok({ valid: true, userID: memberId, expires: expiresAt.toISOString() });
    });
  };
}
