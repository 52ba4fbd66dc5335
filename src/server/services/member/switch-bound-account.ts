/**
 * Login_Account_Binding: switches to a bound account without signing in again. The binding is checked, a
 * token is issued for the bound account, and the caller's old token is revoked (one session per switch).
 */
import type { SessionUser } from '../../../domain/access/session-user';
import { ForbiddenError, InputError } from '../../../domain/errors';
import type { ServerContext } from '../../context';
import { buildSessionUser } from './build-session-user';
import { issueAccessToken, revokeAccessToken } from './issue-access-token';
import { listBoundAccounts } from './list-bound-accounts';

/** Answers the session user of `targetId` with a new token. */
export async function switchBoundAccount(ctx: ServerContext, caller: { id: number; token: string }, targetId: number): Promise<SessionUser> {
  if (targetId === caller.id) throw new InputError('已是目前登入的帳號');
  const bound = await listBoundAccounts(ctx.db, caller.id);
  if (!bound.some((a) => a.id === targetId && !a.current)) {
    throw new ForbiddenError('此帳號未與您的帳號綁定或已停用', { log: `member ${caller.id} tried to switch to unbound ${targetId}` });
  }
  const token = await issueAccessToken(ctx, targetId);
  await revokeAccessToken(ctx, caller.token);
  return buildSessionUser(ctx.db, targetId, token);
}
