/** TPCD_Binding_Status: whether the caller's account is bound to a single-sign-on subject (personal information). */
import { eq } from 'drizzle-orm';
import type { TpcdBindingStatus } from '../../../domain/sso/tpcd-answers';
import { ssoBindings } from '../../db/schema';
import type { ServerContext } from '../../context';

/** The binding of `memberId`; the subject itself is not answered (it is the provider's identifier, not the user's). */
export async function findTpcdBinding(ctx: ServerContext, memberId: number): Promise<TpcdBindingStatus> {
  const [row] = await ctx.db.select({ boundAt: ssoBindings.boundAt }).from(ssoBindings).where(eq(ssoBindings.memberId, memberId));
  return { configured: Boolean(ctx.config.tpcd), bound: Boolean(row), bound_at: row ? row.boundAt.toISOString() : null };
}
