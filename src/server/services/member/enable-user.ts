/** Enable_User: puts a disabled user back to state 1 and clears the reason. */
import { eq } from 'drizzle-orm';
import { USER_STATES } from '../../../domain/admin/list-defaults';
import { NotFoundError } from '../../../domain/errors';
import { members } from '../../db/schema';
import type { ServerContext } from '../../context';

/** Enables member `id`. */
export async function enableUser(ctx: ServerContext, callerId: number, id: number): Promise<void> {
  const updated = await ctx.db
    .update(members)
    .set({ state: USER_STATES.active, stateDescribe: '', stateChangedAt: new Date(), stateChangedBy: callerId })
    .where(eq(members.id, id))
    .returning({ id: members.id });
  if (updated.length === 0) throw new NotFoundError('查無此使用者');
}
