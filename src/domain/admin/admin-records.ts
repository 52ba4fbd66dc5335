/** The records the administration and personal calls answer, shared by server and browser. */

/** Account origin: agency staff (GOV) or company accounts (PUB). */
export type Basefrom = 'GOV' | 'PUB';

/** Where a user works: department and job title (one entry of position_gov or position_pub). */
export interface UserPosition {
  dep_id: number | null;
  depname: string | null;
  dep_type: string | null;
  dac_id: number | null;
  preview_name: string | null;
  job_name: string;
}

/** A user (member) as the user calls answer it, with the first position merged in. */
export interface UserRecord extends UserPosition {
  id: number;
  account: string;
  account_sso: string | null;
  basefrom: Basefrom;
  state: number;
  state_describe: string;
  dateline: string;
  cname: string;
  ename: string;
  tel: string[];
  authnum: string;
  email: string;
  worknum: string;
  supervise: string;
  /** Permission groups the user belongs to. */
  groups: { group_id: number; group_name: string }[];
  position_gov?: UserPosition[];
  position_pub?: UserPosition[];
}

/** A department row. */
export interface DepartmentRecord {
  id: number;
  depname: string;
  deptype: string;
  dep_level: number;
  id_parent: number | null;
  state: number;
}

/** A department with its sub-departments, for the tree. */
export interface DepartmentNode extends DepartmentRecord {
  children: DepartmentNode[];
}

/** A job title (department sub): `preview` lists the permission codes it grants. */
export interface JobTitleRecord {
  id: number;
  dep_id: number;
  level: number;
  dac_id_trace: string | null;
  preview_name: string;
  preview: number[];
  preview_temp: number[] | null;
  /** How many users hold the title. */
  holders: number;
}

/** A member of a department group, as the group screens list them. */
export interface GroupMemberRecord {
  id: number;
  account: string;
  cname: string;
  basefrom: Basefrom;
  depname: string | null;
  state: number;
}

/** A department group with its permission codes and members. */
export interface GroupRecord {
  group_id: number;
  group_name: string;
  dep_id: number;
  system_permission: number[];
  members: GroupMemberRecord[];
}

/** An authorization role of a category. */
export interface RoleRecord {
  roleID: number;
  dep_id: number;
  category: string;
  /** The role's name. */
  preview: string;
  sort: number;
}

/** A business assignment: a member holding a role in a department for a category, kind and type. */
export interface BusinessRecord {
  id: number;
  dep_id: number;
  depname: string;
  category: string;
  kind: string;
  type: string;
  roleID: number;
  role_name: string;
  auth_id: number;
  cname: string;
  account: string;
}

/** One change of a business assignment: the assignment as it was then (`id` is the entry's own). */
export interface BusinessHistoryRecord extends Omit<BusinessRecord, 'account'> {
  business_id: number;
  action: 'add' | 'edit' | 'delete';
  actor_id: number | null;
  actor_name: string | null;
  at: string;
}

/** A personal note; html_content is sanitised HTML. */
export interface NoteRecord {
  note_id: number;
  auth_id: number;
  title: string;
  html_content: string;
  created_at: string;
  updated_at: string;
}

/** One entry of the notebook list (no content). */
export type NoteSummary = Omit<NoteRecord, 'html_content'>;

/** An account bound to the caller's (same account_sso), for switching. */
export interface BoundAccount {
  id: number;
  account: string;
  cname: string;
  basefrom: Basefrom;
  depname: string | null;
  current: boolean;
}

/** One system function a group may be given (SYS/SYS_LIST): a permission code and its name. */
export interface SystemEntry {
  sys_id: number;
  sys_name: string;
  /** 1 when company (PUB) accounts may be given it. */
  pub: 0 | 1;
}
