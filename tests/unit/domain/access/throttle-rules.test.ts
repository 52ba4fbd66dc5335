import { describe, expect, it } from 'vitest';
import { ALL_THROTTLE_RULES, delayAfter, PASSWORD_THROTTLE, signInThrottledMessage } from '../../../../src/domain/access/throttle-rules';

describe('delayAfter', () => {
  it('waits nothing before the limit, 30 s at it, doubling up to 15 minutes for one account at one address', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 50, 5000].map((hits) => delayAfter(PASSWORD_THROTTLE.pair, hits));
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900, 900]);
  });

  it('never waits more than a few seconds for the account or the address counters', () => {
    for (const rule of [PASSWORD_THROTTLE.account, PASSWORD_THROTTLE.address]) {
      expect(delayAfter(rule, rule.freeHits - 1)).toBe(0);
      expect(delayAfter(rule, 10_000)).toBeLessThanOrEqual(5);
    }
  });
});

describe('the rules', () => {
  it('let the owner in while an attacker at one address is held: that pair waits before the account slows down', () => {
    expect(PASSWORD_THROTTLE.pair.freeHits).toBeLessThan(PASSWORD_THROTTLE.account.freeHits);
  });

  it('remember a counter at least as long as its longest wait, and name each counter once', () => {
    for (const rule of ALL_THROTTLE_RULES) expect(rule.forgetAfterSeconds).toBeGreaterThanOrEqual(rule.maxDelaySeconds);
    expect(new Set(ALL_THROTTLE_RULES.map((rule) => rule.scope)).size).toBe(ALL_THROTTLE_RULES.length);
  });

  it('tell the user how long to wait', () => {
    expect(signInThrottledMessage(30)).toBe('登入失敗次數過多，請於 30 秒後再試');
  });
});
