// Test helper: the price-bidding chain of the built-in catalogue (steps/*.json), read once.
import { findBudgetStage, readBudgetChain, type BudgetStageDefinition } from '../../../../src/domain/budget-book/budget-stages';
import { readCatalogue } from '../steps/catalogue-files';

/** The chain the built-in catalogue describes. */
export const CATALOGUE_CHAIN = readBudgetChain(readCatalogue());

/** One stage of the built-in chain; throws when the catalogue lacks it. */
export function catalogueStage(id: string): BudgetStageDefinition {
  const stage = findBudgetStage(CATALOGUE_CHAIN, id);
  if (!stage) throw new Error(`no budget stage ${id} in steps/`);
  return stage;
}
