import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../src/domain/errors';
import { catchDomainError } from './catch-domain-error';
import { isSettled, parseCheckResult, toCheckResult } from '../../../../src/domain/steps/step-status';

describe('checkResult ↔ step state', () => {
  it.each([
    ['P', 0],
    ['Y', 1],
    ['X', 2],
    ['N', 3],
  ] as const)('maps %s to %i and back', (letter, state) => {
    expect(parseCheckResult(letter)).toBe(state);
    expect(toCheckResult(state)).toBe(letter);
  });

  it.each(['p', 'A', '', ' P', 'PY', 0, 1, null, undefined, {}])('rejects checkResult %j with 錯誤的辦理結果狀態', (value) => {
    const error = catchDomainError(() => parseCheckResult(value));
    expect(error).toBeInstanceOf(InputError);
    expect(error.userMessage).toBe('錯誤的辦理結果狀態');
  });

  it.each([4, -1, 1.5, '1', null, undefined])('rejects state %j when turning it back into a letter', (value) => {
    const error = catchDomainError(() => toCheckResult(value));
    expect(error).toBeInstanceOf(InputError);
    expect(error.userMessage).toBe('錯誤的辦理結果狀態');
  });

  it('treats only done and not needed as settled', () => {
    expect([0, 1, 2, 3].map((state) => isSettled(state as 0 | 1 | 2 | 3))).toEqual([false, false, true, true]);
  });
});
