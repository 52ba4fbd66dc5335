/** Builds navigation menus from the catalogue, so a new step definition appears without code. */
import { compareStepIds } from './compare-step-ids';
import type { StepDefinition, StepMenuGroupKey, StepPhase } from './step-definition';
import { MENU_GROUP_LABELS, MENU_GROUP_ORDER, PHASE_LABELS, PHASE_ORDER } from './step-phases';
import { toComponentName } from './step-route-name';

/** The part of a definition a menu needs. */
export type StepMenuSource = Pick<StepDefinition, 'id' | 'title' | 'phase' | 'menuGroup'>;

/** One menu entry. */
export interface StepMenuItem {
  id: string;
  title: string;
  /** Route component name (A3_8), used in processManage/{componentName}. */
  componentName: string;
}

/** One construction-performance menu group with its steps. */
export interface StepMenuGroup {
  key: StepMenuGroupKey;
  label: string;
  items: StepMenuItem[];
}

/** One phase with its steps (and, for B phases, the same steps grouped by menu group). */
export interface StepMenuPhase {
  phase: StepPhase;
  label: string;
  items: StepMenuItem[];
  groups: StepMenuGroup[];
}

function toItem(definition: StepMenuSource): StepMenuItem {
  return { id: definition.id, title: definition.title, componentName: toComponentName(definition.id) };
}

function sortById(definitions: readonly StepMenuSource[]): StepMenuSource[] {
  return [...definitions].sort((a, b) => compareStepIds(a.id, b.id));
}

/** Groups B steps by menu group in menu order, leaving out empty groups (the constructionPerformance and debit menus). */
export function groupStepsByMenuGroup(definitions: readonly StepMenuSource[]): StepMenuGroup[] {
  const sorted = sortById(definitions);
  return MENU_GROUP_ORDER.map((key) => ({
    key,
    label: MENU_GROUP_LABELS[key],
    items: sorted.filter((definition) => definition.menuGroup === key).map(toItem),
  })).filter((group) => group.items.length > 0);
}

/** Groups the whole catalogue by phase in process order, each phase's steps sorted by id; empty phases are left out. */
export function buildStepMenu(definitions: readonly StepMenuSource[]): StepMenuPhase[] {
  const sorted = sortById(definitions);
  return PHASE_ORDER.map((phase) => {
    const inPhase = sorted.filter((definition) => definition.phase === phase);
    return { phase, label: PHASE_LABELS[phase], items: inPhase.map(toItem), groups: groupStepsByMenuGroup(inPhase) };
  }).filter((entry) => entry.items.length > 0);
}
