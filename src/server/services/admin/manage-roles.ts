/**
 * Authorization roles (Get/Add/Edit/Delete_Authorization_Role): named roles of a department (usually an
 * agency's top unit) grouped by category, default 主辦機關.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { RoleRecord } from '../../../domain/admin/admin-records';
import { DEFAULT_ROLE_CATEGORY, MAX_ROLE_TEXT } from '../../../domain/admin/authorization-options';
import { readRequiredText } from '../../../domain/admin/check-required-text';
import { ConflictError, InputError, NotFoundError } from '../../../domain/errors';
import { authorizationBusinesses, authorizationRoles, departments } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** One role to add. */
export interface RoleInput {
  dep_id: number;
  category?: string;
  preview: string;
  sort?: number;
}

/** A role row as the calls answer it. */
export function toRoleRecord(r: typeof authorizationRoles.$inferSelect): RoleRecord {
  return { roleID: r.roleId, dep_id: r.depId, category: r.category, preview: r.preview, sort: r.sort };
}

const readText = (value: string, label: string) => readRequiredText(value, MAX_ROLE_TEXT, label);

/** The roles of department `depId` in `category`. */
export async function listRoles(db: Database, depId: number, category: string = DEFAULT_ROLE_CATEGORY): Promise<RoleRecord[]> {
  const rows = await db
    .select()
    .from(authorizationRoles)
    .where(and(eq(authorizationRoles.depId, depId), eq(authorizationRoles.category, category)))
    .orderBy(asc(authorizationRoles.sort), asc(authorizationRoles.roleId));
  return rows.map(toRoleRecord);
}

/** Adds several roles at once, all or none, and answers them. */
export async function addRoles(db: Database, data: RoleInput[]): Promise<RoleRecord[]> {
  const clean = data.map((d) => ({
    depId: d.dep_id,
    category: readText(d.category ?? DEFAULT_ROLE_CATEGORY, '角色類別'),
    preview: readText(d.preview, '角色名稱'),
    sort: d.sort ?? 0,
  }));
  const keys = clean.map((c) => `${c.depId}|${c.category}|${c.preview}`);
  if (new Set(keys).size !== keys.length) throw new ConflictError('新增的角色名稱重複');
  return db.transaction(async (tx) => {
    const depIds = [...new Set(clean.map((c) => c.depId))];
    const found = await tx.select({ id: departments.id }).from(departments).where(inArray(departments.id, depIds));
    if (found.length !== depIds.length) throw new InputError('查無此部門');
    for (const c of clean) {
      const [taken] = await tx
        .select({ id: authorizationRoles.roleId })
        .from(authorizationRoles)
        .where(and(eq(authorizationRoles.depId, c.depId), eq(authorizationRoles.category, c.category), eq(authorizationRoles.preview, c.preview)));
      if (taken) throw new ConflictError(`角色「${c.preview}」已存在於「${c.category}」`);
    }
    const rows = await tx.insert(authorizationRoles).values(clean).returning();
    return rows.map(toRoleRecord);
  });
}

/** Renames role `roleId`. */
export async function editRole(db: Database, roleId: number, preview: string): Promise<RoleRecord> {
  const name = readText(preview, '角色名稱');
  const [current] = await db.select().from(authorizationRoles).where(eq(authorizationRoles.roleId, roleId));
  if (!current) throw new NotFoundError('查無此角色');
  const [taken] = await db
    .select({ id: authorizationRoles.roleId })
    .from(authorizationRoles)
    .where(and(eq(authorizationRoles.depId, current.depId), eq(authorizationRoles.category, current.category), eq(authorizationRoles.preview, name)));
  if (taken && taken.id !== roleId) throw new ConflictError(`角色「${name}」已存在於「${current.category}」`);
  const [row] = await db.update(authorizationRoles).set({ preview: name }).where(eq(authorizationRoles.roleId, roleId)).returning();
  return toRoleRecord(row!);
}

/** Deletes role `roleId`; refused while people are assigned to it. */
export async function deleteRole(db: Database, roleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [role] = await tx.select().from(authorizationRoles).where(eq(authorizationRoles.roleId, roleId));
    if (!role) throw new NotFoundError('查無此角色');
    const [used] = await tx.select({ n: count() }).from(authorizationBusinesses).where(eq(authorizationBusinesses.roleId, roleId));
    if ((used?.n ?? 0) > 0) throw new ConflictError(`角色「${role.preview}」仍有 ${used!.n} 筆人員指派，請先移除指派再刪除`);
    await tx.delete(authorizationRoles).where(eq(authorizationRoles.roleId, roleId));
  });
}
