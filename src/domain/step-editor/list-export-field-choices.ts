/** The field paths an export form can be bound to: the form's fields and each record collection's fields. */
import type { StepDefinition } from '../steps/step-definition';
import { collectProperties } from '../steps/walk-form-schema';
import { listFormFields } from './form-fields';

/** One bindable field: its path as exports[].fields writes it, and a label. */
export interface ExportFieldChoice {
  path: string;
  label: string;
}

function titleOf(node: Record<string, unknown>, fallback: string): string {
  return typeof node.title === 'string' && node.title ? node.title : fallback;
}

/** Every bindable path, form fields first. */
export function listExportFieldChoices(definition: Pick<StepDefinition, 'form' | 'records'>): ExportFieldChoice[] {
  const choices = listFormFields(definition.form).map((f) => ({ path: f.name, label: `${titleOf(f.schema, f.name)}（${f.name}）` }));
  for (const record of definition.records ?? []) {
    for (const [name, node] of collectProperties(record.schema)) {
      choices.push({ path: `records.${record.key}.${name}`, label: `${record.title}・${titleOf(node, name)}（records.${record.key}.${name}）` });
    }
  }
  return choices;
}
