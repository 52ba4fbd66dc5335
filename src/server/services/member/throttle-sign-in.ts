/**
 * The one way a member's password is compared (sign-in, Check_Authword, the current password when changing
 * it): counted in the throttle counters before the comparison, per account at an address, per account and per
 * address (numbers in src/domain/access/throttle-rules.ts). A correct password gives its count back.
 */
import { PASSWORD_THROTTLE, passwordThrottledMessage, signInThrottledMessage } from '../../../domain/access/throttle-rules';
import { TooManyRequestsError } from '../../../domain/errors';
import type { ServerContext } from '../../context';
import { hashPassword, verifyPassword } from '../../security/hash-password';
import { clearThrottle, readThrottleWait, returnThrottleSlot, sweepThrottleCounters, takeThrottleSlot } from './take-throttle-slot';

/** A password guess: the account named (as typed, trimmed) and the client's address. */
export interface PasswordAttempt {
  account: string;
  address: string;
  /** Which refusal to answer when throttled: a sign-in, or a signed-in user's password check. */
  kind: 'signIn' | 'passwordCheck';
}

const pairKey = (attempt: PasswordAttempt) => JSON.stringify([attempt.account, attempt.address]);

let unknownAccountHash: Promise<string> | undefined;

/**
 * Whether `password` matches `storedHash` (undefined for an unknown account, which still costs one hash so
 * the answer's timing does not tell which accounts exist). Throws TooManyRequestsError, without comparing,
 * when a counter is waiting.
 */
export async function checkPasswordAttempt(ctx: ServerContext, attempt: PasswordAttempt, password: string, storedHash: string | undefined): Promise<boolean> {
  const { newToAddress } = await countAttempt(ctx, attempt);
  const valid = storedHash === undefined ? await spendOneHash(password) : await verifyPassword(password, storedHash);
  if (valid) {
    await ctx.db.transaction(async (tx) => {
      await clearThrottle(tx, PASSWORD_THROTTLE.pair, pairKey(attempt));
      await returnThrottleSlot(tx, PASSWORD_THROTTLE.account, attempt.account);
      if (newToAddress) await returnThrottleSlot(tx, PASSWORD_THROTTLE.address, attempt.address);
    });
  } else {
    await sweepThrottleCounters(ctx.db);
  }
  return valid;
}

/** Compares against a hash nobody's password matches, taking as long as a real comparison. */
async function spendOneHash(password: string): Promise<false> {
  await verifyPassword(password, await (unknownAccountHash ??= hashPassword('no account has this hash')));
  return false;
}

/**
 * Counts the attempt in all three counters in one transaction, so that either all count it or, when one is
 * waiting, none does. The address counter counts an account only on its first failure there.
 */
async function countAttempt(ctx: ServerContext, attempt: PasswordAttempt): Promise<{ newToAddress: boolean }> {
  const refuse = (seconds: number, counter: string) => {
    const wait = Math.max(1, seconds);
    const message = attempt.kind === 'signIn' ? signInThrottledMessage(wait) : passwordThrottledMessage(wait);
    return new TooManyRequestsError(message, {
      retryAfterSeconds: wait,
      log: `password check throttled by the ${counter} counter: account=${attempt.account} address=${attempt.address}`,
    });
  };
  return ctx.db.transaction(async (tx) => {
    const pair = await takeThrottleSlot(tx, PASSWORD_THROTTLE.pair, pairKey(attempt));
    if (!pair.allowed) throw refuse(pair.retryAfterSeconds, 'account-at-address');
    const account = await takeThrottleSlot(tx, PASSWORD_THROTTLE.account, attempt.account);
    if (!account.allowed) throw refuse(account.retryAfterSeconds, 'account');
    const newToAddress = pair.hits === 1;
    if (newToAddress) {
      const address = await takeThrottleSlot(tx, PASSWORD_THROTTLE.address, attempt.address);
      if (!address.allowed) throw refuse(address.retryAfterSeconds, 'address');
    } else {
      const wait = await readThrottleWait(tx, PASSWORD_THROTTLE.address, attempt.address);
      if (wait > 0) throw refuse(wait, 'address');
    }
    return { newToAddress };
  });
}
