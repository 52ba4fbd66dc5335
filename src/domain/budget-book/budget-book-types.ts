/**
 * The stored budget book (預算書): the PCCES eTender budget as the platform keeps it. The JSON shape is the
 * contract `schemas/budget-book.schema.json` describes; top-level keys follow the specification's names
 * (Main, DetailList, CostBreakdownList, ResourceList, Discount, DiscountHistory).
 *
 * Every quantity, price, amount and percentage is a decimal string ('8889', '3727.8', '0.025'), exact and
 * normalised (no exponent, no trailing zeros); never a JS number. Texts are trimmed of PCCES's space padding.
 */

/** A decimal number written as a string, e.g. '46291107' or '16.54'. */
export type DecimalString = string;

/** The budget book format version this code reads and writes. */
export const BUDGET_BOOK_SCHEMA_VERSION = 1 as const;

/** Kinds of DetailList pay items PCCES writes. */
export const PAY_ITEM_KINDS = [
  'mainItem',
  'analysis',
  'general',
  'formula',
  'subtotal',
  'variablePrice',
  'variableSumPercentage',
] as const;

/** One kind of pay item: mainItem (a heading/group), analysis (priced by a unit-price analysis), general, formula, subtotal… */
export type PayItemKind = (typeof PAY_ITEM_KINDS)[number];

/** Kinds of CostBreakdownList / ResourceList work items. */
export const WORK_ITEM_KINDS = ['analysis', 'general', 'variablePrice', 'variableSumPercentage'] as const;

/** One kind of work item: analysis (a header or nested analysis), general, variablePrice or variableSumPercentage. */
export type WorkItemKind = (typeof WORK_ITEM_KINDS)[number];

/** Display decimals PCCES declares on a list (quantityDisplayDecimal, unitPriceDisplayDecimal, itemAmountDisplayDecimal). */
export interface DisplayDecimals {
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** Share of labour, equipment, material and miscellanea in a price (LabourRatio … MiscellaneaRatio). */
export interface CostRatios {
  labour: DecimalString;
  equipment: DecimalString;
  material: DecimalString;
  miscellanea: DecimalString;
}

/** An XML element kept verbatim for round-tripping parts of the file the platform does not interpret. */
export interface XmlNodeJson {
  name: string;
  attributes: Record<string, string>;
  /** Text content (trimmed); absent when the element has none. */
  text?: string;
  /** True when the text was a CDATA section. */
  cdata?: boolean;
  children: XmlNodeJson[];
}

/** Where the file came from: the root element's attributes. */
export interface BudgetSource {
  applicationName: string;
  applicationVersion: string;
  createdDate: string;
  documentType: string;
  procurementType: string;
  schemaLocation: string;
  /** PCCES's seal over the original content; not written back on export (the content may have changed). */
  signatureSealStamp: string;
}

/** Project and contract information, currency and totals (Main). */
export interface BudgetMain {
  source: BudgetSource;
  contractNo: string;
  procuringEntity: string;
  procuringEntityEn: string;
  procuringEntityId: string;
  contractTitle: string;
  contractTitleEn: string;
  contractLocation: string;
  contractScale: string;
  contractScaleUnit: string;
  executeMethod: string;
  /** ISO 4217 code from GrandTotalInformation/TotalAmount (TWD). */
  currency: string;
  /** The grand total (總價) as stored; after a recalculation, the recalculated one. */
  totalAmount: DecimalString;
  /** The grand total in Chinese financial numerals, e.g. 新台幣肆仟陸佰貳拾玖萬壹仟壹佰零柒元整. */
  totalAmountChinese: string;
  /** DetailList canAddItem attribute; null when absent. */
  canAddItem: boolean | null;
  /** Rounding/display decimals of DetailList, CostBreakdownList and ResourceList. */
  decimals: {
    detail: DisplayDecimals;
    costBreakdown: DisplayDecimals;
    resource: DisplayDecimals;
  };
  /** TenderInformation children the platform does not interpret (ContractSummary, CorrectRatio …), in file order. */
  extraTenderInformation: XmlNodeJson[];
  /** Root children after GrandTotalInformation (MaterialData, GPSLocation, InfoSummary …), in file order. */
  extraSections: XmlNodeJson[];
}

/**
 * A formula expression over other pay items' amounts. `item` is another pay item's amount (by itemKey),
 * `var` a named intermediate (VAR1), `percent` the percentage in force, `minus` the negated sum of its
 * arguments (PCCES writes `minus(61, 60, 59, 58)` meaning −(61+60+59+58)).
 */
export type FormulaExpression =
  | { op: 'item'; itemKey: string }
  | { op: 'var'; name: string }
  | { op: 'percent' }
  | { op: 'number'; value: DecimalString }
  | { op: 'plus'; args: FormulaExpression[] }
  | { op: 'minus'; args: FormulaExpression[] }
  | { op: 'times'; args: FormulaExpression[] }
  | { op: 'divide'; args: [FormulaExpression, FormulaExpression] };

/** A named intermediate of a formula (e.g. VAR1 勞安 = (7+8+9+10+11) × 0.5 / 100). */
export interface FormulaVariable {
  name: string;
  /** The label PCCES gives it (bvar/cn), '' when none. */
  label: string;
  expression: FormulaExpression;
  /** The percentage used inside this variable's expression (from `${name}Percent`). */
  percent: DecimalString;
}

/** One band of a progressive rate (分段計價): the part of the base in (lower, upper] is charged `percent`. */
export interface FormulaTier {
  lower: DecimalString;
  upper: DecimalString;
  percent: DecimalString;
}

/** A formula item's definition, parsed from its MathML. */
export interface BudgetFormula {
  variables: FormulaVariable[];
  /** The Amount expression. */
  expression: FormulaExpression;
  /** The percentage for the Amount expression when it is a single rate (null when tiered). */
  percent: DecimalString | null;
  /** Progressive bands, when the rate depends on the base (工程管理費); null otherwise. */
  tiers: FormulaTier[] | null;
}

/** One DetailList pay item (工作項目), with its children. */
export interface PayItem {
  /** PCCES itemKey: the item's unique id within the book. */
  itemKey: string;
  /** Label of its own level only: 壹 / 一 / 1 ('' for totals). */
  itemNo: string;
  /** Full label path (項次), e.g. 壹.一.3; for an unlabelled total, its name. */
  refItemNo: string;
  /** Hierarchical position code, 4 digits per level: '0001', '00010002'. */
  printNo: string;
  /** Depth, 1 for top-level items. */
  levelNo: number;
  /** itemKey of the parent item; null at the top level. */
  parentKey: string | null;
  itemKind: PayItemKind;
  /** Public works code (PCCES 編碼); joins the item to its analysis. '' when none. */
  refItemCode: string;
  /** Name (Description zh-TW). */
  cName: string;
  eName: string;
  /** Unit (Unit zh-TW), e.g. M2, 式. */
  unitName: string;
  eUnitName: string;
  qty: DecimalString;
  /** Unit price (單價). */
  cost: DecimalString;
  /** Amount (複價). */
  amount: DecimalString;
  percent: DecimalString;
  /** PCCES Remark (e.g. [發包][印單]); kept for export. */
  remark: string;
  /** The platform's own remark on the line (EDIT_sysRemark); '' after import. */
  sysRemark: string;
  /** Price fixed="true": the unit price is locked. */
  costFixed: boolean;
  /** Amount fixed="true": the amount is entered, not computed. */
  amountFixed: boolean;
  /** Price calculateDecimal: unit-price rounding for this item, null for the list's. */
  costDecimals: number | null;
  /** Amount calculateDecimal: amount rounding for this item, null for the list's. */
  amountDecimals: number | null;
  ratios: CostRatios | null;
  /** The linked analysis's quantity (分析數量), null when the item has no analysis. */
  als_qty: DecimalString | null;
  /** The linked analysis's output quantity (單價分析產出數量), null when none. */
  analysisOutputQuantity: DecimalString | null;
  /** The formula of a formula item, null otherwise. */
  formula: BudgetFormula | null;
  children: PayItem[];
}

/** A CostBreakdownList or ResourceList work item: an analysis header with its lines, or one line/resource. */
export interface WorkItem {
  itemCode: string;
  /** Header only: the itemNo of the pay item it prices; null when absent. */
  refItemNo: string | null;
  itemKind: WorkItemKind;
  /** Quantity the analysis produces (header) or 1 (line); null when the attribute is absent (resources). */
  analysisOutputQuantity: DecimalString | null;
  cName: string;
  eName: string;
  unitName: string;
  eUnitName: string;
  qty: DecimalString;
  /** Unit price; null when the file has no Price element (variablePrice resources). */
  cost: DecimalString | null;
  /** Amount; null when the file has no Amount element (analysis headers). */
  amount: DecimalString | null;
  percent: DecimalString;
  remark: string;
  costFixed: boolean;
  amountFixed: boolean;
  costDecimals: number | null;
  amountDecimals: number | null;
  ratios: CostRatios | null;
  children: WorkItem[];
}

/** A ResourceList PayItem entry: a pay item priced without analysis, listed among the resources. */
export interface ResourcePayItem {
  itemKey: string;
  cName: string;
  eName: string;
  unitName: string;
  eUnitName: string;
  qty: DecimalString;
  cost: DecimalString | null;
  amount: DecimalString | null;
  percent: DecimalString;
  remark: string;
  costFixed: boolean;
  amountFixed: boolean;
}

/** Project-wide resource totals (資源統計表). */
export interface ResourceList {
  workItems: WorkItem[];
  payItems: ResourcePayItem[];
}

/** A discount applied to the book at a price-bidding step (A3.8, A5.5). */
export interface Discount {
  /** Step the discount belongs to (reset per step). */
  stepId: string;
  /** Rate as a percentage, e.g. '95' for 95 %; null when given as an amount. */
  rate: DecimalString | null;
  /** Amount after the discount; null when given as a rate. */
  amount: DecimalString | null;
}

/** A past discount, newest last. */
export interface DiscountRecord extends Discount {
  /** When it was replaced (ISO 8601). */
  recordedAt: string;
}

/** The stored budget book. */
export interface BudgetBook {
  schemaVersion: typeof BUDGET_BOOK_SCHEMA_VERSION;
  Main: BudgetMain;
  /** The pay-item tree (bill of quantities), top-level items in order. */
  DetailList: PayItem[];
  /** Unit-price analyses: one WorkItem tree per analysed code. */
  CostBreakdownList: WorkItem[];
  ResourceList: ResourceList;
  Discount: Discount | null;
  DiscountHistory: DiscountRecord[];
}
