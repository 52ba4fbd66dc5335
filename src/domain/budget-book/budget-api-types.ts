/**
 * The shapes the budget-book calls answer (PCS, BGC, EMA), shared by the server that builds them and the
 * web pages that read them, so both sides agree by the compiler rather than by memory.
 */
import type { BudgetBook } from './budget-book-types';
import type { BudgetParty, StageCapabilities } from './budget-stages';
import type { BudgetBookCounts } from './count-budget-book';

/** A formula item as listed beside the book: its rate with 11 decimals. */
export interface FormulaSummary {
  itemKey: string;
  refItemNo: string;
  cName: string;
  percent: string | null;
}

/** Why editing is closed: the step rules' refusal (type preq or lock, with the steps). */
export interface EditBlock {
  message: string;
  type: string | null;
  steps: unknown[];
}

/** Load_Detail_Now / Get_Final_DetailList: a stage's book under the specification's names, with what the caller may do. */
export interface StageBookAnswer extends BudgetBook {
  pid: number;
  ds_id: number;
  stp_id: string;
  /** The stage as pages name it: '{id} {step title}'. */
  Desc: string;
  /** What the total after the stage's discount is called (底價, 折扣後報價), or null when the stage has none. */
  discountLabel: string | null;
  PCS_budProject: { proj_id: number; proj_name: string; proj_number: string };
  formula: FormulaSummary[];
  analysisRemarks: Record<string, string>;
  totalAmount: string;
  finalAmount: string;
  revision: number;
  updatedAt: string;
  party: BudgetParty;
  /** What the caller may change now (all false while the step rules close editing). */
  capabilities: StageCapabilities;
  editBlock: EditBlock | null;
  /** A stage copied from the previous one (A3.8): that book's figures changed since (提醒您 'total'). */
  budgetChanged: boolean;
  /** A stage that may be restructured (B1.0): the original leaves, which may be split into cost stages and reset. */
  originLeafKeys: string[];
}

/** Save_CalResult's answer: the server's totals and the new revision. */
export interface SaveStageResult {
  revision: number;
  totalAmount: string;
  finalAmount: string;
  changed: boolean;
  /** A2.8 saved while A3.8 exists: show 提醒您 'total' (預算已變更，請至 A3.8 編輯底價資訊). */
  totalReminder: boolean;
  updatedAt: string;
}

/** Import_Budgetbook's answer. */
export interface ImportBudgetResult {
  proj_id: number;
  /** The import's id: the budget-book file of the project (proj_file_id). */
  proj_file_id: number;
  fileName: string;
  contractNo: string;
  contractTitle: string;
  counts: BudgetBookCounts;
  /** The total the file states. */
  totalAmount: string;
  /** The total recalculated by the platform (equal, or the file would have been refused). */
  recalculatedTotal: string;
  revision: number;
  /** A2.8's status after the import (2, done). */
  stepState: number;
  /** A3.8's reserve price was set on the earlier budget: show 提醒您 'total'. */
  totalReminder: boolean;
}

/** One import of a PCCES file (the project's budget-book file). */
export interface BudgetImportRecord {
  proj_file_id: number;
  fileName: string;
  fileSize: number;
  contractNo: string;
  contractTitle: string;
  counts: BudgetBookCounts;
  totalAmount: string;
  importedBy: string;
  importedAt: string;
}

/** One stage's summary in GET_Budget_Info. */
export interface StageSummary {
  stp_id: string;
  title: string;
  /** The caller holds the stage step's view code and their party may read its book. */
  canOpen: boolean;
  exists: boolean;
  totalAmount: string | null;
  /** Total after the stage's discount; null when the caller may not see it. */
  finalAmount: string | null;
  revision: number | null;
  updatedAt: string | null;
  checkResult: string;
  state: number;
}

/** GET_Budget_Info with proj_id: one project's budget information. */
export interface ProjectBudgetInfo {
  proj_id: number;
  proj_number: string;
  proj_name: string;
  stages: StageSummary[];
  imports: BudgetImportRecord[];
  /** The import the A2.8 book now comes from. */
  proj_file_id: number | null;
  /** A2.8 changed after A3.8's reserve price was set. */
  totalReminder: boolean;
  /** The A2.8 book's basic data (預算書基本資料), null without a book. */
  main: BudgetBasicData | null;
}

/** The editable basic data of a budget book (Edit_Project_BudgetBook). */
export interface BudgetBasicData {
  contractNo: string;
  contractTitle: string;
  contractLocation: string;
  procuringEntity: string;
  procuringEntityId: string;
  contractScale: string;
  contractScaleUnit: string;
  executeMethod: string;
  /** The A2.8 book's revision, sent back with an edit. */
  revision: number;
}

/** GET_Budget_Info without proj_id: a row of the project list. */
export interface BudgetProjectRow {
  proj_id: number;
  proj_number: string;
  proj_name: string;
  proj_file_id: number | null;
  fileName: string | null;
  totalAmount: string | null;
  updatedAt: string | null;
  a28State: number;
  stages: string[];
}

/** Get_Engineering_Unit: one party of the works. */
export interface EngineeringUnit {
  key: 'host' | 'design' | 'supervision' | 'construction' | 'management';
  title: string;
  name: string;
}
