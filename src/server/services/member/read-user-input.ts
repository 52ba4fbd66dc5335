/**
 * Turns the parameters of Add_User, Add_SUP_EMAIL and Edit_User into the columns of a member: tel read from
 * JSON text, the form rules of src/domain/admin/check-user-form, the job title's department, the groups.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Basefrom } from '../../../domain/admin/admin-records';
import { checkUserForm, type UserFormMode } from '../../../domain/admin/check-user-form';
import { AGENCY_DEPTYPE } from '../../../domain/admin/department-types';
import { USER_DEFAULTS } from '../../../domain/admin/list-defaults';
import { parseTelList } from '../../../domain/admin/parse-tel-list';
import { firstFieldMessage } from '../../../domain/admin/user-field-labels';
import { InputError } from '../../../domain/errors';
import { departmentGroups, departments, departmentSubs } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** The user fields a call may send (after the parameter check). */
export interface UserInput {
  account: string;
  authword?: string;
  dac_id: number;
  dep_id?: number;
  cname: string;
  ename?: string;
  tel: string | string[];
  authnum: string;
  email: string;
  basefrom?: Basefrom;
  dateline?: string;
  job_name?: string;
  worknum?: string;
  supervise?: string;
  account_sso?: string | null;
  group_ids?: number[];
}

/** The member columns and group ids read from the input. */
export interface ReadUser {
  values: {
    account: string;
    basefrom: Basefrom;
    depId: number;
    dacId: number;
    cname: string;
    ename: string;
    tel: string[];
    authnum: string;
    email: string;
    dateline: string;
    jobName: string;
    worknum: string;
    supervise: string;
    accountSso: string | null;
  };
  groupIds: number[] | undefined;
}

/** Checks and converts the input; throws InputError with the field's message (and all of them in `fields`). */
export async function readUserInput(db: Database, input: UserInput, mode: UserFormMode, basefrom: Basefrom): Promise<ReadUser> {
  const tel = parseTelList(input.tel);
  if (!tel.ok) throw new InputError(tel.message, { fields: { tel: tel.message } });
  const errors = checkUserForm(
    {
      account: input.account,
      authword: input.authword,
      cname: input.cname,
      ename: input.ename,
      email: input.email,
      authnum: input.authnum,
      tel: tel.tel,
      dac_id: input.dac_id,
      basefrom,
      dateline: input.dateline,
    },
    // The company form has no password field, but one sent anyway must still follow the rule.
    mode === 'addPub' && input.authword ? 'addGov' : mode,
  );
  const message = firstFieldMessage(errors);
  if (message) throw new InputError(message, { fields: errors });

  const [title] = await db
    .select({ id: departmentSubs.id, depId: departmentSubs.depId, deptype: departments.deptype, previewName: departmentSubs.previewName })
    .from(departmentSubs)
    .innerJoin(departments, eq(departments.id, departmentSubs.depId))
    .where(eq(departmentSubs.id, input.dac_id));
  if (!title) throw new InputError('查無此職稱', { fields: { dac_id: '查無此職稱' } });
  if (input.dep_id !== undefined && input.dep_id !== title.depId) {
    throw new InputError('職稱不屬於所選部門', { fields: { dac_id: '職稱不屬於所選部門' } });
  }
  // Company accounts sit in company units; agency units hold GOV accounts only.
  if (basefrom === 'PUB' && title.deptype === AGENCY_DEPTYPE) {
    throw new InputError('廠商帳號須隸屬廠商單位，請選擇廠商單位的職稱', { fields: { dac_id: '請選擇廠商單位的職稱' } });
  }

  let groupIds: number[] | undefined;
  if (input.group_ids !== undefined) {
    groupIds = [...new Set(input.group_ids)];
    if (groupIds.length > 0) {
      const found = await db.select({ id: departmentGroups.groupId }).from(departmentGroups).where(inArray(departmentGroups.groupId, groupIds));
      if (found.length !== groupIds.length) throw new InputError('查無指定的群組', { fields: { group_ids: '查無指定的群組' } });
    }
  }

  return {
    values: {
      account: input.account.trim(),
      basefrom,
      depId: title.depId,
      dacId: title.id,
      cname: input.cname.trim(),
      ename: input.ename?.trim() || USER_DEFAULTS.ename,
      tel: tel.tel,
      authnum: input.authnum.trim(),
      email: input.email.trim(),
      dateline: input.dateline ?? USER_DEFAULTS.dateline,
      jobName: input.job_name?.trim() || title.previewName,
      worknum: input.worknum?.trim() ?? '',
      supervise: input.supervise === '1' ? '1' : '0',
      accountSso: input.account_sso?.trim() || null,
    },
    groupIds,
  };
}
