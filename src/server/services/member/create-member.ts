/**
 * Inserts a member with its group memberships in one transaction; the account must be free, and the grant
 * rule must allow the codes its job title and groups carry and the identity it is bound to.
 */
import { eq } from 'drizzle-orm';
import { USER_DEFAULTS } from '../../../domain/admin/list-defaults';
import { ConflictError } from '../../../domain/errors';
import { groupMembers, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { assertMayGrant, type Grantor } from '../admin/assert-may-grant';
import { assertMayBindIdentity } from '../admin/assert-may-manage-account';
import { findGrantedCodes } from './find-granted-codes';
import type { ReadUser } from './read-user-input';

/** Creates the member and answers its id; ConflictError when the account is taken, ForbiddenError when the caller may not grant it. */
export async function createMember(db: Database, caller: Grantor, user: ReadUser, authwordHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: members.id }).from(members).where(eq(members.account, user.values.account));
    if (taken) throw new ConflictError('帳號已存在', { fields: { account: '帳號已存在' } });
    await assertMayGrant(tx, caller, { granted: await findGrantedCodes(tx, user.values.dacId, user.groupIds ?? []), affectedIds: [], what: `new account ${user.values.account}` });
    await assertMayBindIdentity(tx, caller, user.values.accountSso);
    const [row] = await tx
      .insert(members)
      .values({ ...user.values, authwordHash, state: USER_DEFAULTS.state, stateDescribe: '' })
      .returning({ id: members.id });
    const id = row!.id;
    if (user.groupIds?.length) await tx.insert(groupMembers).values(user.groupIds.map((groupId) => ({ groupId, memberId: id })));
    return id;
  });
}
