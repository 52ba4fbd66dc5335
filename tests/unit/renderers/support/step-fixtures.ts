// Test helper: every step definition with the shared sample data (the same fixtures the domain tests use).
import type { JsonSchemaNode, StepDefinition } from '../../../../src/domain/steps/step-definition';
import { readCatalogue, readSampleValues } from '../../domain/steps/catalogue-files';
import { fillSample } from '../../domain/steps/fill-sample-form';

/** The shared sample values. */
export const samples = readSampleValues();

/** Every definition of steps/, sorted by file name. */
export const catalogue: StepDefinition[] = readCatalogue();

/** One definition by id (throws when missing, so a renamed step fails loudly). */
export function definitionOf(id: string): StepDefinition {
  const found = catalogue.find((d) => d.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
}

/** A complete, valid submission of a step: its form filled from the samples and one sample record per collection. */
export function sampleData(definition: StepDefinition): Record<string, unknown> {
  const data = fillSample(definition.form.schema as JsonSchemaNode, samples) as Record<string, unknown>;
  for (const collection of definition.records ?? []) data[collection.key] = [fillSample(collection.schema as JsonSchemaNode, samples)];
  return data;
}

/** The required fields of a step's form. */
export function requiredFields(definition: StepDefinition): string[] {
  return (definition.form.schema.required as string[] | undefined) ?? [];
}
