/**
 * Business assignments (Get/Add/Edit/Delete_Authorization_Business): the default personnel of a
 * department: a member holding a role for a category, kind and type. Every change is written to the
 * history in the same transaction.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BusinessRecord } from '../../../domain/admin/admin-records';
import { DEFAULT_ROLE_CATEGORY, MAX_ROLE_TEXT } from '../../../domain/admin/authorization-options';
import { readRequiredText } from '../../../domain/admin/check-required-text';
import { findRootId } from '../../../domain/admin/department-tree';
import { USER_STATES } from '../../../domain/admin/list-defaults';
import { ConflictError, InputError, NotFoundError } from '../../../domain/errors';
import { authorizationBusinesses, authorizationBusinessHistory, authorizationRoles, departments, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import type { Transaction as Tx } from '../files/transaction';
import { loadDepartmentRows } from './load-department-rows';

/** One assignment to add. */
export interface BusinessInput {
  dep_id: number;
  category?: string;
  kind: string;
  type: string;
  roleID: number;
  auth_id: number;
}

/** A path segment meaning "any" in Get_Authorization_Business. */
export const ANY_SEGMENT = 'all';

const readText = (value: string, label: string) => readRequiredText(value, MAX_ROLE_TEXT, label);

/** The assignments matching `where`, with the department, role and member names, by id. */
export async function loadBusinessRecords(db: Database | Tx, where: SQL | undefined): Promise<BusinessRecord[]> {
  const rows = await db
    .select({ b: authorizationBusinesses, depname: departments.depname, roleName: authorizationRoles.preview, cname: members.cname, account: members.account })
    .from(authorizationBusinesses)
    .innerJoin(departments, eq(departments.id, authorizationBusinesses.depId))
    .innerJoin(authorizationRoles, eq(authorizationRoles.roleId, authorizationBusinesses.roleId))
    .innerJoin(members, eq(members.id, authorizationBusinesses.authId))
    .where(where)
    .orderBy(asc(authorizationBusinesses.id));
  return rows.map(({ b, depname, roleName, cname, account }) => ({
    id: b.id,
    dep_id: b.depId,
    depname,
    category: b.category,
    kind: b.kind,
    type: b.type,
    roleID: b.roleId,
    role_name: roleName,
    auth_id: b.authId,
    cname,
    account,
  }));
}

async function writeHistory(tx: Tx, record: BusinessRecord, action: 'add' | 'edit' | 'delete', actorId: number): Promise<void> {
  const rootDepId = findRootId(await loadDepartmentRows(tx), record.dep_id) ?? record.dep_id;
  await tx.insert(authorizationBusinessHistory).values({
    businessId: record.id,
    rootDepId,
    depId: record.dep_id,
    depname: record.depname,
    category: record.category,
    kind: record.kind,
    type: record.type,
    roleId: record.roleID,
    roleName: record.role_name,
    authId: record.auth_id,
    cname: record.cname,
    action,
    actorId,
  });
}

/** Checks that the role fits the category and the department's agency, and that the member may hold it. */
async function checkAssignment(tx: Tx, depId: number, category: string, roleId: number, authId: number): Promise<void> {
  const rows = await loadDepartmentRows(tx);
  if (!rows.some((r) => r.id === depId)) throw new InputError('查無此部門');
  const [role] = await tx.select().from(authorizationRoles).where(eq(authorizationRoles.roleId, roleId));
  if (!role) throw new InputError('查無此角色');
  if (role.category !== category) throw new InputError(`角色「${role.preview}」不屬於類別「${category}」`);
  if (findRootId(rows, role.depId) !== findRootId(rows, depId)) throw new InputError(`角色「${role.preview}」不屬於此部門所在的機關`);
  const [member] = await tx.select({ state: members.state }).from(members).where(eq(members.id, authId));
  if (!member) throw new InputError('查無此使用者');
  if (member.state !== USER_STATES.active) throw new InputError('此使用者已停用，無法指派');
}

/** The assignment of this member to this role for this department, category, kind and type, if there is one. */
async function findSameAssignment(tx: Tx, a: { depId: number; category: string; kind: string; type: string; roleId: number; authId: number }): Promise<number | undefined> {
  const [same] = await tx
    .select({ id: authorizationBusinesses.id })
    .from(authorizationBusinesses)
    .where(
      and(
        eq(authorizationBusinesses.depId, a.depId),
        eq(authorizationBusinesses.category, a.category),
        eq(authorizationBusinesses.kind, a.kind),
        eq(authorizationBusinesses.type, a.type),
        eq(authorizationBusinesses.roleId, a.roleId),
        eq(authorizationBusinesses.authId, a.authId),
      ),
    );
  return same?.id;
}

/** Assignments of a department for category, kind and type ('all' for kind or type means any). */
export async function listBusinesses(db: Database, depId: number, category: string, kind: string, type: string): Promise<BusinessRecord[]> {
  return loadBusinessRecords(
    db,
    and(
      eq(authorizationBusinesses.depId, depId),
      eq(authorizationBusinesses.category, category || DEFAULT_ROLE_CATEGORY),
      kind === ANY_SEGMENT ? undefined : eq(authorizationBusinesses.kind, kind),
      type === ANY_SEGMENT ? undefined : eq(authorizationBusinesses.type, type),
    ),
  );
}

/** Adds several assignments at once, all or none, and answers them. */
export async function addBusinesses(db: Database, actorId: number, data: BusinessInput[]): Promise<BusinessRecord[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const d of data) {
      const category = readText(d.category ?? DEFAULT_ROLE_CATEGORY, '類別');
      const kind = readText(d.kind, '業務種類');
      const type = readText(d.type, '業務類型');
      await checkAssignment(tx, d.dep_id, category, d.roleID, d.auth_id);
      const taken = await findSameAssignment(tx, { depId: d.dep_id, category, kind, type, roleId: d.roleID, authId: d.auth_id });
      if (taken !== undefined) throw new ConflictError('此人員已有相同的指派');
      const [row] = await tx
        .insert(authorizationBusinesses)
        .values({ depId: d.dep_id, category, kind, type, roleId: d.roleID, authId: d.auth_id, createdBy: actorId })
        .returning({ id: authorizationBusinesses.id });
      ids.push(row!.id);
    }
    const records = await loadBusinessRecords(tx, inArray(authorizationBusinesses.id, ids));
    for (const r of records) await writeHistory(tx, r, 'add', actorId);
    return records;
  });
}

/** Changes the role and type of assignment `id`. */
export async function editBusiness(db: Database, actorId: number, input: { id: number; roleID: number; type: string }): Promise<BusinessRecord> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(authorizationBusinesses).where(eq(authorizationBusinesses.id, input.id));
    if (!current) throw new NotFoundError('查無此指派');
    const type = readText(input.type, '業務類型');
    await checkAssignment(tx, current.depId, current.category, input.roleID, current.authId);
    const clash = await findSameAssignment(tx, { ...current, type, roleId: input.roleID });
    if (clash !== undefined && clash !== input.id) throw new ConflictError('此人員已有相同的指派');
    await tx.update(authorizationBusinesses).set({ roleId: input.roleID, type }).where(eq(authorizationBusinesses.id, input.id));
    const [record] = await loadBusinessRecords(tx, eq(authorizationBusinesses.id, input.id));
    await writeHistory(tx, record!, 'edit', actorId);
    return record!;
  });
}

/** Removes assignment `id`. */
export async function deleteBusiness(db: Database, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [record] = await loadBusinessRecords(tx, eq(authorizationBusinesses.id, id));
    if (!record) throw new NotFoundError('查無此指派');
    await writeHistory(tx, record, 'delete', actorId);
    await tx.delete(authorizationBusinesses).where(eq(authorizationBusinesses.id, id));
  });
}
