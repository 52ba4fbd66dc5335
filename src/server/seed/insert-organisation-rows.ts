/**
 * The rows an organisation starts with — departments, job titles, permission groups and members in them —
 * inserted inside a caller's transaction. The demo data and the first administrator are built from these,
 * so the first administrator is made exactly like the demo `admin`.
 */
import { ALL_PERMISSION_CODES } from '../../domain/access/permission-codes';
import { departmentGroups, departments, departmentSubs, groupMembers, members } from '../db/schema';
import type { Transaction } from '../services/files/transaction';

/** The administrators' group: its name and every permission code (what the demo `admin` holds). */
export const ADMIN_GROUP = { groupName: '系統管理員', codes: ALL_PERMISSION_CODES } as const;

/** The codes every job title carries on its own: personal data (80) and the notebook (82). */
export const BASIC_TITLE_CODES: readonly number[] = [80, 82];

/** A department to insert. */
export interface DepartmentRow {
  depname: string;
  deptype: string;
  depLevel: number;
  idParent: number | null;
  depGroup: string | null;
  isAccountingOffice?: boolean;
}

/** Inserts a department and answers its id. */
export async function insertDepartment(tx: Transaction, row: DepartmentRow): Promise<number> {
  const [inserted] = await tx.insert(departments).values({ ...row, isAccountingOffice: row.isAccountingOffice ?? false }).returning({ id: departments.id });
  return inserted!.id;
}

/** Inserts a job title with the basic codes in a department and answers its id. */
export async function insertJobTitle(tx: Transaction, depId: number, previewName: string): Promise<number> {
  const [row] = await tx.insert(departmentSubs).values({ depId, previewName, preview: [...BASIC_TITLE_CODES], level: 1 }).returning({ id: departmentSubs.id });
  return row!.id;
}

/** Inserts a permission group of a department and answers its id. */
export async function insertGroup(tx: Transaction, depId: number, groupName: string, codes: readonly number[]): Promise<number> {
  const [row] = await tx.insert(departmentGroups).values({ depId, groupName, systemPermission: [...codes] }).returning({ groupId: departmentGroups.groupId });
  return row!.groupId;
}

/** Inserts a member as a member of one group and answers the member's id. */
export async function insertMemberInGroup(tx: Transaction, values: typeof members.$inferInsert, groupId: number): Promise<number> {
  const [row] = await tx.insert(members).values(values).returning({ id: members.id });
  await tx.insert(groupMembers).values({ groupId, memberId: row!.id });
  return row!.id;
}
