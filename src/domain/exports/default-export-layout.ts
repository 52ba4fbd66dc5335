/**
 * The layout a form prints with when its definition gives none: agency and project lines, the bound form
 * fields as a label｜value table, one table per bound record collection, and the sign-off block when the
 * step has a sign-off. An administrator starts a custom layout from this one.
 */
import type { ExportBlock, ExportForm, ExportLayout, StepDefinition } from '../steps/step-definition';

const RECORD_FIELD = /^records\.([^.]+)\.(.+)$/;

/** The default layout of one export form of a step. */
export function defaultExportLayout(definition: Pick<StepDefinition, 'records' | 'signOff'>, form: Pick<ExportForm, 'title' | 'fields'>): ExportLayout {
  const blocks: ExportBlock[] = [
    { type: 'paragraph', text: '機關名稱：{{project.agency}}' },
    { type: 'paragraph', text: '工程名稱：{{project.name}}' },
    { type: 'paragraph', text: '標案案號：{{project.number}}' },
  ];
  const formFields = form.fields.filter((f) => !RECORD_FIELD.test(f));
  if (formFields.length > 0) blocks.push({ type: 'fields', items: formFields.map((field) => ({ field })) });
  const tables = new Map<string, string[]>();
  for (const path of form.fields) {
    const match = RECORD_FIELD.exec(path);
    if (!match) continue;
    const [, key = '', field = ''] = match;
    tables.set(key, [...(tables.get(key) ?? []), field]);
  }
  for (const [key, fields] of tables) {
    if (!(definition.records ?? []).some((r) => r.key === key)) continue;
    blocks.push({ type: 'table', records: key, columns: fields.map((field) => ({ field })) });
  }
  if (definition.signOff) blocks.push({ type: 'signatures' });
  return { title: form.title, blocks };
}

/** The layout a form prints with: its own, or the default. */
export function effectiveExportLayout(definition: Pick<StepDefinition, 'records' | 'signOff'>, form: ExportForm): ExportLayout {
  return form.layout ?? defaultExportLayout(definition, form);
}
