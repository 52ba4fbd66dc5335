/** Issues, looks up and revokes sign-in tokens; only their SHA-256 is stored. */
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { refuseAccountUse } from '../../../domain/access/account-usability';
import { UnauthenticatedError } from '../../../domain/errors';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';
import { accessTokens, members } from '../../db/schema';
import { createOpaqueToken, digestToken } from '../../security/opaque-token';
import type { ServerContext } from '../../context';
import { revokeMemberSessions } from './revoke-member-sessions';

/** Creates a token for the member, valid for the configured lifetime. */
export async function issueAccessToken(ctx: ServerContext, memberId: number): Promise<string> {
  const token = createOpaqueToken();
  const expiresAt = new Date(Date.now() + ctx.config.tokenTtlMinutes * 60_000);
  await ctx.db.insert(accessTokens).values({ tokenHash: digestToken(token), memberId, expiresAt });
  // Old expired rows are dead weight for the lookup index.
  await ctx.db.delete(accessTokens).where(and(eq(accessTokens.memberId, memberId), lt(accessTokens.expiresAt, new Date())));
  return token;
}

/** The member behind a live token of a usable account (enabled, not past its dateline), or an UnauthenticatedError. */
export async function findTokenMember(ctx: ServerContext, token: string | undefined): Promise<{ memberId: number; expiresAt: Date }> {
  if (!token) throw new UnauthenticatedError('請先登入');
  const [row] = await ctx.db
    .select({ memberId: accessTokens.memberId, expiresAt: accessTokens.expiresAt, state: members.state, dateline: members.dateline })
    .from(accessTokens)
    .innerJoin(members, eq(accessTokens.memberId, members.id))
    .where(and(eq(accessTokens.tokenHash, digestToken(token)), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, new Date())));
  if (!row) throw new UnauthenticatedError('登入逾時或憑證無效，請重新登入');
  const refusal = refuseAccountUse(row, todayInTaiwan());
  if (refusal) {
    // A disabled or expired account keeps no session, even if it is enabled or extended later.
    await revokeMemberSessions(ctx.db, row.memberId);
    throw new UnauthenticatedError(refusal, { log: `token of member ${row.memberId} refused: ${refusal}` });
  }
  return { memberId: row.memberId, expiresAt: row.expiresAt };
}

/** Revokes one token (sign-out), or every token of a member when `allOfMember` is set. */
export async function revokeAccessToken(ctx: ServerContext, token: string, allOfMember?: number): Promise<void> {
  const now = new Date();
  await ctx.db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      allOfMember === undefined
        ? eq(accessTokens.tokenHash, digestToken(token))
        : or(eq(accessTokens.tokenHash, digestToken(token)), eq(accessTokens.memberId, allOfMember)),
    );
}
