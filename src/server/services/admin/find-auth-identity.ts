/** Get_Auth_Identity: the roles (identities) a member holds in the departments under an agency. */
import { eq } from 'drizzle-orm';
import type { BusinessRecord } from '../../../domain/admin/admin-records';
import { collectSubtreeIds } from '../../../domain/admin/department-tree';
import { NotFoundError } from '../../../domain/errors';
import { authorizationBusinesses, authorizationRoles, departments } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { loadDepartmentRows } from './load-department-rows';

/** A role the member holds, where and for what. */
export type AuthIdentity = Omit<BusinessRecord, 'cname' | 'account'>;

/** The member's assignments in `rootDepId` and the units below it. */
export async function findAuthIdentity(db: Database, authId: number, rootDepId: number): Promise<AuthIdentity[]> {
  const rows = await loadDepartmentRows(db);
  if (!rows.some((r) => r.id === rootDepId)) throw new NotFoundError('查無此部門');
  const under = new Set(collectSubtreeIds(rows, rootDepId));
  const held = await db
    .select({ b: authorizationBusinesses, depname: departments.depname, roleName: authorizationRoles.preview })
    .from(authorizationBusinesses)
    .innerJoin(departments, eq(departments.id, authorizationBusinesses.depId))
    .innerJoin(authorizationRoles, eq(authorizationRoles.roleId, authorizationBusinesses.roleId))
    .where(eq(authorizationBusinesses.authId, authId));
  return held
    .filter(({ b }) => under.has(b.depId))
    .map(({ b, depname, roleName }) => ({
      id: b.id,
      dep_id: b.depId,
      depname,
      category: b.category,
      kind: b.kind,
      type: b.type,
      roleID: b.roleId,
      role_name: roleName,
      auth_id: b.authId,
    }));
}
