/**
 * The server side of the account rule (src/domain/access/grant-rules.ts) for every call that manages another
 * account: editing, disabling or enabling it, changing its fields, binding accounts to it. Services call it
 * before they write (inside their transaction where there is one), so a refusal changes nothing.
 */
import { eq } from 'drizzle-orm';
import { refuseAccountManagement } from '../../../domain/access/grant-rules';
import { ForbiddenError, NotFoundError } from '../../../domain/errors';
import { members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import type { Grantor } from './assert-may-grant';
import { findAccountCodes } from './find-account-codes';

/**
 * Throws unless the caller may manage account `targetId`: NotFoundError when there is no such account,
 * ForbiddenError when it holds codes the caller lacks (or 90 without 90), or is the caller's own and the
 * change touches permissions.
 */
export async function assertMayManageAccount(db: Database, caller: Grantor, targetId: number, options: { touchesPermissions: boolean }): Promise<void> {
  const [target] = await findAccountCodes(db, [targetId]);
  if (!target) throw new NotFoundError('查無此使用者');
  const refusal = refuseAccountManagement(caller, target, options);
  if (refusal) {
    throw new ForbiddenError(refusal, { log: `member ${caller.id} (codes [${caller.codes}]) may not manage member ${targetId} (codes [${target.codes}])` });
  }
}

/**
 * Throws unless the caller may bind an account to identity `accountSso`: accounts sharing it switch into each
 * other without a password (Login_Account_Binding), so the caller must manage every account already bound to
 * it. `exceptId` is the account being bound.
 */
export async function assertMayBindIdentity(db: Database, caller: Grantor, accountSso: string | null, exceptId?: number): Promise<void> {
  if (!accountSso) return;
  const bound = await db.select({ id: members.id }).from(members).where(eq(members.accountSso, accountSso));
  const others = bound.map((b) => b.id).filter((id) => id !== exceptId);
  for (const target of await findAccountCodes(db, others)) {
    const refusal = refuseAccountManagement(caller, target, { touchesPermissions: false });
    if (refusal) {
      throw new ForbiddenError(refusal, { log: `member ${caller.id} (codes [${caller.codes}]) may not bind an account to member ${target.id} (codes [${target.codes}])` });
    }
  }
}
