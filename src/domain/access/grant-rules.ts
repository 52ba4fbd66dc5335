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
 * 4. A group or job title carrying codes the caller lacks is not theirs to change or delete.
 */

/** The code whose holders alone may manage other holders of it. */
export const TOP_ADMIN_CODE = 90;

/**
 * Codes that widen nobody's reach, so everyone may grant them and nobody counts as lacking them: 0 opens
 * only what every signed-in user reaches, and 1 is the spec's default job-title code, which opens no route.
 */
export const UNGUARDED_CODES: readonly number[] = [0, 1];

/** Messages in the product's words. */
export const GRANT_MESSAGES = {
  notHeld: (codes: number[]) => `您不能授予自己沒有的權限：${codes.join('、')}`,
  ownPermissions: '您不能變更自己的權限',
  topAdmin: '僅有系統最高管理權限（90）者可以管理具有該權限的帳號',
  accountWiderThanCaller: (codes: number[]) => `此帳號具有您沒有的權限（${codes.join('、')}），您不能管理此帳號`,
  setWiderThanCaller: (codes: number[]) => `此群組或職稱具有您沒有的權限（${codes.join('、')}），您不能變更`,
} as const;

/** The codes of `granted` that `held` lacks, ascending and without repeats; unguarded codes never count. */
export function codesNotHeld(held: readonly number[], granted: readonly number[]): number[] {
  const own = new Set([...held, ...UNGUARDED_CODES]);
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
 * groups, disable or enable it, set its password), or null when they may. `touchesPermissions` is true when
 * the change touches permissions; then the caller's own account is refused too.
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

/** One change of permissions as the rule sees it: what a group, job title or new account carries, and who it touches. */
export interface PermissionChange {
  /** The codes handed out: a group's or job title's codes after the change, or a new account's codes. */
  granted: readonly number[];
  /** The codes the group or job title carried before the change (omitted for something new). */
  previous?: readonly number[];
  /** Every existing account whose permissions the change alters, with the codes it holds now. */
  affected: readonly { id: number; codes: readonly number[] }[];
}

/**
 * Why the caller may not make `change`, or null when they may: the group or job title must not be wider
 * than the caller (4), the caller must hold every code handed out (1), and every account touched must be
 * one the caller manages, never their own (2, 3).
 */
export function refusePermissionChange(caller: { id: number; codes: readonly number[] }, change: PermissionChange): string | null {
  const wider = codesNotHeld(caller.codes, change.previous ?? []);
  if (wider.length > 0) return GRANT_MESSAGES.setWiderThanCaller(wider);
  const grant = refuseGrant(caller.codes, change.granted);
  if (grant) return grant;
  // The caller's own account first: that refusal is the one that explains itself.
  const own = change.affected.filter((a) => a.id === caller.id);
  for (const account of [...own, ...change.affected.filter((a) => a.id !== caller.id)]) {
    const refusal = refuseAccountManagement(caller, account, { touchesPermissions: true });
    if (refusal) return refusal;
  }
  return null;
}
