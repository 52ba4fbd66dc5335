/**
 * Get_Binding_Accounts: the accounts bound to the caller's. One person's accounts share the account_sso
 * identity (set by the citizen-certificate binding or by an administrator), so they are bound to each other.
 */
import { and, asc, eq, gte, or } from 'drizzle-orm';
import type { BoundAccount } from '../../../domain/admin/admin-records';
import { USER_STATES } from '../../../domain/admin/list-defaults';
import { departments, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** The caller's own account first, then every active, unexpired account sharing its account_sso. */
export async function listBoundAccounts(db: Database, memberId: number): Promise<BoundAccount[]> {
  const [me] = await db.select({ sso: members.accountSso }).from(members).where(eq(members.id, memberId));
  const sso = me?.sso?.trim();
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });
  const rows = await db
    .select({ id: members.id, account: members.account, cname: members.cname, basefrom: members.basefrom, depname: departments.depname })
    .from(members)
    .leftJoin(departments, eq(departments.id, members.depId))
    .where(
      or(
        eq(members.id, memberId),
        sso ? and(eq(members.accountSso, sso), eq(members.state, USER_STATES.active), gte(members.dateline, today)) : undefined,
      ),
    )
    .orderBy(asc(members.id));
  const list: BoundAccount[] = rows.map((r) => ({ ...r, basefrom: r.basefrom === 'PUB' ? 'PUB' : 'GOV', current: r.id === memberId }));
  return list.sort((a, b) => Number(b.current) - Number(a.current));
}
