/** A member's permission codes: the union of their groups' system_permission and their job title's preview. */
import { eq } from 'drizzle-orm';
import { departmentGroups, departmentSubs, groupMembers } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** Collects the codes a member holds now; read at every token verification so changes apply at once. */
export async function findMemberCodes(db: Database, memberId: number, dacId: number | null): Promise<number[]> {
  const groups = await db
    .select({ codes: departmentGroups.systemPermission })
    .from(groupMembers)
    .innerJoin(departmentGroups, eq(groupMembers.groupId, departmentGroups.groupId))
    .where(eq(groupMembers.memberId, memberId));
  const codes = new Set<number>();
  for (const g of groups) for (const c of g.codes ?? []) codes.add(Number(c));
  if (dacId !== null) {
    const [title] = await db.select({ codes: departmentSubs.preview }).from(departmentSubs).where(eq(departmentSubs.id, dacId));
    for (const c of title?.codes ?? []) codes.add(Number(c));
  }
  return [...codes].sort((a, b) => a - b);
}
