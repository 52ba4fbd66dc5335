import { describe, expect, it } from 'vitest';
import { diffStepData, readStepDataPath, rebaseStepData, stepDataPathKey } from '../../../../src/domain/steps/diff-step-data';
import { titleStepField } from '../../../../src/domain/steps/title-step-field';
import type { StepDefinition } from '../../../../src/domain/steps/step-definition';

describe('diffStepData', () => {
  it('lists each changed, added and removed field with its old and new value', () => {
    const changes = diffStepData({ budgetSource: '公務預算', remark: '甲', level: '公告金額' }, { budgetSource: '特別預算', level: '公告金額', note: '新' });
    expect(changes).toEqual([
      { path: ['budgetSource'], old: '公務預算', new: '特別預算' },
      { path: ['remark'], old: '甲', new: null },
      { path: ['note'], old: null, new: '新' },
    ]);
  });

  it('finds nothing between equal data, and treats empty strings and missing fields alike', () => {
    expect(diffStepData({ a: { b: [1, 2] }, c: '' }, { a: { b: [1, 2] } })).toEqual([]);
    expect(diffStepData(null, {})).toEqual([]);
  });

  it('compares record tables row by row, cell by cell, and notes added and removed rows', () => {
    const before = { bidders: [{ vendor: '甲營造', taxId: '12345678' }, { vendor: '乙營造', taxId: '87654321' }] };
    const after = { bidders: [{ vendor: '甲營造', taxId: '12345679' }, { vendor: '乙營造', taxId: '87654321' }, { vendor: '丙營造' }] };
    expect(diffStepData(before, after)).toEqual([
      { path: ['bidders', 0, 'taxId'], old: '12345678', new: '12345679' },
      { path: ['bidders', 2], old: null, new: { vendor: '丙營造' } },
    ]);
    expect(diffStepData(after, before).at(-1)).toEqual({ path: ['bidders', 2], old: { vendor: '丙營造' }, new: null });
  });

  it('compares nested objects field by field and plain lists as one value', () => {
    expect(diffStepData({ committee: { chair: '王', members: ['a'] } }, { committee: { chair: '李', members: ['a', 'b'] } })).toEqual([
      { path: ['committee', 'chair'], old: '王', new: '李' },
      { path: ['committee', 'members'], old: ['a'], new: ['a', 'b'] },
    ]);
  });
});

describe('rebaseStepData', () => {
  it('puts my changes on top of theirs and keeps what they changed that I did not touch', () => {
    const base = { budgetSource: '公務預算', remark: '', bidders: [{ vendor: '甲' }] };
    const theirs = { budgetSource: '特別預算', remark: '', bidders: [{ vendor: '甲' }] };
    const mine = { budgetSource: '公務預算', remark: '請儘速辦理', bidders: [{ vendor: '甲改' }] };
    expect(rebaseStepData(base, mine, theirs)).toEqual({ budgetSource: '特別預算', remark: '請儘速辦理', bidders: [{ vendor: '甲改' }] });
  });

  it('removes a field I cleared', () => {
    expect(rebaseStepData({ a: '1', b: '2' }, { b: '2' }, { a: '1', b: '3' })).toEqual({ b: '3' });
  });
});

describe('paths', () => {
  it('reads and names a path', () => {
    expect(readStepDataPath({ bidders: [{ vendor: '甲' }] }, ['bidders', 0, 'vendor'])).toBe('甲');
    expect(readStepDataPath({}, ['x', 'y'])).toBeNull();
    expect(stepDataPathKey(['bidders', 0, 'vendor'])).toBe('bidders.0.vendor');
  });
});

describe('titleStepField', () => {
  const definition = {
    form: { schema: { type: 'object', properties: { budgetSource: { type: 'string', title: '經費來源' }, committee: { type: 'object', title: '委員會', properties: { chair: { title: '主席' } } } } } },
    records: [{ key: 'bidders', title: '投標廠商', schema: { type: 'object', properties: { vendor: { type: 'string', title: '廠商名稱' } } } }],
  } as unknown as StepDefinition;

  it('names form fields, nested fields and record cells by their titles', () => {
    expect(titleStepField(definition, ['budgetSource'])).toBe('經費來源');
    expect(titleStepField(definition, ['committee', 'chair'])).toBe('委員會 主席');
    expect(titleStepField(definition, ['bidders', 1, 'vendor'])).toBe('投標廠商 第 2 筆 廠商名稱');
    expect(titleStepField(definition, ['bidders', 0])).toBe('投標廠商 第 1 筆');
  });

  it('shows a key the definition does not know as itself', () => {
    expect(titleStepField(definition, ['gone'])).toBe('gone');
    expect(titleStepField(null, ['gone', 'x'])).toBe('gone x');
  });
});
