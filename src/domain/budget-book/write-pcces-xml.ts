/**
 * Exports a budget book as PCCES eTender XML (the layout PCCES writes: DetailList/PayItem tree,
 * CostBreakdownList, ResourceList, GrandTotalInformation, formula MathML in the mml namespace).
 * Re-importing the text gives the same book. Texts are written trimmed, without PCCES's space padding;
 * PCCES's signatureSealStamp is not written, since it seals content that may have changed.
 */
import type {
  BudgetBook,
  BudgetFormula,
  CostRatios,
  DisplayDecimals,
  FormulaExpression,
  PayItem,
  ResourcePayItem,
  WorkItem,
  XmlNodeJson,
} from './budget-book-types';
import { MATHML_NS } from './parse-mathml-formula';
import { ETENDER_NS } from './parse-pcces-xml';

/** Export options. */
export interface WritePccesOptions {
  /** Start with a UTF-8 byte-order mark, as PCCES's own files do (default true). */
  bom?: boolean;
}

const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
const INDENT = '  ';

/** The book as PCCES eTender XML text. */
export function writePccesXml(book: BudgetBook, options: WritePccesOptions = {}): string {
  const out: string[] = [];
  const line = (depth: number, text: string): void => {
    out.push(INDENT.repeat(depth) + text);
  };
  const { Main: main } = book;
  const source = main.source;

  line(0, '<?xml version="1.0" encoding="UTF-8" standalone="no"?>');
  line(
    0,
    `<ETenderSheet${attrs({
      'xmlns:xsi': XSI_NS,
      xmlns: ETENDER_NS,
      'xsi:schemaLocation': source.schemaLocation || undefined,
      'xmlns:mml': MATHML_NS,
      createdDate: source.createdDate || undefined,
      applicationName: source.applicationName || undefined,
      applicationVersion: source.applicationVersion || undefined,
      procurementType: source.procurementType || undefined,
      documentType: source.documentType || undefined,
    })}>`,
  );

  line(1, `<TenderInformation${attrs({ contractNo: main.contractNo })}>`);
  line(2, element('ProcuringEntity', { language: 'zh-TW' }, main.procuringEntity));
  line(2, element('ProcuringEntity', { language: 'en' }, main.procuringEntityEn));
  line(2, element('ProcuringEntityId', {}, main.procuringEntityId));
  line(2, element('ContractTitle', { language: 'zh-TW' }, main.contractTitle));
  line(2, element('ContractTitle', { language: 'en' }, main.contractTitleEn));
  line(2, element('ContractLocation', {}, main.contractLocation));
  line(2, element('ContractScale', { contractScaleUnit: main.contractScaleUnit }, main.contractScale));
  line(2, element('ExecuteMethod', {}, main.executeMethod));
  for (const node of main.extraTenderInformation) writeNode(node, 2, line);
  line(1, '</TenderInformation>');

  line(1, `<DetailList${attrs({ canAddItem: main.canAddItem === null ? undefined : String(main.canAddItem), ...decimalsAttrs(main.decimals.detail) })}>`);
  for (const item of book.DetailList) writePayItem(item, 2, line);
  line(1, '</DetailList>');

  line(1, `<CostBreakdownList${attrs(decimalsAttrs(main.decimals.costBreakdown))}>`);
  for (const analysis of book.CostBreakdownList) writeWorkItem(analysis, 2, line);
  line(1, '</CostBreakdownList>');

  line(1, `<ResourceList${attrs(decimalsAttrs(main.decimals.resource))}>`);
  for (const resource of book.ResourceList.workItems) writeWorkItem(resource, 2, line);
  for (const resource of book.ResourceList.payItems) writeResourcePayItem(resource, 2, line);
  line(1, '</ResourceList>');

  line(1, '<GrandTotalInformation>');
  line(2, element('TotalAmount', { currency: main.currency }, main.totalAmount));
  line(2, element('TotalAmountChinese', {}, main.totalAmountChinese));
  line(1, '</GrandTotalInformation>');
  for (const node of main.extraSections) writeNode(node, 1, line);
  line(0, '</ETenderSheet>');

  return `${options.bom === false ? '' : '\uFEFF'}${out.join('\n')}\n`;
}

type Line = (depth: number, text: string) => void;

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\n': '&#10;', '\r': '&#13;', '\t': '&#9;' };

function escapeText(text: string): string {
  return /[&<>]/.test(text) ? text.replace(/[&<>]/g, (char) => TEXT_ESCAPES[char] as string) : text;
}

function escapeAttribute(text: string): string {
  return /[&<>"\n\r\t]/.test(text) ? text.replace(/[&<>"\n\r\t]/g, (char) => TEXT_ESCAPES[char] as string) : text;
}

function attrs(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

function element(name: string, attributes: Record<string, string | undefined>, text: string): string {
  return `<${name}${attrs(attributes)}>${escapeText(text)}</${name}>`;
}

function decimalsAttrs(decimals: DisplayDecimals): Record<string, string> {
  return {
    quantityDisplayDecimal: String(decimals.quantity),
    unitPriceDisplayDecimal: String(decimals.unitPrice),
    itemAmountDisplayDecimal: String(decimals.amount),
  };
}

interface LineFields {
  cName: string;
  eName: string;
  unitName: string;
  eUnitName: string;
  qty: string;
  cost: string | null;
  amount: string | null;
  percent: string;
  remark: string;
  costFixed: boolean;
  amountFixed: boolean;
  costDecimals?: number | null;
  amountDecimals?: number | null;
  ratios?: CostRatios | null;
}

function writeLineFields(fields: LineFields, depth: number, line: Line): void {
  const decimals = (value: number | null | undefined) => (value === null || value === undefined ? undefined : String(value));
  line(depth, element('Description', { language: 'zh-TW' }, fields.cName));
  line(depth, element('Description', { language: 'en' }, fields.eName));
  line(depth, element('Unit', { language: 'zh-TW' }, fields.unitName));
  line(depth, element('Unit', { language: 'en' }, fields.eUnitName));
  line(depth, element('Quantity', {}, fields.qty));
  if (fields.cost !== null) line(depth, element('Price', { fixed: String(fields.costFixed), calculateDecimal: decimals(fields.costDecimals) }, fields.cost));
  if (fields.amount !== null) line(depth, element('Amount', { fixed: String(fields.amountFixed), calculateDecimal: decimals(fields.amountDecimals) }, fields.amount));
  line(depth, element('Remark', {}, fields.remark));
  line(depth, element('Percent', {}, fields.percent));
  if (fields.ratios) {
    line(depth, element('LabourRatio', {}, fields.ratios.labour));
    line(depth, element('EquipmentRatio', {}, fields.ratios.equipment));
    line(depth, element('MaterialRatio', {}, fields.ratios.material));
    line(depth, element('MiscellaneaRatio', {}, fields.ratios.miscellanea));
  }
}

function writePayItem(item: PayItem, depth: number, line: Line): void {
  line(depth, `<PayItem${attrs({ itemKey: item.itemKey, itemNo: item.itemNo, refItemCode: item.refItemCode, itemKind: item.itemKind })}>`);
  writeLineFields(item, depth + 1, line);
  if (item.formula !== null) writeFormula(item.formula, depth + 1, line);
  for (const child of item.children) writePayItem(child, depth + 1, line);
  line(depth, '</PayItem>');
}

function writeWorkItem(item: WorkItem, depth: number, line: Line): void {
  line(
    depth,
    `<WorkItem${attrs({
      itemCode: item.itemCode,
      refItemNo: item.refItemNo ?? undefined,
      itemKind: item.itemKind,
      analysisOutputQuantity: item.analysisOutputQuantity ?? undefined,
    })}>`,
  );
  writeLineFields(item, depth + 1, line);
  for (const child of item.children) writeWorkItem(child, depth + 1, line);
  line(depth, '</WorkItem>');
}

function writeResourcePayItem(item: ResourcePayItem, depth: number, line: Line): void {
  line(depth, `<PayItem${attrs({ itemKey: item.itemKey })}>`);
  writeLineFields(item, depth + 1, line);
  line(depth, '</PayItem>');
}

function writeNode(node: XmlNodeJson, depth: number, line: Line): void {
  const open = `<${node.name}${attrs(node.attributes)}`;
  const text = node.text ?? '';
  const content = node.cdata ? `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>` : escapeText(text);
  if (node.children.length === 0) {
    line(depth, text === '' && !node.cdata ? `${open} />` : `${open}>${content}</${node.name}>`);
    return;
  }
  line(depth, `${open}>${content}`);
  for (const child of node.children) writeNode(child, depth + 1, line);
  line(depth, `</${node.name}>`);
}

function writeFormula(formula: BudgetFormula, depth: number, line: Line): void {
  const d = depth;
  const ci = (name: string) => `<mml:ci>${escapeText(name)}</mml:ci>`;
  const cn = (value: string) => `<mml:cn>${escapeText(value)}</mml:cn>`;
  const percentList = (name: string, percent: string, at: number): void => {
    line(at, '<mml:list>');
    line(at + 1, `<mml:bvar>${ci(name)}</mml:bvar>`);
    line(at + 1, `<mml:condition><mml:apply><mml:eq />${ci('Percent')}${cn(percent)}</mml:apply></mml:condition>`);
    line(at, '</mml:list>');
  };
  const definition = (name: string, label: string, expression: FormulaExpression, at: number): void => {
    line(at, '<mml:list>');
    line(at + 1, `<mml:bvar>${ci(name)}${label === '' ? '' : cn(label)}</mml:bvar>`);
    line(at + 1, `<mml:apply><mml:eq />${ci(name)}${writeExpression(expression)}</mml:apply>`);
    line(at, '</mml:list>');
  };
  line(d, '<mml:math>');
  for (const variable of formula.variables) {
    definition(variable.name, variable.label, variable.expression, d + 1);
    percentList(`${variable.name}Percent`, variable.percent, d + 1);
  }
  definition('Amount', '', formula.expression, d + 1);
  if (formula.tiers !== null) {
    line(d + 1, '<mml:list>');
    for (const tier of formula.tiers) {
      line(
        d + 2,
        `<mml:apply><mml:condition><mml:apply><mml:and /><mml:apply><mml:geq />${cn(tier.upper)}${ci('Amount')}</mml:apply>` +
          `<mml:apply><mml:lt />${ci('Amount')}${cn(tier.lower)}</mml:apply></mml:apply></mml:condition><mml:eq />${ci('Percent')}${cn(tier.percent)}</mml:apply>`,
      );
    }
    line(d + 1, '</mml:list>');
  } else if (formula.percent !== null) {
    percentList('Percent', formula.percent, d + 1);
  }
  line(d, '</mml:math>');
}

function writeExpression(expression: FormulaExpression): string {
  switch (expression.op) {
    case 'item':
      return `<mml:ci>${escapeText(expression.itemKey)}</mml:ci>`;
    case 'var':
      return `<mml:ci>${escapeText(expression.name)}</mml:ci>`;
    case 'percent':
      return '<mml:ci>Percent</mml:ci>';
    case 'number':
      return `<mml:cn>${escapeText(expression.value)}</mml:cn>`;
    default:
      return `<mml:apply><mml:${expression.op} />${expression.args.map(writeExpression).join('')}</mml:apply>`;
  }
}
