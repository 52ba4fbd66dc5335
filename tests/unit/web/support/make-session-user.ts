import type { SessionUser } from '../../../../src/domain/access/session-user';

/** A complete session user for browser-side tests, with the given fields overridden. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    name: '王小明',
    pages: [],
    privileges: [],
    preview: [],
    token: 'token',
    userID: 1,
    account: 'wang',
    account_sso: null,
    basefrom: 'GOV',
    dac_id: null,
    dep_id: null,
    dep_type: null,
    dep_group: null,
    is_department: { Accounting_Office: false },
    depname: null,
    preview_name: null,
    supervise: '0',
    position: { authnum: '', cname: '王小明', email: '', ename: 'N/A', id: 1, tel: [], worknum: '', job_name: '' },
    ...overrides,
  };
}
