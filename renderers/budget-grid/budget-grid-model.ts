/**
 * The grid's working state, apart from React and AG Grid so it can be tested on its own: the book's
 * calculation as edited (updateBudgetItem recomputes only the edited line and what depends on it), a
 * preview while a figure is being typed, remarks, the undo history, whether anything is unsaved, and the
 * DetailList to send back (Save_CalResult). The rows first show the stored figures (the server stores
 * them recalculated), so a large book shows at once; the full calculation is made when the grid is idle
 * (warm) or at the first edit.
 */
import type { BudgetBook, PayItem } from '../../src/domain/budget-book/budget-book-types';
import { isDecimalText, toDecimal, toDecimalString } from '../../src/domain/budget-book/budget-decimal';
import type { BudgetStage } from '../../src/domain/budget-book/budget-stages';
import { flattenBudgetBook, type BudgetGridRow } from '../../src/domain/budget-book/flatten-budget-book';
import type { SubmittedPayItem } from '../../src/domain/budget-book/merge-stage-edits';
import { recalculateBudgetBook, type BudgetCalculation, type PayItemFigures } from '../../src/domain/budget-book/recalculate-budget-book';
import { updateBudgetItem } from '../../src/domain/budget-book/update-budget-item';
import { DomainError } from '../../src/domain/errors';
import { popEdits, pushEdits, type CellEdit, type EditField } from './edit-history';

/** What the grid lets the user change (the stage's capabilities, as the server answered them). */
export interface GridEditRights {
  qty: boolean;
  cost: boolean;
  sysRemark: boolean;
}

/** One requested change of a cell. */
export interface GridEditRequest {
  itemKey: string;
  field: EditField;
  value: string;
}

/** The outcome of applying edits: the rows whose shown values changed, and the refusals (zh-TW). */
export interface GridEditOutcome {
  changedKeys: string[];
  errors: string[];
}

const FIELD_LABELS: Record<EditField, string> = { qty: '數量', cost: '單價', sysRemark: '備註' };

/** The working state of one loaded book. */
export class BudgetGridModel {
  /** Grid rows in print order (static fields; figures come from `figures`). */
  readonly rows: BudgetGridRow[];
  private readonly rowsByKey: Map<string, BudgetGridRow>;
  private calculated: BudgetCalculation | null = null;
  private readonly stored: Map<string, PayItemFigures>;
  private preview: { calculation: BudgetCalculation; changed: string[] } | null = null;
  private readonly remarks = new Map<string, string>();
  private readonly saved = new Map<string, { qty: string; cost: string; sysRemark: string }>();
  private readonly touched = new Set<string>();
  private history: CellEdit[][] = [];

  constructor(
    readonly book: BudgetBook,
    readonly stage: BudgetStage,
    readonly rights: GridEditRights,
  ) {
    this.rows = flattenBudgetBook(book, { stage });
    this.rowsByKey = new Map(this.rows.map((row) => [row.itemKey, row]));
    this.stored = new Map(this.rows.map((row) => [row.itemKey, { qty: row.qty, cost: row.cost, amount: row.amount, formulaPercent: row.formulaPercent }]));
    for (const row of this.rows) {
      this.remarks.set(row.itemKey, row.sysRemark);
      this.saved.set(row.itemKey, { qty: row.qty, cost: row.cost, sysRemark: row.sysRemark });
    }
  }

  /** The book's calculation as edited, made on first need. */
  private get committed(): BudgetCalculation {
    this.calculated ??= recalculateBudgetBook(this.book);
    return this.calculated;
  }

  /** Makes the full calculation now (the grid calls it when idle); answers whether it had to. */
  warm(): boolean {
    if (this.calculated !== null) return false;
    void this.committed;
    return true;
  }

  /** The calculation shown: the preview while a figure is being typed, else the committed one. */
  get calculation(): BudgetCalculation {
    return this.preview?.calculation ?? this.committed;
  }

  /** The figures shown for an item: the stored ones until the calculation exists. */
  figures(itemKey: string): PayItemFigures {
    const source = this.preview?.calculation ?? this.calculated;
    return (source?.items.get(itemKey) ?? this.stored.get(itemKey)) as PayItemFigures;
  }

  /** The remark shown for an item. */
  remark(itemKey: string): string {
    return this.remarks.get(itemKey) ?? '';
  }

  /** The grand total shown. */
  get grandTotal(): string {
    return (this.preview?.calculation ?? this.calculated)?.grandTotal ?? this.book.Main.totalAmount;
  }

  /** True when the cell may be edited in this stage. */
  isEditable(itemKey: string, field: EditField): boolean {
    const row = this.rowsByKey.get(itemKey);
    if (row === undefined) return false;
    if (field === 'qty') return this.rights.qty && row.qtyEditable;
    if (field === 'cost') return this.rights.cost && row.costEditable;
    return this.rights.sysRemark;
  }

  /** The current text of an editable field. */
  valueOf(itemKey: string, field: EditField): string {
    if (field === 'sysRemark') return this.remark(itemKey);
    const figures = this.committed.items.get(itemKey);
    return figures === undefined ? '' : figures[field];
  }

  /** Shows the effect of a figure being typed without committing it; answers the rows to refresh. */
  previewEdit(itemKey: string, field: 'qty' | 'cost', text: string): string[] {
    const before = this.preview?.changed ?? [];
    const value = text.replace(/,/g, '').trim();
    if (!this.isEditable(itemKey, field) || !isDecimalText(value)) {
      this.preview = null;
      return before;
    }
    try {
      const update = updateBudgetItem(this.committed, { itemKey, [field]: value });
      const changed = update.changed.map((figures) => figures.itemKey);
      this.preview = { calculation: update.calculation, changed };
      return [...new Set([...before, ...changed])];
    } catch {
      this.preview = null;
      return before;
    }
  }

  /** Drops the preview (an edit was cancelled); answers the rows to refresh. */
  clearPreview(): string[] {
    const changed = this.preview?.changed ?? [];
    this.preview = null;
    return changed;
  }

  /** Applies edits as one undoable action; cells that may not be edited or get a bad value are refused. */
  applyEdits(requests: readonly GridEditRequest[]): GridEditOutcome {
    const outcome = this.apply(requests);
    this.history = pushEdits(this.history, outcome.applied);
    return { changedKeys: outcome.changedKeys, errors: outcome.errors };
  }

  /** Takes the last action back; null when there is nothing to undo. */
  undo(): GridEditOutcome | null {
    const last = popEdits(this.history);
    if (last === null) return null;
    this.history = last.rest;
    const outcome = this.apply([...last.group].reverse().map((edit) => ({ itemKey: edit.itemKey, field: edit.field, value: edit.before })));
    return { changedKeys: outcome.changedKeys, errors: outcome.errors };
  }

  /** How many actions can be undone. */
  get undoDepth(): number {
    return this.history.length;
  }

  /** True when some line differs from what was loaded or last saved. */
  get dirty(): boolean {
    for (const key of this.touched) {
      const saved = this.saved.get(key);
      const figures = this.committed.items.get(key);
      if (saved === undefined || figures === undefined) continue;
      if (saved.qty !== figures.qty || saved.cost !== figures.cost || saved.sysRemark !== this.remark(key)) return true;
    }
    return false;
  }

  /** Records the current values as saved (after Save_CalResult succeeded). */
  markSaved(): void {
    for (const key of this.touched) {
      const figures = this.committed.items.get(key);
      if (figures !== undefined) this.saved.set(key, { qty: figures.qty, cost: figures.cost, sysRemark: this.remark(key) });
    }
    this.touched.clear();
  }

  /** The tree to send back: keys with the current quantities, unit prices and remarks. */
  toDetailList(): SubmittedPayItem[] {
    const visit = (item: PayItem): SubmittedPayItem => {
      const figures = this.committed.items.get(item.itemKey) as PayItemFigures;
      return { itemKey: item.itemKey, qty: figures.qty, cost: figures.cost, sysRemark: this.remark(item.itemKey), children: item.children.map(visit) };
    };
    return this.book.DetailList.map(visit);
  }

  private apply(requests: readonly GridEditRequest[]): { applied: CellEdit[]; changedKeys: string[]; errors: string[] } {
    this.preview = null;
    const applied: CellEdit[] = [];
    const changed = new Set<string>();
    const errors: string[] = [];
    for (const request of requests) {
      const row = this.rowsByKey.get(request.itemKey);
      const label = `項次「${row?.refItemNo || row?.cName || request.itemKey}」的${FIELD_LABELS[request.field]}`;
      if (!this.isEditable(request.itemKey, request.field)) {
        errors.push(`${label}不能修改`);
        continue;
      }
      const before = this.valueOf(request.itemKey, request.field);
      if (request.field === 'sysRemark') {
        const text = request.value.trim();
        if (text === before) continue;
        this.remarks.set(request.itemKey, text);
        applied.push({ itemKey: request.itemKey, field: 'sysRemark', before, after: text });
        changed.add(request.itemKey);
        this.touched.add(request.itemKey);
        continue;
      }
      const value = request.value.replace(/,/g, '').trim() || '0';
      if (!isDecimalText(value)) {
        errors.push(`${label}必須是數字`);
        continue;
      }
      const normalised = toDecimalString(toDecimal(value));
      if (normalised === before) continue;
      try {
        const update = updateBudgetItem(this.committed, { itemKey: request.itemKey, [request.field]: normalised });
        this.calculated = update.calculation;
        for (const figures of update.changed) changed.add(figures.itemKey);
        changed.add(request.itemKey);
        applied.push({ itemKey: request.itemKey, field: request.field, before, after: normalised });
        this.touched.add(request.itemKey);
      } catch (error) {
        errors.push(error instanceof DomainError ? error.userMessage : String(error));
      }
    }
    return { applied, changedKeys: [...changed], errors };
  }
}
