/**
 * Add_Department_Group and Edit_Department_Group: a department's group with its system_permission codes
 * and, when sent, its members. Members get the new codes at their next call. An administrator cannot take
 * away their own right to manage groups (44) this way: that change is refused and nothing is saved.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ADMIN_CODES } from '../../../domain/admin/admin-codes';
import type { GroupRecord } from '../../../domain/admin/admin-records';
import { NAME_LIMITS, readRequiredText } from '../../../domain/admin/check-required-text';
import { ConflictError, InputError, NotFoundError } from '../../../domain/errors';
import { departmentGroups, departments, groupMembers, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import type { Transaction as Tx } from '../files/transaction';
import { findMemberCodes } from '../member/find-member-codes';
import { findGroup } from './list-groups';

/** What the calls send. */
export interface GroupInput {
  dep_id: number;
  group_name: string;
  system_permission?: number[];
  member_ids?: number[];
}

/** Throws (rolling the transaction back) when the caller no longer holds code 44 after the change. */
export async function assertKeepsGroupAdmin(tx: Tx, callerId: number): Promise<void> {
  const [me] = await tx.select({ dacId: members.dacId }).from(members).where(eq(members.id, callerId));
  const codes = await findMemberCodes(tx, callerId, me?.dacId ?? null);
  if (!codes.includes(ADMIN_CODES.groups)) throw new InputError('此變更會移除您自己的群組權限管理權限，請由其他管理員處理');
}

async function checkInput(tx: Tx, input: GroupInput, exceptId?: number): Promise<{ name: string; codes: number[]; memberIds?: number[] }> {
  const name = readRequiredText(input.group_name, NAME_LIMITS.group, '群組名稱', 'group_name');
  const [dep] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, input.dep_id));
  if (!dep) throw new InputError('查無此部門', { fields: { dep_id: '查無此部門' } });
  const [taken] = await tx
    .select({ id: departmentGroups.groupId })
    .from(departmentGroups)
    .where(and(eq(departmentGroups.depId, input.dep_id), eq(departmentGroups.groupName, name), exceptId === undefined ? undefined : ne(departmentGroups.groupId, exceptId)));
  if (taken) throw new ConflictError('此部門已有相同名稱的群組', { fields: { group_name: '名稱重複' } });
  const memberIds = input.member_ids === undefined ? undefined : [...new Set(input.member_ids)];
  if (memberIds?.length) {
    const found = await tx.select({ id: members.id }).from(members).where(inArray(members.id, memberIds));
    if (found.length !== memberIds.length) throw new InputError('查無部分成員', { fields: { member_ids: '查無部分成員' } });
  }
  const codes = [...new Set(input.system_permission ?? [])].sort((a, b) => a - b);
  return { name, codes, memberIds };
}

async function setMembers(tx: Tx, groupId: number, memberIds: number[] | undefined): Promise<void> {
  if (memberIds === undefined) return;
  await tx.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
  if (memberIds.length) await tx.insert(groupMembers).values(memberIds.map((memberId) => ({ groupId, memberId })));
}

/** Creates a group and answers it. */
export async function addGroup(db: Database, input: GroupInput): Promise<GroupRecord> {
  const groupId = await db.transaction(async (tx) => {
    const clean = await checkInput(tx, input);
    const [row] = await tx
      .insert(departmentGroups)
      .values({ depId: input.dep_id, groupName: clean.name, systemPermission: clean.codes })
      .returning({ id: departmentGroups.groupId });
    await setMembers(tx, row!.id, clean.memberIds);
    return row!.id;
  });
  return findGroup(db, groupId);
}

/** Saves a group and answers it. */
export async function editGroup(db: Database, callerId: number, input: GroupInput & { group_id: number }): Promise<GroupRecord> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(departmentGroups).where(eq(departmentGroups.groupId, input.group_id));
    if (!current) throw new NotFoundError('查無此群組');
    const clean = await checkInput(tx, input, input.group_id);
    await tx
      .update(departmentGroups)
      .set({ depId: input.dep_id, groupName: clean.name, systemPermission: input.system_permission === undefined ? current.systemPermission : clean.codes })
      .where(eq(departmentGroups.groupId, input.group_id));
    await setMembers(tx, input.group_id, clean.memberIds);
    await assertKeepsGroupAdmin(tx, callerId);
  });
  return findGroup(db, input.group_id);
}

/** Deletes a group (its memberships go with it). */
export async function deleteGroup(db: Database, callerId: number, groupId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(departmentGroups).where(eq(departmentGroups.groupId, groupId)).returning({ id: departmentGroups.groupId });
    if (deleted.length === 0) throw new NotFoundError('查無此群組');
    await assertKeepsGroupAdmin(tx, callerId);
  });
}
