/** Ends a member's sessions: after a password change or reset, or when the account may no longer be used. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/connect-database';
import { accessTokens } from '../../db/schema';
import { digestToken } from '../../security/opaque-token';

/** Revokes every live token of the member except `keepToken` (the caller's own, when given). */
export async function revokeMemberSessions(db: Pick<Database, 'update'>, memberId: number, keepToken?: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.memberId, memberId),
        isNull(accessTokens.revokedAt),
        keepToken === undefined ? undefined : ne(accessTokens.tokenHash, digestToken(keepToken)),
      ),
    );
}
