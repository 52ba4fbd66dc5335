/**
 * Search_User_Remain_Times: what is left of an account: days until its dateline, and wrong passwords left
 * before the account's sign-ins are slowed down (PASSWORD_THROTTLE.account in src/domain/access/throttle-rules).
 */
import { eq } from 'drizzle-orm';
import { PASSWORD_THROTTLE } from '../../../domain/access/throttle-rules';
import { NotFoundError } from '../../../domain/errors';
import { members } from '../../db/schema';
import type { ServerContext } from '../../context';
import { assertSelfOrUserAdmin, type AccessCaller } from './assert-user-access';
import { readThrottleHits } from './take-throttle-slot';

/** The remaining days and attempts. */
export interface RemainTimes {
  id: number;
  dateline: string;
  /** Whole days from today (Taipei) to the dateline; negative once past. */
  remain_days: number;
  remain_login_times: number;
  max_login_times: number;
}

/** Answers the remainders of member `id`. */
export async function findRemainTimes(ctx: ServerContext, caller: AccessCaller, id: number, now = new Date()): Promise<RemainTimes> {
  assertSelfOrUserAdmin(caller, id, 0);
  const [member] = await ctx.db.select({ account: members.account, dateline: members.dateline }).from(members).where(eq(members.id, id));
  if (!member) throw new NotFoundError('查無此使用者');
  const failed = await readThrottleHits(ctx.db, PASSWORD_THROTTLE.account, member.account);
  // The dateline is a Taipei calendar day; compare whole days at Taipei midnight.
  const today = new Date(`${now.toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' })}T00:00:00+08:00`);
  const end = new Date(`${member.dateline}T00:00:00+08:00`);
  return {
    id,
    dateline: member.dateline,
    remain_days: Math.round((end.getTime() - today.getTime()) / 86_400_000),
    remain_login_times: Math.max(0, PASSWORD_THROTTLE.account.freeHits - failed),
    max_login_times: PASSWORD_THROTTLE.account.freeHits,
  };
}
