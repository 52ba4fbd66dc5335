/**
 * Who may change whose permissions: the one rule every permission-changing call applies, so that no
 * administrator sub-role can widen its own reach. Pure: callers pass the codes they have read.
 *
 * 1. Nobody grants a code they do not hold (a group's, a job title's or a role's codes; putting a person in
 *    a group or a job title grants its codes too).
 * 2. Nobody changes their own permissions (their groups, their job title, the codes of a group or job title
 *    they belong to).
 * 3. Only holders of code 90 (the highest administration code) manage accounts that hold code 90; and an
 *    administrator manages (edits, disables, sets the password of) only accounts whose codes they hold.
 */

/** The code whose holders alone may manage other holders of it. */
export const TOP_ADMIN_CODE = 90;

/** Messages in the product's words. */
export const GRANT_MESSAGES = {
  notHeld: (codes: number[]) => `您不能授予自己沒有的權限：${codes.join('、')}`,
  ownPermissions: '您不能變更自己的權限',
  topAdmin: '僅有系統最高管理權限（90）者可以管理具有該權限的帳號',
  accountWiderThanCaller: (codes: number[]) => `此帳號具有您沒有的權限（${codes.join('、')}），您不能管理此帳號`,
} as const;

/** The codes of `granted` that `held` lacks, ascending and without repeats. */
export function codesNotHeld(held: readonly number[], granted: readonly number[]): number[] {
  const own = new Set(held);
  return [...new Set(granted)].filter((code) => !own.has(code)).sort((a, b) => a - b);
}

/**
 * Why the caller may not grant `granted` (as a group's, job title's or role's codes, or by placing someone
 * in it), or null when they may.
 */
export function refuseGrant(callerCodes: readonly number[], granted: readonly number[]): string | null {
  const missing = codesNotHeld(callerCodes, granted);
  return missing.length > 0 ? GRANT_MESSAGES.notHeld(missing) : null;
}

/**
 * Why the caller may not manage an account that holds `targetCodes` (edit its permissions, job title or
 * groups, disable or enable it, set its password), or null when they may. `self` is true when the account
 * is the caller's own and the change touches permissions.
 */
export function refuseAccountManagement(
  caller: { id: number; codes: readonly number[] },
  target: { id: number; codes: readonly number[] },
  options: { touchesPermissions: boolean } = { touchesPermissions: true },
): string | null {
  if (options.touchesPermissions && caller.id === target.id) return GRANT_MESSAGES.ownPermissions;
  if (target.codes.includes(TOP_ADMIN_CODE) && !caller.codes.includes(TOP_ADMIN_CODE)) return GRANT_MESSAGES.topAdmin;
  const wider = codesNotHeld(caller.codes, target.codes);
  return wider.length > 0 ? GRANT_MESSAGES.accountWiderThanCaller(wider) : null;
}
