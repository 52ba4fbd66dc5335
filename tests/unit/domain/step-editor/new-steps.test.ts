import { describe, expect, it } from 'vitest';
import { addFormField } from '../../../../src/domain/step-editor/add-form-field';
import { buildSampleStepData } from '../../../../src/domain/step-editor/build-sample-data';
import { checkEditorDraft, explainStructureProblem } from '../../../../src/domain/step-editor/check-editor-draft';
import { configureFormField } from '../../../../src/domain/step-editor/configure-form-field';
import { createExportForm, createLegalBasisRow, createUploadCategory, moveListItem, parseExtensionList, suggestArticleUrl } from '../../../../src/domain/step-editor/create-list-items';
import { STEP_TITLE_MAX_LENGTH, createStepTemplate, explainNewStepIdProblem, explainNewStepProblems, phaseOfStepId } from '../../../../src/domain/step-editor/create-step-template';
import { listExportFieldChoices } from '../../../../src/domain/step-editor/list-export-field-choices';
import { setSignOff } from '../../../../src/domain/step-editor/set-sign-off';
import { setStepMenuGroup, setStepPhase } from '../../../../src/domain/step-editor/set-step-phase';
import { KNOWN_LAW_PCODES } from '../../../../src/domain/steps/check-legal-basis';
import { clearFormValidatorCache, validateStepForm, validateStepRecord } from '../../../../src/domain/steps/create-form-validator';
import { CATALOGUE_IDS, newStep, readStep, readStepFiles } from './support';

describe('a new step', () => {
  it('takes a free code of a known phase', () => {
    expect(explainNewStepIdProblem('B2.21', CATALOGUE_IDS)).toBeNull();
    expect(explainNewStepIdProblem('B2.12', CATALOGUE_IDS)).toBe('步驟 B2.12 已存在，請從清單開啟編輯');
    expect(explainNewStepIdProblem('B2-21', CATALOGUE_IDS)).toContain('例如 B2.21');
    expect(explainNewStepIdProblem('Z1.1', CATALOGUE_IDS)).toContain('不是階段代碼');
    expect(phaseOfStepId('C2.5')).toBe('C2');
  });

  it('needs a title within the schema’s length and, in a B phase, a menu group', () => {
    const none = { id: null, title: null, menuGroup: null };
    expect(explainNewStepProblems({ id: 'B2.21', title: '工地安全巡檢紀錄', menuGroup: 'occupationalSafetyManage' }, CATALOGUE_IDS)).toEqual(none);
    expect(explainNewStepProblems({ id: 'A3.11', title: '招標文件', menuGroup: null }, CATALOGUE_IDS)).toEqual(none);
    expect(explainNewStepProblems({ id: 'B2.12', title: ' ', menuGroup: null }, CATALOGUE_IDS)).toEqual({
      id: '步驟 B2.12 已存在，請從清單開啟編輯',
      title: '請輸入應辦事項名稱',
      menuGroup: 'B 階段步驟須選擇選單群組',
    });
    expect(STEP_TITLE_MAX_LENGTH).toBe(40);
    expect(explainNewStepProblems({ id: 'C2.9', title: '保'.repeat(41), menuGroup: null }, CATALOGUE_IDS).title).toBe('名稱最多 40 個字');
  });

  it('starts from a template in the layout of steps/, whose only fault is the missing key point', () => {
    const template = createStepTemplate({ id: 'B2.21', title: '工地安全巡檢紀錄', menuGroup: 'occupationalSafetyManage' });
    expect(Object.keys(template)).toEqual(Object.keys(readStep('B2.12')).filter((k) => k !== 'records'));
    expect(template.permissions).toEqual({ view: [26], edit: [26], parties: { view: ['gov', 'sup', 'con'], edit: ['gov'] } });
    expect(checkEditorDraft(template, CATALOGUE_IDS)).toEqual([{ path: '$.keyPoints', message: '至少要有 1 項' }]);
    expect(createStepTemplate({ id: 'A3.11', title: 'x', menuGroup: 'administrativeManage' })).not.toHaveProperty('menuGroup');
  });

  it('gets list rows filled with what is usual', () => {
    const step = newStep();
    step.uploads.push(createUploadCategory(step));
    expect(createUploadCategory(step)).toMatchObject({ key: 'upload2', codePrefix: 'B2-', maxSizeMB: 50, kind: 'document' });
    expect(createExportForm({ id: 'B2.21', exports: [] }).formType).toBe('TBS_B221_001D');
    expect(createExportForm({ id: 'B3.5', exports: [] }).formType).toBe('TBS_B305_001D');
    expect(createLegalBasisRow().law).toBe('政府採購法');
    expect(suggestArticleUrl('政府採購法', '第58條之1', KNOWN_LAW_PCODES)).toBe('https://law.moj.gov.tw/LawClass/LawSingle.aspx?pcode=A0030057&flno=58-1');
    expect(suggestArticleUrl('某自治條例', '第1條', KNOWN_LAW_PCODES)).toBeNull();
    expect(parseExtensionList('PDF, .docx；jpg 、pdf')).toEqual(['pdf', 'docx', 'jpg']);
    expect(moveListItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the menu group to B phases and the sign-off parties in the order given', () => {
    const step = newStep();
    expect(setStepPhase(step, 'C2')).not.toHaveProperty('menuGroup');
    expect(setStepPhase(step, 'B3').menuGroup).toBe('occupationalSafetyManage');
    expect(setStepMenuGroup(step, null)).not.toHaveProperty('menuGroup');
    expect(setSignOff(step, 'multiple', ['gov', 'con']).signOff).toEqual({ mode: 'multiple', parties: ['gov', 'con'] });
    expect(setSignOff(setSignOff(step, 'single', ['gov']), null, [])).not.toHaveProperty('signOff');
  });

  it('offers form and record fields to export forms', () => {
    const choices = listExportFieldChoices(readStep('B2.12')).map((c) => c.path);
    expect(choices).toEqual(expect.arrayContaining(['regularMeetingCycle', 'remark', 'records.meetings.host']));
  });
});

describe('the editor checks', () => {
  it('find nothing in the catalogue and name faults by path', () => {
    for (const { file, definition } of readStepFiles()) expect(checkEditorDraft(definition, CATALOGUE_IDS), file).toEqual([]);
    const broken = { ...newStep(), rules: { prerequisites: ['Z9.9'], locks: [], siblings: [] } };
    broken.uploads = [{ ...createUploadCategory(broken), label: '巡檢照片', codePrefix: 'B3-SI-' }];
    expect(checkEditorDraft(broken, CATALOGUE_IDS)).toEqual([
      { path: '$.uploads[0].codePrefix', message: '上傳代碼前綴「B3-SI-」的階段 B3 與步驟階段 B2 不符' },
      { path: '$.rules.prerequisites[0]', message: '引用的步驟 Z9.9 不存在' },
    ]);
    expect(checkEditorDraft({ ...newStep(), title: '' }, CATALOGUE_IDS)).toEqual([{ path: '$.title', message: '長度至少 1 個字' }]);
  });

  it('say when the structured view cannot show a draft', () => {
    expect(explainStructureProblem(newStep())).toBeNull();
    expect(explainStructureProblem([])).toBe('定義必須是一個 JSON 物件');
    expect(explainStructureProblem({ ...newStep(), uploads: 'x' })).toBe('「uploads」必須是陣列');
    expect(explainStructureProblem({ ...newStep(), form: { schema: {} } })).toBe('「form.schema.properties」必須是物件');
    expect(explainStructureProblem({ ...newStep(), rules: { prerequisites: [] } })).toContain('rules');
  });
});

describe('sample data for the preview', () => {
  it('fits every catalogue form and record collection', () => {
    clearFormValidatorCache();
    for (const { file, definition } of readStepFiles()) {
      const data = buildSampleStepData(definition);
      const recordKeys = new Set((definition.records ?? []).map((r) => r.key));
      const formPart = Object.fromEntries(Object.entries(data).filter(([k]) => !recordKeys.has(k)));
      expect(validateStepForm(definition, formPart).errors, file).toEqual([]);
      for (const record of definition.records ?? []) {
        for (const item of data[record.key] as Record<string, unknown>[]) expect(validateStepRecord(definition, record.key, item).errors, file).toEqual([]);
      }
    }
  });

  it('fills a conditional field when the sample meets its condition', () => {
    let form = addFormField(newStep().form, 'boolean', '發現缺失').form;
    form = addFormField(form, 'text', '缺失說明').form;
    form = configureFormField(form, 'field2', { condition: { field: 'field1', value: true } });
    expect(buildSampleStepData({ form })).toEqual({ field1: true, field2: '範例內容' });
    form = configureFormField(form, 'field2', { condition: { field: 'field1', value: false } });
    expect(buildSampleStepData({ form })).toEqual({ field1: true });
  });
});
