/**
 * Step definitions as files: the text of steps/X.json (two-space JSON with a final newline, the layout
 * the export call writes too), reading an imported file, and comparing contents regardless of version.
 */
import { describeJsonSyntaxError } from './describe-json-syntax-error';

/** A definition as the text of its file in steps/. */
export function formatStepDefinitionFile(definition: unknown): string {
  return `${JSON.stringify(definition, null, 2)}\n`;
}

/** What reading an imported file gave: a definition to load, or why not. */
export type ImportedStepFile = { ok: true; definition: Record<string, unknown>; id: string } | { ok: false; message: string };

/** Reads the text of an imported .json file; only its shape as JSON is judged here, the checker does the rest. */
export function readStepDefinitionFile(text: string): ImportedStepFile {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, message: `檔案不是有效的 JSON（${describeJsonSyntaxError(text, error).message}）` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: '檔案內容必須是一個步驟定義物件' };
  const definition = value as Record<string, unknown>;
  if (typeof definition.id !== 'string' || !definition.id) return { ok: false, message: '檔案缺少步驟代碼 id' };
  return { ok: true, definition, id: definition.id };
}

/** The content of a definition apart from its version number, as comparable text. */
export function contentKey(definition: unknown): string {
  if (typeof definition !== 'object' || definition === null || Array.isArray(definition)) return JSON.stringify(definition);
  const { version: _version, ...rest } = definition as Record<string, unknown>;
  return JSON.stringify(rest);
}
