/** Sign-in with account, password and captcha: answers the session user with a new token. */
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/access/session-user';
import { InputError } from '../../../domain/errors';
import { members } from '../../db/schema';
import { verifyPassword } from '../../security/hash-password';
import type { ServerContext } from '../../context';
import { consumeCaptcha } from '../captcha/consume-captcha';
import { buildSessionUser } from './build-session-user';
import { issueAccessToken } from './issue-access-token';
import { assertNotThrottled, clearSignInFailures, recordSignInFailure } from './throttle-sign-in';

/** What the sign-in form sends. */
export interface SignInInput {
  account: string;
  authword: string;
  captcha: string;
  client: string;
}

/** Checks throttle, captcha, password, state and expiry, then issues a token. */
export async function signIn(ctx: ServerContext, input: SignInInput, address: string): Promise<SessionUser> {
  const account = input.account.trim();
  await assertNotThrottled(ctx, account, address);
  await consumeCaptcha(ctx, input.client, input.captcha);
  const [member] = await ctx.db.select().from(members).where(eq(members.account, account));
  const valid = member ? await verifyPassword(input.authword, member.authwordHash) : false;
  if (!member || !valid) {
    await recordSignInFailure(ctx, account, address);
    throw new InputError('帳號或密碼錯誤', { log: `failed sign-in for ${account} from ${address}` });
  }
  if (member.state !== 1) throw new InputError('帳號已停用，請洽系統管理員');
  if (new Date(`${member.dateline}T23:59:59+08:00`).getTime() < Date.now()) {
    throw new InputError('帳號已逾使用期限，請洽系統管理員');
  }
  await clearSignInFailures(ctx, account);
  const token = await issueAccessToken(ctx, member.id);
  return buildSessionUser(ctx.db, member.id, token);
}
