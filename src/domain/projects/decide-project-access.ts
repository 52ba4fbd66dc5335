/**
 * Who may see or change a project. Agency staff (GOV accounts that are not supervisors) reach every project of
 * their own department tree when they hold one of the agency codes; everybody else — contractors,
 * supervisors, designers — reaches only the projects they are assigned to. One pure rule for the server's
 * checks and its tests.
 */

/** view: read the project and its data; edit: change them. */
export type ProjectAccessMode = 'view' | 'edit';

/** Codes that let agency staff read the projects of their tree (budget, tender, steps, HR, debit, dashboard). */
export const AGENCY_VIEW_CODES: readonly number[] = Object.freeze([3, 7, 9, 11, 14, 15, 24, 25, 26, 27, 36, 72, 77]);

/** Codes that let agency staff change the projects of their tree (create/edit, steps, HR, debit). */
export const AGENCY_EDIT_CODES: readonly number[] = Object.freeze([9, 11, 14, 15, 24, 25, 26, 27, 72, 77]);

/** The caller as the rule needs it. */
export interface AccessCaller {
  basefrom: 'GOV' | 'PUB';
  supervise: string;
  codes: readonly number[];
}

/** Whether the caller counts as agency staff: a GOV account that is not flagged as supervisor. */
export function isAgencyCaller(caller: AccessCaller): boolean {
  return caller.basefrom === 'GOV' && caller.supervise !== '1';
}

/** Whether agency staff may reach their tree's projects in a mode by their codes. */
export function holdsAgencyCodes(caller: AccessCaller, mode: ProjectAccessMode): boolean {
  const wanted = mode === 'edit' ? AGENCY_EDIT_CODES : AGENCY_VIEW_CODES;
  return isAgencyCaller(caller) && caller.codes.some((c) => wanted.includes(c));
}

/** The rule: agency staff of the project's tree with the codes, or anyone assigned to the project. */
export function decideProjectAccess(caller: AccessCaller, facts: { inProjectTree: boolean; assigned: boolean }, mode: ProjectAccessMode): boolean {
  if (facts.assigned) return true;
  return facts.inProjectTree && holdsAgencyCodes(caller, mode);
}

/** Whether an assignment counts today: not removed, and not ended before `today` ('YYYY-MM-DD'). */
export function isAssignmentActive(endDate: string | null | undefined, today: string): boolean {
  return !endDate || endDate >= today;
}
