/**
 * The stages of a step's sign-off, read from its definition: one stage per party in the order `parties`
 * lists them, each with its name and who of the party may sign, and where a return goes.
 */
import { STEP_PARTY_LABELS } from '../steps/decide-step-parties';
import type { SignOff } from '../steps/step-definition';

/** A party that signs (施工廠商, 監造單位, 機關). */
export type SignOffParty = SignOff['parties'][number];

/** Who of a party may sign a stage: anyone playing the party on the project, or only its assigned staff. */
export type SignOffSigners = 'party' | 'assigned';

/** One stage of a case, as the definition describes it when the case starts (kept with the case). */
export interface SignOffStagePlan {
  /** 0 for the first stage. */
  index: number;
  party: SignOffParty;
  name: string;
  signers: SignOffSigners;
}

/** The name of a party's stage when the definition gives none, e.g. 監造單位簽章. */
export function defaultSignOffStageName(party: SignOffParty): string {
  return `${STEP_PARTY_LABELS[party]}簽章`;
}

/** The stages of a sign-off in signing order. */
export function planSignOffStages(signOff: SignOff): SignOffStagePlan[] {
  return signOff.parties.map((party, index) => {
    const stage = signOff.stages?.[party];
    return { index, party, name: stage?.name ?? defaultSignOffStageName(party), signers: stage?.signers ?? 'party' };
  });
}

/**
 * Where a return from stage `from` sends the case: the previous stage (which must sign again), or null when
 * it goes back to the submitter and the case ends (the first stage's return always does).
 */
export function returnTargetOf(returnTo: SignOff['returnTo'], from: number): number | null {
  return returnTo === 'previous' && from > 0 ? from - 1 : null;
}
