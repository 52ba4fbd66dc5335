/** Search_Department_Sub: the job titles of a department with how many users hold each. */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { JobTitleRecord } from '../../../domain/admin/admin-records';
import { departmentSubs, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** A title row as the calls answer it. */
export function toJobTitleRecord(r: typeof departmentSubs.$inferSelect, holders = 0): JobTitleRecord {
  return {
    id: r.id,
    dep_id: r.depId,
    level: r.level,
    dac_id_trace: r.dacIdTrace,
    preview_name: r.previewName,
    preview: r.preview ?? [],
    preview_temp: r.previewTemp ?? null,
    holders,
  };
}

/** The titles of department `depId`, by id, each with the number of users holding it (wherever they are filed). */
export async function listJobTitles(db: Database, depId: number): Promise<JobTitleRecord[]> {
  const rows = await db.select().from(departmentSubs).where(eq(departmentSubs.depId, depId)).orderBy(asc(departmentSubs.id));
  if (rows.length === 0) return [];
  const held = await db
    .select({ dacId: members.dacId, n: count() })
    .from(members)
    .where(inArray(members.dacId, rows.map((r) => r.id)))
    .groupBy(members.dacId);
  return rows.map((r) => toJobTitleRecord(r, held.find((h) => h.dacId === r.id)?.n ?? 0));
}
