/** The codes accounts hold now, for the grant checks: each account's groups and job title, as at sign-in. */
import { asc, inArray } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { findMemberCodes } from '../member/find-member-codes';

/** An account with the codes it holds. */
export interface AccountCodes {
  id: number;
  codes: number[];
}

/** The codes of each existing account of `memberIds`, by id; unknown ids are left out. */
export async function findAccountCodes(db: Database, memberIds: readonly number[]): Promise<AccountCodes[]> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return [];
  const rows = await db.select({ id: members.id, dacId: members.dacId }).from(members).where(inArray(members.id, ids)).orderBy(asc(members.id));
  return Promise.all(rows.map(async (r) => ({ id: r.id, codes: await findMemberCodes(db, r.id, r.dacId) })));
}
