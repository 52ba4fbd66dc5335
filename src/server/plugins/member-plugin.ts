/**
 * The Member service: sign-in, sign-out, captcha, password check/change and the reset-by-mail flow; users
 * of both origins (add, edit, disable, enable, lists); account binding; the personal notebook.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACTIVATION_MAIL_FAILED_MESSAGE, ACTIVATION_MAILED_MESSAGE } from '../../domain/admin/activation-mail-messages';
import { NOTE_CONTENT_MAX } from '../../domain/admin/note-html-policy';
import { ADMIN_CODES, PICKER_CODES } from '../../domain/admin/admin-codes';
import { ForbiddenError, InputError, NotFoundError } from '../../domain/errors';
import { missingParamMessage } from '../../domain/param-messages';
import type { ServerContext } from '../context';
import { authenticate, readToken } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { statusOf } from '../http/map-error';
import { ok } from '../http/reply-envelope';
import { addCompanyUser } from '../services/member/add-company-user';
import { addUser } from '../services/member/add-user';
import { disableUser } from '../services/member/disable-user';
import { editUser } from '../services/member/edit-user';
import { editUserField } from '../services/member/edit-user-field';
import { enableUser } from '../services/member/enable-user';
import { findRemainTimes } from '../services/member/find-remain-times';
import { findUser } from '../services/member/find-user';
import { findUserBelong } from '../services/member/find-user-belong';
import { listBoundAccounts } from '../services/member/list-bound-accounts';
import { listAllUsers, listUserPage } from '../services/member/list-users';
import { switchBoundAccount } from '../services/member/switch-bound-account';
import { createNote } from '../services/notebook/create-note';
import { deleteNotes } from '../services/notebook/delete-notes';
import { editNote } from '../services/notebook/edit-note';
import { findNote } from '../services/notebook/find-note';
import { searchNotes } from '../services/notebook/search-notes';
import { issueCaptcha } from '../services/captcha/issue-captcha';
import { changePassword, checkPassword, checkResetLink, resetPassword } from '../services/member/change-password';
import { revokeAccessToken } from '../services/member/issue-access-token';
import { RESET_SENT_MESSAGE, sendResetMail } from '../services/member/send-reset-mail';
import { signIn } from '../services/member/sign-in';

const str = { type: 'string' } as const;
/** A note's rich text: longer than the shared string bound allows. */
const noteContent = { type: 'string', maxLength: NOTE_CONTENT_MAX } as const;
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

const int = { type: 'integer' } as const;
const page = { type: 'integer', minimum: 1, default: 1 } as const;
const optionalText = { type: ['string', 'null'] } as const;
/** tel: an array of strings, or that array as JSON text (N/A for none). */
const tel = { type: ['string', 'array'], items: { type: 'string' } } as const;
const userFields = {
  account: requiredStr,
  dac_id: int,
  dep_id: int,
  cname: requiredStr,
  ename: str,
  tel,
  authnum: str,
  email: requiredStr,
  basefrom: { type: 'string', enum: ['GOV', 'PUB'] },
  dateline: str,
  job_name: str,
  worknum: str,
  supervise: { type: 'string', enum: ['0', '1'] },
  account_sso: optionalText,
  group_ids: { type: 'array', items: int },
} as const;
const addUserSchema = {
  type: 'object',
  properties: { ...userFields, authword: requiredStr },
  required: ['account', 'authword', 'dac_id', 'cname', 'tel', 'authnum', 'email', 'basefrom'],
} as const;
const addCompanyUserSchema = {
  type: 'object',
  properties: { ...userFields, authword: str },
  required: ['account', 'dac_id', 'cname', 'tel', 'authnum', 'email'],
} as const;
const editUserSchema = {
  type: 'object',
  properties: { ...userFields, id: int },
  required: ['id', 'account', 'dac_id', 'cname', 'tel', 'authnum', 'email'],
} as const;
const idSchema = { type: 'object', properties: { id: int }, required: ['id'] } as const;
const deleteUserSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]+$' }, state_describe: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['id', 'state_describe'],
} as const;
const authnumSchema = { type: 'object', properties: { id: int, authnum: str }, required: ['id', 'authnum'] } as const;
const nameSchema = { type: 'object', properties: { id: int, cname: requiredStr }, required: ['id', 'cname'] } as const;
const telSchema = { type: 'object', properties: { id: int, tel }, required: ['id', 'tel'] } as const;
const govListSchema = {
  type: 'object',
  properties: { state: { type: 'integer', default: 1 }, Keyword: optionalText, dep_id: int },
  required: ['dep_id'],
} as const;
const govPageSchema = {
  type: 'object',
  properties: { state: int, dep_id: int, Keyword: optionalText, page, actor_id: int, job_id: int },
  required: ['dep_id'],
} as const;
const pubPageSchema = {
  type: 'object',
  properties: { state: int, dep_id: int, id: int, Keyword: optionalText, page },
} as const;
const bindingSchema = { type: 'object', properties: { AccessToken: str } } as const;
const switchSchema = { type: 'object', properties: { AccessToken: str, member_id: int }, required: ['member_id'] } as const;
const noteSearchSchema = {
  type: 'object',
  properties: { auth_id: int, page, keyword: optionalText, date_range_start: optionalText, date_range_end: optionalText },
  required: ['auth_id'],
} as const;
const noteIdSchema = { type: 'object', properties: { note_id: int }, required: ['note_id'] } as const;
const noteSchema = {
  type: 'object',
  properties: { html_content: noteContent, title: requiredStr, auth_id: int },
  required: ['html_content', 'title', 'auth_id'],
} as const;
const noteEditSchema = {
  type: 'object',
  properties: { html_content: noteContent, title: requiredStr, auth_id: int, note_id: int },
  required: ['html_content', 'title', 'auth_id', 'note_id'],
} as const;
const noteDeleteSchema = {
  type: 'object',
  properties: { note_id: { type: 'array', items: int, minItems: 1 } },
  required: ['note_id'],
} as const;

/**
 * Member list calls answer an empty list when they fail (spec document 1 §8), still with the 4xx and the
 * reason (a department outside the caller's directory scope among them).
 */
async function listOrEmpty<T>(reply: FastifyReply, work: () => Promise<T[]>): Promise<unknown> {
  try {
    return ok(await work());
  } catch (e) {
    if (e instanceof InputError || e instanceof NotFoundError || e instanceof ForbiddenError) {
      return reply.status(statusOf(e)).send({ status: 'error', message: e.userMessage, data: [] });
    }
    throw e;
  }
}

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
      const match = await checkPassword(ctx, caller.id, input.account, input.authword, request.ip);
      if (!match) throw new InputError('密碼錯誤');
      return ok({ match });
    });

    app.patch('/Member/Edit_Authword', async (request) => {
      const input = checkParams(editAuthwordSchema, request.body);
      const caller = await authenticate(ctx, request);
      await changePassword(ctx, caller, input, request.ip);
      return ok(null, '密碼已變更');
    });

    app.post('/Member/Forget_Send_Email', async (request) => {
      const input = checkParams(forgetSchema, request.body);
      await sendResetMail(ctx, input, request.ip);
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
    // Users of both origins: administrators (37) keep them.
    app.post('/Member/Add_User', async (request) => {
      const input = checkParams(addUserSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.users]);
      return ok(await addUser(ctx, caller, input), '新增成功');
    });

    app.post('/Member/Add_SUP_EMAIL', async (request) => {
      const input = checkParams(addCompanyUserSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.users]);
      const { user, mailed } = await addCompanyUser(ctx, caller, input);
      return ok(user, mailed ? ACTIVATION_MAILED_MESSAGE : ACTIVATION_MAIL_FAILED_MESSAGE);
    });

    app.patch('/Member/Edit_User', async (request) => {
      const input = checkParams(editUserSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.users]);
      return ok(await editUser(ctx, caller, input), '修改成功');
    });

    app.delete('/Member/Delete_User', async (request) => {
      const input = checkParams(deleteUserSchema, { ...(request.body as object | undefined), ...(request.query as object) });
      const caller = await authenticate(ctx, request, [ADMIN_CODES.users]);
      await disableUser(ctx, caller, Number(input.id), input.state_describe.trim());
      return ok(null, '已停用');
    });

    app.post('/Member/Enable_User', async (request) => {
      const input = checkParams(idSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.users]);
      await enableUser(ctx, caller, input.id);
      return ok(null, '已啟用');
    });

    app.patch('/Member/Edit_User_Authnum', async (request) => {
      const input = checkParams(authnumSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.personal, ADMIN_CODES.users]);
      return ok(await editUserField(ctx, caller, input.id, { authnum: input.authnum }), '修改成功');
    });

    app.patch('/Member/Edit_User_Name', async (request) => {
      const input = checkParams(nameSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.personal, ADMIN_CODES.users]);
      return ok(await editUserField(ctx, caller, input.id, { cname: input.cname }), '修改成功');
    });

    app.patch('/Member/Edit_User_Tel', async (request) => {
      const input = checkParams(telSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.personal, ADMIN_CODES.users]);
      return ok(await editUserField(ctx, caller, input.id, { tel: input.tel }), '修改成功');
    });

    app.post('/Member/Search_User', async (request) => {
      const input = checkParams(idSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.personal, ADMIN_CODES.users]);
      return ok(await findUser(ctx, caller, input.id));
    });

    app.post('/Member/Search_User_Belong', async (request) => {
      const input = checkParams(idSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.personal, ADMIN_CODES.users]);
      return ok(await findUserBelong(ctx, caller, input.id));
    });

    app.post('/Member/Search_User_Remain_Times', async (request) => {
      const input = checkParams(idSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.personal, ADMIN_CODES.users]);
      return ok(await findRemainTimes(ctx, caller, input.id));
    });

    app.post('/Member/Search_User_GOV_List', async (request, reply) => {
      const caller = await authenticate(ctx, request, PICKER_CODES);
      return listOrEmpty(reply, async () => {
        const input = checkParams(govListSchema, request.body);
        return listAllUsers(ctx.db, caller, { basefrom: 'GOV', depId: input.dep_id, state: input.state, keyword: input.Keyword ?? undefined });
      });
    });

    app.post('/Member/Search_User_GOV_List_NEW', async (request) => {
      const input = checkParams(govPageSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.users]);
      const filters = { basefrom: 'GOV' as const, depId: input.dep_id, state: input.state, keyword: input.Keyword ?? undefined, roleId: input.actor_id, jobId: input.job_id };
      return ok(await listUserPage(ctx.db, caller, filters, input.page));
    });

    app.post('/Member/Search_User_PUB_List_NEW', async (request) => {
      const input = checkParams(pubPageSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.users]);
      const depId = input.dep_id ?? input.id;
      if (depId === undefined) throw new InputError(missingParamMessage('dep_id|id'));
      return ok(await listUserPage(ctx.db, caller, { basefrom: 'PUB', depId, state: input.state, keyword: input.Keyword ?? undefined }, input.page ?? 1));
    });

    // Account binding: switching accounts is part of signing in, so any signed-in user may ask.
    app.post('/Member/Get_Binding_Accounts', async (request) => {
      const input = checkParams(bindingSchema, request.body);
      const caller = await authenticate(ctx, request, [0], input.AccessToken || readToken(request));
      return ok(await listBoundAccounts(ctx.db, caller.id));
    });

    app.post('/Member/Login_Account_Binding', async (request) => {
      const input = checkParams(switchSchema, request.body);
      const caller = await authenticate(ctx, request, [0], input.AccessToken || readToken(request));
      return ok(await switchBoundAccount(ctx, caller, input.member_id), '已切換帳號');
    });

    // The personal notebook (82): only the caller's own notes, HTML sanitised on the server.
    app.post('/Member/Search_Personal_Notebook', async (request) => {
      const input = checkParams(noteSearchSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.notebook]);
      return ok(await searchNotes(ctx, caller.id, input));
    });

    app.post('/Member/Search_Personal_Notebook_Detail', async (request) => {
      const input = checkParams(noteIdSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.notebook]);
      return ok(await findNote(ctx, caller.id, input.note_id));
    });

    app.post('/Member/Create_Personal_Notebook', async (request) => {
      const input = checkParams(noteSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.notebook]);
      return ok(await createNote(ctx, caller.id, input), '新增成功');
    });

    app.post('/Member/Edit_Personal_Notebook', async (request) => {
      const input = checkParams(noteEditSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.notebook]);
      return ok(await editNote(ctx, caller.id, input), '修改成功');
    });

    app.post('/Member/Delete_Personal_Notebook', async (request) => {
      const input = checkParams(noteDeleteSchema, request.body);
      const caller = await authenticate(ctx, request, [ADMIN_CODES.notebook]);
      return ok({ deleted: await deleteNotes(ctx, caller.id, input.note_id) }, '刪除成功');
    });
  };
}
