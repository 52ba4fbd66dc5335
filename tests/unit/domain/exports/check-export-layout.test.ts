import { describe, expect, it } from 'vitest';
import { checkExportLayout } from '../../../../src/domain/exports/check-export-layout';
import type { ExportForm, StepDefinition } from '../../../../src/domain/steps/step-definition';
import { readCatalogueEntries } from '../steps/catalogue-files';

const a42 = readCatalogueEntries().map((e) => e.definition as StepDefinition).find((d) => d.id === 'A4.2')!;
const withLayout = (layout: ExportForm['layout']): ExportForm => ({ ...a42.exports[0]!, layout });

describe('checkExportLayout', () => {
  it('accepts the catalogue layout', () => expect(checkExportLayout(a42, a42.exports[0]!, 0)).toEqual([]));

  it('refuses a placeholder, field, record or column the step does not have', () => {
    const faults = checkExportLayout(
      a42,
      withLayout({
        title: '{{nosuch}} 開標',
        blocks: [
          { type: 'paragraph', text: '{{openingDate|roman}}' },
          { type: 'fields', items: [{ field: 'ghost' }] },
          { type: 'table', records: 'phantoms', columns: [{ field: 'x' }] },
          { type: 'table', records: 'bidders', columns: [{ field: 'vendor' }, { field: 'wrong' }], totals: ['totalBid'] },
        ],
      }),
      0,
    );
    expect(faults.map((f) => f.message)).toEqual([
      '匯出表單 TBS_A0402_014D 的版面代入了不存在的欄位「nosuch」',
      '匯出表單 TBS_A0402_014D 的版面格式「roman」不存在，可用：text、rocDate、amount、amountInWords、number、boolean',
      '匯出表單 TBS_A0402_014D 的版面欄位「ghost」不存在於本步驟表單',
      '匯出表單 TBS_A0402_014D 的表格引用了不存在的紀錄清單「phantoms」',
      '匯出表單 TBS_A0402_014D 的表格欄位「wrong」不存在於紀錄清單「投標廠商」',
      '合計欄位「totalBid」不是此表格的欄位',
    ]);
    expect(faults[2]!.path).toEqual(['exports', 0, 'layout', 'blocks', 1, 'items', 0, 'field']);
  });

  it('refuses a signature block on a step without sign-off', () => {
    const { signOff: _ignored, ...withoutSignOff } = a42;
    expect(checkExportLayout(withoutSignOff, withLayout({ blocks: [{ type: 'signatures' }] }), 0)[0]?.message).toContain('沒有簽核設定');
  });
});

describe('the layout part of the definition schema', () => {
  it('judges a block by its own type: an unknown type is one fault at the block type', async () => {
    const { checkStepDefinitionShape } = await import('../../../../src/domain/steps/validate-step-catalogue');
    const broken = structuredClone(a42) as unknown as { exports: { layout: { blocks: unknown[] } }[] };
    broken.exports[0]!.layout.blocks[1] = { type: 'chart', text: 'x' };
    broken.exports[0]!.layout.blocks[2] = { type: 'fields' };
    const faults = checkStepDefinitionShape(broken).filter((f) => f.path.includes('layout'));
    expect(faults).toEqual([
      { path: ['exports', '0', 'layout', 'blocks', '1', 'type'], message: '區塊型別「chart」不存在，可用：heading、paragraph、fields、table、signatures、pageBreak' },
      { path: ['exports', '0', 'layout', 'blocks', '2', 'items'], message: '缺少必要欄位「items」' },
    ]);
  });
});
