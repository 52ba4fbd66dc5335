/**
 * Enable_User: puts a disabled user back to state 1 and clears the reason. Only an account the administrator
 * manages (src/domain/access/grant-rules.ts) may be enabled.
 */
import { eq } from 'drizzle-orm';
import { USER_STATES } from '../../../domain/admin/list-defaults';
import { members } from '../../db/schema';
import type { ServerContext } from '../../context';
import type { Grantor } from '../admin/assert-may-grant';
import { assertMayManageAccount } from '../admin/assert-may-manage-account';

/** Enables member `id`. */
export async function enableUser(ctx: ServerContext, caller: Grantor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await assertMayManageAccount(tx, caller, id, { touchesPermissions: true });
    await tx.update(members).set({ state: USER_STATES.active, stateDescribe: '', stateChangedAt: new Date(), stateChangedBy: caller.id }).where(eq(members.id, id));
  });
}
