/**
 * The stage of a project for lists and the dashboard, derived from its step statuses and its award and
 * contract records: the latest phase in which anything has happened.
 */
import type { StepPhase } from '../steps/step-definition';

/** Stages in process order. */
export type ProjectStage = 'design' | 'A3' | 'A4' | 'A5' | 'B' | 'C';

/** Stage labels. */
export const PROJECT_STAGE_LABELS: Readonly<Record<ProjectStage, string>> = {
  design: '規劃設計',
  A3: '招標前置',
  A4: '開標決標',
  A5: '決標後作業',
  B: '履約施工',
  C: '保固維護',
};

/** Stages in display order. */
export const PROJECT_STAGE_ORDER: readonly ProjectStage[] = ['design', 'A3', 'A4', 'A5', 'B', 'C'];

/** The stage each step phase marks; planning (A2) and file import (N1) mark none. Keyed by the schema's phases, so a new phase must be placed here. */
const STAGE_OF_PHASE: Readonly<Record<StepPhase, ProjectStage | null>> = {
  A2: null,
  A3: 'A3',
  A4: 'A4',
  A5: 'A5',
  A6: 'A5',
  B1: 'B',
  B2: 'B',
  B3: 'B',
  C1: 'C',
  C2: 'C',
  N1: null,
};

// A step's id starts with its phase (the catalogue check refuses any other id).
function stageOfStep(stpId: string): ProjectStage | null {
  return (STAGE_OF_PHASE as Readonly<Record<string, ProjectStage | null>>)[stpId.split('.')[0] ?? ''] ?? null;
}

/** What the stage is judged by. */
export interface StageFacts {
  /** Steps with a state other than not-done (any of 1 in progress, 2 done, 3 not needed). */
  startedSteps: readonly string[];
  /** Whether an award (決標) is recorded. */
  awarded: boolean;
  /** Whether the contract is signed. */
  contractSigned: boolean;
}

/** The latest stage the facts reach; 'design' when nothing has started. */
export function deriveProjectStage(facts: StageFacts): ProjectStage {
  let rank = 0;
  const raise = (s: ProjectStage) => {
    rank = Math.max(rank, PROJECT_STAGE_ORDER.indexOf(s));
  };
  for (const stp of facts.startedSteps) {
    const s = stageOfStep(stp);
    if (s) raise(s);
  }
  if (facts.awarded) raise('A5');
  if (facts.contractSigned) raise('B');
  return PROJECT_STAGE_ORDER[rank]!;
}
