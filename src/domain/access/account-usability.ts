/** Whether an account may be used today: one rule for signing in and for every call with a token. */

/** The refusals, in the product's words. */
export const ACCOUNT_USE_MESSAGES = {
  disabled: '帳號已停用，請洽系統管理員',
  expired: '帳號已逾使用期限，請洽系統管理員',
} as const;

/** The state of an enabled account. */
export const ACCOUNT_ENABLED_STATE = 1;

/**
 * Why the account may not be used on `today` (a Taipei 'YYYY-MM-DD'), or null when it may. The dateline is
 * the last day of use.
 */
export function refuseAccountUse(account: { state: number; dateline: string }, today: string): string | null {
  if (account.state !== ACCOUNT_ENABLED_STATE) return ACCOUNT_USE_MESSAGES.disabled;
  if (account.dateline < today) return ACCOUNT_USE_MESSAGES.expired;
  return null;
}
