/**
 * Generates a synthetic, self-consistent budget book of a given number of pay items, shaped like the PCCES
 * sample (壹 發包工程費 with work sections of analysed and general items, a safety section with a formula,
 * 1 % / 8 % / 5 % formula items, 貳 自辦工程 with a progressive 工程管理費, and a 總計 subtotal) — for
 * benchmarks of import, recalculation and the grid. Deterministic for a given seed.
 */
import {
  BUDGET_BOOK_SCHEMA_VERSION,
  type BudgetBook,
  type BudgetFormula,
  type FormulaExpression,
  type PayItem,
  type PayItemKind,
  type WorkItem,
} from './budget-book-types';
import { applyBudgetCalculation } from './apply-budget-calculation';
import { formatItemNumber, formatPrintNoSegment } from './format-item-number';
import { recalculateBudgetBook } from './recalculate-budget-book';

/** What to generate. */
export interface GenerateBudgetBookOptions {
  /** Number of DetailList pay items, all levels (at least 15). */
  payItems: number;
  /** Seed of the pseudo-random figures (default 1). */
  seed?: number;
  /** Largest number of items in one work section (default 400). */
  sectionSize?: number;
}

/** The fewest pay items a generated book can have. */
export const MIN_GENERATED_PAY_ITEMS = 15;

const FIXED_ITEMS = 13; // 壹, 貳, 總計, the safety section (group, 3 general, formula), 七, 八, 九, 貳.一, 貳.二

/** A synthetic budget book of exactly `payItems` pay items whose stated figures are its recalculated ones. */
export function generateBudgetBook(options: GenerateBudgetBookOptions): BudgetBook {
  const { payItems, seed = 1, sectionSize = 400 } = options;
  if (!Number.isInteger(payItems) || payItems < MIN_GENERATED_PAY_ITEMS) {
    throw new RangeError(`a generated book has at least ${MIN_GENERATED_PAY_ITEMS} pay items`);
  }
  const random = mulberry32(seed);
  const pick = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const decimal = (min: number, max: number, decimals: number): string => {
    const scale = 10 ** decimals;
    return trimZeros((pick(min * scale, max * scale) / scale).toFixed(decimals));
  };

  let nextKey = 1;
  const analyses: WorkItem[] = [];
  const newItem = (parent: PayItem | null, position: number, kind: PayItemKind, cName: string, extra: Partial<PayItem> = {}): PayItem => {
    const levelNo = (parent?.levelNo ?? 0) + 1;
    const itemNo = kind === 'subtotal' ? '' : formatItemNumber(position, levelNo);
    const item: PayItem = {
      itemKey: String(nextKey++),
      itemNo,
      refItemNo: parent === null ? itemNo : `${parent.refItemNo}.${itemNo}`,
      printNo: (parent?.printNo ?? '') + formatPrintNoSegment(position),
      levelNo,
      parentKey: parent?.itemKey ?? null,
      itemKind: kind,
      refItemCode: '',
      cName,
      eName: '',
      unitName: '',
      eUnitName: '',
      qty: '1',
      cost: '0',
      amount: '0',
      percent: '0',
      remark: '[發包]',
      sysRemark: '',
      costFixed: false,
      amountFixed: false,
      costDecimals: null,
      amountDecimals: null,
      ratios: null,
      als_qty: null,
      analysisOutputQuantity: null,
      formula: null,
      children: [],
      ...extra,
    };
    if (parent !== null) parent.children.push(item);
    return item;
  };
  const line = (itemCode: string, kind: WorkItem['itemKind'], cName: string, unitName: string, qty: string, cost: string, percent = '0'): WorkItem => ({
    itemCode,
    refItemNo: null,
    itemKind: kind,
    analysisOutputQuantity: '1',
    cName,
    eName: '',
    unitName,
    eUnitName: '',
    qty,
    cost,
    amount: '0',
    percent,
    remark: '',
    costFixed: false,
    amountFixed: false,
    costDecimals: null,
    amountDecimals: null,
    ratios: null,
    children: [],
  });
  const addAnalysis = (item: PayItem): void => {
    const code = `G${String(analyses.length + 1).padStart(9, '0')}`;
    const output = ['1', '10', '100'][pick(0, 2)] as string;
    const children: WorkItem[] = [];
    const lineCount = pick(2, 6);
    for (let n = 0; n < lineCount; n += 1) {
      const [prefix, name, unit] = LINE_KINDS[pick(0, LINE_KINDS.length - 1)] as readonly [string, string, string];
      children.push(line(`${prefix}${String(pick(1, 99999)).padStart(12, '0')}`, 'general', name, unit, decimal(0, 40, 3), decimal(1, 3000, 2)));
    }
    if (random() < 0.1) children.push(line('M0875000004', 'variablePrice', '產品，五金', '式', '1', decimal(100, 5000, 0)));
    children.push(line('W0127120004', 'variableSumPercentage', '工具損耗', '式', '1', '0', '3'));
    analyses.push({ ...line(code, 'analysis', item.cName, item.unitName, output, '0'), refItemNo: item.itemNo, analysisOutputQuantity: output, remark: '[發包]', children });
    item.refItemCode = code;
    item.als_qty = output;
    item.analysisOutputQuantity = output;
  };

  const contract = newItem(null, 1, 'mainItem', '發包工程費');
  const leavesAndSections = payItems - FIXED_ITEMS;
  const sectionCount = Math.max(1, Math.ceil(leavesAndSections / (sectionSize + 1)));
  let leaves = leavesAndSections - sectionCount;
  const sections: PayItem[] = [];
  for (let s = 0; s < sectionCount; s += 1) {
    const section = newItem(contract, s + 1, 'mainItem', `工程分項${s + 1}`);
    sections.push(section);
    const size = Math.min(Math.ceil(leaves / (sectionCount - s)), sectionSize);
    for (let n = 0; n < size; n += 1) {
      const [name, unit] = ITEM_NAMES[pick(0, ITEM_NAMES.length - 1)] as readonly [string, string];
      if (random() < 0.75) {
        addAnalysis(newItem(section, n + 1, 'analysis', name, { unitName: unit, qty: decimal(1, 5000, 2) }));
      } else {
        newItem(section, n + 1, 'general', name, { unitName: unit, qty: decimal(1, 500, 2), cost: decimal(10, 90000, 0) });
      }
    }
    leaves -= size;
  }
  const sectionKeys = sections.map((section) => section.itemKey);
  const safety = newItem(contract, sectionCount + 1, 'mainItem', '勞工安全衛生費');
  const safetyLines = ['工程告示牌', '安全告示牌', '安全衛生設施'].map((name, n) =>
    newItem(safety, n + 1, 'general', name, { unitName: '式', cost: decimal(1000, 20000, 0) }),
  );
  const safetyFormula: BudgetFormula = {
    variables: [{ name: 'VAR1', label: '勞安', expression: percentOf(sectionKeys), percent: '0.5' }],
    expression: {
      op: 'divide',
      args: [
        { op: 'times', args: [{ op: 'plus', args: [{ op: 'plus', args: [{ op: 'var', name: 'VAR1' }] }, { op: 'minus', args: safetyLines.map(itemRef) }] }, { op: 'percent' }] },
        { op: 'number', value: '100' },
      ],
    },
    percent: '100',
    tiers: null,
  };
  newItem(safety, 4, 'formula', '雜費', { percent: '100', formula: safetyFormula });
  const insurance = newItem(contract, sectionCount + 2, 'formula', '工地安全保險費', { percent: '1', formula: singleRate([...sectionKeys], '1') });
  const overhead = newItem(contract, sectionCount + 3, 'formula', '承包商管理及利潤', {
    percent: '8',
    formula: singleRate([...sectionKeys, safety.itemKey, insurance.itemKey], '8'),
  });
  newItem(contract, sectionCount + 4, 'formula', '營業稅', {
    percent: '5',
    formula: singleRate([...sectionKeys, safety.itemKey, insurance.itemKey, overhead.itemKey], '5'),
  });
  const own = newItem(null, 2, 'mainItem', '自辦工程');
  newItem(own, 1, 'general', '空氣污染防治費', { cost: decimal(10000, 90000, 0) });
  newItem(own, 2, 'formula', '工程管理費(分段計價)', {
    formula: {
      variables: [],
      expression: percentOf(contract.children.map((child) => child.itemKey)),
      percent: null,
      tiers: [
        { lower: '0', upper: '5000000', percent: '3' },
        { lower: '5000000', upper: '25000000', percent: '1.5' },
        { lower: '25000000', upper: '100000000', percent: '1' },
        { lower: '100000000', upper: '500000000', percent: '0.7' },
        { lower: '500000000', upper: '1000000000000000000', percent: '0.5' },
      ],
    },
  });
  const total = newItem(null, 3, 'subtotal', '總計');
  total.itemKey = '999999';

  const book: BudgetBook = {
    schemaVersion: BUDGET_BOOK_SCHEMA_VERSION,
    Main: {
      source: {
        applicationName: 'generate-budget-book',
        applicationVersion: '1',
        createdDate: '2025-01-01',
        documentType: 'budget',
        procurementType: 'constructionWork',
        schemaLocation: 'http://pcstd.pcc.gov.tw/2003/eTender eTender.1.J.2004.D.xsd',
        signatureSealStamp: '',
      },
      contractNo: `GEN${payItems}`,
      procuringEntity: '合成機關',
      procuringEntityEn: '',
      procuringEntityId: '',
      contractTitle: `合成預算書（${payItems} 項）`,
      contractTitleEn: '',
      contractLocation: '',
      contractScale: '',
      contractScaleUnit: '',
      executeMethod: '',
      currency: 'TWD',
      totalAmount: '0',
      totalAmountChinese: '',
      canAddItem: false,
      decimals: {
        detail: { quantity: 2, unitPrice: 0, amount: 0 },
        costBreakdown: { quantity: 3, unitPrice: 2, amount: 2 },
        resource: { quantity: 2, unitPrice: 0, amount: 0 },
      },
      extraTenderInformation: [],
      extraSections: [],
    },
    DetailList: [contract, own, total],
    CostBreakdownList: analyses,
    ResourceList: { workItems: [], payItems: [] },
    Discount: null,
    DiscountHistory: [],
  };
  return applyBudgetCalculation(book, recalculateBudgetBook(book));
}

const ITEM_NAMES = [
  ['結構用混凝土，預拌，210kgf/cm2', 'M3'],
  ['鋼筋，SD280', 'T'],
  ['普通模板', 'M2'],
  ['構造物開挖', 'M3'],
  ['舖地磚', 'M2'],
  ['導線管', 'M'],
  ['鋁窗', '樘'],
  ['雜項工程', '式'],
] as const;

const LINE_KINDS = [
  ['L', '技術工', '工'],
  ['L', '普通工', '工'],
  ['E', '開挖機', '時'],
  ['M', '產品，材料', '式'],
] as const;

function itemRef(item: PayItem): FormulaExpression {
  return { op: 'item', itemKey: item.itemKey };
}

/** (Σ items) × Percent / 100, as PCCES writes it. */
function percentOf(itemKeys: readonly string[]): FormulaExpression {
  return {
    op: 'divide',
    args: [
      { op: 'times', args: [{ op: 'plus', args: [{ op: 'plus', args: itemKeys.map((itemKey) => ({ op: 'item', itemKey })) }] }, { op: 'percent' }] },
      { op: 'number', value: '100' },
    ],
  };
}

function singleRate(itemKeys: readonly string[], percent: string): BudgetFormula {
  return { variables: [], expression: percentOf(itemKeys), percent, tiers: null };
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A small seeded PRNG (mulberry32): numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
