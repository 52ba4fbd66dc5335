/** Sign-in with account, password and captcha: answers the session user with a new token. */
import { eq } from 'drizzle-orm';
import { refuseAccountUse } from '../../../domain/access/account-usability';
import type { SessionUser } from '../../../domain/access/session-user';
import { InputError } from '../../../domain/errors';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';
import { members } from '../../db/schema';
import type { ServerContext } from '../../context';
import { consumeCaptcha } from '../captcha/consume-captcha';
import { buildSessionUser } from './build-session-user';
import { issueAccessToken } from './issue-access-token';
import { checkPasswordAttempt } from './throttle-sign-in';

/** What the sign-in form sends. */
export interface SignInInput {
  account: string;
  authword: string;
  captcha: string;
  client: string;
}

/**
 * Checks the captcha, then the password (throttled per account at `address`, per account and per address),
 * the account's state and dateline, and issues a token.
 */
export async function signIn(ctx: ServerContext, input: SignInInput, address: string): Promise<SessionUser> {
  const account = input.account.trim();
  // The captcha first: a guess that has not solved one must not even count against the account's owner.
  await consumeCaptcha(ctx, input.client, input.captcha);
  const [member] = await ctx.db.select().from(members).where(eq(members.account, account));
  const valid = await checkPasswordAttempt(ctx, { account, address, kind: 'signIn' }, input.authword, member?.authwordHash);
  if (!member || !valid) throw new InputError('帳號或密碼錯誤', { log: `failed sign-in for ${account} from ${address}` });
  const refusal = refuseAccountUse(member, todayInTaiwan());
  if (refusal) throw new InputError(refusal);
  const token = await issueAccessToken(ctx, member.id);
  return buildSessionUser(ctx.db, member.id, token);
}
