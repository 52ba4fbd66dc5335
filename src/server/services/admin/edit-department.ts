/**
 * Edit_Department: renames, retypes, moves or disables a unit; a move may not put a unit under itself. A move
 * into another top-level department carries the unit's people into another agency tree (its projects and
 * staff directory), so it is a change of their permissions and goes through the grant rule first.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DepartmentRecord } from '../../../domain/admin/admin-records';
import { collectSubtreeIds, findAncestorChain, findRootId, wouldCreateCycle } from '../../../domain/admin/department-tree';
import { InputError, NotFoundError } from '../../../domain/errors';
import { departments, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { assertFreeDepartmentName, readDepartmentName, type DepartmentInput } from './add-department';
import { assertMayGrant, type Grantor } from './assert-may-grant';
import { loadDepartmentRows, toDepartmentRecord } from './load-department-rows';

/** Saves the change (levels of the moved sub-tree included) and answers the department. */
export async function editDepartment(db: Database, caller: Grantor, input: DepartmentInput & { id: number; state: number }): Promise<DepartmentRecord> {
  const depname = readDepartmentName(input.depname);
  const parentId = input.id_parent === 0 ? null : input.id_parent;
  const rows = await loadDepartmentRows(db);
  if (!rows.some((r) => r.id === input.id)) throw new NotFoundError('查無此部門');
  if (parentId !== null && !rows.some((r) => r.id === parentId)) throw new InputError('查無上層部門', { fields: { id_parent: '查無上層部門' } });
  if (wouldCreateCycle(rows, input.id, parentId)) throw new InputError('不可將部門移至自己或其下層部門之下', { fields: { id_parent: '不可選擇自己或下層部門' } });
  await assertFreeDepartmentName(db, depname, parentId, input.id);

  const moved = rows.map((r) => (r.id === input.id ? { ...r, id_parent: parentId } : r));
  const subtree = collectSubtreeIds(moved, input.id);
  await db.transaction(async (tx) => {
    if (findRootId(rows, input.id) !== findRootId(moved, input.id)) {
      const people = await tx.select({ id: members.id }).from(members).where(inArray(members.depId, subtree));
      await assertMayGrant(tx, caller, { granted: [], affectedIds: people.map((p) => p.id), what: `department ${input.id} (moving to another agency tree)` });
    }
    await tx.update(departments).set({ depname, deptype: input.deptype, idParent: parentId, state: input.state }).where(eq(departments.id, input.id));
    // A move changes the level of every unit below; recompute them from the new chain.
    const current = await tx.select().from(departments).where(inArray(departments.id, subtree));
    for (const d of current) {
      const level = findAncestorChain(moved, d.id).length;
      if (level !== d.depLevel) await tx.update(departments).set({ depLevel: level }).where(eq(departments.id, d.id));
    }
  });
  const [row] = await db.select().from(departments).where(eq(departments.id, input.id));
  return toDepartmentRecord(row!);
}
