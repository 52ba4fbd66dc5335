import { describe, expect, it } from 'vitest';
import { ACCOUNT_USE_MESSAGES, refuseAccountUse } from '../../../../src/domain/access/account-usability';

describe('refuseAccountUse', () => {
  it('allows an enabled account up to and including its dateline', () => {
    expect(refuseAccountUse({ state: 1, dateline: '2026-05-01' }, '2026-05-01')).toBeNull();
    expect(refuseAccountUse({ state: 1, dateline: '2999-01-01' }, '2026-05-01')).toBeNull();
  });

  it('refuses it the day after its dateline', () => {
    expect(refuseAccountUse({ state: 1, dateline: '2026-04-30' }, '2026-05-01')).toBe(ACCOUNT_USE_MESSAGES.expired);
  });

  it('refuses a disabled account whatever its dateline', () => {
    expect(refuseAccountUse({ state: 0, dateline: '2999-01-01' }, '2026-05-01')).toBe(ACCOUNT_USE_MESSAGES.disabled);
  });
});
