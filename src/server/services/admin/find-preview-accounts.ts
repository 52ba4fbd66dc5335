/**
 * Get_Preview_Account: the active accounts in a department (and the units below) holding a job title of a
 * given name, within the caller's directory scope.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserRecord } from '../../../domain/admin/admin-records';
import { collectSubtreeIds } from '../../../domain/admin/department-tree';
import { USER_STATES } from '../../../domain/admin/list-defaults';
import { NotFoundError } from '../../../domain/errors';
import { departmentSubs, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { assertDirectoryScope, type DirectoryViewer } from '../member/assert-directory-scope';
import { findUserRecords } from '../member/find-user-records';
import { loadDepartmentRows } from './load-department-rows';

/** The holders of title `previewName` under department `depId`. */
export async function findPreviewAccounts(db: Database, viewer: DirectoryViewer, depId: number, previewName: string): Promise<UserRecord[]> {
  await assertDirectoryScope(db, viewer, depId);
  const rows = await loadDepartmentRows(db);
  if (!rows.some((r) => r.id === depId)) throw new NotFoundError('查無此部門');
  const ids = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(departmentSubs, eq(departmentSubs.id, members.dacId))
    .where(and(inArray(members.depId, collectSubtreeIds(rows, depId)), eq(departmentSubs.previewName, previewName.trim()), eq(members.state, USER_STATES.active)))
    .orderBy(asc(members.id));
  return findUserRecords(db, ids.map((r) => r.id));
}
