/** The names users see for the user fields, used in messages that point at a field. */
export const USER_FIELD_LABELS: Record<string, string> = {
  account: '帳號',
  authword: '密碼',
  check_authword: '確認密碼',
  cname: '姓名',
  ename: '英文姓名',
  email: '電子信箱',
  authnum: '識別碼',
  tel: '電話',
  dac_id: '職稱',
  dep_id: '部門',
  basefrom: '帳號來源',
  dateline: '使用期限',
  job_name: '職務名稱',
  state_describe: '停用原因',
};

/** 'label：message' for the first broken rule of a form, or null when there is none. */
export function firstFieldMessage(errors: Record<string, string | undefined>): string | null {
  for (const [field, message] of Object.entries(errors)) {
    if (message) return `${USER_FIELD_LABELS[field] ?? field}：${message}`;
  }
  return null;
}
