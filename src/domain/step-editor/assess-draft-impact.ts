/**
 * What publishing a version does to stored submissions, as assessDefinitionImpact (src/domain/steps)
 * judges it, but aware of the editor's conditional fields: a field declared only under a condition
 * (schema.allOf … then.properties) is still declared, so data holding it is not "a removed field".
 */
import type { ErrorObject } from 'ajv';
import type { ImpactReason, SubmissionImpact } from '../steps/assess-definition-impact';
import type { FormDefinition } from '../steps/create-form-validator';
import { validateStepSubmission } from '../steps/validate-step-submission';
import { collectProperties } from '../steps/walk-form-schema';

export type { ImpactReason, SubmissionImpact } from '../steps/assess-definition-impact';

function classify(error: ErrorObject): ImpactReason {
  if (error.keyword === 'additionalProperties') return 'removedField';
  if (error.keyword === 'required') return 'newRequired';
  if (['type', 'format', 'pattern', 'enum'].includes(error.keyword)) return 'typeChanged';
  return 'otherRule';
}

function fieldOf(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = error.params as Record<string, unknown>;
  const extra = error.keyword === 'required' ? String(params.missingProperty) : error.keyword === 'additionalProperties' ? String(params.additionalProperty) : '';
  return [base, extra].filter(Boolean).join('.') || '(表單)';
}

/** The submissions that would no longer fit the definition, with why and which fields. */
export function assessDraftImpact(definition: FormDefinition, submissions: { key: string; data: Record<string, unknown> }[]): SubmissionImpact[] {
  const declared = new Set(collectProperties((definition.form?.schema as Record<string, unknown> | undefined) ?? {}).keys());
  const recordKeys = new Set((definition.records ?? []).map((r) => r.key));
  const impacts: SubmissionImpact[] = [];
  for (const submission of submissions) {
    const reasons = new Set<ImpactReason>();
    const fields = new Set<string>();
    for (const error of validateStepSubmission(definition, submission.data)) {
      reasons.add(classify(error));
      fields.add(fieldOf(error));
    }
    for (const key of Object.keys(submission.data)) {
      if (declared.has(key) || recordKeys.has(key)) continue;
      reasons.add('removedField');
      fields.add(key);
    }
    if (reasons.size > 0) impacts.push({ key: submission.key, reasons: [...reasons], fields: [...fields] });
  }
  return impacts;
}
