/**
 * Singlelamp {TOKEN}: the single-sign-on "lamp" (單點, read as "single lamp") — a heartbeat telling the browser
 * whether its session is still lit. It checks the token as every call does (live, not revoked, account
 * enabled and within its dateline), does not extend it, and answers the session user. See docs/single-sign-on.md.
 */
import type { SinglelampAnswer } from '../../../domain/sso/tpcd-answers';
import type { ServerContext } from '../../context';
import { buildSessionUser } from '../member/build-session-user';
import { findTokenMember } from '../member/issue-access-token';
import { findTpcdBinding } from './find-tpcd-binding';

/** The session behind `token`, or an UnauthenticatedError (401) when it is gone. */
export async function checkSingleLamp(ctx: ServerContext, token: string | undefined): Promise<SinglelampAnswer> {
  const { memberId, expiresAt } = await findTokenMember(ctx, token);
  const binding = await findTpcdBinding(ctx, memberId);
  return { valid: true, expires: expiresAt.toISOString(), sso_bound: binding.bound, user: await buildSessionUser(ctx.db, memberId, token!) };
}
