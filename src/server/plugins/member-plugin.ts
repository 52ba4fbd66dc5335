/** The Member service: sign-in, sign-out, captcha, password check/change and the reset-by-mail flow. */
import type { FastifyInstance } from 'fastify';
import { InputError } from '../../domain/errors';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { issueCaptcha } from '../services/captcha/issue-captcha';
import { changePassword, checkPassword, checkResetLink, resetPassword } from '../services/member/change-password';
import { revokeAccessToken } from '../services/member/issue-access-token';
import { RESET_SENT_MESSAGE, sendResetMail } from '../services/member/send-reset-mail';
import { signIn } from '../services/member/sign-in';

const str = { type: 'string' } as const;
const requiredStr = { type: 'string', minLength: 1 } as const;

const loginSchema = {
  type: 'object',
  properties: { account: requiredStr, authword: requiredStr, captcha: requiredStr, client: requiredStr },
  required: ['account', 'authword', 'captcha', 'client'],
} as const;
const logoutSchema = {
  type: 'object',
  properties: { TOKEN: str, MEMBER_ID: { type: ['number', 'string'] } },
  required: ['TOKEN'],
} as const;
const checkAuthwordSchema = {
  type: 'object',
  properties: { account: requiredStr, authword: requiredStr },
  required: ['account', 'authword'],
} as const;
const editAuthwordSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, new_authword: requiredStr, check_authword: requiredStr, authword: str },
  required: ['id', 'new_authword', 'check_authword'],
} as const;
const forgetSchema = {
  type: 'object',
  properties: { account: requiredStr, email: requiredStr, url: requiredStr },
  required: ['account', 'email', 'url'],
} as const;
const resetSchema = {
  type: 'object',
  properties: { token: requiredStr, new_authword: requiredStr, check_authword: requiredStr },
  required: ['token', 'new_authword', 'check_authword'],
} as const;
const resetCheckSchema = { type: 'object', properties: { token: requiredStr }, required: ['token'] } as const;

/** Registers the Member calls of this area under the API prefix. */
export function memberPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { client: string } }>('/Member/Captcha/:client', async (request, reply) => {
      const client = request.params.client;
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(client)) throw new InputError("'client'格式不符合");
      const svg = await issueCaptcha(ctx, client);
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
    });

    app.post('/Member/Login_User', async (request) => {
      const input = checkParams(loginSchema, request.body);
      return ok(await signIn(ctx, input, request.ip));
    });

    app.post('/Member/Logout_User', async (request) => {
      const input = checkParams(logoutSchema, request.body);
      await revokeAccessToken(ctx, input.TOKEN);
      return ok(null, '已登出');
    });

    app.post('/Member/Check_Authword', async (request) => {
      const input = checkParams(checkAuthwordSchema, request.body);
      const caller = await authenticate(ctx, request);
      const match = await checkPassword(ctx, caller.id, input.account, input.authword);
      if (!match) throw new InputError('密碼錯誤');
      return ok({ match });
    });

    app.patch('/Member/Edit_Authword', async (request) => {
      const input = checkParams(editAuthwordSchema, request.body);
      const caller = await authenticate(ctx, request);
      await changePassword(ctx, caller, input);
      return ok(null, '密碼已變更');
    });

    app.post('/Member/Forget_Send_Email', async (request) => {
      const input = checkParams(forgetSchema, request.body);
      await sendResetMail(ctx, input, `${request.protocol}://${request.host}`);
      return ok(null, RESET_SENT_MESSAGE);
    });

    app.post('/Member/Check_Reset_Token', async (request) => {
      const input = checkParams(resetCheckSchema, request.body);
      return ok(await checkResetLink(ctx, input.token));
    });

    app.post('/Member/Reset_Authword', async (request) => {
      const input = checkParams(resetSchema, request.body);
      await resetPassword(ctx, input);
      return ok(null, '密碼已重設，請以新密碼登入');
    });
  };
}
