/**
 * Bind_TPCD_Member_Data: after a password sign-in, binds the provider subject of a binding ticket to the
 * caller's own account. The binding is a sign-in credential of that one account: it writes sso_bindings only,
 * never members.account_sso (the switching group) or any permission, so it cannot reach another account.
 */
import { and, eq } from 'drizzle-orm';
import { ConflictError, ForbiddenError, InputError } from '../../../domain/errors';
import { TPCD_MEMBER_TAKEN, TPCD_NOT_OWN_ACCOUNT, TPCD_SUBJECT_TAKEN, TPCD_TICKET_INVALID } from '../../../domain/sso/tpcd-messages';
import { ssoBindings, ssoBindTickets } from '../../db/schema';
import type { ServerContext } from '../../context';
import { digestToken } from '../../security/opaque-token';
import { requireTpcd } from './find-tpcd-client';

/** Binds the ticket's subject to account `authId`, which must be the caller's; all or nothing. */
export async function bindTpcdMember(ctx: ServerContext, caller: { id: number }, ticket: string, authId: number): Promise<{ bound_at: string }> {
  requireTpcd(ctx.config);
  // Checked before the ticket is touched, so a wrong auth_id leaves the ticket usable for the right account.
  if (authId !== caller.id) throw new ForbiddenError(TPCD_NOT_OWN_ACCOUNT, { log: `member ${caller.id} tried to bind SSO to member ${authId}` });
  return ctx.db.transaction(async (tx) => {
    // Deleting the ticket makes it single use; every refusal below rolls the deletion back with the rest.
    const [found] = await tx.delete(ssoBindTickets).where(eq(ssoBindTickets.ticketHash, digestToken(ticket))).returning();
    if (!found || found.expiresAt.getTime() <= Date.now()) throw new InputError(TPCD_TICKET_INVALID, { log: `member ${caller.id} sent an unknown, used or expired SSO binding ticket` });
    const [holder] = await tx
      .select({ memberId: ssoBindings.memberId, boundAt: ssoBindings.boundAt })
      .from(ssoBindings)
      .where(and(eq(ssoBindings.issuer, found.issuer), eq(ssoBindings.subject, found.subject)));
    if (holder && holder.memberId !== caller.id) {
      throw new ConflictError(TPCD_SUBJECT_TAKEN, { log: `member ${caller.id} tried to bind an SSO subject bound to member ${holder.memberId}` });
    }
    if (holder) return { bound_at: holder.boundAt.toISOString() };
    const [mine] = await tx.select({ subject: ssoBindings.subject }).from(ssoBindings).where(eq(ssoBindings.memberId, caller.id));
    if (mine) throw new ConflictError(TPCD_MEMBER_TAKEN, { log: `member ${caller.id} is bound to another SSO subject already` });
    const [row] = await tx.insert(ssoBindings).values({ memberId: caller.id, issuer: found.issuer, subject: found.subject }).returning();
    return { bound_at: row!.boundAt.toISOString() };
  });
}
