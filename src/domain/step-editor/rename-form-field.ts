/**
 * Renames a form field across the whole definition: its property, required entry, uiSchema entry and
 * place in ui:order, the conditions that name it, and the export forms bound to it.
 */
import type { StepDefinition } from '../steps/step-definition';
import { listFormFields, writeFormFields } from './form-fields';

/** A property name the checker and the data accept: English letters and digits, starting with a letter. */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;

/** Why a new name cannot be used, or null when it can. */
export function explainFieldNameProblem(definition: Pick<StepDefinition, 'form' | 'records'>, oldName: string, newName: string): string | null {
  if (!FIELD_NAME_PATTERN.test(newName)) return '欄位鍵值須為英文字母開頭的英數字（建議小駝峰，例如 inspectDate）';
  if (newName === oldName) return null;
  if (listFormFields(definition.form).some((f) => f.name === newName)) return `欄位鍵值「${newName}」已被使用`;
  if ((definition.records ?? []).some((r) => r.key === newName)) return `欄位鍵值「${newName}」與紀錄清單鍵值相同`;
  return null;
}

function renamePath(path: string, oldName: string, newName: string): string {
  if (path === oldName) return newName;
  return path.startsWith(`${oldName}.`) ? `${newName}${path.slice(oldName.length)}` : path;
}

/** The definition with the field renamed; an unusable new name leaves it unchanged. */
export function renameFormField<T extends StepDefinition>(definition: T, oldName: string, newName: string): T {
  if (oldName === newName || explainFieldNameProblem(definition, oldName, newName) !== null) return definition;
  const fields = listFormFields(definition.form);
  if (!fields.some((f) => f.name === oldName)) return definition;
  const renamed = fields.map((f) => ({
    ...f,
    name: f.name === oldName ? newName : f.name,
    condition: f.condition?.field === oldName ? { ...f.condition, field: newName } : f.condition,
  }));
  const form = writeFormFields(definition.form, renamed);
  const exports = definition.exports.map((e) => ({ ...e, fields: e.fields.map((p) => renamePath(p, oldName, newName)) }));
  return { ...definition, form, exports };
}
