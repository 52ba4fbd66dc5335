/**
 * A step's stored data holds the form's fields and, under each record collection's key, that collection's
 * records; these helpers split and join the two parts.
 */
import type { StepDefinition } from '../../src/domain/steps/step-definition';

/** Stored step data: form fields plus record arrays under their collection keys. */
export type StepData = Record<string, unknown>;

/** One record of a collection. */
export type StepRecord = Record<string, unknown>;

/** The form's own fields (everything but the record collections). */
export function formPartOf(definition: Pick<StepDefinition, 'records'>, data: StepData): StepData {
  const keys = new Set((definition.records ?? []).map((r) => r.key));
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.has(key)));
}

/** The records of one collection ([] when none yet or when the stored value is not a list). */
export function recordsOf(data: StepData, key: string): StepRecord[] {
  const value = data[key];
  return Array.isArray(value) ? (value.filter((r) => typeof r === 'object' && r !== null) as StepRecord[]) : [];
}

/** Joins new form fields with the records kept in `data`. */
export function withFormPart(definition: Pick<StepDefinition, 'records'>, data: StepData, formPart: StepData): StepData {
  const records = Object.fromEntries((definition.records ?? []).filter((r) => r.key in data).map((r) => [r.key, data[r.key]]));
  return { ...formPart, ...records };
}

/** Replaces one collection's records. */
export function withRecords(data: StepData, key: string, records: StepRecord[]): StepData {
  return { ...data, [key]: records };
}

/** Whether nothing has been entered yet (a step never saved, or saved empty). */
export function isEmptyStepData(data: StepData | null | undefined): boolean {
  return !data || Object.keys(data).length === 0;
}
