/**
 * Delete_User: disables a user with a reason (a soft delete); the user can no longer sign in and every token
 * is revoked. Only an account the administrator manages (src/domain/access/grant-rules.ts) may be disabled.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { USER_STATES } from '../../../domain/admin/list-defaults';
import { InputError } from '../../../domain/errors';
import { accessTokens, members } from '../../db/schema';
import type { ServerContext } from '../../context';
import type { Grantor } from '../admin/assert-may-grant';
import { assertMayManageAccount } from '../admin/assert-may-manage-account';

/** Disables member `id`, keeping the reason in state_describe. */
export async function disableUser(ctx: ServerContext, caller: Grantor, id: number, reason: string): Promise<void> {
  // Disabling oneself would lock the administrator out in the middle of the work.
  if (id === caller.id) throw new InputError('不可停用自己的帳號');
  await ctx.db.transaction(async (tx) => {
    await assertMayManageAccount(tx, caller, id, { touchesPermissions: true });
    await tx
      .update(members)
      .set({ state: USER_STATES.disabled, stateDescribe: reason, stateChangedAt: new Date(), stateChangedBy: caller.id })
      .where(eq(members.id, id));
    await tx.update(accessTokens).set({ revokedAt: new Date() }).where(and(eq(accessTokens.memberId, id), isNull(accessTokens.revokedAt)));
  });
}
