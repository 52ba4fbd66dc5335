/** Loads users with department, job title and groups, shaped as the user calls answer them. */
import { eq, inArray } from 'drizzle-orm';
import type { UserPosition, UserRecord } from '../../../domain/admin/admin-records';
import { AGENCY_DEPTYPE } from '../../../domain/admin/department-types';
import { mergeFirstPosition } from '../../../domain/admin/merge-first-position';
import { departmentGroups, departments, departmentSubs, groupMembers, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** The users with these ids, in the same order; unknown ids are skipped. */
export async function findUserRecords(db: Database, ids: readonly number[]): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ m: members, depname: departments.depname, deptype: departments.deptype, previewName: departmentSubs.previewName })
    .from(members)
    .leftJoin(departments, eq(members.depId, departments.id))
    .leftJoin(departmentSubs, eq(members.dacId, departmentSubs.id))
    .where(inArray(members.id, [...ids]));
  const groups = await db
    .select({ memberId: groupMembers.memberId, groupId: departmentGroups.groupId, groupName: departmentGroups.groupName })
    .from(groupMembers)
    .innerJoin(departmentGroups, eq(groupMembers.groupId, departmentGroups.groupId))
    .where(inArray(groupMembers.memberId, [...ids]));
  const byId = new Map(rows.map((r) => [r.m.id, r]));
  const out: UserRecord[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const { m } = row;
    const basefrom = m.basefrom === 'PUB' ? 'PUB' : 'GOV';
    const position: UserPosition = {
      dep_id: m.depId,
      depname: row.depname,
      // Agency accounts count as department type '4' whatever their unit says (spec document 1 §6).
      dep_type: basefrom === 'GOV' ? AGENCY_DEPTYPE : row.deptype,
      dac_id: m.dacId,
      preview_name: row.previewName,
      job_name: m.jobName,
    };
    const base = {
      id: m.id,
      account: m.account,
      account_sso: m.accountSso,
      basefrom,
      state: m.state,
      state_describe: m.stateDescribe,
      dateline: m.dateline,
      cname: m.cname,
      ename: m.ename,
      tel: m.tel ?? [],
      authnum: m.authnum,
      email: m.email,
      worknum: m.worknum,
      supervise: m.supervise,
      groups: groups.filter((g) => g.memberId === m.id).map((g) => ({ group_id: g.groupId, group_name: g.groupName })),
      ...(basefrom === 'GOV' ? { position_gov: [position] } : { position_pub: [position] }),
    } as const;
    out.push(mergeFirstPosition(base) as UserRecord);
  }
  return out;
}

/** One user, or undefined. */
export async function findUserRecord(db: Database, id: number): Promise<UserRecord | undefined> {
  const [record] = await findUserRecords(db, [id]);
  return record;
}
