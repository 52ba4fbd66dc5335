/** Delete_User: disables a user with a reason (a soft delete); the user can no longer sign in and every token is revoked. */
import { and, eq, isNull } from 'drizzle-orm';
import { USER_STATES } from '../../../domain/admin/list-defaults';
import { InputError, NotFoundError } from '../../../domain/errors';
import { accessTokens, members } from '../../db/schema';
import type { ServerContext } from '../../context';

/** Disables member `id`, keeping the reason in state_describe. */
export async function disableUser(ctx: ServerContext, callerId: number, id: number, reason: string): Promise<void> {
  // Disabling oneself would lock the administrator out in the middle of the work.
  if (id === callerId) throw new InputError('不可停用自己的帳號');
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(members)
      .set({ state: USER_STATES.disabled, stateDescribe: reason, stateChangedAt: new Date(), stateChangedBy: callerId })
      .where(eq(members.id, id))
      .returning({ id: members.id });
    if (updated.length === 0) throw new NotFoundError('查無此使用者');
    await tx.update(accessTokens).set({ revokedAt: new Date() }).where(and(eq(accessTokens.memberId, id), isNull(accessTokens.revokedAt)));
  });
}
