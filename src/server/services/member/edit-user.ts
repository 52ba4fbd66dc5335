/** Edit_User: an administrator changes a user's fields, job title and (when sent) groups. */
import { and, eq, ne } from 'drizzle-orm';
import type { Basefrom, UserRecord } from '../../../domain/admin/admin-records';
import { ConflictError, InputError, NotFoundError } from '../../../domain/errors';
import { missingParamMessage } from '../../../domain/param-messages';
import { groupMembers, members } from '../../db/schema';
import type { ServerContext } from '../../context';
import { findUserRecord } from './find-user-records';
import { readUserInput, type UserInput } from './read-user-input';

/** Saves the changes in one transaction and answers the record. */
export async function editUser(ctx: ServerContext, input: UserInput & { id: number }): Promise<UserRecord> {
  const [current] = await ctx.db.select({ basefrom: members.basefrom }).from(members).where(eq(members.id, input.id));
  if (!current) throw new NotFoundError('查無此使用者');
  // The spec requires basefrom on the agency form; a company user's origin stays PUB when it is left out.
  if (current.basefrom === 'GOV' && input.basefrom === undefined) throw new InputError(missingParamMessage('basefrom'));
  const basefrom: Basefrom = input.basefrom ?? (current.basefrom === 'PUB' ? 'PUB' : 'GOV');
  const user = await readUserInput(ctx.db, input, 'edit', basefrom);
  await ctx.db.transaction(async (tx) => {
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
