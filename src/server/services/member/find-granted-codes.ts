/** The codes an account gets from a job title and groups: what Add_User, Add_SUP_EMAIL and Edit_User grant. */
import { eq, inArray } from 'drizzle-orm';
import { departmentGroups, departmentSubs } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** The union of title `dacId`'s preview and the system_permission of groups `groupIds`, ascending. */
export async function findGrantedCodes(db: Database, dacId: number, groupIds: readonly number[]): Promise<number[]> {
  const codes = new Set<number>();
  const [title] = await db.select({ codes: departmentSubs.preview }).from(departmentSubs).where(eq(departmentSubs.id, dacId));
  for (const c of title?.codes ?? []) codes.add(Number(c));
  if (groupIds.length > 0) {
    const groups = await db.select({ codes: departmentGroups.systemPermission }).from(departmentGroups).where(inArray(departmentGroups.groupId, [...groupIds]));
    for (const g of groups) for (const c of g.codes ?? []) codes.add(Number(c));
  }
  return [...codes].sort((a, b) => a - b);
}
