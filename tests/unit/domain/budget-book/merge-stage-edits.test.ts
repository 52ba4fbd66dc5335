import { describe, expect, it } from 'vitest';
import type { PayItem } from '../../../../src/domain/budget-book/budget-book-types';
import { stageCapabilities } from '../../../../src/domain/budget-book/budget-stages';
import { catalogueStage } from './budget-chain-fixture';
import { mergeStageEdits, type SubmittedPayItem } from '../../../../src/domain/budget-book/merge-stage-edits';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { readSubmittedItems } from '../../../../src/domain/budget-book/read-submitted-items';
import { listLeafKeys, mapPayItems } from '../../../../src/domain/budget-book/reset-contract-items';
import { readSample } from './pcces-fixtures';

const sample = parsePccesXml(readSample());
const agencyBudget = { capabilities: stageCapabilities(catalogueStage('A2.8'), 'agency') };
const reserve = { capabilities: stageCapabilities(catalogueStage('A3.8'), 'agency') };

/** The tree as a client sends it back: keys, figures and remarks, with `changes` on one item. */
function sent(items: readonly PayItem[], itemKey: string, changes: Partial<SubmittedPayItem>): SubmittedPayItem[] {
  return items.map((item) => ({
    itemKey: item.itemKey,
    qty: item.qty,
    cost: item.cost,
    sysRemark: item.sysRemark,
    children: sent(item.children, itemKey, changes),
    ...(item.itemKey === itemKey ? changes : {}),
  }));
}

const itemOf = (items: readonly PayItem[], key: string) => mapPayItems(items).get(key) as PayItem;

describe('mergeStageEdits', () => {
  it('takes quantities, unit prices and remarks the stage allows, normalised', () => {
    const first = mergeStageEdits(sample, sent(sample.DetailList, '35', { qty: '2,000.50' }), agencyBudget);
    expect([first.figureChanges, first.remarkChanges]).toEqual([1, 0]);
    const merged = mergeStageEdits(first.book, sent(first.book.DetailList, '60', { cost: '7000.0', sysRemark: '  依市價 ' }), agencyBudget);
    expect([merged.figureChanges, merged.remarkChanges]).toEqual([1, 1]);
    expect(itemOf(merged.book.DetailList, '35').qty).toBe('2000.5');
    expect(itemOf(merged.book.DetailList, '60')).toMatchObject({ cost: '7000', sysRemark: '依市價' });
    expect(itemOf(sample.DetailList, '35').qty).toBe('1680');
  });

  it('ignores amounts and computed unit prices sent, and refuses what the stage does not allow', () => {
    const ignored = mergeStageEdits(sample, sent(sample.DetailList, '2', { cost: '1', qty: '1' }), agencyBudget);
    expect(itemOf(ignored.book.DetailList, '2').cost).toBe(itemOf(sample.DetailList, '2').cost);
    expect(ignored.figureChanges).toBe(0);
    expect(mergeStageEdits(sample, sent(sample.DetailList, '35', { cost: '99' }), agencyBudget).book.DetailList).toEqual(sample.DetailList);
    expect(() => mergeStageEdits(sample, sent(sample.DetailList, '2', { qty: '2' }), agencyBudget)).toThrow('項次「壹」的數量不能修改');
    expect(() => mergeStageEdits(sample, sent(sample.DetailList, '60', { qty: '2' }), reserve)).toThrow('項次「壹.六.2」的數量不能修改');
    expect(() => mergeStageEdits(sample, sent(sample.DetailList, '60', { cName: '改名' }), reserve)).toThrow('項次「壹.六.2」的名稱不能修改');
    expect(() => mergeStageEdits(sample, sent(sample.DetailList, '60', { cost: '1e13' }), reserve)).toThrow('項次「壹.六.2」的單價超過上限');
    expect(() => mergeStageEdits(sample, sent(sample.DetailList, '60', { cost: '1.1234567' }), reserve)).toThrow('項次「壹.六.2」的單價最多 6 位小數');
    const viewer = { capabilities: stageCapabilities(catalogueStage('A5.5'), 'agency') };
    expect(() => mergeStageEdits(sample, sent(sample.DetailList, '60', { sysRemark: 'x' }), viewer)).toThrow('項次「壹.六.2」的備註不能修改');
  });

  it('refuses a tree with other items or another order', () => {
    const tree = sent(sample.DetailList, '', {});
    expect(() => mergeStageEdits(sample, tree.slice(1), agencyBudget)).toThrow('預算書第一層的工作項目與預算書不符，請重新載入後再編輯');
    const swapped = structuredClone(tree);
    const section = swapped[0]!.children!;
    [section[0], section[1]] = [section[1]!, section[0]!];
    expect(() => mergeStageEdits(sample, swapped, agencyBudget)).toThrow('項次「壹」的工作項目與預算書不符');
  });

  it('lets the contract stage split an original leaf into cost stages, numbered after their place', () => {
    const origin = sample.DetailList;
    const options = { capabilities: stageCapabilities(catalogueStage('B1.0'), 'agency'), originKeys: new Set(mapPayItems(origin).keys()), originLeafKeys: listLeafKeys(origin) };
    const split = mergeStageEdits(
      sample,
      sent(sample.DetailList, '29', {
        children: [
          { itemKey: 'cs-a', cName: '運至經機關核定之加工處所', qty: '1000', cost: '1000' },
          { itemKey: 'cs-b', cName: '安裝完成', unitName: 'M3', qty: '1000', cost: '2045' },
        ],
      }),
      options,
    );
    expect(split.figureChanges).toBeGreaterThan(0);
    expect(itemOf(split.book.DetailList, '29').children.map((c) => [c.refItemNo, c.printNo, c.itemKind, c.unitName])).toEqual([
      ['壹.二.2.1', '0001000200020001', 'general', 'M3'],
      ['壹.二.2.2', '0001000200020002', 'general', 'M3'],
    ]);
    expect(() => mergeStageEdits(sample, sent(sample.DetailList, '29', { children: [{ itemKey: '35', cName: 'x' }] }), options)).toThrow('重複');
    expect(() => mergeStageEdits(sample, sent(sample.DetailList, '29', { children: [{ itemKey: 'n', cName: ' ' }] }), options)).toThrow('名稱不能空白');
    expect(() => mergeStageEdits(sample, sent(sample.DetailList, '11', { children: [] }), options)).toThrow('項次「壹.一」的工作項目與預算書不符');
  });
});

describe('readSubmittedItems', () => {
  it('types the tree, taking numbers as text, and names the first wrong field', () => {
    expect(readSubmittedItems([{ itemKey: '1', qty: 2.5, cost: '3', sysRemark: null, children: [{ itemKey: '2' }] }])).toEqual([
      { itemKey: '1', qty: '2.5', cost: '3', children: [{ itemKey: '2' }] },
    ]);
    expect(() => readSubmittedItems({})).toThrow("'DetailList'型別必須為array");
    expect(() => readSubmittedItems([{ qty: '1' }])).toThrow("'DetailList[0].itemKey'是必要參數");
    expect(() => readSubmittedItems([{ itemKey: '1', children: [{ itemKey: '2', qty: true }] }])).toThrow("'DetailList[0].children[0].qty'型別必須為string|number");
    expect(() => readSubmittedItems([{ itemKey: '1', children: 'x' }])).toThrow("'DetailList[0].children'型別必須為array");
  });
});
