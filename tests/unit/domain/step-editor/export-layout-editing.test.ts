// The editor's 版面 part of an export form, as pure operations: the layout it prints with, its title
// (creating the layout from the default), replacing and removing it, and reading an uploaded layout file
// with the draft check's verdict.
import { describe, expect, it } from 'vitest';
import { defaultExportLayout } from '../../../../src/domain/exports/default-export-layout';
import { describeExportLayout } from '../../../../src/domain/step-editor/describe-export-layout';
import { exportLayoutOf, withExportLayout, withExportLayoutTitle } from '../../../../src/domain/step-editor/edit-export-layout';
import { exportLayoutFileName, formatExportLayoutFile, readExportLayoutFile } from '../../../../src/domain/step-editor/read-export-layout-file';
import type { ExportLayout, StepDefinition } from '../../../../src/domain/steps/step-definition';
import { readStep } from './support';

/** A4.2 with its 開標紀錄 form back on the default layout. */
function withoutLayout(): StepDefinition {
  const definition = readStep('A4.2');
  delete definition.exports[0]!.layout;
  return definition;
}

const custom: ExportLayout = {
  title: '開標紀錄（自訂）',
  orientation: 'landscape',
  blocks: [
    { type: 'heading', text: '{{project.name}} 開標紀錄' },
    { type: 'fields', items: [{ field: 'openingDate', format: 'rocDate' }, { field: 'location' }] },
    { type: 'table', records: 'bidders', columns: [{ field: 'vendor' }, { field: 'totalBid', format: 'amount' }], totals: ['totalBid'] },
    { type: 'signatures' },
  ],
};

describe('the layout a form prints with', () => {
  it('is its own, or the default the server would use', () => {
    const definition = withoutLayout();
    expect(exportLayoutOf(definition, 0)).toEqual(defaultExportLayout(definition, definition.exports[0]!));
    expect(exportLayoutOf(withExportLayout(definition, 0, custom), 0)).toEqual(custom);
    expect(() => exportLayoutOf(definition, 5)).toThrow('沒有第 6 個匯出表單');
  });

  it('is summed up by its kinds of block', () => {
    expect(describeExportLayout(custom)).toBe('標題列 1、欄位表 1、紀錄表格 1、簽核欄 1');
    expect(describeExportLayout(defaultExportLayout(withoutLayout(), withoutLayout().exports[0]!))).toBe('段落 3、欄位表 1、紀錄表格 1、簽核欄 1');
    expect(describeExportLayout({ blocks: [{ type: 'paragraph', text: 'a' }, { type: 'odd' } as never] })).toBe('段落 1、其他 1');
    expect(describeExportLayout({ blocks: 'broken' as never })).toBe('');
  });
});

describe('editing the layout', () => {
  it('replaces and removes it without touching the draft given or the other forms', () => {
    const definition = withoutLayout();
    const before = JSON.stringify(definition);
    const set = withExportLayout(definition, 0, custom);
    expect(set.exports[0]!.layout).toEqual(custom);
    expect(JSON.stringify(definition)).toBe(before);
    const removed = withExportLayout(set, 0, undefined);
    expect('layout' in removed.exports[0]!).toBe(false);
    expect(removed).toEqual(definition);
  });

  it('sets the title on a copy of the default when the form has no layout of its own', () => {
    const definition = withoutLayout();
    const titled = withExportLayoutTitle(definition, 0, '開標紀錄（測試版）');
    expect(titled.exports[0]!.layout).toEqual({ ...defaultExportLayout(definition, definition.exports[0]!), title: '開標紀錄（測試版）' });
  });

  it('keeps the rest of a layout of its own and drops an emptied title (the form name prints)', () => {
    const definition = withExportLayout(withoutLayout(), 0, custom);
    expect(withExportLayoutTitle(definition, 0, '新標題').exports[0]!.layout).toEqual({ ...custom, title: '新標題' });
    const { title: _title, ...untitled } = custom;
    expect(withExportLayoutTitle(definition, 0, '').exports[0]!.layout).toEqual(untitled);
  });
});

describe('layout files', () => {
  it('are written as two-space JSON and named after the step and form', () => {
    expect(formatExportLayoutFile(custom)).toBe(`${JSON.stringify(custom, null, 2)}\n`);
    expect(exportLayoutFileName('A4.2', { formType: 'TBS_A0402_014D' })).toBe('A4.2_TBS_A0402_014D_版面.json');
  });

  it('are read back into the layout, a byte-order mark and all', () => {
    expect(readExportLayoutFile(`\uFEFF${formatExportLayoutFile(custom)}`, withoutLayout(), 0)).toEqual({ ok: true, layout: custom });
  });

  it('that are not JSON, or not an object, are refused with where and why', () => {
    const broken = readExportLayoutFile('{\n  "blocks": [\n    { "type": "signatures" }\n  \n', withoutLayout(), 0);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.messages[0]).toMatch(/^檔案不是有效的 JSON（第 \d+ 行第 \d+ 字附近：/);
    expect(readExportLayoutFile('[{"type":"signatures"}]', withoutLayout(), 0)).toEqual({ ok: false, messages: ['版面檔的內容必須是一個 JSON 物件（含 blocks）'] });
  });

  it('whose layout the schema refuses are refused with the places named', () => {
    const read = readExportLayoutFile(JSON.stringify({ title: '', blocks: [{ type: 'banner', text: 'x' }] }), withoutLayout(), 0);
    expect(read.ok).toBe(false);
    const messages = read.ok ? [] : read.messages;
    expect(messages.length).toBeGreaterThan(0);
    expect(messages).toContain('標題：長度至少 1 個字');
    expect(messages.filter((m) => m.startsWith('區塊第 1 項')).length).toBeGreaterThan(0);
    expect(messages.every((m) => m.startsWith('區塊第 1 項') || m.startsWith('標題'))).toBe(true);
  });

  it('whose layout names fields the step does not have are refused by the step checks', () => {
    const layout = { blocks: [{ type: 'fields', items: [{ field: 'noSuchField' }] }, { type: 'paragraph', text: '{{alsoMissing}}' }] };
    const read = readExportLayoutFile(JSON.stringify(layout), withoutLayout(), 0);
    expect(read).toEqual({
      ok: false,
      messages: [
        '區塊第 1 項・項目第 1 項・欄位：匯出表單 TBS_A0402_014D 的版面欄位「noSuchField」不存在於本步驟表單',
        '區塊第 2 項・說明文字：匯出表單 TBS_A0402_014D 的版面代入了不存在的欄位「alsoMissing」',
      ],
    });
  });

  it('are judged on their own: faults elsewhere in the draft do not refuse them', () => {
    const draft = { ...withoutLayout(), rules: { prerequisites: ['Z9.9'], locks: [], siblings: [] } };
    expect(readExportLayoutFile(JSON.stringify(custom), draft, 0)).toEqual({ ok: true, layout: custom });
  });
});
