/**
 * The step calls of the server (src/server/plugins/step-plugin.ts) as typed functions and SWR keys, so the
 * pages read like what they do. Failures reject with the client's ApiError.
 */
import type { StepPartyAccess } from '../../../domain/steps/decide-step-parties';
import type { FormErrorSchema, FormFieldError } from '../../../domain/steps/build-form-error-schema';
import type { StepDefinition, StepMenuGroupKey, StepPermissions, StepPhase } from '../../../domain/steps/step-definition';
import { parseCheckResult, toCheckResult, type CheckResult, type StepState } from '../../../domain/steps/step-status';
import type { DedicatedStepPage } from '../../../domain/steps/dedicated-step-pages';
import { api, ApiError } from '../../api/client';

/** One entry of STP/Get_Step_Catalogue: a step the user may view. */
export interface StepCatalogueEntry {
  id: string;
  title: string;
  phase: StepPhase;
  menuGroup: StepMenuGroupKey | null;
  /** A dedicated screen that opens instead of the generic step page (A2.8's budget book). */
  page: DedicatedStepPage | null;
  version: number;
  componentName: string;
  permissions: StepPermissions;
  canEdit: boolean;
}

/** STP/Get_Step_Data's answer. */
export interface StoredStepData {
  data: Record<string, unknown>;
  /** The definition version the data was captured under; null when nothing is stored. */
  definitionVersion: number | null;
  updatedAt: string | null;
  /** The data's version, sent back with the next save (0 when nothing is stored). */
  version: number;
  /** What the caller's party may do and what is sealed from it (the server has already removed sealed values). */
  access?: StepPartyAccess;
}

/** STP/Save_Step_Data's answer. */
export interface SavedStepData {
  definitionVersion: number;
  /** Required fields still empty (the save stands; the step stays in progress). */
  incomplete: FormFieldError[];
  state: StepState;
  version: number;
}

/** A field someone else changed since the version a refused save started from (409 errors.changed). */
export interface StaleField {
  field: string;
  path: (string | number)[];
  title: string;
  yours: unknown;
  theirs: unknown;
  by: string | null;
  at: string | null;
}

/** One entry of STP/Get_Step_History. */
export interface StepHistoryEntry {
  version: number;
  by: string | null;
  at: string;
  definitionVersion: number;
  changes: { field: string; title: string; old: unknown; new: unknown }[];
}

/** One page of STP/Get_Step_History. */
export interface StepHistoryPage {
  list: StepHistoryEntry[];
  total: number;
  page: number;
  qtyPerPage: number;
  totalPages: number;
}

/** A refusal's blocking steps (409 errors: { type, steps }). */
export interface StepBlock {
  type: 'preq' | 'lock';
  steps: { id: string; title: string }[];
}

/** SWR key of the catalogue. */
export const CATALOGUE_KEY = 'STP/Get_Step_Catalogue';

/** SWR key (and GET path) of a definition, a given version or the current one. */
export function definitionKey(stepId: string, version?: number | null): string {
  return `STP/Get_Step_Definition/${encodeURIComponent(stepId)}${version ? `?version=${version}` : ''}`;
}

/** SWR key of a project's statuses of some steps (BFB/get_proj_status/{ids}/{proj_id}). */
export function statusesKey(stepIds: readonly string[], projId: number): string {
  return `BFB/get_proj_status/${[...stepIds].sort().join(',')}/${projId}`;
}

/** Fetches statuses and returns them as step id → state. */
export async function fetchStatuses(key: string): Promise<Record<string, StepState>> {
  const rows = await api.get<{ stp_id: string; checkResult: CheckResult }[]>(key);
  return Object.fromEntries(rows.map((row) => [row.stp_id, parseCheckResult(row.checkResult)]));
}

/** Reads the stored data of a step for a project. */
export function fetchStepData(stepId: string, projId: number): Promise<StoredStepData> {
  return api.post<StoredStepData>('STP/Get_Step_Data', { stp_id: stepId, proj_id: projId });
}

/** Saves a step's data; silent, because the page shows refusals as dialogs and field errors. */
export function saveStepData(stepId: string, projId: number, data: Record<string, unknown>, version: number): Promise<SavedStepData> {
  return api.post<SavedStepData>('STP/Save_Step_Data', { stp_id: stepId, proj_id: projId, data, version }, { silent: true });
}

/** Reads one page (20 entries, newest first) of a step's change history for a project. */
export function fetchStepHistory(stepId: string, projId: number, page: number): Promise<StepHistoryPage> {
  return api.post<StepHistoryPage>('STP/Get_Step_History', { stp_id: stepId, proj_id: projId, page });
}

/** The fields someone else changed, when a save was refused for starting from an outdated version; else null. */
export function readStaleFields(error: unknown): StaleField[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const changed = (error.errors as { changed?: unknown } | undefined)?.changed;
  return Array.isArray(changed) ? (changed as StaleField[]) : null;
}

/** Sets a step's status (P/Y/X/N); silent for the same reason. */
export function changeStepStatus(stepId: string, projId: number, state: StepState): Promise<unknown> {
  return api.post('BFB/Change_status', { stp_id: stepId, proj_id: projId, checkResult: toCheckResult(state) }, { silent: true });
}

/** The blocking steps of a 409 refusal, or null for other failures. */
export function readStepBlock(error: unknown): StepBlock | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const errors = error.errors as Partial<StepBlock> | undefined;
  if ((errors?.type !== 'preq' && errors?.type !== 'lock') || !Array.isArray(errors.steps)) return null;
  return { type: errors.type, steps: errors.steps };
}

/** The field errors of a 400 refusal (errors.errorSchema), or null. */
export function readFieldErrors(error: unknown): FormErrorSchema | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const schema = (error.errors as { errorSchema?: unknown } | undefined)?.errorSchema;
  return schema && typeof schema === 'object' ? (schema as FormErrorSchema) : null;
}

/** Fetches a definition by its key. */
export function fetchDefinition(key: string): Promise<StepDefinition> {
  return api.get<StepDefinition>(key);
}
