/**
 * Validates step definitions against schemas/step.schema.json and across the catalogue (references,
 * prerequisite cycles, uiSchema keys, widgets, upload prefixes, export bindings, form compilation, file names,
 * the budget-book chain, the parties and seals).
 * Pure: the caller reads the files; faults come back as data.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import stepSchema from '../../../schemas/step.schema.json';
import { checkFileStepRules } from '../files/check-file-step-rules';
import { checkFormSchema } from './check-form-schema';
import { checkBudgetChain } from './check-budget-chain';
import { checkStepParties } from './check-step-parties';
import { checkLegalBasisRow } from './check-legal-basis';
import { describeSchemaError, locateSchemaError } from './describe-schema-error';
import { findPrerequisiteCycles } from './find-prerequisite-cycles';
import { checkExportLayout } from '../exports/check-export-layout';
import { toJsonPath, type LocalFault, type StepCatalogueFault } from './step-catalogue-fault';
import type { StepDefinition } from './step-definition';
import { explainUploadPrefixProblem } from './upload-code-prefixes';
import { collectProperties, resolveFieldPath } from './walk-form-schema';

export type { StepCatalogueFault } from './step-catalogue-fault';

/** One definition to validate and the file it came from (the file name must be `<id>.json`). */
export interface StepCatalogueEntry {
  file: string;
  definition: unknown;
}

/** The extensions a drawing or video category must allow, exactly (spec doc 2 §5). */
export const FIXED_UPLOAD_EXTENSIONS: Readonly<Record<'drawing' | 'video', readonly string[]>> = {
  drawing: ['jpg', 'png', 'gif', 'svg', 'tiff', 'tif', 'pdf'],
  video: ['avi', 'mp4', 'wmv', 'flv', 'mov'],
};

let definitionValidator: ValidateFunction | undefined;

function getDefinitionValidator(): ValidateFunction {
  if (!definitionValidator) {
    // discriminator: a layout block is judged by its own type only, not by every other block kind's rules.
    const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, discriminator: true });
    addFormats(ajv);
    definitionValidator = ajv.compile(stepSchema);
  }
  return definitionValidator;
}

/** Checks one definition against the step schema only; returns its faults as path + message. */
export function checkStepDefinitionShape(definition: unknown): LocalFault[] {
  const validate = getDefinitionValidator();
  if (validate(definition)) return [];
  const seen = new Set<string>();
  const faults: LocalFault[] = [];
  for (const error of validate.errors ?? []) {
    if (error.keyword === 'if') continue;
    const fault = { path: locateSchemaError(error), message: describeSchemaError(error) };
    const key = JSON.stringify(fault);
    if (!seen.has(key)) {
      seen.add(key);
      faults.push(fault);
    }
  }
  return faults;
}

function baseName(file: string): string {
  return file.split(/[\\/]/).pop() ?? file;
}

function checkUploads(definition: StepDefinition): LocalFault[] {
  const faults: LocalFault[] = [];
  const keys = new Set<string>();
  definition.uploads.forEach((category, index) => {
    const path = ['uploads', index];
    if (keys.has(category.key)) faults.push({ path: [...path, 'key'], message: `上傳類別鍵值「${category.key}」重複` });
    keys.add(category.key);
    const problem = explainUploadPrefixProblem(category.codePrefix, definition.phase);
    if (problem) faults.push({ path: [...path, 'codePrefix'], message: problem });
    if (category.kind === 'drawing' || category.kind === 'video') {
      const expected = FIXED_UPLOAD_EXTENSIONS[category.kind];
      const same = expected.length === category.accept.length && expected.every((ext) => category.accept.includes(ext));
      if (!same) {
        const name = category.kind === 'drawing' ? '圖說' : '影片';
        faults.push({ path: [...path, 'accept'], message: `${name}類別的副檔名必須恰為 ${expected.join('、')}` });
      }
    }
    const values = new Set<string>();
    category.fileTypes?.forEach((fileType, typeIndex) => {
      if (values.has(fileType.value)) {
        faults.push({ path: [...path, 'fileTypes', typeIndex, 'value'], message: `檔案種類「${fileType.value}」重複` });
      }
      values.add(fileType.value);
    });
  });
  return faults;
}

function checkForms(definition: StepDefinition): LocalFault[] {
  const faults = checkFormSchema(definition.form.schema, definition.form.uiSchema, ['form', 'schema'], ['form', 'uiSchema']);
  const keys = new Set<string>();
  definition.records?.forEach((record, index) => {
    const path = ['records', index];
    if (keys.has(record.key)) faults.push({ path: [...path, 'key'], message: `紀錄清單鍵值「${record.key}」重複` });
    keys.add(record.key);
    faults.push(...checkFormSchema(record.schema, record.uiSchema, [...path, 'schema'], [...path, 'uiSchema']));
    const properties = collectProperties(record.schema);
    record.columns.forEach((column, columnIndex) => {
      if (!properties.has(column.field)) {
        faults.push({
          path: [...path, 'columns', columnIndex, 'field'],
          message: `清單欄位「${column.field}」不存在於紀錄 schema`,
        });
      }
    });
  });
  return faults;
}

function resolvesExportField(definition: StepDefinition, field: string): boolean {
  if (field.startsWith('records.')) {
    const [, key = '', ...rest] = field.split('.');
    const record = definition.records?.find((candidate) => candidate.key === key);
    if (!record) return false;
    return rest.length === 0 || resolveFieldPath(record.schema, rest.join('.')) !== undefined;
  }
  return resolveFieldPath(definition.form.schema, field) !== undefined;
}

function checkExports(definition: StepDefinition): LocalFault[] {
  const faults: LocalFault[] = [];
  definition.exports.forEach((form, index) => {
    form.fields.forEach((field, fieldIndex) => {
      if (!resolvesExportField(definition, field)) {
        faults.push({
          path: ['exports', index, 'fields', fieldIndex],
          message: `匯出表單 ${form.formType} 綁定的欄位「${field}」不存在於表單或紀錄清單`,
        });
      }
    });
    faults.push(...checkExportLayout(definition, form, index));
  });
  return faults;
}

function checkRuleReferences(definition: StepDefinition, knownIds: ReadonlySet<string>): LocalFault[] {
  const faults: LocalFault[] = [];
  for (const kind of ['prerequisites', 'locks', 'siblings'] as const) {
    definition.rules[kind].forEach((id, index) => {
      const path = ['rules', kind, index];
      // A sibling group may list the step itself (spec: A4.1–A4.5 are each other's siblings); a self lock or prerequisite never clears.
      if (id === definition.id && kind !== 'siblings') faults.push({ path, message: `步驟不能以自己為${kind === 'locks' ? '鎖定' : '前置'}步驟（${id}）` });
      else if (!knownIds.has(id)) faults.push({ path, message: `引用的步驟 ${id} 不存在` });
    });
  }
  definition.rules.locks.forEach((id, index) => {
    if (definition.rules.prerequisites.includes(id)) {
      faults.push({
        path: ['rules', 'locks', index],
        message: `${id} 同時是前置步驟與鎖定步驟：前置須先完成，完成後卻會鎖定本步驟，永遠無法編輯`,
      });
    }
  });
  const deadlineStep = definition.deadline?.step;
  if (deadlineStep !== undefined && !knownIds.has(deadlineStep)) {
    faults.push({ path: ['deadline', 'step'], message: `期限起算的步驟 ${deadlineStep} 不存在` });
  }
  return faults;
}

/** Checks one schema-valid definition on its own and against the known step ids. */
export function checkStepDefinition(file: string, definition: StepDefinition, knownIds: ReadonlySet<string>): LocalFault[] {
  const faults: LocalFault[] = [];
  const expectedFile = `${definition.id}.json`;
  if (baseName(file) !== expectedFile) {
    faults.push({ path: ['id'], message: `步驟代碼 ${definition.id} 與檔名 ${baseName(file)} 不一致（應為 ${expectedFile}）` });
  }
  const idPhase = definition.id.split('.')[0];
  if (idPhase !== definition.phase) {
    faults.push({ path: ['phase'], message: `階段 ${definition.phase} 與步驟代碼 ${definition.id} 的開頭 ${idPhase} 不一致` });
  }
  definition.legalBasis.forEach((row, index) => faults.push(...checkLegalBasisRow(row, ['legalBasis', index])));
  faults.push(...checkUploads(definition), ...checkForms(definition), ...checkExports(definition));
  faults.push(...checkFileStepRules(definition));
  faults.push(...checkStepParties(definition));
  faults.push(...checkRuleReferences(definition, knownIds));
  return faults;
}

interface Located {
  file: string;
  definition: StepDefinition;
}

function duplicateFaults(
  items: { file: string; path: (string | number)[]; value: string }[],
  describe: (value: string, others: string) => string,
): StepCatalogueFault[] {
  const byValue = new Map<string, typeof items>();
  for (const item of items) byValue.set(item.value, [...(byValue.get(item.value) ?? []), item]);
  const faults: StepCatalogueFault[] = [];
  for (const [value, group] of byValue) {
    if (group.length < 2) continue;
    // Every file involved gets the fault, so validating one file against the rest still reports it.
    for (const item of group) {
      const others = group.filter((other) => other !== item).map((other) => `${baseName(other.file)} ${toJsonPath(other.path)}`);
      faults.push({ file: item.file, path: toJsonPath(item.path), message: describe(value, others.join('、')) });
    }
  }
  return faults;
}

function catalogueFaults(valid: readonly Located[], entries: readonly StepCatalogueEntry[]): StepCatalogueFault[] {
  const ids = entries.flatMap(({ file, definition }) => {
    const id = (definition as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? [{ file, path: ['id'], value: id }] : [];
  });
  const faults = duplicateFaults(ids, (id, others) => `步驟代碼 ${id} 重複（也出現在 ${others}）`);

  const prefixes = valid.flatMap(({ file, definition }) =>
    definition.uploads.map((category, index) => ({ file, path: ['uploads', index, 'codePrefix'], value: category.codePrefix })),
  );
  faults.push(...duplicateFaults(prefixes, (prefix, others) => `上傳代碼前綴「${prefix}」重複（也用於 ${others}）`));

  const formTypes = valid.flatMap(({ file, definition }) =>
    definition.exports.map((form, index) => ({ file, path: ['exports', index, 'formType'], value: form.formType })),
  );
  faults.push(...duplicateFaults(formTypes, (formType, others) => `匯出表單代碼 ${formType} 重複（也用於 ${others}）`));

  const graph = new Map(valid.map(({ definition }) => [definition.id, definition.rules.prerequisites] as const));
  for (const cycle of findPrerequisiteCycles(graph)) {
    const description = [...cycle, cycle[0]].join(' → ');
    cycle.forEach((id, index) => {
      const next = cycle[(index + 1) % cycle.length] ?? id;
      for (const { file, definition } of valid.filter((item) => item.definition.id === id)) {
        const position = definition.rules.prerequisites.indexOf(next);
        faults.push({
          file,
          path: toJsonPath(['rules', 'prerequisites', position]),
          message: `前置步驟形成循環：${description}`,
        });
      }
    });
  }
  return faults;
}

/** Validates every entry against the schema and the whole set against itself; returns all faults. */
export function validateStepCatalogue(entries: readonly StepCatalogueEntry[]): StepCatalogueFault[] {
  const faults: StepCatalogueFault[] = [];
  const valid: Located[] = [];
  const knownIds = new Set<string>();
  for (const { definition } of entries) {
    const id = (definition as { id?: unknown } | null)?.id;
    if (typeof id === 'string') knownIds.add(id);
  }
  for (const { file, definition } of entries) {
    const shapeFaults = checkStepDefinitionShape(definition);
    if (shapeFaults.length > 0) {
      // Cross-checks assume the shape; an ill-shaped definition reports only its schema faults.
      faults.push(...shapeFaults.map((fault) => ({ file, path: toJsonPath(fault.path), message: fault.message })));
      continue;
    }
    const typed = definition as StepDefinition;
    valid.push({ file, definition: typed });
    const own = checkStepDefinition(file, typed, knownIds);
    faults.push(...own.map((fault) => ({ file, path: toJsonPath(fault.path), message: fault.message })));
  }
  faults.push(...catalogueFaults(valid, entries));
  faults.push(...checkBudgetChain(valid));
  return faults;
}
