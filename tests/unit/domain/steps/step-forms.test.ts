// The same sample data through every step definition: each form and record schema compiles, an empty
// submission is refused exactly on its required fields, a filled sample passes, and a bad decimal is named.
import { describe, expect, it } from 'vitest';
import { validateStepForm, validateStepRecord } from '../../../../src/domain/steps/create-form-validator';
import { DECIMAL_PATTERNS } from '../../../../src/domain/steps/decimal-patterns';
import type { JsonSchemaNode, StepDefinition } from '../../../../src/domain/steps/step-definition';
import { readCatalogue, readSampleValues } from './catalogue-files';
import { fillSample } from './fill-sample-form';

const samples = readSampleValues();
const catalogue = readCatalogue();

interface Target {
  name: string;
  schema: JsonSchemaNode;
  validate: (data: unknown) => ReturnType<typeof validateStepForm>;
}

function targetsOf(definition: StepDefinition): Target[] {
  return [
    { name: `${definition.id} form`, schema: definition.form.schema, validate: (data) => validateStepForm(definition, data) },
    ...(definition.records ?? []).map((record) => ({
      name: `${definition.id} records.${record.key}`,
      schema: record.schema,
      validate: (data: unknown) => validateStepRecord(definition, record.key, data),
    })),
  ];
}

const targets = catalogue.flatMap(targetsOf).map((target) => [target.name, target] as const);

describe.each(targets)('%s', (_name, target) => {
  const required = (target.schema.required as string[] | undefined) ?? [];
  const properties = target.schema.properties as Record<string, JsonSchemaNode>;

  it('has meaningful fields', () => {
    expect(Object.keys(properties).length).toBeGreaterThan(0);
  });

  it('refuses an empty submission exactly on the required fields', () => {
    const result = target.validate({});
    expect(result.valid).toBe(required.length === 0);
    const expected = Object.fromEntries(required.map((field) => [field, { __errors: ['欄位必須填寫'] }]));
    expect(result.errorSchema).toEqual(expected);
  });

  it('accepts the filled sample', () => {
    const result = target.validate(fillSample(target.schema, samples));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every exact-decimal field that gets a bad decimal', () => {
    const decimalFields = Object.entries(properties)
      .filter(([, node]) => typeof node.pattern === 'string' && DECIMAL_PATTERNS.has(node.pattern))
      .map(([field]) => field);
    const filled = fillSample(target.schema, samples) as Record<string, unknown>;
    for (const field of decimalFields) filled[field] = samples.badDecimal;
    const result = target.validate(filled);
    expect(result.errorSchema).toEqual(Object.fromEntries(decimalFields.map((field) => [field, { __errors: ['不是小數格式'] }])));
  });
});
