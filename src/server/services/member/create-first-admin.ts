/**
 * The first administrator of a database without demo data (`npm run create-admin`): an agency department when
 * there is none, a job title and the administrators' group in it, and a GOV account in that group holding every
 * permission code, as the demo `admin` does. One-time: refused as soon as any account holds code 90, so the
 * command cannot be used to slip a second all-powerful account into a running system.
 */
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { checkNewPassword } from '../../../domain/access/password-policy';
import { checkCname, isAccountName, isEmail } from '../../../domain/admin/check-user-form';
import { AGENCY_DEPTYPE } from '../../../domain/admin/department-types';
import { ConflictError, InputError } from '../../../domain/errors';
import { departmentGroups, departments, departmentSubs, groupMembers, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { hashPassword } from '../../security/hash-password';
import { ADMIN_GROUP, insertDepartment, insertGroup, insertJobTitle, insertMemberInGroup } from '../../seed/insert-organisation-rows';
import type { Transaction } from '../files/transaction';

/** The code only system administrators hold (the step-definition editor); its holders count as administrators. */
const SYSTEM_ADMIN_CODE = 90;

/** The department created when the database has no agency department yet. */
export const FIRST_ADMIN_DEPARTMENT = '系統管理單位';

/** The job title the first administrator holds. */
const FIRST_ADMIN_TITLE = '系統管理員';

/** Who the first administrator is. The password never comes from the command line. */
export interface FirstAdminInput {
  account: string;
  email: string;
  /** The Chinese name. */
  cname: string;
  password: string;
  /** Name of the agency department to create when there is none; default FIRST_ADMIN_DEPARTMENT. */
  depname?: string;
}

/** What was created. */
export interface FirstAdmin {
  memberId: number;
  account: string;
  depId: number;
  depname: string;
  /** Whether the department was created (false: the first top-level agency department was used). */
  createdDepartment: boolean;
}

/** How many accounts hold code 90, through a group or their job title. */
export async function countAdministrators(db: Database | Transaction): Promise<number> {
  // Codes are stored as numbers; a hand-edited row may hold them as strings, which must count too.
  const holds = (column: typeof departmentGroups.systemPermission | typeof departmentSubs.preview) =>
    sql`(${column} @> ${JSON.stringify([SYSTEM_ADMIN_CODE])}::jsonb or ${column} @> ${JSON.stringify([String(SYSTEM_ADMIN_CODE)])}::jsonb)`;
  const [row] = await db
    .select({ n: count(sql`distinct ${members.id}`) })
    .from(members)
    .leftJoin(groupMembers, eq(groupMembers.memberId, members.id))
    .leftJoin(departmentGroups, eq(departmentGroups.groupId, groupMembers.groupId))
    .leftJoin(departmentSubs, eq(departmentSubs.id, members.dacId))
    .where(or(holds(departmentGroups.systemPermission), holds(departmentSubs.preview)));
  return Number(row?.n ?? 0);
}

function readInput(input: FirstAdminInput): FirstAdminInput & { depname: string } {
  const fields: Record<string, string> = {};
  const account = input.account.trim();
  if (!isAccountName(account)) fields.account = '帳號限英文字母、數字及 . _ @ -，長度 3~50';
  const email = input.email.trim();
  if (!isEmail(email)) fields.email = '電子郵件格式不符合';
  const cnameFault = checkCname(input.cname);
  if (cnameFault) fields.cname = cnameFault;
  const passwordFault = checkNewPassword(input.password, input.password);
  if (passwordFault) fields.authword = passwordFault;
  const depname = (input.depname ?? FIRST_ADMIN_DEPARTMENT).trim();
  if (!depname || depname.length > 50) fields.depname = '部門名稱長度須為 1~50';
  const first = Object.values(fields)[0];
  if (first) throw new InputError(first, { fields });
  return { account, email, cname: input.cname.trim(), password: input.password, depname };
}

/** Creates the first administrator; ConflictError when an administrator or the account already exists. */
export async function createFirstAdmin(db: Database, input: FirstAdminInput): Promise<FirstAdmin> {
  const checked = readInput(input);
  const hash = await hashPassword(checked.password);
  return db.transaction(async (tx) => {
    // Two runs at once must not both see "no administrator yet".
    await tx.execute(sql`select pg_advisory_xact_lock(${SYSTEM_ADMIN_CODE}, 1)`);
    if ((await countAdministrators(tx)) > 0) {
      throw new ConflictError('已有系統管理員帳號：其他帳號請由系統管理員於使用者管理新增', { log: 'create-admin refused: an account holding code 90 exists' });
    }
    const [taken] = await tx.select({ id: members.id }).from(members).where(eq(members.account, checked.account));
    if (taken) throw new ConflictError('帳號已存在', { fields: { account: '帳號已存在' } });

    const [agency] = await tx
      .select({ id: departments.id, depname: departments.depname })
      .from(departments)
      .where(and(eq(departments.deptype, AGENCY_DEPTYPE), isNull(departments.idParent), eq(departments.state, 1)))
      .orderBy(asc(departments.id))
      .limit(1);
    const depId = agency?.id ?? (await insertDepartment(tx, { depname: checked.depname, deptype: AGENCY_DEPTYPE, depLevel: 1, idParent: null, depGroup: null }));
    const dacId = await insertJobTitle(tx, depId, FIRST_ADMIN_TITLE);
    const groupId = await insertGroup(tx, depId, ADMIN_GROUP.groupName, ADMIN_GROUP.codes);
    const memberId = await insertMemberInGroup(
      tx,
      { account: checked.account, authwordHash: hash, basefrom: 'GOV', depId, dacId, cname: checked.cname, email: checked.email, jobName: FIRST_ADMIN_TITLE },
      groupId,
    );
    return { memberId, account: checked.account, depId, depname: agency?.depname ?? checked.depname, createdDepartment: !agency };
  });
}
