/** The price-bidding chain as the current step definitions describe it (budget-stages.ts). */
import { findBudgetStage, readBudgetChain, unknownStageMessage, type BudgetChain, type BudgetStageDefinition } from '../../../domain/budget-book/budget-stages';
import { InputError } from '../../../domain/errors';
import type { Database } from '../../db/connect-database';
import { findCurrentDefinitions } from '../steps/find-step-definitions';

/** The chain of the published definitions, in order. */
export async function findBudgetChain(db: Database): Promise<BudgetChain> {
  return readBudgetChain(await findCurrentDefinitions(db));
}

/** The chain and the stage named `stageId`; InputError ('stp_id'必須為 …) when no stage has that id. */
export async function findBudgetStageOf(db: Database, stageId: string): Promise<{ chain: BudgetChain; stage: BudgetStageDefinition }> {
  const chain = await findBudgetChain(db);
  const stage = findBudgetStage(chain, stageId);
  if (!stage) throw new InputError(unknownStageMessage(chain), { log: `no budget stage ${stageId}` });
  return { chain, stage };
}
