/** Step statuses per project for lists: every step as a checkResult letter, and counts per phase. */
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { toCheckResult, type CheckResult, type StepState } from '../../../domain/steps/step-status';

/** Counts of one phase's steps by state. */
export interface StageCounts {
  total: number;
  notDone: number;
  inProgress: number;
  done: number;
  notNeeded: number;
}

/** One project's statuses as letters, keyed by step id. */
export function toLetters(statuses: Map<string, StepState>): Record<string, CheckResult> {
  return Object.fromEntries([...statuses].map(([id, state]) => [id, toCheckResult(state)]));
}

/** Counts per phase for one project. */
export function countStages(definitions: StepDefinition[], statuses: Map<string, StepState>): Record<string, StageCounts> {
  const stages: Record<string, StageCounts> = {};
  for (const d of definitions) {
    const c = (stages[d.phase] ??= { total: 0, notDone: 0, inProgress: 0, done: 0, notNeeded: 0 });
    c.total++;
    const s = statuses.get(d.id) ?? 0;
    if (s === 0) c.notDone++;
    else if (s === 1) c.inProgress++;
    else if (s === 2) c.done++;
    else c.notNeeded++;
  }
  return stages;
}
