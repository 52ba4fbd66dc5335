import { describe, expect, it } from 'vitest';
import { addFormField } from '../../../../src/domain/step-editor/add-form-field';
import { configureFormField } from '../../../../src/domain/step-editor/configure-form-field';
import { describeDefinitionPath } from '../../../../src/domain/step-editor/describe-definition-path';
import { anchorCandidates, toEditorAnchor } from '../../../../src/domain/step-editor/fault-anchor';
import { contentKey, formatStepDefinitionFile, readStepDefinitionFile } from '../../../../src/domain/step-editor/step-definition-file';
import { assessDefinitionImpact } from '../../../../src/domain/steps/assess-definition-impact';
import { clearFormValidatorCache } from '../../../../src/domain/steps/create-form-validator';
import { newStep, readStep, readStepFiles } from './support';

describe('definition files', () => {
  it('are written exactly as the files of steps/', () => {
    for (const { file, text, definition } of readStepFiles()) expect(formatStepDefinitionFile(definition), file).toBe(text);
  });

  it('are read back, or refused with the reason', () => {
    const text = formatStepDefinitionFile(readStep('A3.8'));
    expect(readStepDefinitionFile(`\uFEFF${text}`)).toMatchObject({ ok: true, id: 'A3.8' });
    expect(readStepDefinitionFile('{"id": ')).toMatchObject({ ok: false, message: expect.stringContaining('檔案不是有效的 JSON') });
    expect(readStepDefinitionFile('[1]')).toEqual({ ok: false, message: '檔案內容必須是一個步驟定義物件' });
    expect(readStepDefinitionFile('{"title": "x"}')).toEqual({ ok: false, message: '檔案缺少步驟代碼 id' });
  });

  it('compare by content whatever their version', () => {
    expect(contentKey({ ...newStep(), version: 7 })).toBe(contentKey(newStep()));
    expect(contentKey({ ...newStep(), title: '其他' })).not.toBe(contentKey(newStep()));
  });
});

describe('places in a definition', () => {
  it('are named in the editor’s words', () => {
    expect(describeDefinitionPath('$.uploads[0].codePrefix')).toBe('上傳類別第 1 項・代碼前綴');
    expect(describeDefinitionPath('$.rules.prerequisites[2]')).toBe('防呆規則・前置步驟第 3 項');
    expect(describeDefinitionPath("$.form.uiSchema.reviewDate['ui:widget']")).toBe('表單・欄位「reviewDate」・輸入元件');
    expect(describeDefinitionPath('$.form.schema.properties.finding')).toBe('表單・欄位「finding」');
    expect(describeDefinitionPath('$.records[0].columns[1].field')).toBe('紀錄清單第 1 項・表格欄位第 2 項・欄位');
    expect(describeDefinitionPath('$')).toBe('整份定義');
  });

  it('are found in the structured editor, form faults on their field’s card', () => {
    let form = addFormField(newStep().form, 'boolean', '發現缺失').form;
    form = addFormField(form, 'text', '缺失說明').form;
    form = configureFormField(form, 'field2', { condition: { field: 'field1', value: true }, required: true });
    form.schema.required = ['field1'];
    expect(toEditorAnchor(['form', 'uiSchema', 'field1', 'ui:widget'], form)).toEqual(['form', 'fields', 'field1', 'widget']);
    expect(toEditorAnchor(['form', 'schema', 'properties', 'field1', 'type'], form)).toEqual(['form', 'fields', 'field1', 'kind']);
    expect(toEditorAnchor(['form', 'schema', 'required', 0], form)).toEqual(['form', 'fields', 'field1', 'required']);
    expect(toEditorAnchor(['form', 'schema', 'allOf', 0, 'then', 'properties', 'field2', 'maxLength'], form)).toEqual(['form', 'fields', 'field2', 'maxLength']);
    expect(toEditorAnchor(['form', 'schema', 'allOf', 0, 'if', 'properties'], form)).toEqual(['form', 'fields', 'field2', 'condition']);
    expect(toEditorAnchor(['form', 'uiSchema', 'ui:order', 1], form)).toEqual(['form', 'fields']);
    expect(toEditorAnchor(['uploads', 0, 'key'], form)).toEqual(['uploads', 0, 'key']);
    expect(anchorCandidates("$.form.uiSchema.field1['ui:widget']", form)).toEqual(['$.form.fields.field1.widget', '$.form.fields.field1', '$.form.fields', '$.form']);
  });
});

describe('the impact of a version on stored submissions', () => {
  it('counts removed fields, type changes and new required fields', () => {
    clearFormValidatorCache();
    const step = { ...readStep('B2.12'), id: 'B2.12', version: 90 };
    delete (step.form.schema.properties as Record<string, unknown>).remark;
    const submissions = [
      { key: '1/0', data: { regularMeetingCycle: '每週', remark: '備註' } },
      { key: '2/0', data: { regularMeetingCycle: '每月' } },
      { key: '3/0', data: { openResolutions: 2 } },
    ];
    const impacts = assessDefinitionImpact(step, submissions);
    expect(impacts).toEqual([
      { key: '1/0', reasons: ['removedField'], fields: ['remark'] },
      { key: '3/0', reasons: ['newRequired'], fields: ['regularMeetingCycle'] },
    ]);
  });

  it('counts a field shown under a condition as declared', () => {
    clearFormValidatorCache();
    let form = addFormField(newStep().form, 'boolean', '發現缺失').form;
    form = addFormField(form, 'text', '缺失說明').form;
    form = configureFormField(form, 'field2', { condition: { field: 'field1', value: true } });
    const definition = { ...newStep(), version: 91, form };
    const submissions = [{ key: '1/0', data: { field1: true, field2: '護欄缺損' } }];
    expect(assessDefinitionImpact(definition, submissions)).toEqual([]);
    // Without its condition's field, the conditional field's data is still declared, not "removed".
    expect(assessDefinitionImpact(definition, [{ key: '2/0', data: { field1: true, field2: '護欄缺損', gone: 1 } }])).toEqual([
      { key: '2/0', reasons: ['removedField'], fields: ['gone'] },
    ]);
  });
});
