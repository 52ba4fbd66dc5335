/** Search_Department_Group and Search_Group_Permission: department groups with their codes and members. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { GroupMemberRecord, GroupRecord } from '../../../domain/admin/admin-records';
import { permissionName } from '../../../domain/admin/system-list';
import { NotFoundError } from '../../../domain/errors';
import { departmentGroups, departments, groupMembers, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';

async function withMembers(db: Database, rows: (typeof departmentGroups.$inferSelect)[]): Promise<GroupRecord[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      groupId: groupMembers.groupId,
      id: members.id,
      account: members.account,
      cname: members.cname,
      basefrom: members.basefrom,
      depname: departments.depname,
      state: members.state,
    })
    .from(groupMembers)
    .innerJoin(members, eq(members.id, groupMembers.memberId))
    .leftJoin(departments, eq(departments.id, members.depId))
    .where(inArray(groupMembers.groupId, rows.map((r) => r.groupId)))
    .orderBy(asc(members.id));
  return rows.map((r) => ({
    group_id: r.groupId,
    group_name: r.groupName,
    dep_id: r.depId,
    system_permission: [...(r.systemPermission ?? [])].sort((a, b) => a - b),
    members: links
      .filter((l) => l.groupId === r.groupId)
      .map((l): GroupMemberRecord => ({ id: l.id, account: l.account, cname: l.cname, basefrom: l.basefrom === 'PUB' ? 'PUB' : 'GOV', depname: l.depname, state: l.state })),
  }));
}

/** The groups of department `depId`. */
export async function listGroups(db: Database, depId: number): Promise<GroupRecord[]> {
  const rows = await db.select().from(departmentGroups).where(eq(departmentGroups.depId, depId)).orderBy(asc(departmentGroups.groupId));
  return withMembers(db, rows);
}

/** One group, or NotFoundError. */
export async function findGroup(db: Database, groupId: number): Promise<GroupRecord> {
  const rows = await db.select().from(departmentGroups).where(eq(departmentGroups.groupId, groupId));
  const [group] = await withMembers(db, rows);
  if (!group) throw new NotFoundError('查無此群組');
  return group;
}

/** One group with each code's name (Search_Group_Permission). */
export async function findGroupPermission(db: Database, groupId: number): Promise<GroupRecord & { permissions: { code: number; name: string }[] }> {
  const group = await findGroup(db, groupId);
  return { ...group, permissions: group.system_permission.map((code) => ({ code, name: permissionName(code) })) };
}
