/**
 * A member's saved groups of signers (BFC Get_Stage_Process_Group, Add_Stage_Process_Group,
 * Get_Stage_Process_Group_Name): each caller keeps their own; group names travel base64-encoded.
 */
import { and, asc, eq } from 'drizzle-orm';
import { ForbiddenError, InputError, NotFoundError } from '../../../domain/errors';
import { auditSignerGroups } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import type { MemberName } from '../../../domain/signoff/sign-off-views';
import { findMemberNames } from './describe-sign-off-cases';

/** The longest group name, in characters. */
const MAX_GROUP_NAME = 40;

/** Decodes a base64 group name (UTF-8); refuses what is not base64 or not a sensible name. */
export function decodeGroupName(encoded: string): string {
  const normalised = encoded.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalised) || normalised.length % 4 === 1) throw new InputError("'group_name'必須為 base64 編碼");
  const name = Buffer.from(normalised, 'base64').toString('utf8').trim();
  if (!name || name.length > MAX_GROUP_NAME || name.includes('\u0000') || name.includes('\uFFFD')) throw new InputError(`群組名稱須為 1～${MAX_GROUP_NAME} 字`);
  return name;
}

function assertSelf(caller: Caller, authId: number): void {
  if (authId !== caller.id) throw new ForbiddenError('只能使用自己的簽核群組', { log: `member ${caller.id} asked for groups of ${authId}` });
}

/** Get_Stage_Process_Group: the members of one of the caller's groups. */
export async function findSignerGroup(ctx: ServerContext, caller: Caller, input: { auth_id: number; group_name: string }): Promise<{ group_name: string; members: MemberName[] }> {
  assertSelf(caller, input.auth_id);
  const name = decodeGroupName(input.group_name);
  const [group] = await ctx.db.select().from(auditSignerGroups).where(and(eq(auditSignerGroups.ownerId, caller.id), eq(auditSignerGroups.groupName, name)));
  if (!group) throw new NotFoundError(`查無簽核群組「${name}」`);
  const names = await findMemberNames(ctx.db, group.memberIds);
  return { group_name: name, members: group.memberIds.map((id) => names.get(id)).filter((m): m is MemberName => m !== undefined) };
}

/** Add_Stage_Process_Group: saves (or replaces) a group of the caller's. */
export async function saveSignerGroup(ctx: ServerContext, caller: Caller, input: { group_name: string; auth_ids: number[] }): Promise<{ group_name: string; members: MemberName[] }> {
  const name = decodeGroupName(input.group_name);
  const names = await findMemberNames(ctx.db, input.auth_ids);
  const unknown = input.auth_ids.filter((id) => !names.has(id));
  if (unknown.length) throw new InputError(`查無人員 ${unknown.map((id) => `#${id}`).join('、')}`);
  const memberIds = [...new Set(input.auth_ids)];
  await ctx.db
    .insert(auditSignerGroups)
    .values({ ownerId: caller.id, groupName: name, memberIds })
    .onConflictDoUpdate({ target: [auditSignerGroups.ownerId, auditSignerGroups.groupName], set: { memberIds, updatedAt: new Date() } });
  return { group_name: name, members: memberIds.map((id) => names.get(id)!) };
}

/** Get_Stage_Process_Group_Name: the names of the caller's groups. */
export async function listSignerGroupNames(ctx: ServerContext, caller: Caller, input: { auth_id: number }): Promise<string[]> {
  assertSelf(caller, input.auth_id);
  const rows = await ctx.db.select({ name: auditSignerGroups.groupName }).from(auditSignerGroups).where(eq(auditSignerGroups.ownerId, caller.id)).orderBy(asc(auditSignerGroups.groupName));
  return rows.map((r) => r.name);
}
