/**
 * Imports a PCCES eTender budget book (ETenderSheet, namespace http://pcstd.pcc.gov.tw/2003/eTender) from
 * its XML text: strips the byte-order mark and PCCES's space padding, reads the recursive PayItem tree,
 * joins analyses to pay items by code, parses formula MathML, and refuses — with a PccesImportError whose
 * zh-TW message names the item — any file that is not a PCCES budget book or whose amounts do not add up.
 */
import {
  BUDGET_BOOK_SCHEMA_VERSION,
  PAY_ITEM_KINDS,
  WORK_ITEM_KINDS,
  type BudgetBook,
  type BudgetMain,
  type CostRatios,
  type DisplayDecimals,
  type PayItem,
  type PayItemKind,
  type ResourcePayItem,
  type WorkItem,
  type WorkItemKind,
  type XmlNodeJson,
} from './budget-book-types';
import { isDecimalText, toDecimal, toDecimalString } from './budget-decimal';
import { findBudgetInconsistency } from './check-budget-book';
import { formatPrintNoSegment } from './format-item-number';
import { indexBudgetBook } from './index-budget-book';
import { MATHML_NS, parseMathmlFormula } from './parse-mathml-formula';
import { PccesImportError } from './pcces-import-error';
import { childElement, childElements, readXmlTree, type XmlElement } from './read-xml-tree';
import { DomainError } from '../errors';

/** The eTender namespace every PCCES element lives in. */
export const ETENDER_NS = 'http://pcstd.pcc.gov.tw/2003/eTender';

/** The decimals assumed where a list declares none (spec: amounts round to 2 decimals). */
const DEFAULT_DECIMALS = 2;

/** Import options. */
export interface ParsePccesOptions {
  /** documentType values accepted (default: only 'budget'). A file without the attribute is accepted. */
  documentTypes?: readonly string[];
}

const TENDER_FIELDS = new Set(['ProcuringEntity', 'ProcuringEntityId', 'ContractTitle', 'ContractLocation', 'ContractScale', 'ExecuteMethod']);
const ROOT_SECTIONS = new Set(['TenderInformation', 'DetailList', 'CostBreakdownList', 'ResourceList', 'GrandTotalInformation']);

/** Parses PCCES eTender XML into a budget book; throws PccesImportError (zh-TW message) and returns nothing on refusal. */
export function parsePccesXml(xml: string, options: ParsePccesOptions = {}): BudgetBook {
  const root = readXmlTree(xml);
  if (root.local !== 'ETenderSheet') {
    throw new PccesImportError('wrong-root', `這不是 PCCES 預算書：根元素為「${root.name}」，應為 ETenderSheet`);
  }
  if (root.ns !== ETENDER_NS) {
    throw new PccesImportError('wrong-namespace', `這不是 PCCES 預算書：命名空間為「${root.ns || '（無）'}」，應為 ${ETENDER_NS}`);
  }
  const documentType = attr(root, 'documentType');
  const accepted = options.documentTypes ?? ['budget'];
  if (documentType !== '' && !accepted.includes(documentType)) {
    throw new PccesImportError('wrong-document-type', `這不是 PCCES 預算書：文件類型為「${documentType}」，應為 ${accepted.join('、')}`);
  }

  const detailList = el(root, 'DetailList');
  if (detailList === undefined) throw structure('缺少 DetailList（工作項目）');
  const costBreakdownList = el(root, 'CostBreakdownList');
  const resourceList = el(root, 'ResourceList');
  const grandTotal = el(root, 'GrandTotalInformation');
  const totalAmount = grandTotal === undefined ? undefined : el(grandTotal, 'TotalAmount');
  if (grandTotal === undefined || totalAmount === undefined) throw structure('缺少 GrandTotalInformation/TotalAmount（總價）');
  const tender = el(root, 'TenderInformation') ?? emptyElement('TenderInformation');

  const main: BudgetMain = {
    source: {
      applicationName: attr(root, 'applicationName'),
      applicationVersion: attr(root, 'applicationVersion'),
      createdDate: attr(root, 'createdDate'),
      documentType,
      procurementType: attr(root, 'procurementType'),
      schemaLocation: attr(root, 'xsi:schemaLocation'),
      signatureSealStamp: attr(root, 'signatureSealStamp'),
    },
    contractNo: attr(tender, 'contractNo'),
    procuringEntity: languageText(tender, 'ProcuringEntity', 'zh-TW'),
    procuringEntityEn: languageText(tender, 'ProcuringEntity', 'en'),
    procuringEntityId: text(tender, 'ProcuringEntityId'),
    contractTitle: languageText(tender, 'ContractTitle', 'zh-TW'),
    contractTitleEn: languageText(tender, 'ContractTitle', 'en'),
    contractLocation: text(tender, 'ContractLocation'),
    contractScale: text(tender, 'ContractScale'),
    contractScaleUnit: attr(el(tender, 'ContractScale'), 'contractScaleUnit'),
    executeMethod: text(tender, 'ExecuteMethod'),
    currency: attr(totalAmount, 'currency') || 'TWD',
    totalAmount: readNumber(totalAmount.text, '總價（GrandTotalInformation/TotalAmount）'),
    totalAmountChinese: text(grandTotal, 'TotalAmountChinese'),
    canAddItem: attr(detailList, 'canAddItem') === '' ? null : attr(detailList, 'canAddItem') === 'true',
    decimals: {
      detail: readDecimals(detailList),
      costBreakdown: readDecimals(costBreakdownList),
      resource: readDecimals(resourceList),
    },
    extraTenderInformation: tender.elements.filter((child) => !(child.ns === ETENDER_NS && TENDER_FIELDS.has(child.local))).map(toXmlNodeJson),
    extraSections: root.elements.filter((child) => !(child.ns === ETENDER_NS && ROOT_SECTIONS.has(child.local))).map(toXmlNodeJson),
  };

  const analyses = costBreakdownList === undefined ? [] : childElements(costBreakdownList, 'WorkItem', ETENDER_NS).map((element) => readWorkItem(element, 'analysis'));
  const analysisByCode = new Map(analyses.map((analysis) => [analysis.itemCode, analysis]));
  const detail = childElements(detailList, 'PayItem', ETENDER_NS).map((element, index) => readPayItem(element, index, null, analysisByCode));
  if (detail.length === 0) throw structure('DetailList 沒有任何工作項目（PayItem）');

  const book: BudgetBook = {
    schemaVersion: BUDGET_BOOK_SCHEMA_VERSION,
    Main: main,
    DetailList: detail,
    CostBreakdownList: analyses,
    ResourceList: {
      workItems: resourceList === undefined ? [] : childElements(resourceList, 'WorkItem', ETENDER_NS).map((element) => readWorkItem(element, 'resource')),
      payItems: resourceList === undefined ? [] : childElements(resourceList, 'PayItem', ETENDER_NS).map(readResourcePayItem),
    },
    Discount: null,
    DiscountHistory: [],
  };

  let inconsistency;
  try {
    inconsistency = findBudgetInconsistency(book, indexBudgetBook(book));
  } catch (error) {
    if (error instanceof PccesImportError || !(error instanceof DomainError)) throw error;
    // Duplicate keys, formulas over unknown items, circular formulas, a formula dividing by zero.
    const kind = error.fields?.kind === 'invalid-formula' ? 'invalid-formula' : 'invalid-structure';
    throw new PccesImportError(kind, kind === 'invalid-formula' ? error.userMessage : `PCCES 預算書結構不正確：${error.userMessage}`);
  }
  if (inconsistency !== null) {
    throw new PccesImportError('amount-mismatch', inconsistency.message, {
      itemKey: inconsistency.itemKey,
      itemCode: inconsistency.itemCode,
      stated: inconsistency.stated,
      expected: inconsistency.expected,
    });
  }
  return book;
}

function emptyElement(local: string): XmlElement {
  return { name: local, local, ns: ETENDER_NS, attributes: {}, elements: [], text: '', cdata: false };
}

function structure(reason: string): PccesImportError {
  return new PccesImportError('invalid-structure', `PCCES 預算書結構不正確：${reason}`);
}

function el(parent: XmlElement, local: string): XmlElement | undefined {
  return childElement(parent, local, ETENDER_NS);
}

function attr(element: XmlElement | undefined, name: string): string {
  return (element?.attributes[name] ?? '').trim();
}

function text(parent: XmlElement, local: string): string {
  return el(parent, local)?.text.trim() ?? '';
}

/** Text of the child in a language: 'zh-TW' also takes a child without a language attribute. */
function languageText(parent: XmlElement, local: string, language: 'zh-TW' | 'en'): string {
  const candidates = childElements(parent, local, ETENDER_NS);
  const match =
    candidates.find((child) => attr(child, 'language') === language) ??
    (language === 'zh-TW' ? candidates.find((child) => attr(child, 'language') === '') : undefined);
  return match?.text.trim() ?? '';
}

function readNumber(raw: string, what: string): string {
  const value = raw.trim();
  if (value === '') return '0';
  if (!isDecimalText(value)) throw new PccesImportError('invalid-number', `${what}「${value}」不是數字`);
  return toDecimalString(toDecimal(value));
}

function readDecimals(list: XmlElement | undefined): DisplayDecimals {
  const read = (name: string): number => {
    const value = attr(list, name);
    if (value === '') return DEFAULT_DECIMALS;
    if (!/^\d{1,2}$/.test(value)) throw structure(`${list?.local ?? ''} 的 ${name}「${value}」不是小數位數`);
    return Number(value);
  };
  return { quantity: read('quantityDisplayDecimal'), unitPrice: read('unitPriceDisplayDecimal'), amount: read('itemAmountDisplayDecimal') };
}

function readCalculateDecimal(element: XmlElement | undefined, what: string): number | null {
  const value = attr(element, 'calculateDecimal');
  if (value === '') return null;
  if (!/^\d{1,2}$/.test(value)) throw new PccesImportError('invalid-number', `${what}的 calculateDecimal「${value}」不是小數位數`);
  return Number(value);
}

function readRatios(element: XmlElement, what: string): CostRatios | null {
  const names = ['LabourRatio', 'EquipmentRatio', 'MaterialRatio', 'MiscellaneaRatio'] as const;
  const parts = names.map((name) => el(element, name));
  if (parts.every((part) => part === undefined)) return null;
  const [labour, equipment, material, miscellanea] = parts.map((part, index) => readNumber(part?.text ?? '', `${what}的 ${names[index]}`)) as [
    string,
    string,
    string,
    string,
  ];
  return { labour, equipment, material, miscellanea };
}

/** Fields PayItem, WorkItem and resource PayItem share. */
function readLine(element: XmlElement, what: string) {
  const price = el(element, 'Price');
  const amount = el(element, 'Amount');
  return {
    cName: languageText(element, 'Description', 'zh-TW'),
    eName: languageText(element, 'Description', 'en'),
    unitName: languageText(element, 'Unit', 'zh-TW'),
    eUnitName: languageText(element, 'Unit', 'en'),
    qty: readNumber(el(element, 'Quantity')?.text ?? '', `${what}的數量`),
    cost: price === undefined ? null : readNumber(price.text, `${what}的單價`),
    amount: amount === undefined ? null : readNumber(amount.text, `${what}的複價`),
    percent: readNumber(el(element, 'Percent')?.text ?? '', `${what}的百分比`),
    remark: text(element, 'Remark'),
    costFixed: attr(price, 'fixed') === 'true',
    amountFixed: attr(amount, 'fixed') === 'true',
    costDecimals: readCalculateDecimal(price, `${what}的單價`),
    amountDecimals: readCalculateDecimal(amount, `${what}的複價`),
    ratios: readRatios(element, what),
  };
}

function readPayItem(element: XmlElement, position: number, parent: PayItem | null, analyses: ReadonlyMap<string, WorkItem>): PayItem {
  const itemNo = attr(element, 'itemNo');
  const refItemNo = parent === null || parent.refItemNo === '' ? itemNo : itemNo === '' ? '' : `${parent.refItemNo}.${itemNo}`;
  const itemKey = attr(element, 'itemKey');
  const cName = languageText(element, 'Description', 'zh-TW');
  const what = `項次「${refItemNo || cName || itemKey}」`;
  if (itemKey === '') throw structure(`${what}沒有 itemKey`);
  const itemKind = attr(element, 'itemKind');
  if (!(PAY_ITEM_KINDS as readonly string[]).includes(itemKind)) throw structure(`${what}的種類「${itemKind}」無法辨識`);
  const line = readLine(element, what);
  const refItemCode = attr(element, 'refItemCode');
  const item: PayItem = {
    itemKey,
    itemNo,
    refItemNo,
    printNo: (parent?.printNo ?? '') + formatPrintNoSegment(position + 1),
    levelNo: (parent?.levelNo ?? 0) + 1,
    parentKey: parent?.itemKey ?? null,
    itemKind: itemKind as PayItemKind,
    refItemCode,
    ...line,
    cost: line.cost ?? '0',
    amount: line.amount ?? '0',
    sysRemark: '',
    als_qty: null,
    analysisOutputQuantity: null,
    formula: null,
    children: [],
  };
  const math = item.itemKind === 'formula' ? element.elements.find((child) => child.ns === MATHML_NS && child.local === 'math') : undefined;
  if (item.itemKind === 'formula') {
    if (math === undefined) throw new PccesImportError('invalid-formula', `${what}是公式項目，但沒有公式（mml:math）`);
    item.formula = parseMathmlFormula(math, item.percent, (reason) => {
      throw new PccesImportError('invalid-formula', `${what}的公式無法解讀：${reason}`);
    });
  }
  item.children = childElements(element, 'PayItem', ETENDER_NS).map((child, index) => readPayItem(child, index, item, analyses));
  if (item.itemKind === 'analysis' && item.children.length === 0) {
    const analysis = analyses.get(refItemCode);
    if (analysis === undefined) throw structure(`${what}找不到單價分析（編碼「${refItemCode}」）`);
    item.als_qty = analysis.qty;
    item.analysisOutputQuantity = analysis.analysisOutputQuantity ?? analysis.qty;
  }
  return item;
}

function readWorkItem(element: XmlElement, role: 'analysis' | 'line' | 'resource'): WorkItem {
  const itemCode = attr(element, 'itemCode');
  const cName = languageText(element, 'Description', 'zh-TW');
  const what = role === 'analysis' ? `單價分析「${itemCode} ${cName}」` : role === 'line' ? `分析項目「${itemCode} ${cName}」` : `資源「${itemCode} ${cName}」`;
  const itemKind = attr(element, 'itemKind');
  if (!(WORK_ITEM_KINDS as readonly string[]).includes(itemKind)) throw structure(`${what}的種類「${itemKind}」無法辨識`);
  const outputText = attr(element, 'analysisOutputQuantity');
  const analysisOutputQuantity = outputText === '' ? null : readNumber(outputText, `${what}的分析產出數量`);
  const children = childElements(element, 'WorkItem', ETENDER_NS).map((child) => readWorkItem(child, role === 'resource' ? 'resource' : 'line'));
  if (role !== 'resource' && children.length > 0 && toDecimal(analysisOutputQuantity ?? readNumber(el(element, 'Quantity')?.text ?? '', what)).lessThanOrEqualTo(0)) {
    throw new PccesImportError('invalid-number', `${what}的分析產出數量必須大於 0`);
  }
  const refItemNo = element.attributes.refItemNo;
  return {
    itemCode,
    refItemNo: refItemNo === undefined ? null : refItemNo.trim(),
    itemKind: itemKind as WorkItemKind,
    analysisOutputQuantity,
    ...readLine(element, what),
    children,
  };
}

function readResourcePayItem(element: XmlElement): ResourcePayItem {
  const itemKey = attr(element, 'itemKey');
  const line = readLine(element, `資源「${itemKey}」`);
  return {
    itemKey,
    cName: line.cName,
    eName: line.eName,
    unitName: line.unitName,
    eUnitName: line.eUnitName,
    qty: line.qty,
    cost: line.cost,
    amount: line.amount,
    percent: line.percent,
    remark: line.remark,
    costFixed: line.costFixed,
    amountFixed: line.amountFixed,
  };
}

function toXmlNodeJson(element: XmlElement): XmlNodeJson {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(element.attributes)) attributes[name] = value.trim();
  const content = element.cdata ? element.text : element.text.trim();
  return {
    name: element.name,
    attributes,
    ...(content === '' ? {} : { text: content }),
    ...(element.cdata ? { cdata: true } : {}),
    children: element.elements.map(toXmlNodeJson),
  };
}
