/**
 * The editor's calls (src/server/plugins/step-editor-plugin.ts, code 90) as typed functions. Versions are
 * read through the export call: it answers any stored version as it is, even a draft the step page could
 * not render.
 */
import type { DefinitionChange } from '../../../domain/steps/diff-step-definitions';
import type { SubmissionImpact } from '../../../domain/steps/assess-definition-impact';
import type { DraftFault } from '../../../domain/step-editor/check-editor-draft';
import { api } from '../../api/client';

/** One stored version of a step. */
export interface StepVersionEntry {
  version: number;
  /** 'catalogue' when loaded from steps/, 'editor' when saved here. */
  source: string;
  title: string;
  createdAt: string;
  createdBy: string | null;
  isCurrent: boolean;
}

/** One publication: who made which version current, when and why. */
export interface StepPublicationEntry {
  version: number;
  publishedAt: string;
  note: string;
  publishedBy: string;
}

/** STP/Get_Step_Versions's answer. */
export interface StepVersionHistory {
  versions: StepVersionEntry[];
  publications: StepPublicationEntry[];
}

/** The version that is current, or null when none is. */
export function currentVersionOf(history: StepVersionHistory | undefined): number | null {
  return history?.versions.find((v) => v.isCurrent)?.version ?? null;
}

/**
 * Whether making a version current is restoring it rather than publishing a draft: it was current once,
 * or it is older than the current version.
 */
export function isRestore(history: StepVersionHistory | undefined, version: number): boolean {
  const current = currentVersionOf(history);
  return (history?.publications ?? []).some((p) => p.version === version) || (current !== null && version < current);
}

/** STP/Save_Step_Draft's answer: the new version and what stands in the way of publishing it. */
export interface SavedStepDraft {
  stp_id: string;
  version: number;
  faults: DraftFault[];
}

/** STP/Check_Step_Impact's answer. */
export interface StepImpact {
  total: number;
  affected: number;
  samples: SubmissionImpact[];
}

/** SWR key of a step's versions and publication log. */
export function versionsKey(stepId: string): string {
  return `STP/Get_Step_Versions/${encodeURIComponent(stepId)}`;
}

/** Checks a draft as the CLI would, without storing it. */
export async function checkStepDraft(definition: unknown): Promise<DraftFault[]> {
  const answer = await api.post<{ faults: DraftFault[] }>('STP/Check_Step_Draft', { definition });
  return answer.faults;
}

/** Stores a draft as the step's next version. */
export function saveStepDraft(definition: unknown): Promise<SavedStepDraft> {
  return api.post<SavedStepDraft>('STP/Save_Step_Draft', { definition });
}

/** Makes a stored version current, with the note the log keeps. */
export function publishStepVersion(stepId: string, version: number, note: string): Promise<unknown> {
  return api.post('STP/Publish_Step_Version', { stp_id: stepId, version, note });
}

/** How many stored submissions the version would no longer fit. */
export function checkStepImpact(stepId: string, version: number): Promise<StepImpact> {
  return api.post<StepImpact>('STP/Check_Step_Impact', { stp_id: stepId, version });
}

/** The field-by-field changes from version a to version b. */
export async function compareStepVersions(stepId: string, a: number, b: number): Promise<DefinitionChange[]> {
  const answer = await api.get<{ changes: DefinitionChange[] }>(`STP/Compare_Step_Versions/${encodeURIComponent(stepId)}`, { a, b });
  return answer.changes;
}

/** The file text of a version (the current one when none is given), exactly as the export call writes it. */
export function fetchStepDefinitionFile(stepId: string, version?: number): Promise<string> {
  return api.get<string>(`STP/Export_Step_Definition/${encodeURIComponent(stepId)}`, { version }, { responseType: 'text' });
}

/** A stored version as data. */
export async function fetchStepVersion(stepId: string, version?: number): Promise<Record<string, unknown>> {
  return JSON.parse(await fetchStepDefinitionFile(stepId, version)) as Record<string, unknown>;
}
