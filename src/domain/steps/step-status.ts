/**
 * Step status: the stored check result letter (checkResult P/Y/X/N) and the derived state 0–3 the rules use.
 * The pairing follows spec doc 2 §4: P→0 not done, Y→1 in progress, X→2 done, N→3 not needed.
 */
import { InputError } from '../errors';

/** The check-result letter stored per project step. */
export type CheckResult = 'P' | 'Y' | 'X' | 'N';

/** The derived step state: 0 not done, 1 in progress, 2 done, 3 not needed. */
export type StepState = 0 | 1 | 2 | 3;

/** Named step states, so rule code reads as words rather than digits. */
export const STEP_STATE = { notDone: 0, inProgress: 1, done: 2, notNeeded: 3 } as const satisfies Record<string, StepState>;

/** Display labels of the states (zh-TW). */
export const STEP_STATE_LABELS: Readonly<Record<StepState, string>> = {
  0: '未辦理',
  1: '辦理中',
  2: '已完成',
  3: '無須辦理',
};

/** The user message for any check result or state outside the four known values. */
export const INVALID_CHECK_RESULT_MESSAGE = '錯誤的辦理結果狀態';

const STATE_BY_LETTER: Readonly<Record<CheckResult, StepState>> = { P: 0, Y: 1, X: 2, N: 3 };
const LETTER_BY_STATE: Readonly<Record<StepState, CheckResult>> = { 0: 'P', 1: 'Y', 2: 'X', 3: 'N' };

/** Tells whether a value is one of the four check-result letters. */
export function isCheckResult(value: unknown): value is CheckResult {
  return typeof value === 'string' && Object.hasOwn(STATE_BY_LETTER, value);
}

/** Tells whether a value is one of the four derived states. */
export function isStepState(value: unknown): value is StepState {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** Turns a checkResult letter into its state; anything else is an InputError '錯誤的辦理結果狀態'. */
export function parseCheckResult(value: unknown): StepState {
  if (!isCheckResult(value)) {
    throw new InputError(INVALID_CHECK_RESULT_MESSAGE, { log: `invalid checkResult: ${JSON.stringify(value)}` });
  }
  return STATE_BY_LETTER[value];
}

/** Turns a state back into the checkResult letter to store; anything else is an InputError. */
export function toCheckResult(state: unknown): CheckResult {
  if (!isStepState(state)) {
    throw new InputError(INVALID_CHECK_RESULT_MESSAGE, { log: `invalid step state: ${JSON.stringify(state)}` });
  }
  return LETTER_BY_STATE[state];
}

/** True when the state lets later steps proceed: done or not needed. */
export function isSettled(state: StepState): boolean {
  return state === STEP_STATE.done || state === STEP_STATE.notNeeded;
}
