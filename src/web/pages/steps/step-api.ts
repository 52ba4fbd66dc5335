/**
 * The step calls of the server (src/server/plugins/step-plugin.ts) as typed functions and SWR keys, so the
 * pages read like what they do. Failures reject with the client's ApiError.
 */
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
}

/** STP/Save_Step_Data's answer. */
export interface SavedStepData {
  definitionVersion: number;
  /** Required fields still empty (the save stands; the step stays in progress). */
  incomplete: FormFieldError[];
  state: StepState;
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
export function saveStepData(stepId: string, projId: number, data: Record<string, unknown>): Promise<SavedStepData> {
  return api.post<SavedStepData>('STP/Save_Step_Data', { stp_id: stepId, proj_id: projId, data }, { silent: true });
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
