/** PVW/Search_DEPARTMENT_SUB_PURVIEW: the permission codes a job title grants, with their names. */
import { eq } from 'drizzle-orm';
import { permissionName } from '../../../domain/admin/system-list';
import { NotFoundError } from '../../../domain/errors';
import { departmentSubs } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** The purview of job title `agmsId`. */
export async function findTitlePurview(
  db: Database,
  agmsId: number,
): Promise<{ id: number; dep_id: number; preview_name: string; preview: number[]; permissions: { code: number; name: string }[] }> {
  const [title] = await db.select().from(departmentSubs).where(eq(departmentSubs.id, agmsId));
  if (!title) throw new NotFoundError('查無此職稱');
  const preview = title.preview ?? [];
  return {
    id: title.id,
    dep_id: title.depId,
    preview_name: title.previewName,
    preview,
    permissions: preview.map((code) => ({ code, name: permissionName(code) })),
  };
}
