/** Add_Department: a new unit under a parent (or a new top-level unit); its level follows from the parent. */
import { and, eq, isNull } from 'drizzle-orm';
import type { DepartmentRecord } from '../../../domain/admin/admin-records';
import { NAME_LIMITS, readRequiredText } from '../../../domain/admin/check-required-text';
import { ConflictError, InputError } from '../../../domain/errors';
import { departments } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { toDepartmentRecord } from './load-department-rows';

/** What the call sends. */
export interface DepartmentInput {
  depname: string;
  id_parent: number | null;
  deptype: string;
}

/** The trimmed name; InputError when empty or too long. */
export function readDepartmentName(name: string): string {
  return readRequiredText(name, NAME_LIMITS.department, '部門名稱', 'depname');
}

/** Throws ConflictError when a sibling already has the name. */
export async function assertFreeDepartmentName(db: Database, depname: string, parentId: number | null, exceptId?: number): Promise<void> {
  const siblings = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.depname, depname), parentId === null ? isNull(departments.idParent) : eq(departments.idParent, parentId)));
  if (siblings.some((s) => s.id !== exceptId)) throw new ConflictError('同一上層部門下已有相同名稱的部門', { fields: { depname: '名稱重複' } });
}

/** Creates the department and answers it. The level given by the caller is recomputed from the parent. */
export async function addDepartment(db: Database, input: DepartmentInput): Promise<DepartmentRecord> {
  const depname = readDepartmentName(input.depname);
  const parentId = input.id_parent === 0 ? null : input.id_parent;
  let parent: typeof departments.$inferSelect | undefined;
  if (parentId !== null) {
    [parent] = await db.select().from(departments).where(eq(departments.id, parentId));
    if (!parent) throw new InputError('查無上層部門', { fields: { id_parent: '查無上層部門' } });
  }
  await assertFreeDepartmentName(db, depname, parentId);
  const [row] = await db
    .insert(departments)
    .values({
      depname,
      deptype: input.deptype,
      depLevel: parent ? parent.depLevel + 1 : 1,
      idParent: parentId,
      // Sub-units number merged tenders like their parent.
      depGroup: parent?.depGroup ?? null,
    })
    .returning();
  return toDepartmentRecord(row!);
}
