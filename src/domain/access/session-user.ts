/** The session user (spec document 1, section 3): what sign-in and token verification answer. */
export interface SessionUser {
  name: string;
  /** Route paths the user may open. */
  pages: string[];
  /** Permission codes the user holds (same as preview). */
  privileges: number[];
  preview: number[];
  token: string;
  userID: number;
  account: string;
  account_sso: string | null;
  basefrom: 'GOV' | 'PUB';
  dac_id: number | null;
  dep_id: number | null;
  dep_type: string | null;
  dep_group: string | null;
  is_department: { Accounting_Office: boolean };
  depname: string | null;
  preview_name: string | null;
  /** '1' marks a supervisor. */
  supervise: string;
  position: {
    authnum: string;
    cname: string;
    email: string;
    ename: string;
    id: number;
    tel: string[];
    worknum: string;
    job_name: string;
  };
}
