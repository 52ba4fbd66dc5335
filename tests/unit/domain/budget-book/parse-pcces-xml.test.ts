import { describe, expect, it } from 'vitest';
import type { BudgetBook, PayItem } from '../../../../src/domain/budget-book/budget-book-types';
import { countBudgetBook } from '../../../../src/domain/budget-book/count-budget-book';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { readFixture, readSample } from './pcces-fixtures';

const book = parsePccesXml(readSample());

function allItems(target: BudgetBook): PayItem[] {
  const out: PayItem[] = [];
  const visit = (item: PayItem) => {
    out.push(item);
    item.children.forEach(visit);
  };
  target.DetailList.forEach(visit);
  return out;
}
function findItem(tree: readonly PayItem[], itemKey: string): PayItem {
  const found = allItems({ DetailList: tree } as BudgetBook).find((item) => item.itemKey === itemKey);
  if (found === undefined) throw new Error(`no item ${itemKey}`);
  return found;
}

describe('parsePccesXml on the real sample (ArchEx001)', () => {
  it('imports 41 pay items of the expected kinds, 3 levels deep', () => {
    const counts = countBudgetBook(book);
    expect(counts.payItems).toBe(41);
    expect(counts.payItemsByKind).toEqual({ mainItem: 8, analysis: 22, general: 5, formula: 5, subtotal: 1 });
    expect(counts.depth).toBe(3);
  });

  it('imports 22 analyses with 153 work items and 81 resources', () => {
    const counts = countBudgetBook(book);
    expect(counts.analyses).toBe(22);
    expect(counts.workItems).toBe(153);
    expect(counts.resources).toBe(81);
    expect(counts.resourcePayItems).toBe(6);
  });

  it('reads the project, the currency, the grand total and the declared decimals', () => {
    expect(book.Main).toMatchObject({
      contractNo: 'ArchEx001',
      contractTitle: '建築工程示範案例',
      procuringEntity: '行政院公共工程委員會',
      procuringEntityEn: '',
      procuringEntityId: '360000000G',
      contractLocation: '臺北市',
      contractScale: '900',
      contractScaleUnit: '',
      currency: 'TWD',
      totalAmount: '46291107',
      totalAmountChinese: '新台幣肆仟陸佰貳拾玖萬壹仟壹佰零柒元整',
      canAddItem: false,
    });
    expect(book.Main.source).toMatchObject({ applicationName: 'Pcces', applicationVersion: '4.3.1000.193', documentType: 'budget', createdDate: '2015-03-22' });
    expect(book.Main.decimals).toEqual({
      detail: { quantity: 2, unitPrice: 0, amount: 0 },
      costBreakdown: { quantity: 3, unitPrice: 2, amount: 2 },
      resource: { quantity: 2, unitPrice: 0, amount: 0 },
    });
    expect(book.Main.extraSections.map((node) => node.name)).toEqual(['MaterialData', 'GPSLocation', 'InfoSummary']);
    expect(book.Main.extraSections[2]).toMatchObject({ cdata: true });
    expect(book.Main.extraTenderInformation.map((node) => node.name)).toContain('ContractSummary');
  });

  it('builds the tree with print numbers, labels, levels and parent links', () => {
    expect(book.DetailList.map((item) => [item.itemNo, item.printNo, item.cName])).toEqual([
      ['壹', '0001', '發包工程費'],
      ['貳', '0002', '自辦工程'],
      ['', '0003', '總計'],
    ]);
    const pole = findItem(book.DetailList, '32');
    expect(pole).toMatchObject({
      itemNo: '3',
      refItemNo: '壹.一.3',
      printNo: '000100010003',
      levelNo: 3,
      parentKey: '11',
      itemKind: 'analysis',
      refItemCode: '0258012134',
      cName: '注油電桿，杉木，雜酚油，三級，L=6.5m',
      unitName: '支',
      qty: '20',
      cost: '18758',
      amount: '375160',
      remark: '[發包]',
      sysRemark: '',
      als_qty: '250',
      analysisOutputQuantity: '250',
    });
    expect(pole.ratios).toEqual({ labour: '0.1275', equipment: '0.0169', material: '0.8265', miscellanea: '0.0291' });
    expect(findItem(book.DetailList, '11')).toMatchObject({ refItemNo: '壹.一', printNo: '00010001', levelNo: 2, parentKey: '2', refItemCode: '' });
    expect(findItem(book.DetailList, '999999')).toMatchObject({ itemKind: 'subtotal', itemNo: '', amount: '46291107' });
  });

  it('strips the padding and keeps amounts as exact decimal strings', () => {
    for (const item of allItems(book)) {
      for (const text of [item.cName, item.eName, item.unitName, item.refItemCode, item.itemNo, item.remark]) expect(text).toBe(text.trim());
      for (const value of [item.qty, item.cost, item.amount, item.percent]) expect(value).toMatch(/^-?\d+(\.\d*[1-9])?$/);
    }
    expect(findItem(book.DetailList, '56')).toMatchObject({ qty: '683.78', amount: '8889' });
    const operator = book.CostBreakdownList[0]?.children[4];
    expect(operator).toMatchObject({ cName: '操作手', qty: '12', cost: '310.65', amount: '3727.8', remark: '' });
  });

  it('joins every analysed pay item to its analysis by code', () => {
    const codes = new Set(book.CostBreakdownList.map((analysis) => analysis.itemCode));
    const analysed = allItems(book).filter((item) => item.itemKind === 'analysis');
    expect(analysed).toHaveLength(22);
    for (const item of analysed) expect(codes.has(item.refItemCode)).toBe(true);
    const first = book.CostBreakdownList[0];
    expect(first).toMatchObject({ itemCode: '0223100002', refItemNo: '1', itemKind: 'analysis', analysisOutputQuantity: '10000', cost: '16', amount: null });
    expect(first?.children.map((line) => line.itemKind)).toEqual([...Array(7).fill('general'), 'variableSumPercentage']);
    expect(first?.children[7]).toMatchObject({ cName: '工具損耗', percent: '3', amount: '7525' });
    const kinds = book.CostBreakdownList.flatMap((analysis) => analysis.children.map((line) => line.itemKind));
    expect(kinds.filter((kind) => kind === 'variableSumPercentage')).toHaveLength(22);
    expect(kinds.filter((kind) => kind === 'variablePrice')).toHaveLength(1);
  });

  it('parses the formula MathML into expressions over itemKeys', () => {
    const misc = findItem(book.DetailList, '62');
    expect(misc.refItemNo).toBe('壹.六.5');
    expect(misc.formula?.variables).toEqual([
      {
        name: 'VAR1',
        label: '勞安',
        percent: '0.5',
        expression: {
          op: 'divide',
          args: [
            {
              op: 'times',
              args: [{ op: 'plus', args: [{ op: 'plus', args: ['7', '8', '9', '10', '11'].map((itemKey) => ({ op: 'item', itemKey })) }] }, { op: 'percent' }],
            },
            { op: 'number', value: '100' },
          ],
        },
      },
    ]);
    expect(misc.formula?.percent).toBe('100');
    expect(JSON.stringify(misc.formula?.expression)).toContain('"op":"minus","args":[{"op":"item","itemKey":"61"}');
    expect(findItem(book.DetailList, '4').formula).toMatchObject({ percent: '8', tiers: null, variables: [] });
    const management = findItem(book.DetailList, '12');
    expect(management.formula?.percent).toBeNull();
    expect(management.formula?.tiers).toEqual([
      { lower: '0', upper: '5000000', percent: '3' },
      { lower: '5000000', upper: '25000000', percent: '1.5' },
      { lower: '25000000', upper: '100000000', percent: '1' },
      { lower: '100000000', upper: '500000000', percent: '0.7' },
      { lower: '500000000', upper: '1000000000000000000', percent: '0.5' },
    ]);
  });

  it('starts with no discount', () => {
    expect(book.Discount).toBeNull();
    expect(book.DiscountHistory).toEqual([]);
  });
});

describe('parsePccesXml on a small hand-made book', () => {
  const small = parsePccesXml(readFixture('small-budget.xml'));

  it('strips the byte-order mark and decodes entities', () => {
    expect(readFixture('small-budget.xml').charCodeAt(0)).toBe(0xfeff);
    expect(small.Main.contractTitle).toBe('小型測試預算書 & 樣本');
    expect(small.Main.procuringEntity).toBe('測試機關');
  });

  it('reads the tree and the analysis', () => {
    expect(countBudgetBook(small)).toMatchObject({ payItems: 6, analyses: 1, workItems: 4, resources: 1 });
    expect(small.DetailList[0]?.children[0]?.children.map((item) => [item.refItemNo, item.amount])).toEqual([
      ['壹.一.1', '230'],
      ['壹.一.2', '250'],
    ]);
  });

  it('accepts a file with the eTender elements under a prefix', () => {
    const prefixed = readFixture('small-budget.xml')
      .replace('xmlns="http://pcstd.pcc.gov.tw/2003/eTender"', 'xmlns:et="http://pcstd.pcc.gov.tw/2003/eTender"')
      .replace(/<(\/?)(?!mml:|\?|!)([A-Za-z]+)/g, '<$1et:$2');
    const parsed = parsePccesXml(prefixed);
    expect(parsed.Main.totalAmount).toBe('504');
    expect(countBudgetBook(parsed).payItems).toBe(6);
  });
});
