/**
 * Delete_Department: deletes units, all or none. A unit that still has users, sub-units (outside the list),
 * job titles someone holds or groups with members is refused with the reason; nothing is orphaned.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import { departmentGroups, departments, departmentSubs, groupMembers, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** Deletes the departments (their empty job titles and groups with them) and answers how many. */
export async function deleteDepartments(db: Database, ids: number[]): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx.select().from(departments).where(inArray(departments.id, wanted));
    if (found.length !== wanted.length) throw new NotFoundError('查無部分部門，未刪除任何部門');
    const names = new Map(found.map((d) => [d.id, d.depname]));
    for (const id of wanted) {
      const name = names.get(id);
      const [users] = await tx.select({ n: count() }).from(members).where(eq(members.depId, id));
      if ((users?.n ?? 0) > 0) throw new ConflictError(`部門「${name}」仍有 ${users!.n} 位使用者，請先移動或停用後再刪除`);
      const children = await tx.select({ id: departments.id }).from(departments).where(eq(departments.idParent, id));
      if (children.some((c) => !wanted.includes(c.id))) throw new ConflictError(`部門「${name}」仍有下層部門，請先刪除或移動下層部門`);
      const [holders] = await tx
        .select({ n: count() })
        .from(members)
        .innerJoin(departmentSubs, eq(members.dacId, departmentSubs.id))
        .where(eq(departmentSubs.depId, id));
      if ((holders?.n ?? 0) > 0) throw new ConflictError(`部門「${name}」的職稱仍有人員使用，無法刪除`);
      const [grouped] = await tx
        .select({ n: count() })
        .from(groupMembers)
        .innerJoin(departmentGroups, eq(groupMembers.groupId, departmentGroups.groupId))
        .where(eq(departmentGroups.depId, id));
      if ((grouped?.n ?? 0) > 0) throw new ConflictError(`部門「${name}」的群組仍有成員，請先移除成員再刪除`);
    }
    await tx.delete(departmentSubs).where(inArray(departmentSubs.depId, wanted));
    await tx.delete(departmentGroups).where(inArray(departmentGroups.depId, wanted));
    // Authorization roles and assignments of the units go with them (foreign keys cascade); history stays.
    await tx.delete(departments).where(inArray(departments.id, wanted));
    return wanted.length;
  });
}
