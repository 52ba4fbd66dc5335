import { describe, expect, it } from 'vitest';
import type { BudgetBook, PayItem } from '../../../../src/domain/budget-book/budget-book-types';
import { flattenBudgetBook } from '../../../../src/domain/budget-book/flatten-budget-book';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { recalculateBudgetBook } from '../../../../src/domain/budget-book/recalculate-budget-book';
import { readSample } from './pcces-fixtures';

const sample = parsePccesXml(readSample());

function itemOf(book: BudgetBook, itemKey: string): PayItem {
  const stack = [...book.DetailList];
  while (stack.length > 0) {
    const item = stack.pop() as PayItem;
    if (item.itemKey === itemKey) return item;
    stack.push(...item.children);
  }
  throw new Error(`no item ${itemKey}`);
}

describe('flattenBudgetBook', () => {
  it('gives one row per pay item in print order with level, parent and hasChildren', () => {
    const rows = flattenBudgetBook(sample);
    expect(rows).toHaveLength(41);
    expect(rows.map((row) => row.printNo)).toEqual([...rows.map((row) => row.printNo)].sort());
    expect(rows.slice(0, 3).map((row) => [row.printNo, row.parentPrintNo, row.levelNo, row.hasChildren, row.refItemNo])).toEqual([
      ['0001', null, 1, true, '壹'],
      ['00010001', '0001', 2, true, '壹.一'],
      ['000100010001', '00010001', 3, false, '壹.一.1'],
    ]);
    expect(rows.at(-1)).toMatchObject({ printNo: '0003', itemKind: 'subtotal', cName: '總計', amount: '46291107' });
    for (const row of rows) {
      if (row.parentPrintNo !== null) expect(rows.some((parent) => parent.printNo === row.parentPrintNo && parent.hasChildren)).toBe(true);
    }
  });

  it('marks which figures the grid may edit', () => {
    const rows = new Map(flattenBudgetBook(sample).map((row) => [row.itemKey, row]));
    expect(rows.get('35')).toMatchObject({ hasAnalysis: true, qtyEditable: true, costEditable: false }); // analysed
    expect(rows.get('60')).toMatchObject({ hasAnalysis: false, qtyEditable: true, costEditable: true }); // general
    expect(rows.get('11')).toMatchObject({ qtyEditable: false, costEditable: false }); // group
    expect(rows.get('5')).toMatchObject({ qtyEditable: false, costEditable: false, formulaPercent: '1.00000000000' }); // formula
  });

  it('shows formula percentages with 11 decimals from a calculation', () => {
    const rows = flattenBudgetBook(sample, { calculation: recalculateBudgetBook(sample) });
    expect(rows.find((row) => row.itemKey === '12')?.formulaPercent).toBe('1.43886213756');
    expect(rows.find((row) => row.itemKey === '35')?.formulaPercent).toBeNull();
  });

  it("flags a line 'written' when its sysRemark is filled in, totals excepted", () => {
    const book = structuredClone(sample);
    itemOf(book, '35').sysRemark = '依設計圖說';
    itemOf(book, '999999').sysRemark = '總計備註';
    itemOf(book, '60').sysRemark = '   ';
    const written = flattenBudgetBook(book).filter((row) => row.written).map((row) => row.itemKey);
    expect(written).toEqual(['35']);
    expect(flattenBudgetBook(sample).some((row) => row.written)).toBe(false); // PCCES's own Remark does not count
  });

  it('flags A2.8 lump-sum lines (1 式, 8-digit print number, no child) as estimating', () => {
    const book = structuredClone(sample);
    itemOf(book, '13').unitName = '式'; // 貳.一 空氣污染防治費: qty 1, level 2, no child
    const a28 = flattenBudgetBook(book, { stage: 'A2.8' });
    expect(a28.filter((row) => row.estimating).map((row) => [row.itemKey, row.printNo])).toEqual([['13', '00020001']]);
    // 壹.五.5 is 1 式 too, but at the third level (12 digits); 壹.六 is at the second level but has children.
    expect(a28.find((row) => row.itemKey === '51')?.estimating).toBe(false);
    expect(flattenBudgetBook(book, { stage: 'A3.8' }).some((row) => row.estimating)).toBe(false);
  });

  it('shows a zero or empty unit price as 0 and keeps it editable, even when marked fixed', () => {
    const book = structuredClone(sample);
    Object.assign(itemOf(book, '60'), { cost: '', costFixed: true });
    Object.assign(itemOf(book, '59'), { cost: '0', costFixed: true });
    Object.assign(itemOf(book, '58'), { costFixed: true });
    const rows = new Map(flattenBudgetBook(book).map((row) => [row.itemKey, row]));
    expect(rows.get('60')).toMatchObject({ cost: '0', costEditable: true });
    expect(rows.get('59')).toMatchObject({ cost: '0', costEditable: true });
    expect(rows.get('58')).toMatchObject({ cost: '12882', costEditable: false });
  });
});
