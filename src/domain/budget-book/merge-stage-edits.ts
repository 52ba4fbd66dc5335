/**
 * Applies what a caller sends back (Save_CalResult's DetailList) to the stored book of a stage, allowing
 * only what the stage lets the caller change: quantities and unit prices of editable lines, system remarks,
 * and — in the contract stage — cost-stage lines under an original leaf. Everything else must be as stored
 * (same items in the same order, same names, units and kinds), else the whole save is refused with a zh-TW
 * message naming the item. Amounts and computed unit prices sent are ignored: the server recalculates them,
 * and its figures win.
 */
import type { BudgetBook, PayItem } from './budget-book-types';
import { isDecimalText, toDecimal, toDecimalString } from './budget-decimal';
import type { StageCapabilities } from './budget-stages';
import { formatItemNumber, formatPrintNoSegment } from './format-item-number';
import { describePayItem, indexBudgetBook, isAnalysedItem, isGroupItem, type BudgetBookIndex } from './index-budget-book';
import { isCostEditable, isQuantityEditable } from './update-budget-item';
import { InputError } from '../errors';

/** A pay item as a caller sends it back; figures are decimal strings. */
export interface SubmittedPayItem {
  itemKey: string;
  cName?: string;
  unitName?: string;
  itemKind?: string;
  qty?: string;
  cost?: string;
  sysRemark?: string;
  children?: SubmittedPayItem[];
}

/** Longest system remark kept on a line. */
export const SYS_REMARK_MAX_LENGTH = 1000;
/** Largest magnitude a quantity or unit price may have. */
const MAX_FIGURE = toDecimal('1e12');
/** Most decimals a quantity or unit price may carry. */
const MAX_DECIMALS = 6;

/** What a merge needs besides the stored book and the submission. */
export interface MergeStageOptions {
  capabilities: StageCapabilities;
  /** Keys of the lines the stage was created with (contract stage): a line outside it is a cost-stage line. */
  originKeys?: ReadonlySet<string>;
  /** Keys of the original leaves: the lines that may be split into cost stages. */
  originLeafKeys?: ReadonlySet<string>;
}

/** The merged book and what changed: figures or lines (what a later stage depends on), and remarks. */
export interface MergedStage {
  book: BudgetBook;
  figureChanges: number;
  remarkChanges: number;
}

/** A copy of the stored book carrying the allowed edits; throws InputError (zh-TW) on any other change. */
export function mergeStageEdits(stored: BudgetBook, submitted: readonly SubmittedPayItem[], options: MergeStageOptions): MergedStage {
  const copy = structuredClone(stored);
  const index = indexBudgetBook(copy);
  const merger = new StageMerger(index, options);
  copy.DetailList = merger.mergeList(copy.DetailList, submitted, null);
  return { book: copy, figureChanges: merger.figureChanges, remarkChanges: merger.remarkChanges };
}

class StageMerger {
  private readonly usedKeys: Set<string>;
  figureChanges = 0;
  remarkChanges = 0;

  constructor(
    private readonly index: BudgetBookIndex,
    private readonly options: MergeStageOptions,
  ) {
    this.usedKeys = new Set(index.items.keys());
  }

  mergeList(stored: PayItem[], submitted: readonly SubmittedPayItem[], parent: PayItem | null): PayItem[] {
    if (parent !== null && this.options.capabilities.restructure && this.options.originLeafKeys?.has(parent.itemKey)) {
      return this.mergeCostStages(parent, stored, submitted);
    }
    const where = parent === null ? '預算書第一層' : `項次「${describePayItem(parent)}」`;
    if (stored.length !== submitted.length || stored.some((item, position) => item.itemKey !== submitted[position]?.itemKey)) {
      throw new InputError(`${where}的工作項目與預算書不符，請重新載入後再編輯`, { fields: { itemKey: parent?.itemKey ?? null } });
    }
    return stored.map((item, position) => this.mergeItem(item, submitted[position] as SubmittedPayItem));
  }

  private mergeItem(item: PayItem, sent: SubmittedPayItem): PayItem {
    const label = `項次「${describePayItem(item)}」`;
    const costStage = this.options.originKeys !== undefined && !this.options.originKeys.has(item.itemKey);
    const caps = this.options.capabilities;
    if (!costStage) {
      if (sent.cName !== undefined && sent.cName.trim() !== item.cName) throw new InputError(`${label}的名稱不能修改`);
      if (sent.unitName !== undefined && sent.unitName.trim() !== item.unitName) throw new InputError(`${label}的單位不能修改`);
    } else {
      if (sent.cName !== undefined) item.cName = requireText(sent.cName, `${label}的名稱`);
      if (sent.unitName !== undefined) item.unitName = sent.unitName.trim();
    }
    if (sent.itemKind !== undefined && sent.itemKind !== item.itemKind) throw new InputError(`${label}的種類不能修改`);
    // The same text as stored is the common case: no decimal arithmetic for it.
    if (sent.qty !== undefined && sent.qty !== item.qty) {
      const qty = readFigure(sent.qty, `${label}的數量`);
      if (qty !== toDecimalString(toDecimal(item.qty))) {
        const allowed = costStage ? caps.restructure : caps.qty && isQuantityEditable(item);
        if (!allowed) throw new InputError(`${label}的數量不能修改`);
        item.qty = qty;
        this.figureChanges += 1;
      }
    }
    // A computed unit price (a group's, a formula's, a subtotal's, an analysed line's) is recalculated like an amount.
    if (sent.cost !== undefined && sent.cost !== item.cost && (costStage || !this.isComputedCost(item))) {
      const cost = readFigure(sent.cost, `${label}的單價`);
      if (cost !== toDecimalString(toDecimal(item.cost))) {
        const allowed = costStage ? caps.restructure : caps.cost && isCostEditable(item, this.index);
        if (!allowed) throw new InputError(`${label}的單價不能修改`);
        item.cost = cost;
        this.figureChanges += 1;
      }
    }
    if (sent.sysRemark !== undefined && sent.sysRemark !== item.sysRemark && sent.sysRemark.trim() !== item.sysRemark) {
      if (!caps.sysRemark) throw new InputError(`${label}的備註不能修改`);
      item.sysRemark = readRemark(sent.sysRemark, label);
      this.remarkChanges += 1;
    }
    item.children = this.mergeList(item.children, sent.children ?? [], item);
    return item;
  }

  private isComputedCost(item: PayItem): boolean {
    return isGroupItem(item) || item.itemKind === 'formula' || item.itemKind === 'subtotal' || isAnalysedItem(item, this.index.analyses);
  }

  /** The children of an original leaf in the contract stage: cost-stage lines the agency adds, edits or removes. */
  private mergeCostStages(parent: PayItem, stored: PayItem[], submitted: readonly SubmittedPayItem[]): PayItem[] {
    const existing = new Map(stored.map((child) => [child.itemKey, child]));
    const where = `項次「${describePayItem(parent)}」`;
    const children = submitted.map((sent) => {
      if ((sent.children ?? []).length > 0) throw new InputError(`${where}的計價階段不能再分項`);
      const known = existing.get(sent.itemKey);
      if (known !== undefined) {
        existing.delete(sent.itemKey);
        return this.mergeItem(known, { ...sent, children: [] });
      }
      if (this.usedKeys.has(sent.itemKey) || sent.itemKey.trim() === '') {
        throw new InputError(`${where}新增的計價階段代碼「${sent.itemKey}」重複或空白`);
      }
      this.usedKeys.add(sent.itemKey);
      this.figureChanges += 1;
      const child: PayItem = {
        itemKey: sent.itemKey,
        itemNo: '',
        refItemNo: '',
        printNo: '',
        levelNo: parent.levelNo + 1,
        parentKey: parent.itemKey,
        itemKind: 'general',
        refItemCode: '',
        cName: requireText(sent.cName ?? '', `${where}新增計價階段的名稱`),
        eName: '',
        unitName: (sent.unitName ?? parent.unitName).trim(),
        eUnitName: parent.eUnitName,
        qty: '0',
        cost: '0',
        amount: '0',
        percent: '0',
        remark: '',
        sysRemark: '',
        costFixed: false,
        amountFixed: false,
        costDecimals: parent.costDecimals,
        amountDecimals: parent.amountDecimals,
        ratios: null,
        als_qty: null,
        analysisOutputQuantity: null,
        formula: null,
        children: [],
      };
      return this.mergeItem(child, { ...sent, cName: undefined, unitName: undefined, itemKind: undefined, children: [] });
    });
    if (existing.size > 0) this.figureChanges += existing.size;
    // Positions may shift when a cost stage is removed: number the lines after their place.
    children.forEach((child, position) => {
      child.itemNo = formatItemNumber(position + 1, child.levelNo);
      child.refItemNo = parent.refItemNo === '' ? child.itemNo : `${parent.refItemNo}.${child.itemNo}`;
      child.printNo = parent.printNo + formatPrintNoSegment(position + 1);
    });
    return children;
  }
}

function readFigure(raw: string, what: string): string {
  const text = raw.trim().replace(/,/g, '');
  if (!isDecimalText(text || '0')) throw new InputError(`${what}必須是數字`);
  const value = toDecimal(text || '0');
  if (value.abs().greaterThanOrEqualTo(MAX_FIGURE)) throw new InputError(`${what}超過上限`);
  if (value.decimalPlaces() > MAX_DECIMALS) throw new InputError(`${what}最多 ${MAX_DECIMALS} 位小數`);
  return toDecimalString(value);
}

function readRemark(raw: string, label: string): string {
  const text = raw.trim();
  if (text.length > SYS_REMARK_MAX_LENGTH) throw new InputError(`${label}的備註不能超過 ${SYS_REMARK_MAX_LENGTH} 字`);
  return text;
}

function requireText(raw: string, what: string): string {
  const text = raw.trim();
  if (text === '') throw new InputError(`${what}不能空白`);
  return text;
}
