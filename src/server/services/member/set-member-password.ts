/**
 * The one way an existing member's password changes (own change, administrator, reset link): the new hash,
 * the end of the member's other sessions and of any reset link still open, in the caller's transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect-database';
import { members, passwordResets } from '../../db/schema';
import { revokeMemberSessions } from './revoke-member-sessions';

/**
 * Stores `authwordHash` for the member. `keepToken` is the session that made the change (a user changing their
 * own password stays signed in there); every other session ends.
 */
export async function setMemberPassword(tx: Pick<Database, 'update'>, memberId: number, authwordHash: string, keepToken?: string): Promise<void> {
  await tx.update(members).set({ authwordHash }).where(eq(members.id, memberId));
  await revokeMemberSessions(tx, memberId, keepToken);
  // A link asked for before the change must not undo it.
  await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}
