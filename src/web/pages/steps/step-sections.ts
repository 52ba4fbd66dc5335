/**
 * Where each step lives in the app: the list page and the processManage/{componentName} route of its
 * section. Pre-tender, award and post-award have one section per phase (A2.8, the budget A3.8 depends on,
 * sits with A3; archiving A6 with A5); construction steps go by their menu group; C1 and C2 under
 * useMaintenance. Everything else comes from the catalogue, so a new step needs no code here.
 */
import { CONSTRUCTION_SECTIONS } from '../../../domain/access/route-table';
import type { StepMenuGroupKey, StepPhase } from '../../../domain/steps/step-definition';
import { dedicatedStepPagePath, type DedicatedStepPage } from '../../../domain/steps/dedicated-step-pages';
import { toComponentName } from '../../../domain/steps/step-route-name';

/** A section of step pages: its list and the base of its step pages. */
export interface StepSection {
  key: string;
  listPath: string;
  /** `${processBase}/${componentName}` opens a step. */
  processBase: string;
}

const bidding = (phase: 'A3' | 'A4' | 'A5'): StepSection => ({
  key: phase,
  listPath: `/BiddingAward/${phase}/list`,
  processBase: `/BiddingAward/${phase}/processManage`,
});

/** Every section, in menu order. */
export const STEP_SECTIONS: readonly StepSection[] = [
  bidding('A3'),
  bidding('A4'),
  bidding('A5'),
  ...CONSTRUCTION_SECTIONS.map(({ key }) => ({
    key,
    listPath: `/constructionPerformance/${key}/list`,
    processBase: `/constructionPerformance/${key}/processManage`,
  })),
  { key: 'useMaintenance', listPath: '/useMaintenance/warrantyMaintenance', processBase: '/useMaintenance/processManage' },
];

// Phases without a section of their own, and the section they are worked in.
const PHASE_SECTION: Partial<Record<StepPhase, string>> = { A2: 'A3', A3: 'A3', A4: 'A4', A5: 'A5', A6: 'A5', C1: 'useMaintenance', C2: 'useMaintenance' };

/** The part of a catalogue entry that places a step. */
export interface PlacedStep {
  id: string;
  phase: StepPhase;
  menuGroup?: StepMenuGroupKey | null;
  /** A dedicated screen that opens instead of the generic step page. */
  page?: DedicatedStepPage | null;
}

/** The section of a step, or undefined for steps without a step page (N1 file import has its own screens). */
export function sectionOfStep(step: PlacedStep): StepSection | undefined {
  const key = step.menuGroup ?? PHASE_SECTION[step.phase];
  return STEP_SECTIONS.find((section) => section.key === key);
}

/** The section whose list or step pages the path belongs to. */
export function sectionOfPath(pathname: string): StepSection | undefined {
  return STEP_SECTIONS.find((s) => pathname === s.listPath || pathname.startsWith(`${s.processBase}/`));
}

/** The page of a step, for a project when given ('/BiddingAward/A3/processManage/A3_8?proj_id=5'). */
export function stepPagePath(step: PlacedStep, projId?: number | null): string | undefined {
  if (step.page) return dedicatedStepPagePath(step.page, projId);
  const section = sectionOfStep(step);
  if (!section) return undefined;
  const path = `${section.processBase}/${toComponentName(step.id)}`;
  return projId ? `${path}?proj_id=${projId}` : path;
}

/** The list page of a step's section, keeping the project. */
export function sectionListPath(section: StepSection, projId?: number | null): string {
  return projId ? `${section.listPath}?proj_id=${projId}` : section.listPath;
}
