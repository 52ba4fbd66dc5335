/**
 * The 版面 of one export form in the editor: the layout it prints with (its own or the default the server
 * would use), replacing or removing it, and changing its title — creating the layout from the default the
 * first time, so the rest of the default stays as it was.
 */
import { defaultExportLayout, effectiveExportLayout } from '../exports/default-export-layout';
import type { ExportLayout, StepDefinition } from '../steps/step-definition';

/** The layout export form `index` prints with: its own, or the default one. */
export function exportLayoutOf(definition: StepDefinition, index: number): ExportLayout {
  const form = definition.exports[index];
  if (!form) throw new RangeError(`沒有第 ${index + 1} 個匯出表單`);
  return effectiveExportLayout(definition, form);
}

/** The definition with export form `index` given `layout`, or back to the default when it is undefined. */
export function withExportLayout<T extends StepDefinition>(definition: T, index: number, layout: ExportLayout | undefined): T {
  const exports = definition.exports.map((form, i) => {
    if (i !== index) return form;
    const { layout: _old, ...rest } = form;
    return layout === undefined ? rest : { ...rest, layout };
  });
  return { ...definition, exports };
}

/**
 * The definition with export form `index`'s printed title set; an empty title removes it, so the form's
 * name prints. A form without a layout gets the default one first.
 */
export function withExportLayoutTitle<T extends StepDefinition>(definition: T, index: number, title: string): T {
  const form = definition.exports[index];
  if (!form) throw new RangeError(`沒有第 ${index + 1} 個匯出表單`);
  const { title: _old, ...rest } = form.layout ?? defaultExportLayout(definition, form);
  return withExportLayout(definition, index, title === '' ? rest : { ...rest, title });
}
