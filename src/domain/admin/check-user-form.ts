/**
 * The rules of the user form, shared by the user-management screen (messages under the fields) and the
 * server (which refuses what the screen would have refused).
 */
import { checkNewPassword } from '../access/password-policy';
import { isValidParts, parseCheckedDate } from '../check-date';
import { rangeMessage, requiredMessage, typeMessage } from '../form-messages';
import type { Basefrom } from './admin-records';
import { checkRequiredText } from './check-required-text';
import { isTelNumber, MAX_TELS } from './parse-tel-list';

/** What the user form holds. */
export interface UserFormValues {
  account: string;
  /** Only when an agency user is added. */
  authword?: string;
  check_authword?: string;
  cname: string;
  ename?: string;
  email: string;
  authnum: string;
  tel: string[];
  dac_id: number | null;
  basefrom: Basefrom;
  dateline?: string;
}

/** A message per field that breaks a rule. */
export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

/** Which form: adding an agency user (password required), adding a company user (mailed a link), or editing. */
export type UserFormMode = 'addGov' | 'addPub' | 'edit';

const ACCOUNT_PATTERN = /^[A-Za-z0-9._@-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether an account name uses only letters, digits and . _ @ - and is 3 to 50 long. */
export function isAccountName(value: string): boolean {
  return value.length >= 3 && value.length <= 50 && ACCOUNT_PATTERN.test(value);
}

/** Whether a text looks like an e-mail address. */
export function isEmail(value: string): boolean {
  return value.length <= 100 && EMAIL_PATTERN.test(value);
}

/** Whether a dateline is a real yyyy-MM-dd date. */
export function isDateline(value: string): boolean {
  const p = parseCheckedDate(value);
  return p !== null && p.precision === 'day' && isValidParts(p);
}

/** The name (cname): required, at most 50 characters. The personal page checks it alone. */
export function checkCname(value: string): string | null {
  return checkRequiredText(value, 50);
}

/** The identification code (authnum): optional, at most 30 characters. */
export function checkAuthnum(value: string): string | null {
  return value.trim().length > 30 ? rangeMessage(0, 30) : null;
}

/** The telephone list as typed (blank rows ignored): at most MAX_TELS numbers, each looking like one. */
export function checkTels(tel: readonly string[]): string | null {
  const tels = tel.map((t) => t.trim()).filter(Boolean);
  if (tels.length > MAX_TELS) return `電話最多 ${MAX_TELS} 組`;
  return tels.some((t) => !isTelNumber(t)) ? '電話號碼格式不符合（數字、空白及 + - # ( )）' : null;
}

/** Checks the form; an empty object means it may be sent. */
export function checkUserForm(values: UserFormValues, mode: UserFormMode): UserFormErrors {
  const errors: UserFormErrors = {};
  const required = requiredMessage();
  const account = values.account.trim();
  if (!account) errors.account = required;
  else if (!isAccountName(account)) errors.account = '帳號限英文字母、數字及 . _ @ -，長度 3~50';
  if (mode === 'addGov') {
    if (!values.authword) errors.authword = required;
    else {
      const reason = checkNewPassword(values.authword, values.check_authword ?? values.authword);
      if (reason) errors.authword = reason;
    }
  }
  const cname = checkCname(values.cname);
  if (cname) errors.cname = cname;
  if ((values.ename ?? '').length > 100) errors.ename = rangeMessage(0, 100);
  const email = values.email.trim();
  if (!email) errors.email = required;
  else if (!isEmail(email)) errors.email = typeMessage('email');
  const authnum = checkAuthnum(values.authnum);
  if (authnum) errors.authnum = authnum;
  const tel = checkTels(values.tel);
  if (tel) errors.tel = tel;
  if (values.dac_id === null) errors.dac_id = requiredMessage('change');
  if (values.dateline && !isDateline(values.dateline)) errors.dateline = '日期格式不符合';
  return errors;
}
