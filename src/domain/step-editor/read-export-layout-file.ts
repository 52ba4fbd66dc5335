/**
 * Layout files of export forms: the text 下載版面檔 saves and its file name, and reading a file picked for
 * 上傳版面檔 — JSON that parses, and a layout the editor's draft check accepts in that form's place.
 */
import type { ExportForm, ExportLayout, StepDefinition } from '../steps/step-definition';
import { toJsonPath } from '../steps/step-catalogue-fault';
import { checkEditorDraft } from './check-editor-draft';
import { describeDefinitionPath } from './describe-definition-path';
import { describeJsonSyntaxError } from './describe-json-syntax-error';
import { withExportLayout } from './edit-export-layout';

/** Largest layout file accepted: the schema allows 200 blocks, far below this. */
export const MAX_LAYOUT_FILE_BYTES = 1024 * 1024;

/** What reading a layout file gave: the layout to put in, or every reason it cannot be used. */
export type ReadExportLayout = { ok: true; layout: ExportLayout } | { ok: false; messages: string[] };

/** A layout as the text of its file (two-space JSON with a final newline, like the step files). */
export function formatExportLayoutFile(layout: ExportLayout): string {
  return `${JSON.stringify(layout, null, 2)}\n`;
}

/** The file name of a form's layout: step, form code and 版面 (A4.2_TBS_A0402_014D_版面.json). */
export function exportLayoutFileName(stepId: string, form: Pick<ExportForm, 'formType'>): string {
  return `${stepId}_${form.formType}_版面.json`.replace(/[\\/:*?"<>|\s]+/g, '_');
}

/**
 * Reads the text of a layout file for export form `index` of `definition`: the faults the draft check
 * finds in the layout once it stands in that form are the reasons, named in the editor's words.
 */
export function readExportLayoutFile(text: string, definition: StepDefinition, index: number): ReadExportLayout {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, messages: [`檔案不是有效的 JSON（${describeJsonSyntaxError(text, error).message}）`] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, messages: ['版面檔的內容必須是一個 JSON 物件（含 blocks）'] };
  const layout = value as ExportLayout;
  const at = toJsonPath(['exports', index, 'layout']);
  // Faults elsewhere in the draft are the editor's business, not this file's.
  const faults = checkEditorDraft(withExportLayout(definition, index, layout), [])
    .filter((f) => f.path === at || f.path.startsWith(`${at}.`) || f.path.startsWith(`${at}[`));
  if (faults.length === 0) return { ok: true, layout };
  // Shown under the form's 版面 part: places are named from the layout down (區塊第 2 項・型別).
  const base = describeDefinitionPath(at);
  const place = (path: string) => {
    const where = describeDefinitionPath(path);
    return where.startsWith(`${base}・`) ? where.slice(base.length + 1) : '版面';
  };
  return { ok: false, messages: [...new Set(faults.map((f) => `${place(f.path)}：${f.message}`))] };
}
