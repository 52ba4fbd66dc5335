/**
 * The checks the editor runs on every change, before the server's full check: the step schema and the
 * checks of one definition against the known step ids — the very functions `npm run validate:steps` uses.
 * What needs the other definitions themselves (duplicate upload prefixes and export codes, prerequisite
 * cycles) is left to the server's Check_Step_Draft.
 */
import { toJsonPath, type StepCatalogueFault } from '../steps/step-catalogue-fault';
import type { StepDefinition } from '../steps/step-definition';
import { checkStepDefinition, checkStepDefinitionShape } from '../steps/validate-step-catalogue';
import { isSchemaNode as isObject } from '../steps/walk-form-schema';

/** A fault of the draft: where (JSON path) and why. */
export type DraftFault = Pick<StepCatalogueFault, 'path' | 'message'>;

/** The faults of a draft, checked as the file `<id>.json` against the given step ids (its own included). */
export function checkEditorDraft(draft: unknown, knownIds: Iterable<string>): DraftFault[] {
  const shape = checkStepDefinitionShape(draft);
  if (shape.length > 0) return shape.map((f) => ({ path: toJsonPath(f.path), message: f.message }));
  const definition = draft as StepDefinition;
  const ids = new Set(knownIds);
  ids.add(definition.id);
  return checkStepDefinition(`${definition.id}.json`, definition, ids).map((f) => ({ path: toJsonPath(f.path), message: f.message }));
}

const OBJECT_LISTS = ['legalBasis', 'references', 'uploads', 'exports'] as const;

/**
 * Why the structured editor cannot show the draft (a list that is no list, say, after an edit in the JSON
 * view), or null when it can. Wrong leaf values are fine: the editor shows them and the checker names them.
 */
export function explainStructureProblem(draft: unknown): string | null {
  if (!isObject(draft)) return '定義必須是一個 JSON 物件';
  for (const key of OBJECT_LISTS) {
    const list = draft[key];
    if (!Array.isArray(list)) return `「${key}」必須是陣列`;
    if (!list.every(isObject)) return `「${key}」的每一項都必須是物件`;
  }
  if (!Array.isArray(draft.keyPoints)) return '「keyPoints」必須是陣列';
  if (draft.records !== undefined && !(Array.isArray(draft.records) && draft.records.every(isObject))) return '「records」必須是物件陣列';
  const form = draft.form;
  if (!isObject(form) || !isObject(form.schema) || !isObject(form.schema.properties)) return '「form.schema.properties」必須是物件';
  if (form.uiSchema !== undefined && !isObject(form.uiSchema)) return '「form.uiSchema」必須是物件';
  if (form.schema.required !== undefined && !Array.isArray(form.schema.required)) return '「form.schema.required」必須是陣列';
  if (form.schema.allOf !== undefined && !Array.isArray(form.schema.allOf)) return '「form.schema.allOf」必須是陣列';
  const rules = draft.rules;
  if (!isObject(rules) || !['prerequisites', 'locks', 'siblings'].every((k) => Array.isArray(rules[k]))) return '「rules」必須有 prerequisites、locks、siblings 三個陣列';
  const permissions = draft.permissions;
  if (!isObject(permissions) || !Array.isArray(permissions.view) || !Array.isArray(permissions.edit)) return '「permissions」必須有 view、edit 兩個陣列';
  if (draft.signOff !== undefined && !(isObject(draft.signOff) && Array.isArray(draft.signOff.parties))) return '「signOff」必須有 parties 陣列';
  for (const key of ['uploads', 'exports'] as const) {
    const field = key === 'uploads' ? 'accept' : 'formats';
    if (!(draft[key] as Record<string, unknown>[]).every((item) => Array.isArray(item[field]) && (key === 'uploads' || Array.isArray(item.fields)))) {
      return `「${key}」每一項的 ${key === 'uploads' ? 'accept' : 'formats、fields'} 都必須是陣列`;
    }
  }
  return null;
}
