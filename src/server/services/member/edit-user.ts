/**
 * Edit_User: an administrator changes a user's fields, job title and (when sent) groups. The account must be
 * one the administrator manages; a change of job title, groups, department, origin, supervisor flag, expiry
 * or bound identity is a change of permissions (never of the caller's own), and the new title and groups may
 * carry only codes the administrator holds.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Basefrom, UserRecord } from '../../../domain/admin/admin-records';
import { ConflictError, InputError, NotFoundError } from '../../../domain/errors';
import { missingParamMessage } from '../../../domain/param-messages';
import { groupMembers, members } from '../../db/schema';
import type { ServerContext } from '../../context';
import { assertMayGrant, type Grantor } from '../admin/assert-may-grant';
import { assertMayBindIdentity, assertMayManageAccount } from '../admin/assert-may-manage-account';
import { findGrantedCodes } from './find-granted-codes';
import { findUserRecord } from './find-user-records';
import { readUserInput, type ReadUser, type UserInput } from './read-user-input';

/** The member columns that decide what an account may reach: its codes, its agency tree, its kind, its life, its bound accounts. */
const REACH_KEYS = ['dacId', 'depId', 'basefrom', 'supervise', 'dateline', 'accountSso'] as const satisfies readonly (keyof ReadUser['values'])[];

/** Those columns' values. */
type Reach = Record<(typeof REACH_KEYS)[number], string | number | null>;

/** Whether the edit changes what the account may reach. */
function changesReach(before: Reach, after: Reach, groupsBefore: readonly number[], groupsAfter: readonly number[]): boolean {
  if (REACH_KEYS.some((k) => before[k] !== after[k])) return true;
  return groupsBefore.length !== groupsAfter.length || groupsBefore.some((id) => !groupsAfter.includes(id));
}

/** Saves the changes in one transaction and answers the record. */
export async function editUser(ctx: ServerContext, caller: Grantor, input: UserInput & { id: number }): Promise<UserRecord> {
  const [current] = await ctx.db.select({ basefrom: members.basefrom }).from(members).where(eq(members.id, input.id));
  if (!current) throw new NotFoundError('查無此使用者');
  // The spec requires basefrom on the agency form; a company user's origin stays PUB when it is left out.
  if (current.basefrom === 'GOV' && input.basefrom === undefined) throw new InputError(missingParamMessage('basefrom'));
  const basefrom: Basefrom = input.basefrom ?? (current.basefrom === 'PUB' ? 'PUB' : 'GOV');
  const user = await readUserInput(ctx.db, input, 'edit', basefrom);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(members).where(eq(members.id, input.id));
    if (!before) throw new NotFoundError('查無此使用者');
    const groupsBefore = (await tx.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.memberId, input.id))).map((g) => g.id);
    const groupsAfter = user.groupIds ?? groupsBefore;
    const touchesPermissions = changesReach(before, user.values, groupsBefore, groupsAfter);
    await assertMayManageAccount(tx, caller, input.id, { touchesPermissions });
    await assertMayGrant(tx, caller, { granted: await findGrantedCodes(tx, user.values.dacId, groupsAfter), affectedIds: [], what: `account ${input.id}` });
    if ((before.accountSso ?? null) !== user.values.accountSso) await assertMayBindIdentity(tx, caller, user.values.accountSso, input.id);
    const [taken] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.account, user.values.account), ne(members.id, input.id)));
    if (taken) throw new ConflictError('帳號已存在', { fields: { account: '帳號已存在' } });
    await tx.update(members).set(user.values).where(eq(members.id, input.id));
    if (user.groupIds !== undefined) {
      await tx.delete(groupMembers).where(eq(groupMembers.memberId, input.id));
      if (user.groupIds.length) await tx.insert(groupMembers).values(user.groupIds.map((groupId) => ({ groupId, memberId: input.id })));
    }
  });
  return (await findUserRecord(ctx.db, input.id))!;
}
