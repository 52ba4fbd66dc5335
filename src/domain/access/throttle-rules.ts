/**
 * The numbers that throttle password guessing and reset-mail bombing, and how a rule turns a count into a
 * wait. Following OWASP's authentication guidance, nobody is hard-locked out: the owner of an account is
 * slowed down only by failures at their own address, and everything else merely spaces attempts out.
 */

/** One counter's rule: after `freeHits` counted attempts the next must wait, longer with every further one. */
export interface ThrottleRule {
  /** Name of the counter in the database. */
  scope: string;
  /** Attempts counted before any wait. */
  freeHits: number;
  /** Wait after the `freeHits`-th attempt; it doubles with each further counted attempt … */
  delaySeconds: number;
  /** … up to this (equal to delaySeconds for a flat wait). */
  maxDelaySeconds: number;
  /** A counter that has counted nothing for this long starts again from zero. */
  forgetAfterSeconds: number;
}

/**
 * Password checks (Login_User, Check_Authword, the current password in Edit_Authword). Every check is counted
 * before the password is compared, in all three counters at once; a correct password gives its count back.
 */
export const PASSWORD_THROTTLE = {
  /**
   * One account from one address: 5 wrong passwords, then 30 s, doubling with each further failure up to
   * 15 minutes. Forgotten after a quiet day; a correct password clears it.
   */
  pair: { scope: 'password.pair', freeHits: 5, delaySeconds: 30, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 24 * 60 * 60 },
  /**
   * One account from every address together: after 10 failures within the hour each further check waits
   * 5 s for the one before it. It slows guessing from many addresses but never locks the owner out.
   */
  account: { scope: 'password.account', freeHits: 10, delaySeconds: 5, maxDelaySeconds: 5, forgetAfterSeconds: 60 * 60 },
  /**
   * One address over many accounts: counts each account that fails from there (not each failure), so an
   * office behind one NAT address is not slowed by its own typing; after 30 accounts within the hour the
   * address waits 2 s between checks (password spraying).
   */
  address: { scope: 'password.address', freeHits: 30, delaySeconds: 2, maxDelaySeconds: 2, forgetAfterSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** Reset mails (Forget_Send_Email): past the limit the call answers as usual but sends nothing. */
export const RESET_MAIL_THROTTLE = {
  /** Mails to one account: 3 an hour. */
  account: { scope: 'resetMail.account', freeHits: 3, delaySeconds: 60 * 60, maxDelaySeconds: 60 * 60, forgetAfterSeconds: 60 * 60 },
  /** Requests from one address, whatever account they name: 10 an hour. */
  address: { scope: 'resetMail.address', freeHits: 10, delaySeconds: 60 * 60, maxDelaySeconds: 60 * 60, forgetAfterSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** Every rule; a counter row idle for the longest forget time of them all may be swept. */
export const ALL_THROTTLE_RULES: readonly ThrottleRule[] = [...Object.values(PASSWORD_THROTTLE), ...Object.values(RESET_MAIL_THROTTLE)];

/** Seconds the next attempt must wait after the `hits`-th counted one (0: no wait). */
export function delayAfter(rule: ThrottleRule, hits: number): number {
  if (hits < rule.freeHits) return 0;
  return Math.min(rule.maxDelaySeconds, rule.delaySeconds * 2 ** (hits - rule.freeHits));
}

/** The refusal of a throttled sign-in. */
export function signInThrottledMessage(seconds: number): string {
  return `登入失敗次數過多，請於 ${seconds} 秒後再試`;
}

/** The refusal of a throttled password check by a signed-in user. */
export function passwordThrottledMessage(seconds: number): string {
  return `密碼錯誤次數過多，請於 ${seconds} 秒後再試`;
}
