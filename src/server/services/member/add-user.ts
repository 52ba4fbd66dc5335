/**
 * Add_User: an administrator adds a user with an initial password (agency users; basefrom as given). The
 * job title and groups may carry only codes the administrator holds (createMember checks).
 */
import type { UserRecord } from '../../../domain/admin/admin-records';
import type { ServerContext } from '../../context';
import type { Grantor } from '../admin/assert-may-grant';
import { hashPassword } from '../../security/hash-password';
import { createMember } from './create-member';
import { findUserRecord } from './find-user-records';
import { readUserInput, type UserInput } from './read-user-input';

/** Creates the user and answers the new record. */
export async function addUser(ctx: ServerContext, caller: Grantor, input: UserInput & { authword: string; basefrom: 'GOV' | 'PUB' }): Promise<UserRecord> {
  const user = await readUserInput(ctx.db, input, input.basefrom === 'PUB' ? 'addPub' : 'addGov', input.basefrom);
  const id = await createMember(ctx.db, caller, user, await hashPassword(input.authword));
  return (await findUserRecord(ctx.db, id))!;
}
