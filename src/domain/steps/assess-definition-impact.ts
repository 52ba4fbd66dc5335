/**
 * What publishing a new definition does to stored submissions: which would no longer validate, and why
 * (a field removed, a type changed, a newly required field), so the editor can warn before publishing.
 */
import type { ErrorObject } from 'ajv';
import type { FormDefinition } from './create-form-validator';
import { validateStepSubmission } from './validate-step-submission';

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
  if (error.keyword === 'type' || error.keyword === 'format' || error.keyword === 'pattern' || error.keyword === 'enum') return 'typeChanged';
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
 * new schema no longer declares count as removed even when the schema allows extra properties.
 */
export function assessDefinitionImpact(definition: FormDefinition, submissions: { key: string; data: Record<string, unknown> }[]): SubmissionImpact[] {
  const declared = new Set(Object.keys(((definition.form?.schema as { properties?: Record<string, unknown> } | undefined)?.properties) ?? {}));
  const impacts: SubmissionImpact[] = [];
  for (const s of submissions) {
    const reasons = new Set<ImpactReason>();
    const fields = new Set<string>();
    for (const e of validateStepSubmission(definition, s.data)) {
      reasons.add(classify(e));
      fields.add(fieldOf(e));
    }
    for (const k of Object.keys(s.data)) {
      if (!declared.has(k) && !(definition.records ?? []).some((r) => r.key === k)) {
        reasons.add('removedField');
        fields.add(k);
      }
    }
    if (reasons.size > 0) impacts.push({ key: s.key, reasons: [...reasons], fields: [...fields] });
  }
  return impacts;
}
