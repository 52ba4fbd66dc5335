/** Get_Auth_Identity: the roles (identities) a member holds in the departments under an agency. */
import { and, eq, inArray } from 'drizzle-orm';
import type { BusinessRecord } from '../../../domain/admin/admin-records';
import { collectSubtreeIds } from '../../../domain/admin/department-tree';
import { NotFoundError } from '../../../domain/errors';
import { authorizationBusinesses } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { loadDepartmentRows } from './load-department-rows';
import { loadBusinessRecords } from './manage-businesses';

/** A role the member holds, where and for what. */
export type AuthIdentity = Omit<BusinessRecord, 'cname' | 'account'>;

/** The member's assignments in `rootDepId` and the units below it. */
export async function findAuthIdentity(db: Database, authId: number, rootDepId: number): Promise<AuthIdentity[]> {
  const rows = await loadDepartmentRows(db);
  if (!rows.some((r) => r.id === rootDepId)) throw new NotFoundError('查無此部門');
  const held = await loadBusinessRecords(db, and(eq(authorizationBusinesses.authId, authId), inArray(authorizationBusinesses.depId, collectSubtreeIds(rows, rootDepId))));
  // The member is the caller's subject already; the name and account would only repeat it.
  return held.map(({ cname: _cname, account: _account, ...identity }) => identity);
}
