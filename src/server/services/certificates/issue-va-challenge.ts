/** VA/GetCRToken: a random challenge for the caller's card to sign; only its SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { vaChallenges } from '../../db/schema';

/** How long a challenge may be signed and sent back. */
export const VA_CHALLENGE_MINUTES = 5;

/** The stored form of a challenge: SHA-256 hex of its UTF-8 bytes, which is also a SHA-256 signature's messageDigest. */
export function challengeHash(token: string | Uint8Array): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a challenge for member `memberId`; answers the token (hex, signed as its ASCII text) and its expiry. */
export async function issueVaChallenge(ctx: ServerContext, memberId: number): Promise<{ token: string; expiresAt: Date }> {
  // Hex, so the card component signs exactly these ASCII bytes whatever encoding it assumes.
  const token = randomBytes(32).toString('hex');
  const expiresAt = new Date(Date.now() + VA_CHALLENGE_MINUTES * 60_000);
  // Old unclaimed challenges of this member go: nobody can use them any more.
  await ctx.db.delete(vaChallenges).where(and(eq(vaChallenges.memberId, memberId), lt(vaChallenges.expiresAt, new Date(Date.now() - 60 * 60_000))));
  await ctx.db.insert(vaChallenges).values({ memberId, tokenHash: challengeHash(token), expiresAt });
  return { token, expiresAt };
}
