/**
 * Every export form of every step definition prints from the same sample data: each bound form field's
 * formatted value and each bound record field appear, ROC dates and amounts as people read them, sealed
 * fields never.
 */
import { describe, expect, it } from 'vitest';
import { buildExportDocument, SEALED_TEXT, type ExportSource } from '../../../../src/domain/exports/build-export-document';
import type { ExportCell, ExportDocument } from '../../../../src/domain/exports/export-document';
import { defaultExportLayout } from '../../../../src/domain/exports/default-export-layout';
import { buildSampleStepData } from '../../../../src/domain/step-editor/build-sample-data';
import type { StepDefinition } from '../../../../src/domain/steps/step-definition';
import { readCatalogueEntries } from '../steps/catalogue-files';

const definitions = readCatalogueEntries().map((e) => e.definition as StepDefinition);
const project = { name: '大安森林公園改善工程', number: 'TP-115-001', agency: '臺北市政府工務局', unit: '公園處', place: '大安區' };

function textOf(document: ExportDocument): string {
  const cells = (cs: readonly ExportCell[]) => cs.map((c) => c.text).join(' ');
  const parts = [document.title, document.subtitle, document.footer];
  for (const block of document.blocks) {
    if (block.type === 'heading' || block.type === 'paragraph') parts.push(block.text);
    if (block.type === 'fields') parts.push(...block.rows.map((r) => `${r.label} ${r.value.text}`));
    if (block.type === 'table') parts.push(block.caption, ...block.columns.map((c) => c.label), ...[...block.rows].map(cells), cells(block.footer ?? []));
    if (block.type === 'signatures') parts.push(...block.rows.map((r) => `${r.party} ${r.status}`));
  }
  return parts.join('\n');
}

function source(definition: StepDefinition, formIndex: number, data: Record<string, unknown>, hiddenFields: string[] = []): ExportSource {
  return {
    definition,
    form: definition.exports[formIndex]!,
    data,
    hiddenFields,
    project,
    signatures: (definition.signOff?.parties ?? []).map((p) => ({ party: p, signer: '', signedAt: '', status: '未簽核' })),
    today: '2026-03-02',
  };
}

const forms = definitions.flatMap((d) => d.exports.map((f, i) => [`${d.id} ${f.formType}`, d, i] as const));

describe('buildExportDocument over the whole catalogue', () => {
  it('has forms to print', () => expect(forms.length).toBeGreaterThanOrEqual(19));

  it.each(forms)('%s prints the project, the print date and its bound fields', (_name, definition, index) => {
    const data = buildSampleStepData(definition);
    const document = buildExportDocument(source(definition, index, data));
    const text = textOf(document);
    expect(text).toContain(project.name);
    expect(document.footer).toContain('115年3月2日');
    expect(document.title.length).toBeGreaterThan(0);
    for (const field of definition.exports[index]!.fields) {
      if (field.startsWith('records.')) continue;
      const value = data[field];
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
        expect(text).toContain(`${Number(value.slice(0, 4)) - 1911}年${Number(value.slice(5, 7))}月${Number(value.slice(8, 10))}日`);
      }
    }
  });
});

describe('buildExportDocument', () => {
  const a42 = definitions.find((d) => d.id === 'A4.2')!;
  const a46 = definitions.find((d) => d.id === 'A4.6')!;
  const a38 = definitions.find((d) => d.id === 'A3.8')!;

  it('fills a record table with formatted amounts', () => {
    const data = { openingDate: '2026-03-02', bidders: [{ vendor: '甲營造', taxId: '12345678', totalBid: '1200000' }, { vendor: '乙營造', taxId: '87654321', totalBid: '980000.5' }] };
    const document = buildExportDocument(source(a42, 0, data));
    const table = document.blocks.find((b) => b.type === 'table');
    expect(table?.type).toBe('table');
    if (table?.type !== 'table') return;
    const rows = [...table.rows];
    expect(rows.map((r) => r.map((c) => c.text))).toEqual([
      ['甲營造', '12345678', '', '1,200,000'],
      ['乙營造', '87654321', '', '980,000.5'],
    ]);
    expect(rows[0]![3]!.number).toBe('1200000');
    expect(textOf(document)).toContain('115年3月2日');
  });

  it('writes the award amount in words where the layout asks', () => {
    const document = buildExportDocument(source(a46, 0, { awardDate: '2026-03-02', awardee: '甲營造', awardAmount: '1200000' }));
    expect(textOf(document)).toContain('新臺幣壹佰貳拾萬元整');
    expect(textOf(document)).toContain('1,200,000');
  });

  it('never prints a sealed field', () => {
    const document = buildExportDocument(source(a38, 0, { reservePrice: '9876543', budgetAmount: '10000000' }, ['reservePrice']));
    const text = textOf(document);
    expect(text).not.toContain('9,876,543');
    expect(text).toContain(SEALED_TEXT);
    expect(text).toContain('10,000,000');
  });

  it('sums the totals of a table when the layout asks', () => {
    const form = { ...a42.exports[0]!, layout: { blocks: [{ type: 'table' as const, records: 'bidders', columns: [{ field: 'vendor' }, { field: 'totalBid' }], totals: ['totalBid'] }] } };
    const document = buildExportDocument({ ...source(a42, 0, { bidders: [{ vendor: '甲', totalBid: '0.1' }, { vendor: '乙', totalBid: '0.2' }] }), form });
    const table = document.blocks[0];
    expect(table?.type === 'table' ? table.footer?.map((c) => c.text) : null).toEqual(['合計', '0.3']);
  });

  it('prints a default layout from the bound fields when the form has none', () => {
    const layout = defaultExportLayout(a42, { title: '開標', fields: ['openingDate', 'records.bidders.vendor'] });
    expect(layout.blocks.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'paragraph', 'fields', 'table', 'signatures']);
  });
});
