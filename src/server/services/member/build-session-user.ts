/** Builds the session user of spec document 1 §3 for a member. */
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/access/session-user';
import { pagesFor } from '../../../domain/access/route-table';
import { NotFoundError } from '../../../domain/errors';
import { departments, departmentSubs, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { findMemberCodes } from './find-member-codes';

/** Loads a member with department, job title and codes, and shapes the session user. */
export async function buildSessionUser(db: Database, memberId: number, token: string): Promise<SessionUser> {
  const [row] = await db
    .select({ m: members, d: departments, s: departmentSubs })
    .from(members)
    .leftJoin(departments, eq(members.depId, departments.id))
    .leftJoin(departmentSubs, eq(members.dacId, departmentSubs.id))
    .where(eq(members.id, memberId));
  if (!row) throw new NotFoundError('查無此使用者');
  const { m, d, s } = row;
  const codes = await findMemberCodes(db, m.id, m.dacId);
  return {
    name: m.cname,
    pages: pagesFor(codes),
    privileges: codes,
    preview: codes,
    token,
    userID: m.id,
    account: m.account,
    account_sso: m.accountSso,
    basefrom: m.basefrom === 'PUB' ? 'PUB' : 'GOV',
    dac_id: m.dacId,
    dep_id: m.depId,
    // Agency accounts are department type '4' whatever their unit says (spec document 1 §6).
    dep_type: m.basefrom === 'GOV' ? '4' : (d?.deptype ?? null),
    dep_group: d?.depGroup ?? null,
    is_department: { Accounting_Office: d?.isAccountingOffice ?? false },
    depname: d?.depname ?? null,
    preview_name: s?.previewName ?? null,
    supervise: m.supervise,
    position: {
      authnum: m.authnum,
      cname: m.cname,
      email: m.email,
      ename: m.ename,
      id: m.id,
      tel: m.tel,
      worknum: m.worknum,
      job_name: m.jobName,
    },
  };
}
