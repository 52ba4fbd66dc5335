import { describe, expect, it } from 'vitest';
import { addFormField, nextFieldName } from '../../../../src/domain/step-editor/add-form-field';
import { checkEditorDraft } from '../../../../src/domain/step-editor/check-editor-draft';
import { configureFormField, listConditionControllers } from '../../../../src/domain/step-editor/configure-form-field';
import { FIELD_KINDS, detectFieldKind, type FieldKind } from '../../../../src/domain/step-editor/field-kinds';
import { listFormFields, readConditionalEntry, writeFormFields } from '../../../../src/domain/step-editor/form-fields';
import { moveFormField } from '../../../../src/domain/step-editor/move-form-field';
import { removeFormField } from '../../../../src/domain/step-editor/remove-form-field';
import { explainFieldNameProblem, renameFormField } from '../../../../src/domain/step-editor/rename-form-field';
import { clearFormValidatorCache, validateStepForm } from '../../../../src/domain/steps/create-form-validator';
import type { StepDefinition, StepForm } from '../../../../src/domain/steps/step-definition';
import { CATALOGUE_IDS, newStep, readStep, readStepFiles } from './support';

const names = (form: StepForm) => listFormFields(form).map((f) => f.name);

/** B2.21 with a date, a yes/no and a text field. */
function inspection(): StepDefinition {
  let form = newStep().form;
  form = addFormField(form, 'date', '巡檢日期').form;
  form = addFormField(form, 'boolean', '發現缺失').form;
  form = addFormField(form, 'text', '缺失說明').form;
  return { ...newStep(), form };
}

describe('reading and writing a form as fields', () => {
  it('gives back every catalogue form exactly as it was', () => {
    for (const { file, definition } of readStepFiles()) {
      expect(writeFormFields(definition.form, listFormFields(definition.form)), file).toEqual(definition.form);
    }
  });

  it('recognises every catalogue field as a kind the editor models', () => {
    const kinds = new Set<FieldKind>();
    for (const { definition } of readStepFiles()) for (const field of listFormFields(definition.form)) kinds.add(field.kind);
    expect(kinds.has('custom')).toBe(false);
    expect([...kinds]).toEqual(expect.arrayContaining(['text', 'date', 'amount', 'percent', 'integer', 'boolean', 'choice', 'multiChoice', 'dateRange', 'cityDistrict', 'signedAmount']));
  });

  it('follows ui:order when the form has one', () => {
    const form = readStep('B2.12').form;
    form.uiSchema = { ...form.uiSchema, 'ui:order': ['remark', 'regularMeetingCycle', '*'] };
    expect(names(form)).toEqual(['remark', 'regularMeetingCycle', 'openResolutions']);
  });
});

describe('the form operations', () => {
  it('adds fields of each kind under free names, each passing the checker with its default widget', () => {
    let form = newStep().form;
    for (const kind of Object.keys(FIELD_KINDS) as (keyof typeof FIELD_KINDS)[]) {
      const added = addFormField(form, kind);
      form = added.form;
      const field = listFormFields(form).find((f) => f.name === added.name)!;
      expect(field.kind, kind).toBe(kind);
    }
    expect(names(form)[0]).toBe('field1');
    expect(nextFieldName(form)).toBe(`field${Object.keys(FIELD_KINDS).length + 1}`);
    expect(checkEditorDraft({ ...newStep(), form }, CATALOGUE_IDS)).toEqual([]);
  });

  it('moves, renames and removes fields, keeping required, uiSchema and export bindings in step', () => {
    let definition = inspection();
    definition.exports = [{ formType: 'TBS_B0221_001D', title: '巡檢表', formats: ['pdf'], fields: ['field1', 'field3'] }];
    definition = { ...definition, form: configureFormField(definition.form, 'field1', { required: true }) };
    definition = { ...definition, form: moveFormField(definition.form, 'field3', -1) };
    expect(names(definition.form)).toEqual(['field1', 'field3', 'field2']);
    expect(moveFormField(definition.form, 'field1', -1)).toBe(definition.form);

    expect(explainFieldNameProblem(definition, 'field1', 'field2')).toBe('欄位鍵值「field2」已被使用');
    expect(explainFieldNameProblem(definition, 'field1', '1st')).toContain('英文字母開頭');
    definition = renameFormField(definition, 'field1', 'inspectDate');
    expect(names(definition.form)).toEqual(['inspectDate', 'field3', 'field2']);
    expect(definition.form.schema.required).toEqual(['inspectDate']);
    expect(definition.form.uiSchema?.inspectDate).toEqual({ 'ui:widget': 'rocDate' });
    expect(definition.form.uiSchema?.field1).toBeUndefined();
    expect(definition.exports[0]!.fields).toEqual(['inspectDate', 'field3']);

    definition = { ...definition, form: removeFormField(definition.form, 'field3') };
    expect(names(definition.form)).toEqual(['inspectDate', 'field2']);
    expect(definition.form.uiSchema?.field3).toBeUndefined();
    // The binding of the removed field stays, so the checker names it rather than it vanishing unseen.
    expect(checkEditorDraft(definition, CATALOGUE_IDS)).toEqual([
      { path: '$.exports[0].fields[1]', message: '匯出表單 TBS_B0221_001D 綁定的欄位「field3」不存在於表單或紀錄清單' },
    ]);
  });

  it('configures title, help, kind, widget, options, limits and rows', () => {
    let form = inspection().form;
    form = configureFormField(form, 'field3', { title: '缺失說明', description: '請具體描述', widget: 'textarea', rows: 4, maxLength: 500 });
    expect(form.schema.properties.field3).toEqual({ type: 'string', maxLength: 500, title: '缺失說明', description: '請具體描述' });
    expect(form.uiSchema?.field3).toEqual({ 'ui:widget': 'textarea', 'ui:options': { rows: 4 } });
    form = configureFormField(form, 'field3', { rows: null, description: '' });
    expect(form.uiSchema?.field3).toEqual({ 'ui:widget': 'textarea' });
    expect(form.schema.properties.field3).not.toHaveProperty('description');

    form = configureFormField(form, 'field3', { kind: 'choice' });
    form = configureFormField(form, 'field3', { options: ['輕微', '中等', '嚴重'], widget: 'radio' });
    expect(form.schema.properties.field3).toEqual({ type: 'string', enum: ['輕微', '中等', '嚴重'], title: '缺失說明' });
    form = configureFormField(form, 'field3', { kind: 'multiChoice' });
    expect(form.schema.properties.field3).toEqual({ type: 'array', uniqueItems: true, items: { type: 'string', enum: ['輕微', '中等', '嚴重'] }, title: '缺失說明' });
    expect(form.uiSchema?.field3).toEqual({ 'ui:widget': 'checkboxes' });
    expect(detectFieldKind(form.schema.properties.field3 as Record<string, unknown>, form.uiSchema?.field3 as Record<string, unknown>)).toBe('multiChoice');
    expect(checkEditorDraft({ ...newStep(), form }, CATALOGUE_IDS)).toEqual([]);
  });

  it('shows a field under a condition, in plain JSON Schema that ajv and the checker accept', () => {
    let form = inspection().form;
    expect(listConditionControllers(form, 'field3')).toEqual([{ name: 'field2', title: '發現缺失', values: [true, false] }]);
    form = configureFormField(form, 'field3', { condition: { field: 'field2', value: true }, required: true });
    expect(form.schema.properties).not.toHaveProperty('field3');
    expect(form.schema.allOf).toEqual([
      { if: { properties: { field2: { const: true } }, required: ['field2'] }, then: { properties: { field3: { type: 'string', maxLength: 100, title: '缺失說明' } }, required: ['field3'] } },
    ]);
    // Its place in the list is kept by ui:order, as the merged schema would put it last.
    form = moveFormField(form, 'field3', -2);
    expect(names(form)).toEqual(['field3', 'field1', 'field2']);
    expect(form.uiSchema?.['ui:order']).toEqual(['field3', 'field1', 'field2']);
    expect(listFormFields(form)[0]).toMatchObject({ name: 'field3', required: true, condition: { field: 'field2', value: true }, kind: 'text' });
    const definition = { ...newStep(), form };
    expect(checkEditorDraft(definition, CATALOGUE_IDS)).toEqual([]);

    clearFormValidatorCache();
    expect(validateStepForm(definition, { field2: true }).errors.map((e) => e.path)).toContainEqual(['field3']);
    expect(validateStepForm(definition, { field2: false }).valid).toBe(true);
    expect(validateStepForm(definition, { field2: true, field3: '護欄缺損' }).valid).toBe(true);

    // Renaming the controller carries the condition along; removing it makes the field always shown.
    const renamed = renameFormField(definition, 'field2', 'hasDefect');
    expect(readConditionalEntry((renamed.form.schema.allOf as unknown[])[0])).toMatchObject({ condition: { field: 'hasDefect', value: true } });
    const removed = removeFormField(renamed.form, 'hasDefect');
    expect(listFormFields(removed).find((f) => f.name === 'field3')).toMatchObject({ condition: null, required: true });
    expect(removed.schema).not.toHaveProperty('allOf');
    expect(removed.schema.required).toEqual(['field3']);
  });

  it('keeps allOf entries the editor does not model', () => {
    const other = { if: { properties: { a: { const: 1 } } }, then: { required: ['b'] } };
    const form: StepForm = { schema: { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } }, allOf: [other] } };
    expect(readConditionalEntry(other)).toBeNull();
    const next = configureFormField(form, 'b', { title: 'B' });
    expect(next.schema.allOf).toEqual([other]);
  });
});
