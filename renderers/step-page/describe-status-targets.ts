/**
 * The status buttons of a step page and why each one is closed, decided by the one rule function
 * (decideStepAccess) so the page explains exactly what the server would refuse.
 */
import { decideStepAccess, type StepAccess, type StepStatusLookup } from '../../src/domain/steps/decide-step-access';
import type { StepRules } from '../../src/domain/steps/step-definition';
import { STEP_STATE, type StepState } from '../../src/domain/steps/step-status';

/** One status button: the state it sets, its text, and the reason it is disabled (null when enabled). */
export interface StatusTarget {
  target: StepState;
  text: string;
  reason: string | null;
}

/** The buttons in the order a step is worked through; resetting to 未辦理 comes last. */
export const STATUS_TARGETS: readonly { target: StepState; text: string }[] = [
  { target: STEP_STATE.inProgress, text: '辦理中' },
  { target: STEP_STATE.done, text: '已完成' },
  { target: STEP_STATE.notNeeded, text: '無須辦理' },
  { target: STEP_STATE.notDone, text: '重設為未辦理' },
];

/** What the buttons depend on besides the rules. */
export interface StatusTargetContext {
  stepId: string;
  /** The step's own state (null when unknown). */
  state: StepState | null;
  /** The user holds the step's edit codes. */
  canEdit: boolean;
  /** The page is in edit or add mode (status waits until the edit is finished). */
  editing: boolean;
  /** Step id → display name, for the reasons. */
  nameOf: (id: string) => string;
  /** The step declares a sign-off: its signatures, not a button, make it done. */
  signOffRequired?: boolean;
  /** Why the step's content and status cannot change now (an open sign-off case freezes them). */
  frozenReason?: string | null;
}

/** Why the rule function refuses (locked by later steps, or prerequisites unmet), or null when it allows. */
export function explainRuleBlock(access: Pick<StepAccess, 'locked' | 'lockedBy' | 'unmet' | 'prerequisitesMet'>, nameOf: (id: string) => string): string | null {
  if (access.locked) return `已被後續步驟鎖定：${access.lockedBy.map(nameOf).join('、')}`;
  if (!access.prerequisitesMet) return `請先完成前置步驟：${access.unmet.map(nameOf).join('、')}`;
  return null;
}

/** Every status button with its reason for being closed. */
export function describeStatusTargets(rules: StepRules, statuses: StepStatusLookup, context: StatusTargetContext): StatusTarget[] {
  return STATUS_TARGETS.map(({ target, text }) => {
    const access = decideStepAccess(rules, statuses, { stepId: context.stepId, targetState: target });
    let reason: string | null = null;
    if (!context.canEdit) reason = '您沒有編輯此步驟的權限';
    else if (context.frozenReason) reason = context.frozenReason;
    else if (context.editing) reason = '請先完成或取消編輯';
    else if (context.state === target) reason = '目前已是此狀態';
    else if (!access.canChangeStatus) reason = explainRuleBlock(access, context.nameOf);
    else if (target === STEP_STATE.done && context.signOffRequired) reason = '本步驟經各方以自然人憑證簽核完成後，即自動標示為已完成';
    return { target, text, reason };
  });
}
