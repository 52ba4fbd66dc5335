/** Search_User: one user's record with position lists, for the user themself or a user administrator. */
import type { UserRecord } from '../../../domain/admin/admin-records';
import { NotFoundError } from '../../../domain/errors';
import type { ServerContext } from '../../context';
import { assertSelfOrUserAdmin, type AccessCaller } from './assert-user-access';
import { findUserRecord } from './find-user-records';

/** The record of member `id`. */
export async function findUser(ctx: ServerContext, caller: AccessCaller, id: number): Promise<UserRecord> {
  assertSelfOrUserAdmin(caller, id, 0);
  const record = await findUserRecord(ctx.db, id);
  if (!record) throw new NotFoundError('查無此使用者');
  return record;
}
