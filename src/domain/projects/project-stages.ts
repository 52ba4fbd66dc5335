/**
 * The stage of a project for lists and the dashboard, derived from its step statuses and its award and
 * contract records: the latest phase in which anything has happened.
 */

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

function stageOfStep(stpId: string): ProjectStage | null {
  if (stpId.startsWith('A3')) return 'A3';
  if (stpId.startsWith('A4')) return 'A4';
  if (stpId.startsWith('A5') || stpId.startsWith('A6')) return 'A5';
  if (stpId.startsWith('B')) return 'B';
  if (stpId.startsWith('C')) return 'C';
  return null;
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
