/** Changes a step's phase; the menu group belongs to B phases only, so it goes when the phase leaves B. */
import type { StepDefinition, StepMenuGroupKey, StepPhase } from '../steps/step-definition';
import { phaseHasMenuGroup } from '../steps/step-phases';

/** The definition with a new phase (and without a menu group outside B). */
export function setStepPhase<T extends Pick<StepDefinition, 'phase' | 'menuGroup'>>(definition: T, phase: StepPhase): T {
  const next = { ...definition, phase };
  if (!phaseHasMenuGroup(phase)) delete next.menuGroup;
  return next;
}

/** The definition with a menu group, or none. */
export function setStepMenuGroup<T extends Pick<StepDefinition, 'menuGroup'>>(definition: T, menuGroup: StepMenuGroupKey | null): T {
  const next = { ...definition };
  if (menuGroup) next.menuGroup = menuGroup;
  else delete next.menuGroup;
  return next;
}
