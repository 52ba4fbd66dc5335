/** Loads every department as flat rows for the tree arithmetic of src/domain/admin/department-tree. */
import { asc } from 'drizzle-orm';
import type { DepartmentRecord } from '../../../domain/admin/admin-records';
import { departments } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** All departments, ordered by id. The tree of a few thousand units fits comfortably in one read. */
export async function loadDepartmentRows(db: Database): Promise<DepartmentRecord[]> {
  const rows = await db.select().from(departments).orderBy(asc(departments.id));
  return rows.map(toDepartmentRecord);
}

/** A database row as the calls answer it. */
export function toDepartmentRecord(r: typeof departments.$inferSelect): DepartmentRecord {
  return { id: r.id, depname: r.depname, deptype: r.deptype, dep_level: r.depLevel, id_parent: r.idParent, state: r.state };
}
