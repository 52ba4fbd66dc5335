/** The department tree a unit belongs to: every unit under the same top-level department. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect-database';

/**
 * Ids of all departments sharing `depId`'s root, the root included. UNION (not UNION ALL) stops at any cycle
 * an administrator may have made, so the query always ends.
 */
export async function findTreeDepartmentIds(db: Database, depId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE up(id, id_parent) AS (
      SELECT id, id_parent FROM departments WHERE id = ${depId}
      UNION
      SELECT d.id, d.id_parent FROM departments d JOIN up ON d.id = up.id_parent
    ),
    root AS (SELECT id FROM up WHERE id_parent IS NULL LIMIT 1),
    down(id) AS (
      SELECT id FROM departments WHERE id = COALESCE((SELECT id FROM root), ${depId})
      UNION
      SELECT d.id FROM departments d JOIN down ON d.id_parent = down.id
    )
    SELECT id FROM down`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** Rows of a raw query on either engine (PGlite answers { rows }, node-postgres a QueryResult with rows). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Ids of a department and every unit below it. */
export async function findSubtreeDepartmentIds(db: Database, depId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE down(id) AS (
      SELECT id FROM departments WHERE id = ${depId}
      UNION
      SELECT d.id FROM departments d JOIN down ON d.id_parent = down.id
    )
    SELECT id FROM down`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}
