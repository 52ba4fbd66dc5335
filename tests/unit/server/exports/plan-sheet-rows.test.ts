import { describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../../../src/domain/exports/export-document';
import { decimalsOf, planSheet, sheetNameOf } from '../../../../src/server/exports/writers/plan-sheet-rows';
import { sampleExportDocument } from '../../../support/sample-export-document';

const twoTables: ExportDocument = {
  title: '表',
  subtitle: '',
  orientation: 'portrait',
  subject: '',
  footer: '',
  blocks: [
    { type: 'table', caption: '甲', columns: [{ label: 'A', align: 'left', width: 1 }], rows: [[{ text: 'a1' }]] },
    { type: 'pageBreak' },
    {
      type: 'table',
      caption: '',
      columns: [
        { label: 'B', align: 'left', width: 1 },
        { label: 'C', align: 'right', width: 3 },
      ],
      rows: [[{ text: '1,000', number: '1000' }, { text: '不是數字', number: '1,000' }]],
    },
  ],
};

describe('planSheet', () => {
  it('spans the sheet with the widest table, whose widths it takes, widening the first column for field labels', () => {
    const plan = planSheet(sampleExportDocument());
    expect(plan.columnCount).toBe(4);
    expect(plan.widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(1, 10);
    expect(plan.widths[0]).toBeCloseTo(0.2, 10);
    // The other columns keep their proportions (4 : 1 : 2).
    expect(plan.widths[1]! / plan.widths[2]!).toBeCloseTo(4, 10);
    expect(plan.sheetName).toBe('開標紀錄');
    const rows = [...plan.rows];
    for (const row of rows.filter((r) => r.cells.length > 0)) expect(row.cells.reduce((sum, cell) => sum + cell.span, 0)).toBe(4);
    const field = rows.find((row) => row.cells[0]?.text === '決標金額');
    expect(field?.cells.map((cell) => [cell.role, cell.span, cell.number])).toEqual([
      ['label', 1, undefined],
      ['body', 3, '1200000'],
    ]);
  });

  it('repeats only the first table header, starts the block after a page break on a new page, and keeps only plain decimals as numbers', () => {
    const rows = [...planSheet(twoTables).rows];
    expect(rows.filter((row) => row.repeat).map((row) => row.cells[0]?.text)).toEqual(['A']);
    const broken = rows.filter((row) => row.breakBefore);
    expect(broken.map((row) => row.cells[0]?.text)).toEqual(['B']);
    const last = rows[rows.length - 1]!;
    expect(last.cells.map((cell) => cell.number)).toEqual(['1000', undefined]);
    // The one-column table's cell spans both sheet columns.
    expect(rows.find((row) => row.cells[0]?.text === 'a1')?.cells[0]?.span).toBe(2);
  });

  it('names sheets within the formats’ limits and counts decimals', () => {
    expect(sheetNameOf("'甲/乙:丙[1]*?'")).toBe('甲 乙 丙 1');
    expect(Array.from(sheetNameOf('工'.repeat(40)))).toHaveLength(31);
    expect(sheetNameOf('  ')).toBe('工作表1');
    expect(decimalsOf('1200000')).toBe(0);
    expect(decimalsOf('-3.250')).toBe(3);
  });
});
