/**
 * The sign-off case's state machine, without I/O: what signing, returning or revoking does to a case, and
 * whether a caller may act on a stage. The server applies the answer in one transaction.
 */
import { ConflictError } from '../errors';
import type { SignOff } from '../steps/step-definition';
import { returnTargetOf, type SignOffParty, type SignOffStagePlan } from './plan-sign-off-stages';

/** A case's life: open while signatures are collected; then approved, returned (to the submitter) or revoked. */
export type SignOffCaseStatus = 'open' | 'approved' | 'returned' | 'revoked';

/** What the machine needs to know of a case. */
export interface SignOffCaseState {
  status: SignOffCaseStatus;
  /** The stage whose signature is awaited (meaningful while open). */
  currentStage: number;
  stageCount: number;
}

/** The case after an action, and which stage (if any) must now be signed. */
export interface SignOffTransition {
  status: SignOffCaseStatus;
  currentStage: number;
  /** The stage that becomes pending, or null when the case has ended. */
  pendingStage: number | null;
  /** Stages whose earlier signature no longer counts (a return to the previous stage undoes its signature). */
  supersededStages: number[];
}

/** The zh-TW names of the case statuses. */
export const SIGN_OFF_STATUS_LABELS: Readonly<Record<SignOffCaseStatus, string>> = Object.freeze({
  open: '簽核中',
  approved: '已完成簽核',
  returned: '已退回',
  revoked: '已撤回',
});

function assertActionable(state: SignOffCaseState, stage: number): void {
  if (state.status !== 'open') throw new ConflictError(`簽核案件${SIGN_OFF_STATUS_LABELS[state.status]}，無法再簽核或退回`);
  if (stage !== state.currentStage) throw new ConflictError('此關卡目前不在簽核中（可能已由他人簽核或退回），請重新整理');
}

/** Signing the current stage: the next stage becomes pending, or the case is approved after the last one. */
export function signStage(state: SignOffCaseState, stage: number): SignOffTransition {
  assertActionable(state, stage);
  const last = stage === state.stageCount - 1;
  return last
    ? { status: 'approved', currentStage: stage, pendingStage: null, supersededStages: [] }
    : { status: 'open', currentStage: stage + 1, pendingStage: stage + 1, supersededStages: [] };
}

/** Returning the current stage: back one stage (whose signature is undone) or to the submitter (the case ends). */
export function returnStage(state: SignOffCaseState, stage: number, returnTo: SignOff['returnTo']): SignOffTransition {
  assertActionable(state, stage);
  const target = returnTargetOf(returnTo, stage);
  return target === null
    ? { status: 'returned', currentStage: stage, pendingStage: null, supersededStages: [] }
    : { status: 'open', currentStage: target, pendingStage: target, supersededStages: [target] };
}

/** Withdrawing an open case (the submitter's 撤回): it ends, and the content may be changed again. */
export function revokeCase(state: SignOffCaseState): SignOffTransition {
  if (state.status !== 'open') throw new ConflictError(`簽核案件${SIGN_OFF_STATUS_LABELS[state.status]}，無法撤回`);
  return { status: 'revoked', currentStage: state.currentStage, pendingStage: null, supersededStages: [] };
}

/** The caller on the project as far as signing goes. */
export interface SignerStanding {
  memberId: number;
  /** The parties the caller plays on the project (agency tree or assignment). */
  parties: readonly SignOffParty[];
  /** The parties of the caller's live assignments on the project (the agency's undertaker, assigned firms). */
  assignedParties: readonly SignOffParty[];
}

/**
 * Whether the caller may sign or return a stage: they play its party (assigned to the project when the
 * stage says so) and, when the stage has designated signers, are one of them. Answers the refusal, or null.
 */
export function explainSignerRefusal(stage: Pick<SignOffStagePlan, 'party' | 'name' | 'signers'>, designated: readonly number[], who: SignerStanding, partyLabel: string): string | null {
  const plays = stage.signers === 'assigned' ? who.assignedParties.includes(stage.party) : who.parties.includes(stage.party);
  if (!plays) return `「${stage.name}」須由${stage.signers === 'assigned' ? '本案指派的' : ''}${partyLabel}簽核，您不是此關的簽核人員`;
  if (designated.length > 0 && !designated.includes(who.memberId)) return `「${stage.name}」已指定簽核人員，您不在名單中`;
  return null;
}
