// The upload rules a step definition states instead of code: projectlessFiles (N1.2) and completesStep
// (A2.8's budget book), as the catalogue sets them and as the catalogue check refuses their misuse.
import { describe, expect, it } from 'vitest';
import { checkFileStepRules } from '../../../../src/domain/files/check-file-step-rules';
import { checkStepDefinition } from '../../../../src/domain/steps/validate-step-catalogue';
import type { StepDefinition } from '../../../../src/domain/steps/step-definition';
import { catalogue, definitionOf } from '../../renderers/support/step-fixtures';

const knownIds = new Set(catalogue.map((d) => d.id));
const check = (definition: StepDefinition) => checkStepDefinition(`${definition.id}.json`, definition, knownIds);

describe('the upload rules of the step catalogue', () => {
  it('keeps N1.2 the only step whose files belong to no project', () => {
    expect(catalogue.filter((d) => d.projectlessFiles === true).map((d) => d.id)).toEqual(['N1.2']);
    expect(definitionOf('A2.8').projectlessFiles).toBeUndefined();
  });

  it("makes A2.8's budget book the only category that completes its step on upload", () => {
    const completing = catalogue.flatMap((d) => d.uploads.filter((c) => c.completesStep === true).map((c) => `${d.id}/${c.key}`));
    expect(completing).toEqual(['A2.8/budgetBook']);
    expect(definitionOf('A2.8').uploads.find((c) => c.key === 'designDrawings')?.completesStep).toBeUndefined();
  });

  it('accepts the catalogue definitions that set the properties', () => {
    expect(check(definitionOf('N1.2'))).toEqual([]);
    expect(check(definitionOf('A2.8'))).toEqual([]);
  });

  it('refuses a projectless step without exactly one upload category', () => {
    const n12 = definitionOf('N1.2');
    const two = { ...n12, uploads: [n12.uploads[0]!, { ...n12.uploads[0]!, key: 'more', codePrefix: 'N1-MO-' }] };
    expect(check(two)).toContainEqual({ path: ['projectlessFiles'], message: '不屬於標案的步驟須恰有一個上傳類別（匯入時不沿用上傳代碼，檔案一律歸入該類別），目前有 2 個' });
    expect(checkFileStepRules({ ...n12, uploads: [] })).toEqual([{ path: ['projectlessFiles'], message: '不屬於標案的步驟須恰有一個上傳類別（匯入時不沿用上傳代碼，檔案一律歸入該類別），目前有 0 個' }]);
    // Without the property any number of categories is fine.
    expect(checkFileStepRules({ ...two, projectlessFiles: undefined })).toEqual([]);
  });

  it('refuses completesStep on a category of a projectless step, which has no status to complete', () => {
    const n12 = definitionOf('N1.2');
    const completing = { ...n12, uploads: [{ ...n12.uploads[0]!, completesStep: true }] };
    expect(check(completing)).toContainEqual({ path: ['uploads', 0, 'completesStep'], message: '不屬於標案的檔案沒有辦理狀態，不可設定上傳即完成（completesStep）' });
    expect(checkFileStepRules({ ...completing, projectlessFiles: false })).toEqual([]);
  });
});
