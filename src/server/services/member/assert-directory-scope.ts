/**
 * The staff directory's scope on the server (src/domain/access/directory-scope.ts): every call that answers
 * accounts, e-mail, telephones or authnum of a department's users checks the department here first.
 */
import { DEPARTMENT_OUT_OF_SCOPE_MESSAGE, mayListDepartment, seesEveryAgency } from '../../../domain/access/directory-scope';
import { ForbiddenError } from '../../../domain/errors';
import type { Database } from '../../db/connect-database';
import { findTreeDepartmentIds } from '../projects/find-department-tree';

/** Who is asking, as the directory scope needs it. */
export interface DirectoryViewer {
  id: number;
  codes: readonly number[];
  depId: number | null;
}

/**
 * Throws ForbiddenError 您沒有此部門的權限 unless the viewer may list the users of department `depId`:
 * administrators anywhere, everyone else within their own agency tree.
 */
export async function assertDirectoryScope(db: Database, viewer: DirectoryViewer, depId: number): Promise<void> {
  if (seesEveryAgency(viewer.codes)) return;
  const ownTree = viewer.depId === null ? [] : await findTreeDepartmentIds(db, viewer.depId);
  if (!mayListDepartment(viewer.codes, ownTree, depId)) {
    throw new ForbiddenError(DEPARTMENT_OUT_OF_SCOPE_MESSAGE, { log: `member ${viewer.id} (department ${viewer.depId}) may not list department ${depId}` });
  }
}
