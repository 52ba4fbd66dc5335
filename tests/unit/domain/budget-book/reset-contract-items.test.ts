import { describe, expect, it } from 'vitest';
import type { PayItem } from '../../../../src/domain/budget-book/budget-book-types';
import { applySysRemarks } from '../../../../src/domain/budget-book/apply-sys-remarks';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { checkCostStageTotals, listLeafKeys, mapPayItems, resetToOriginalChildren } from '../../../../src/domain/budget-book/reset-contract-items';
import { readSample } from './pcces-fixtures';

const sample = parsePccesXml(readSample());

function withStages(amounts: string[]): typeof sample {
  const book = structuredClone(sample);
  const line = mapPayItems(book.DetailList).get('29') as PayItem;
  line.children = amounts.map((amount, i) => ({ ...line, itemKey: `cs-${i}`, amount, children: [], sysRemark: '' }));
  return book;
}

describe('contract-stage lines', () => {
  it('lists the original leaves', () => {
    const leaves = listLeafKeys(sample.DetailList);
    expect(leaves.has('35')).toBe(true);
    expect(leaves.has('11')).toBe(false);
    expect(leaves.size).toBe(33); // 41 pay items less the 8 headings
  });

  it('resets a line, or every line, to its original children, keeping remarks of lines that remain', () => {
    const split = applySysRemarks(withStages(['1000000', '2045000']), [{ itemKey: '29', sysRemark: '分批' }]).book;
    const reset = resetToOriginalChildren(split, sample.DetailList, ['29']);
    expect(mapPayItems(reset.DetailList).get('29')).toMatchObject({ children: [], sysRemark: '分批', amount: '3045000' });
    const all = resetToOriginalChildren(split, sample.DetailList, null);
    expect(mapPayItems(all.DetailList).get('29')?.children).toEqual([]);
    expect(() => resetToOriginalChildren(split, sample.DetailList, ['cs-0'])).toThrow('項目「cs-0」不是契約原始項目，無法還原');
  });

  it('requires the cost stages of a line to add up to its contract amount', () => {
    const amountOf = (book: typeof sample) => (key: string) => {
      const item = mapPayItems(book.DetailList).get(key) as PayItem;
      return item.children.length > 0 ? String(item.children.reduce((sum, child) => sum + Number(child.amount), 0)) : item.amount;
    };
    const good = withStages(['1000000', '2045000']);
    expect(() => checkCostStageTotals(good, sample.DetailList, amountOf(good))).not.toThrow();
    const bad = withStages(['1000000', '2000000']);
    expect(() => checkCostStageTotals(bad, sample.DetailList, amountOf(bad))).toThrow('項次「壹.二.2」各計價階段複價合計 3,000,000 與契約複價 3,045,000 不符');
  });

  it('sets system remarks on known lines only', () => {
    const { book, changed } = applySysRemarks(sample, [
      { itemKey: '35', sysRemark: ' 現場量測 ' },
      { itemKey: '60', sysRemark: '' },
    ]);
    expect(changed).toBe(1);
    expect(mapPayItems(book.DetailList).get('35')?.sysRemark).toBe('現場量測');
    expect(() => applySysRemarks(sample, [{ itemKey: 'x', sysRemark: 'y' }])).toThrow('找不到工作項目（itemKey「x」）');
    expect(() => applySysRemarks(sample, [{ itemKey: '35', sysRemark: 'x'.repeat(1001) }])).toThrow('備註不能超過 1000 字');
  });
});
