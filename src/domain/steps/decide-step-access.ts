/**
 * The one rule function for prerequisites, locks and sibling reminders (spec doc 2 §4), shared by the
 * server (which enforces it) and the browser (which explains it). Pure: statuses in, decision out.
 */
import { isSettled, isStepState, STEP_STATE, type StepState } from './step-status';
import type { StepRules } from './step-definition';

/** Step id → state; a missing id, undefined or null means the status is unknown (not fetched or not stored). */
export type StepStatusLookup =
  | ReadonlyMap<string, StepState | null | undefined>
  | Readonly<Record<string, StepState | null | undefined>>;

/** Why a change is refused: the step is locked by a later step, or its prerequisites are not settled. */
export type StepBlockReason = 'locked' | 'prerequisites';

/** What the caller may do with one step, and why not. */
export interface StepAccess {
  /** Every prerequisite is known and done or not needed. */
  prerequisitesMet: boolean;
  /** Prerequisites that are unknown, not done or in progress, in definition order. */
  unmet: string[];
  /** Some lock step is known and no longer "not done". */
  locked: boolean;
  /** The lock steps that lock it, in definition order. */
  lockedBy: string[];
  /** A sibling has started, so the lock reminder has already been shown for this group. */
  reminded: boolean;
  /** The started siblings. */
  remindedBy: string[];
  /** Opening this step should show the lock reminder (提醒您 lock): it is unstarted, editable, will be locked later and no sibling has started. */
  needsLockReminder: boolean;
  /** Form, uploads and records may be edited. */
  canEdit: boolean;
  /** The status may be changed to the requested target (any target when none is given). */
  canChangeStatus: boolean;
  /** The steps standing in the way: lock steps first, then unmet prerequisites. */
  blockingSteps: string[];
  /** The main reason for refusing, or null when editing is allowed. */
  reason: StepBlockReason | null;
}

/** Options of decideStepAccess. */
export interface DecideStepAccessOptions {
  /** The step's own id, to read its current state for the lock reminder. */
  stepId?: string;
  /** The state the caller wants to set; resetting to 0 (not done) needs only "not locked". */
  targetState?: StepState;
}

function readState(statuses: StepStatusLookup, id: string): StepState | undefined {
  const value = statuses instanceof Map ? statuses.get(id) : (statuses as Readonly<Record<string, unknown>>)[id];
  // Anything that is not a real state counts as unknown: the rules then fail safe.
  return isStepState(value) ? value : undefined;
}

/** Decides whether a step may be edited or change status, given its rules and the known step statuses. */
export function decideStepAccess(
  rules: Pick<StepRules, 'prerequisites' | 'locks' | 'siblings'>,
  statuses: StepStatusLookup,
  options: DecideStepAccessOptions = {},
): StepAccess {
  const unmet = rules.prerequisites.filter((id) => {
    const state = readState(statuses, id);
    return state === undefined || !isSettled(state);
  });
  // An unknown lock step does not lock: only a known status other than "not done" closes editing.
  const lockedBy = rules.locks.filter((id) => {
    const state = readState(statuses, id);
    return state !== undefined && state !== STEP_STATE.notDone;
  });
  const remindedBy = rules.siblings.filter((id) => {
    const state = readState(statuses, id);
    return state !== undefined && state !== STEP_STATE.notDone;
  });

  const prerequisitesMet = unmet.length === 0;
  const locked = lockedBy.length > 0;
  const reminded = remindedBy.length > 0;
  const canEdit = prerequisitesMet && !locked;
  const canChangeStatus = options.targetState === STEP_STATE.notDone ? !locked : canEdit;

  const ownState = options.stepId === undefined ? undefined : readState(statuses, options.stepId);
  const unstarted = ownState === undefined || ownState === STEP_STATE.notDone;
  const needsLockReminder = canEdit && unstarted && rules.locks.length > 0 && !reminded;

  return {
    prerequisitesMet,
    unmet,
    locked,
    lockedBy,
    reminded,
    remindedBy,
    needsLockReminder,
    canEdit,
    canChangeStatus,
    blockingSteps: [...lockedBy, ...unmet],
    reason: locked ? 'locked' : prerequisitesMet ? null : 'prerequisites',
  };
}
