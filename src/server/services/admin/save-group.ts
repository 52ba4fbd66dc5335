/**
 * Add_Department_Group, Edit_Department_Group and Delete_Department_Group: a department's group with its
 * system_permission codes and, when sent, its members. Members get the new codes at their next call. Every
 * change of codes or members goes through the grant rule first (assertMayGrant): nobody hands out codes they
 * lack, changes a group they belong to, or touches an account wider than their own; a refusal saves nothing.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { GroupRecord } from '../../../domain/admin/admin-records';
import { NAME_LIMITS, readRequiredText } from '../../../domain/admin/check-required-text';
import { ConflictError, InputError, NotFoundError } from '../../../domain/errors';
import { departmentGroups, departments, groupMembers, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import type { Transaction as Tx } from '../files/transaction';
import { assertMayGrant, type Grantor } from './assert-may-grant';
import { findGroup } from './list-groups';

/** What the calls send. */
export interface GroupInput {
  dep_id: number;
  group_name: string;
  system_permission?: number[];
  member_ids?: number[];
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

/** Ids of the members of group `groupId`. */
async function findMemberIds(tx: Tx, groupId: number): Promise<number[]> {
  const rows = await tx.select({ id: groupMembers.memberId }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
  return rows.map((r) => r.id);
}

/** Whether two code or id lists hold the same values. */
function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((v) => right.has(v));
}

/** Creates a group and answers it. */
export async function addGroup(db: Database, caller: Grantor, input: GroupInput): Promise<GroupRecord> {
  const groupId = await db.transaction(async (tx) => {
    const clean = await checkInput(tx, input);
    await assertMayGrant(tx, caller, { granted: clean.codes, affectedIds: clean.memberIds ?? [], what: `a new group of department ${input.dep_id}` });
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
export async function editGroup(db: Database, caller: Grantor, input: GroupInput & { group_id: number }): Promise<GroupRecord> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(departmentGroups).where(eq(departmentGroups.groupId, input.group_id));
    if (!current) throw new NotFoundError('查無此群組');
    const clean = await checkInput(tx, input, input.group_id);
    const before = (current.systemPermission ?? []).map(Number);
    const codes = input.system_permission === undefined ? before : clean.codes;
    const was = await findMemberIds(tx, input.group_id);
    const will = clean.memberIds ?? was;
    const codesChange = !sameSet(before, codes);
    // New codes reach every member; a membership change reaches those who join or leave.
    const touched = codesChange ? [...new Set([...was, ...will])] : [...will.filter((id) => !was.includes(id)), ...was.filter((id) => !will.includes(id))];
    if (touched.length > 0 || codesChange) {
      // A group the caller belongs to holds the caller's own permissions, whoever else the change reaches.
      const own = was.includes(caller.id) || will.includes(caller.id) ? [caller.id] : [];
      await assertMayGrant(tx, caller, { granted: codes, previous: before, affectedIds: [...own, ...touched], what: `group ${input.group_id}` });
    }
    await tx.update(departmentGroups).set({ depId: input.dep_id, groupName: clean.name, systemPermission: codes }).where(eq(departmentGroups.groupId, input.group_id));
    await setMembers(tx, input.group_id, clean.memberIds);
  });
  return findGroup(db, input.group_id);
}

/** Deletes a group (its memberships go with it). */
export async function deleteGroup(db: Database, caller: Grantor, groupId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(departmentGroups).where(eq(departmentGroups.groupId, groupId));
    if (!current) throw new NotFoundError('查無此群組');
    const before = (current.systemPermission ?? []).map(Number);
    await assertMayGrant(tx, caller, { granted: [], previous: before, affectedIds: await findMemberIds(tx, groupId), what: `group ${groupId} (deleting)` });
    await tx.delete(departmentGroups).where(eq(departmentGroups.groupId, groupId));
  });
}
