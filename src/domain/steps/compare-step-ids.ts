/** Natural ordering of step ids, so A3.10 follows A3.9 and B2.20 precedes B2.20.1. */
import type { StepPhase } from './step-definition';
import { PHASE_ORDER } from './step-phases';

function splitStepId(id: string): [string, number[]] {
  const [phase = '', ...rest] = id.split('.');
  return [phase, rest.map(Number)];
}

// Phases sort in process order, not alphabetically (N1 file import comes last); unknown phases go after.
function rankPhase(phase: string): number {
  const index = PHASE_ORDER.indexOf(phase as StepPhase);
  return index === -1 ? PHASE_ORDER.length : index;
}

/** Compares two step ids in process order (phase, then each number); for Array.prototype.sort. */
export function compareStepIds(a: string, b: string): number {
  const [phaseA, numbersA] = splitStepId(a);
  const [phaseB, numbersB] = splitStepId(b);
  if (phaseA !== phaseB) return rankPhase(phaseA) - rankPhase(phaseB) || phaseA.localeCompare(phaseB);
  const length = Math.max(numbersA.length, numbersB.length);
  for (let i = 0; i < length; i += 1) {
    // A missing part sorts first: B2.20 before B2.20.1.
    const difference = (numbersA[i] ?? -1) - (numbersB[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}
