import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { recalculateBudgetBook } from '../../../../src/domain/budget-book/recalculate-budget-book';
import { updateBudgetItem } from '../../../../src/domain/budget-book/update-budget-item';
import { BudgetGridModel } from '../../../../renderers/budget-grid/budget-grid-model';

// The web suite runs in happy-dom, where import.meta.url is not a file URL: the sample lies next to the repository.
const sample = parsePccesXml(readFileSync(path.resolve(process.cwd(), 'tests/fixtures/pcces/ArchEx001_ap_bdgt.xml'), 'utf8'));
const full = { qty: true, cost: true, sysRemark: true };

describe('BudgetGridModel', () => {
  it('shows the sample’s rows and its total of 46,291,107', () => {
    const model = new BudgetGridModel(sample, 'A2.8', full);
    expect(model.rows).toHaveLength(41);
    expect(model.grandTotal).toBe('46291107');
    expect(model.figures('35')).toMatchObject({ qty: '1680', cost: '16', amount: '26880' });
    expect(model.dirty).toBe(false);
  });

  it('shows the stored figures first and makes the full calculation when warmed, with the same figures', () => {
    const model = new BudgetGridModel(sample, 'A2.8', full);
    const before = model.rows.map((row) => model.figures(row.itemKey).amount);
    expect(model.warm()).toBe(true);
    expect(model.warm()).toBe(false);
    expect(model.rows.map((row) => model.figures(row.itemKey).amount)).toEqual(before);
    expect(model.grandTotal).toBe('46291107');
    expect(model.figures('12').formulaPercent).toBe('1.43886213756');
  });

  it('recomputes up the tree on an edit exactly as updateBudgetItem does, and undoes it', () => {
    const model = new BudgetGridModel(sample, 'A2.8', full);
    const outcome = model.applyEdits([{ itemKey: '35', field: 'qty', value: '2,000' }]);
    const expected = updateBudgetItem(recalculateBudgetBook(sample), { itemKey: '35', qty: '2000' });
    expect(outcome.errors).toEqual([]);
    expect(new Set(outcome.changedKeys)).toEqual(new Set(expected.changed.map((figures) => figures.itemKey)));
    expect(model.grandTotal).toBe(expected.calculation.grandTotal);
    expect(model.figures('35').amount).toBe('32000');
    expect(model.dirty).toBe(true);
    expect(model.undoDepth).toBe(1);
    model.undo();
    expect(model.grandTotal).toBe('46291107');
    expect(model.dirty).toBe(false);
    expect(model.undo()).toBeNull();
  });

  it('previews a figure being typed without committing it', () => {
    const model = new BudgetGridModel(sample, 'A2.8', full);
    const keys = model.previewEdit('35', 'qty', '2000');
    expect(keys).toContain('35');
    expect(model.figures('35').amount).toBe('32000');
    expect(model.valueOf('35', 'qty')).toBe('1680');
    model.previewEdit('35', 'qty', '20x');
    expect(model.figures('35').amount).toBe('26880');
    model.previewEdit('35', 'qty', '2000');
    expect(model.clearPreview()).toContain('35');
    expect(model.grandTotal).toBe('46291107');
    expect(model.dirty).toBe(false);
  });

  it('applies a paste as one action, refusing cells that may not change and bad values', () => {
    const model = new BudgetGridModel(sample, 'A3.8', { qty: false, cost: true, sysRemark: true });
    const outcome = model.applyEdits([
      { itemKey: '61', field: 'cost', value: '3000' },
      { itemKey: '60', field: 'cost', value: 'abc' },
      { itemKey: '35', field: 'cost', value: '20' },
      { itemKey: '35', field: 'qty', value: '1' },
      { itemKey: '35', field: 'sysRemark', value: ' 已洽廠商 ' },
    ]);
    expect(outcome.errors).toEqual(['項次「壹.六.2」的單價必須是數字', '項次「壹.一.1」的單價不能修改', '項次「壹.一.1」的數量不能修改']);
    expect(model.figures('61').cost).toBe('3000');
    expect(model.remark('35')).toBe('已洽廠商');
    expect(model.undoDepth).toBe(1);
    model.undo();
    expect(model.figures('61').cost).toBe('2052');
    expect(model.remark('35')).toBe('');
  });

  it('gives back the tree with the current figures and remarks, and is clean after saving', () => {
    const model = new BudgetGridModel(sample, 'A2.8', full);
    model.applyEdits([
      { itemKey: '35', field: 'qty', value: '2000' },
      { itemKey: '60', field: 'sysRemark', value: '備註' },
    ]);
    const tree = model.toDetailList();
    expect(tree).toHaveLength(3);
    const section = tree[0]?.children?.[0];
    expect(section?.children?.[0]).toEqual({ itemKey: '35', qty: '2000', cost: '16', sysRemark: '', children: [] });
    model.markSaved();
    expect(model.dirty).toBe(false);
    expect(new BudgetGridModel(sample, 'A5.5', { qty: false, cost: false, sysRemark: false }).isEditable('60', 'cost')).toBe(false);
  });
});
