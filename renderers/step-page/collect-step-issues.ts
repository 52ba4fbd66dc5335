/**
 * The fool-proofing check before 完成編輯 (spec doc 1 §2): runs the one submission validator the server
 * uses and sorts what it finds into 必填 (required content not filled) and 錯誤 (filled wrongly), each
 * named by its field title; 上傳 (required uploads missing) comes from the caller, who knows the files.
 */
import type { ErrorObject } from 'ajv';
import { describeFormError, locateFormError } from '../../src/domain/steps/build-form-error-schema';
import type { JsonSchemaNode, StepDefinition, UploadCategory } from '../../src/domain/steps/step-definition';
import { validateStepSubmission } from '../../src/domain/steps/validate-step-submission';
import { collectProperties } from '../../src/domain/steps/walk-form-schema';
import type { StepData } from './step-data';

/** One field to fix: where it is, how the user knows it, and the zh-TW message. */
export interface StepIssue {
  path: string[];
  label: string;
  message: string;
}

/** What stands between the user and finishing: required, wrong, and missing uploads. */
export interface StepIssues {
  required: StepIssue[];
  errors: StepIssue[];
  uploads: UploadCategory[];
}

function titleOf(schema: JsonSchemaNode, field: string | undefined): string {
  if (field === undefined) return '';
  const node = collectProperties(schema).get(field);
  return typeof node?.title === 'string' ? node.title : field;
}

/** The user's name for a field path: '核定底價（元）', or '投標廠商 第 2 筆：統一編號' for a record field. */
export function labelOfPath(definition: Pick<StepDefinition, 'form' | 'records'>, path: readonly string[]): string {
  const [first, second, third] = path;
  const collection = definition.records?.find((r) => r.key === first);
  if (collection) {
    const index = Number(second);
    const row = Number.isInteger(index) ? ` 第 ${index + 1} 筆` : '';
    return third === undefined ? `${collection.title}${row}` : `${collection.title}${row}：${titleOf(collection.schema, third)}`;
  }
  return titleOf(definition.form.schema, first) || '表單';
}

/** Sorts a submission's problems into 必填 and 錯誤 (one entry per field and message), plus the given uploads. */
export function collectStepIssues(
  definition: Pick<StepDefinition, 'id' | 'version' | 'form' | 'records'>,
  data: StepData,
  missingUploads: readonly UploadCategory[] = [],
): StepIssues {
  const issues: StepIssues = { required: [], errors: [], uploads: [...missingUploads] };
  const seen = new Set<string>();
  for (const error of validateStepSubmission(definition, data) as ErrorObject[]) {
    // `if` only says that its then/else failed; the failing keyword is reported on its own.
    if (error.keyword === 'if') continue;
    const path = locateFormError(error);
    const message = describeFormError(error);
    const key = JSON.stringify([path, message]);
    if (seen.has(key)) continue;
    seen.add(key);
    // The server's own split: only required errors may be saved as in progress; anything else refuses the save.
    const bucket = error.keyword === 'required' ? issues.required : issues.errors;
    bucket.push({ path, label: labelOfPath(definition, path), message });
  }
  return issues;
}

/** Whether there is anything to list. */
export function hasStepIssues(issues: StepIssues): boolean {
  return issues.required.length + issues.errors.length + issues.uploads.length > 0;
}

/** The issues as the lines the fool-proofing dialogs list under 必填, 錯誤 and 上傳. */
export function listStepIssues(issues: StepIssues): { required: string[]; errors: string[]; uploads: string[] } {
  return {
    required: issues.required.map((i) => i.label),
    errors: issues.errors.map((i) => `${i.label}：${i.message}`),
    uploads: issues.uploads.map((u) => u.label),
  };
}
