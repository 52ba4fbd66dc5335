/**
 * The price-bidding chain (spec doc 3 §1), read from the step definitions' `budgetBook` blocks: in the
 * built-in catalogue A2.8 工程預算 → A3.8 底價訂定 → A5.5 廠商報價 → B1.0 契約預算. Each stage keeps its own
 * copy of the book, created from the previous stage (`from`, by `derive`) when first opened, and each party
 * may do only what the stage's `parties` allow. A stage's title and permission codes are its step's.
 * The catalogue validator (check-budget-chain.ts) guarantees one start, no cycle and one line.
 */
import { isAgencyCaller, type AccessCaller } from '../projects/decide-project-access';
import type { StepDefinition } from '../steps/step-definition';

type BudgetBookStage = NonNullable<StepDefinition['budgetBook']>;

/** A stage of the chain, named by its step id (A2.8 …). */
export type BudgetStage = string;

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

/** How a stage's book is made from the previous stage's (derive-stage-book.ts). */
export type StageDerivation = NonNullable<BudgetBookStage['derive']>;

/** One stage as its step defines it. */
export interface BudgetStageDefinition {
  id: string;
  title: string;
  /** The stage the book is created from; null for the start, whose book is imported. */
  from: string | null;
  /** How the book is made from `from`'s (null for the start). */
  derive: StageDerivation | null;
  /** The stage's step: its permissions open the book for reading / changing. */
  step: StepDefinition;
  /** What each party may do. */
  parties: BudgetBookStage['parties'];
  /** The name of the total after the stage's discount, or null when the stage has no discount. */
  discountLabel: string | null;
}

/** The chain in order, from the imported start to the last stage. */
export type BudgetChain = readonly BudgetStageDefinition[];

const NOTHING: StageCapabilities = { view: false, qty: false, cost: false, sysRemark: false, discount: false, restructure: false };

/** The chain the definitions describe, in order; definitions without `budgetBook` are ignored. */
export function readBudgetChain(definitions: readonly StepDefinition[]): BudgetChain {
  const stages = definitions.flatMap((definition): BudgetStageDefinition[] => {
    const block = definition.budgetBook;
    if (!block) return [];
    return [
      {
        id: definition.id,
        title: definition.title,
        from: block.from ?? null,
        derive: block.from ? (block.derive ?? 'copy') : null,
        step: definition,
        parties: block.parties,
        discountLabel: block.discountLabel ?? null,
      },
    ];
  });
  const chain: BudgetStageDefinition[] = [];
  let next = stages.find((stage) => stage.from === null);
  // Bounded by the stage count, so a cycle in an unvalidated catalogue cannot loop forever.
  while (next && chain.length < stages.length) {
    chain.push(next);
    const current: string = next.id;
    next = stages.find((stage) => stage.from === current);
  }
  return chain;
}

/** Names the chain's first stage (the imported book, A2.8) where a stage id is taken: BGC's calls serve it. */
export const FIRST_STAGE = ':first';
/** Names the chain's last stage (the contract budget, B1.0) where a stage id is taken: EMA's calls serve it. */
export const LAST_STAGE = ':last';

/** The stage of the chain named `id` (or FIRST_STAGE / LAST_STAGE), or undefined. */
export function findBudgetStage(chain: BudgetChain, id: string): BudgetStageDefinition | undefined {
  if (id === FIRST_STAGE) return chain[0];
  if (id === LAST_STAGE) return chain[chain.length - 1];
  return chain.find((stage) => stage.id === id);
}

/** The stage whose book is created from `id`'s, or undefined for the last stage. */
export function findNextStage(chain: BudgetChain, id: string): BudgetStageDefinition | undefined {
  return chain.find((stage) => stage.from === id);
}

/** The stage that copies `id`'s book (derive copy), which is to be told when `id`'s figures change (提醒您 'total'). */
export function findCopyingStage(chain: BudgetChain, id: string): BudgetStageDefinition | undefined {
  const next = findNextStage(chain, id);
  return next?.derive === 'copy' ? next : undefined;
}

/** '「A3.8 底價訂定」' without the quotes: the stage as messages name it. */
export function stageLabel(stage: Pick<BudgetStageDefinition, 'id' | 'title'>): string {
  return `${stage.id} ${stage.title}`;
}

/** The caller's party: agency staff, else the contractor when assigned as one (assignedAs from assertProjectAccess), else other. */
export function decideBudgetParty(caller: AccessCaller, assignedAs: readonly string[]): BudgetParty {
  if (isAgencyCaller(caller)) return 'agency';
  return assignedAs.includes('contractor') ? 'contractor' : 'other';
}

/** What a caller naming an unknown stage is told: "'stp_id'必須為 A2.8、A3.8、A5.5 或 B1.0". */
export function unknownStageMessage(chain: BudgetChain): string {
  const ids = chain.map((stage) => stage.id);
  const last = ids.pop();
  return ids.length === 0 ? `'stp_id'必須為 ${last ?? '計價階段'}` : `'stp_id'必須為 ${ids.join('、')} 或 ${last}`;
}

/** The capabilities of a party on a stage; a party the stage does not list may do nothing. */
export function stageCapabilities(stage: BudgetStageDefinition, party: BudgetParty): StageCapabilities {
  const abilities = stage.parties[party] ?? [];
  const capabilities = { ...NOTHING };
  for (const ability of abilities) capabilities[ability] = true;
  return capabilities;
}

/** True when some party may split the stage's lines, so the stage keeps its lines as first made (origin) to reset to. */
export function stageKeepsOrigin(stage: BudgetStageDefinition): boolean {
  return Object.values(stage.parties).some((abilities) => abilities?.includes('restructure'));
}

/** True when the capabilities allow any change. */
export function canChangeStage(capabilities: StageCapabilities): boolean {
  return capabilities.qty || capabilities.cost || capabilities.sysRemark || capabilities.discount || capabilities.restructure;
}
