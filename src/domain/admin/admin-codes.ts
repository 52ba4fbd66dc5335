/** The permission codes the administration and personal calls require (spec document 1 §2). */
export const ADMIN_CODES = {
  /** /systemManage/userManage: accounts of both origins. */
  users: 37,
  /** /systemManage/groupPermiossionManage: department groups and their permission codes. */
  groups: 44,
  /** /systemManage/departmentManage: the department tree and job titles. */
  departments: 48,
  /** /systemManage/rolesManage: authorization roles and business assignments. */
  roles: 52,
  /** /personalInformation: the own name, telephones, authnum and bound accounts. */
  personal: 80,
  /** /personalNotebook and its children. */
  notebook: 82,
} as const;

/** Any administrator: reads that several administration screens share (job titles, groups, the code list). */
export const ANY_ADMIN_CODES: number[] = [ADMIN_CODES.users, ADMIN_CODES.groups, ADMIN_CODES.departments, ADMIN_CODES.roles];

/**
 * Who may use the agency people pickers (agency user list, accounts by job title): administrators and the
 * agency screens that assign personnel (project management 11, staff and files 77). Company accounts hold
 * 25 and 26 too, so those codes do not open the list of agency staff.
 */
export const PICKER_CODES: number[] = [...ANY_ADMIN_CODES, 11, 77];
