/**
 * A member as a Caller without a request: a zip download is opened in a new window that carries its one-time
 * code instead of a token, and the project rule is checked again for the member who asked for it.
 */
import { eq } from 'drizzle-orm';
import { UnauthenticatedError } from '../../../domain/errors';
import { members } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findMemberCodes } from '../member/find-member-codes';

/** The member's current codes and identity; throws UnauthenticatedError for a missing or disabled member. */
export async function findMemberCaller(ctx: ServerContext, memberId: number): Promise<Caller> {
  const [member] = await ctx.db
    .select({ dacId: members.dacId, basefrom: members.basefrom, depId: members.depId, supervise: members.supervise, state: members.state })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member || Number(member.state) !== 1) throw new UnauthenticatedError('帳號已停用，請重新登入', { log: `member ${memberId} missing or disabled` });
  return {
    id: memberId,
    token: '',
    codes: await findMemberCodes(ctx.db, memberId, member.dacId ?? null),
    basefrom: member.basefrom === 'PUB' ? 'PUB' : 'GOV',
    depId: member.depId ?? null,
    supervise: member.supervise ?? '0',
  };
}
