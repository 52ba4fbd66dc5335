import { describe, expect, it } from 'vitest';
import type { BudgetBook, PayItem } from '../../../../src/domain/budget-book/budget-book-types';
import { generateBudgetBook } from '../../../../src/domain/budget-book/generate-budget-book';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { recalculateBudgetBook, type BudgetCalculation } from '../../../../src/domain/budget-book/recalculate-budget-book';
import { updateBudgetItem, type BudgetItemChange } from '../../../../src/domain/budget-book/update-budget-item';
import { InputError, NotFoundError } from '../../../../src/domain/errors';
import { readSample } from './pcces-fixtures';

const sample = parsePccesXml(readSample());

/** The book with the change made to its stored quantity/unit price, recalculated from scratch. */
function recalculateEdited(book: BudgetBook, changes: readonly BudgetItemChange[]): BudgetCalculation {
  const edited = structuredClone(book);
  const byKey = new Map<string, PayItem>();
  const visit = (item: PayItem) => {
    byKey.set(item.itemKey, item);
    item.children.forEach(visit);
  };
  edited.DetailList.forEach(visit);
  for (const change of changes) {
    const item = byKey.get(change.itemKey) as PayItem;
    if (change.qty !== undefined) item.qty = change.qty;
    if (change.cost !== undefined) item.cost = change.cost;
  }
  return recalculateBudgetBook(edited);
}

function expectSameFigures(incremental: BudgetCalculation, full: BudgetCalculation): void {
  expect(Object.fromEntries(incremental.items)).toEqual(Object.fromEntries(full.items));
  expect(incremental.grandTotal).toBe(full.grandTotal);
}

describe('updateBudgetItem', () => {
  const base = recalculateBudgetBook(sample);

  it('equals a full recalculation after editing a quantity', () => {
    const change = { itemKey: '35', qty: '2000' }; // 壹.一.1 清除及掘除, 1680 → 2000 M2 at 16
    const update = updateBudgetItem(base, change);
    expectSameFigures(update.calculation, recalculateEdited(sample, [change]));
    expect(update.calculation.items.get('35')).toMatchObject({ qty: '2000', cost: '16', amount: '32000' });
    expect(update.calculation.grandTotal).not.toBe(base.grandTotal);
  });

  it('recomputes only the edited line and what depends on it', () => {
    const update = updateBudgetItem(base, { itemKey: '35', qty: '2000' });
    // 壹.一.1 → 壹.一 → (雜費 壹.六.5 → 壹.六), 壹.七, 壹.八, 壹.九 → 壹 → 貳.二 → 貳 → 總計
    expect(update.recomputed).toBe(11);
    expect(update.changed.map((figures) => figures.itemKey)).toEqual(['35', '11', '62', '6', '5', '4', '3', '2', '12', '1', '999999']);
    const untouched = ['10', '9', '8', '7', '29', '61', '13'];
    for (const key of untouched) expect(update.changed.some((figures) => figures.itemKey === key)).toBe(false);
    expect(update.changed[0]).toMatchObject({ printNo: '000100010001', amount: '32000' });
  });

  it('equals a full recalculation after editing a unit price, and after a series of edits', () => {
    const changes: BudgetItemChange[] = [
      { itemKey: '60', cost: '7000' }, // 壹.六.2 安全告示牌
      { itemKey: '29', qty: '1234.56' }, // 壹.二.2 混凝土
      { itemKey: '13', cost: '70000' }, // 貳.一 空氣污染防治費
      { itemKey: '60', qty: '2' },
    ];
    let calculation = base;
    for (const change of changes) calculation = updateBudgetItem(calculation, change).calculation;
    expectSameFigures(calculation, recalculateEdited(sample, changes));
  });

  it('leaves the calculation it was given unchanged', () => {
    const before = structuredClone(Object.fromEntries(base.items));
    updateBudgetItem(base, { itemKey: '35', qty: '1' });
    expect(Object.fromEntries(base.items)).toEqual(before);
  });

  it('reports nothing changed when the value is the same', () => {
    const update = updateBudgetItem(base, { itemKey: '35', qty: '1680.00' });
    expect(update.changed).toEqual([]);
    expect(update.calculation.grandTotal).toBe('46291107');
  });

  it('refuses edits the grid must not make', () => {
    expect(() => updateBudgetItem(base, { itemKey: '35', cost: '20' })).toThrow(InputError); // priced by its analysis
    expect(() => updateBudgetItem(base, { itemKey: '11', qty: '2' })).toThrow(/項次「壹.一」的數量/); // a group
    expect(() => updateBudgetItem(base, { itemKey: '5', qty: '2' })).toThrow(InputError); // a formula
    expect(() => updateBudgetItem(base, { itemKey: '35', qty: '兩千' })).toThrow(/必須是數字/);
    expect(() => updateBudgetItem(base, { itemKey: 'nope', qty: '1' })).toThrow(NotFoundError);
  });

  it('equals a full recalculation on a generated book after random edits', () => {
    const generated = generateBudgetBook({ payItems: 300, seed: 7 });
    let calculation = recalculateBudgetBook(generated);
    const leaves = calculation.index.preorder.filter((item) => item.children.length === 0 && (item.itemKind === 'general' || item.itemKind === 'analysis'));
    const changes: BudgetItemChange[] = leaves.filter((_, position) => position % 19 === 0).map((item, n) =>
      item.itemKind === 'general' && n % 2 === 0 ? { itemKey: item.itemKey, cost: String(100 + n * 13) } : { itemKey: item.itemKey, qty: `${n + 1}.25` },
    );
    expect(changes.length).toBeGreaterThan(5);
    for (const change of changes) {
      const update = updateBudgetItem(calculation, change);
      expect(update.recomputed).toBeLessThan(20);
      calculation = update.calculation;
    }
    expectSameFigures(calculation, recalculateEdited(generated, changes));
  });
});
