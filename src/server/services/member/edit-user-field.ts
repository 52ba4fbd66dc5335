/**
 * Edit_User_Name, Edit_User_Tel and Edit_User_Authnum: one field of a user, by the user or an administrator;
 * an administrator only of an account they manage (src/domain/access/grant-rules.ts).
 */
import { eq } from 'drizzle-orm';
import type { UserRecord } from '../../../domain/admin/admin-records';
import { parseTelList } from '../../../domain/admin/parse-tel-list';
import { checkAuthnum, checkCname } from '../../../domain/admin/check-user-form';
import { firstFieldMessage } from '../../../domain/admin/user-field-labels';
import { InputError, NotFoundError } from '../../../domain/errors';
import { members } from '../../db/schema';
import type { ServerContext } from '../../context';
import { assertMayManageAccount } from '../admin/assert-may-manage-account';
import { assertSelfOrUserAdmin, type AccessCaller } from './assert-user-access';
import { findUserRecord } from './find-user-records';

/** The one field to change. */
export type UserFieldPatch = { cname: string } | { tel: string | string[] } | { authnum: string };

/** Throws InputError '姓名：…' when the personal page's rule for the field found something. */
function refuseBroken(field: 'cname' | 'authnum', message: string | null): void {
  if (message) throw new InputError(firstFieldMessage({ [field]: message })!, { fields: { [field]: message } });
}

/** Checks the value, saves it and answers the record. */
export async function editUserField(ctx: ServerContext, caller: AccessCaller, id: number, patch: UserFieldPatch): Promise<UserRecord> {
  assertSelfOrUserAdmin(caller, id);
  if (caller.id !== id) await assertMayManageAccount(ctx.db, caller, id, { touchesPermissions: false });
  let set: Partial<typeof members.$inferInsert>;
  if ('cname' in patch) {
    refuseBroken('cname', checkCname(patch.cname));
    set = { cname: patch.cname.trim() };
  } else if ('tel' in patch) {
    const tel = parseTelList(patch.tel);
    if (!tel.ok) throw new InputError(tel.message);
    set = { tel: tel.tel };
  } else {
    refuseBroken('authnum', checkAuthnum(patch.authnum));
    set = { authnum: patch.authnum.trim() };
  }
  const updated = await ctx.db.update(members).set(set).where(eq(members.id, id)).returning({ id: members.id });
  if (updated.length === 0) throw new NotFoundError('查無此使用者');
  return (await findUserRecord(ctx.db, id))!;
}
