/**
 * What publishing a new definition does to stored submissions: which would no longer validate, and why
 * (a field removed, a type changed, a newly required field), so the editor can warn before publishing.
 */
import type { ErrorObject } from 'ajv';
import type { FormDefinition } from './create-form-validator';
import { validateStepSubmission } from './validate-step-submission';
import { collectProperties } from './walk-form-schema';

/** Why a stored submission no longer fits the new definition. */
export type ImpactReason = 'removedField' | 'typeChanged' | 'newRequired' | 'otherRule';

/** One stored submission and what breaks in it. */
export interface SubmissionImpact {
  key: string;
  reasons: ImpactReason[];
  fields: string[];
}

function classify(error: ErrorObject): ImpactReason {
  if (error.keyword === 'additionalProperties') return 'removedField';
  if (error.keyword === 'required') return 'newRequired';
  if (['type', 'format', 'pattern', 'enum'].includes(error.keyword)) return 'typeChanged';
  return 'otherRule';
}

function fieldOf(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const extra =
    error.keyword === 'required' ? String(error.params.missingProperty) : error.keyword === 'additionalProperties' ? String(error.params.additionalProperty) : '';
  return [base, extra].filter(Boolean).join('.') || '(表單)';
}

/**
 * Validates each stored submission against the new definition and reports the ones that fail. Fields the
 * new schema no longer declares count as removed even when the schema allows extra properties; a field
 * declared only under a condition (schema.allOf … then.properties, as the editor writes them) is declared.
 */
export function assessDefinitionImpact(definition: FormDefinition, submissions: { key: string; data: Record<string, unknown> }[]): SubmissionImpact[] {
  const declared = new Set(collectProperties((definition.form?.schema as Record<string, unknown> | undefined) ?? {}).keys());
  for (const record of definition.records ?? []) declared.add(record.key);
  const impacts: SubmissionImpact[] = [];
  for (const submission of submissions) {
    const reasons = new Set<ImpactReason>();
    const fields = new Set<string>();
    for (const error of validateStepSubmission(definition, submission.data)) {
      reasons.add(classify(error));
      fields.add(fieldOf(error));
    }
    for (const key of Object.keys(submission.data)) {
      if (declared.has(key)) continue;
      reasons.add('removedField');
      fields.add(key);
    }
    if (reasons.size > 0) impacts.push({ key: submission.key, reasons: [...reasons], fields: [...fields] });
  }
  return impacts;
}
