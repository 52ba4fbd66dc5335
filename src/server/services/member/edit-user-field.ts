/** Edit_User_Name, Edit_User_Tel and Edit_User_Authnum: one field of a user, by the user or an administrator. */
import { eq } from 'drizzle-orm';
import type { UserRecord } from '../../../domain/admin/admin-records';
import { parseTelList } from '../../../domain/admin/parse-tel-list';
import { rangeMessage } from '../../../domain/form-messages';
import { InputError, NotFoundError } from '../../../domain/errors';
import { members } from '../../db/schema';
import type { ServerContext } from '../../context';
import { assertSelfOrUserAdmin, type AccessCaller } from './assert-user-access';
import { findUserRecord } from './find-user-records';

/** The one field to change. */
export type UserFieldPatch = { cname: string } | { tel: string | string[] } | { authnum: string };

/** Checks the value, saves it and answers the record. */
export async function editUserField(ctx: ServerContext, caller: AccessCaller, id: number, patch: UserFieldPatch): Promise<UserRecord> {
  assertSelfOrUserAdmin(caller, id);
  let set: Partial<typeof members.$inferInsert>;
  if ('cname' in patch) {
    const cname = patch.cname.trim();
    if (!cname || cname.length > 50) throw new InputError(`姓名：${rangeMessage(1, 50)}`);
    set = { cname };
  } else if ('tel' in patch) {
    const tel = parseTelList(patch.tel);
    if (!tel.ok) throw new InputError(tel.message);
    set = { tel: tel.tel };
  } else {
    const authnum = patch.authnum.trim();
    if (authnum.length > 30) throw new InputError(`識別碼：${rangeMessage(0, 30)}`);
    set = { authnum };
  }
  const updated = await ctx.db.update(members).set(set).where(eq(members.id, id)).returning({ id: members.id });
  if (updated.length === 0) throw new NotFoundError('查無此使用者');
  return (await findUserRecord(ctx.db, id))!;
}
