/**
 * The price-bidding chain (spec doc 3 §1): A2.8 工程預算 → A3.8 底價訂定 → A5.5 廠商報價 → B1.0 契約預算.
 * Each stage keeps its own copy of the book, created from the previous stage when first opened, and each
 * party may change only what its stage allows: the agency builds the budget (A2.8) and sets the reserve
 * price with its discount (A3.8); the contractor assigned to the project quotes unit prices (A5.5); the
 * agency annotates the contract budget and may split or reset its lines (B1.0).
 */

/** The stages that keep a budget book, in chain order. */
export const BUDGET_STAGES = ['A2.8', 'A3.8', 'A5.5', 'B1.0'] as const;

/** One stage of the chain. */
export type BudgetStage = (typeof BUDGET_STAGES)[number];

/** The stage's title as the product names it. */
export const BUDGET_STAGE_TITLES: Readonly<Record<BudgetStage, string>> = {
  'A2.8': '工程預算書',
  'A3.8': '底價訂定',
  'A5.5': '廠商報價及標價清單',
  'B1.0': '契約預算',
};

/** The stage each stage's book is created from (null for A2.8, which is imported). */
export const PREVIOUS_STAGE: Readonly<Record<BudgetStage, BudgetStage | null>> = {
  'A2.8': null,
  'A3.8': 'A2.8',
  'A5.5': 'A3.8',
  'B1.0': 'A5.5',
};

/** Permission codes that open a stage's book (route-table codes: budget pages 14/15, bidding 25, performance 26). */
export const STAGE_CODES: Readonly<Record<BudgetStage, readonly number[]>> = {
  'A2.8': [14, 15],
  'A3.8': [25],
  'A5.5': [25],
  'B1.0': [26],
};

/** Who is asking: agency staff, the contractor assigned to the project, or anyone else with access. */
export type BudgetParty = 'agency' | 'contractor' | 'other';

/** What one party may do with one stage's book. */
export interface StageCapabilities {
  /** May read the book at all. */
  view: boolean;
  /** May change quantities of editable lines. */
  qty: boolean;
  /** May change unit prices of editable lines. */
  cost: boolean;
  /** May write system remarks (備註) on lines. */
  sysRemark: boolean;
  /** May set the stage's discount (A3.8 reserve price, A5.5 quote). */
  discount: boolean;
  /** May split a line into cost stages and reset lines to their original children (B1.0). */
  restructure: boolean;
}

const NOTHING: StageCapabilities = { view: false, qty: false, cost: false, sysRemark: false, discount: false, restructure: false };
const VIEW_ONLY: StageCapabilities = { ...NOTHING, view: true };

/** The capabilities of a party on a stage; the reserve price and the agency's prices never reach a contractor. */
export function stageCapabilities(stage: BudgetStage, party: BudgetParty): StageCapabilities {
  switch (stage) {
    case 'A2.8':
      return party === 'agency' ? { ...VIEW_ONLY, qty: true, cost: true, sysRemark: true } : NOTHING;
    case 'A3.8':
      return party === 'agency' ? { ...VIEW_ONLY, cost: true, sysRemark: true, discount: true } : NOTHING;
    case 'A5.5':
      if (party === 'contractor') return { ...VIEW_ONLY, cost: true, sysRemark: true, discount: true };
      return party === 'agency' ? VIEW_ONLY : NOTHING;
    case 'B1.0':
      return party === 'agency' ? { ...VIEW_ONLY, sysRemark: true, restructure: true } : VIEW_ONLY;
  }
}

/** True when the text names a stage of the chain. */
export function isBudgetStage(value: unknown): value is BudgetStage {
  return typeof value === 'string' && (BUDGET_STAGES as readonly string[]).includes(value);
}

/** True when the stage carries a discount (A3.8 and A5.5; reset per step). */
export function stageHasDiscount(stage: BudgetStage): boolean {
  return stage === 'A3.8' || stage === 'A5.5';
}
