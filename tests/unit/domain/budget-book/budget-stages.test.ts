import { describe, expect, it } from 'vitest';
import {
  FIRST_STAGE,
  LAST_STAGE,
  decideBudgetParty,
  findBudgetStage,
  findCopyingStage,
  readBudgetChain,
  stageCapabilities,
  stageKeepsOrigin,
  unknownStageMessage,
  type BudgetParty,
} from '../../../../src/domain/budget-book/budget-stages';
import type { StepDefinition } from '../../../../src/domain/steps/step-definition';
import { readCatalogue } from '../steps/catalogue-files';
import { CATALOGUE_CHAIN, catalogueStage } from './budget-chain-fixture';

const capabilitiesOf = (id: string, party: BudgetParty) => stageCapabilities(catalogueStage(id), party);

describe('stageCapabilities (the built-in definitions)', () => {
  const parties: BudgetParty[] = ['agency', 'contractor', 'other'];

  it('never lets a contractor or anyone else see the budget (A2.8) or the reserve price (A3.8)', () => {
    for (const party of ['contractor', 'other'] as const) {
      expect(capabilitiesOf('A2.8', party).view).toBe(false);
      expect(capabilitiesOf('A3.8', party).view).toBe(false);
    }
  });

  it('gives each stage its editor: agency builds A2.8 and sets A3.8, the contractor quotes A5.5, the agency annotates B1.0', () => {
    expect(capabilitiesOf('A2.8', 'agency')).toEqual({ view: true, qty: true, cost: true, sysRemark: true, discount: false, restructure: false });
    expect(capabilitiesOf('A3.8', 'agency')).toEqual({ view: true, qty: false, cost: true, sysRemark: true, discount: true, restructure: false });
    expect(capabilitiesOf('A5.5', 'contractor')).toEqual({ view: true, qty: false, cost: true, sysRemark: true, discount: true, restructure: false });
    expect(capabilitiesOf('A5.5', 'agency')).toEqual({ view: true, qty: false, cost: false, sysRemark: false, discount: false, restructure: false });
    expect(capabilitiesOf('B1.0', 'agency')).toMatchObject({ view: true, sysRemark: true, restructure: true, cost: false });
    for (const party of parties) expect(capabilitiesOf('B1.0', party).view).toBe(true);
    expect(capabilitiesOf('A5.5', 'other').view).toBe(false);
  });
});

describe('readBudgetChain', () => {
  it('chains the stages, takes titles and codes from the steps, and knows which carry a discount', () => {
    expect(CATALOGUE_CHAIN.map((stage) => [stage.id, stage.from, stage.derive])).toEqual([
      ['A2.8', null, null],
      ['A3.8', 'A2.8', 'copy'],
      ['A5.5', 'A3.8', 'withoutAgencyPrices'],
      ['B1.0', 'A5.5', 'applyDiscount'],
    ]);
    const steps = new Map(readCatalogue().map((definition) => [definition.id, definition]));
    for (const stage of CATALOGUE_CHAIN) {
      expect(stage.title).toBe(steps.get(stage.id)?.title);
      expect(stage.step.permissions).toEqual(steps.get(stage.id)?.permissions);
    }
    expect(CATALOGUE_CHAIN.filter((stage) => stage.discountLabel !== null).map((stage) => [stage.id, stage.discountLabel])).toEqual([
      ['A3.8', '底價'],
      ['A5.5', '折扣後報價'],
    ]);
    expect(CATALOGUE_CHAIN.filter(stageKeepsOrigin).map((stage) => stage.id)).toEqual(['B1.0']);
  });

  it('orders the stages by `from`, whatever order the definitions come in', () => {
    expect(readBudgetChain([...readCatalogue()].reverse()).map((stage) => stage.id)).toEqual(['A2.8', 'A3.8', 'A5.5', 'B1.0']);
  });

  it('finds stages by id or by end, the copy to remind, and words an unknown stage', () => {
    expect(findBudgetStage(CATALOGUE_CHAIN, FIRST_STAGE)?.id).toBe('A2.8');
    expect(findBudgetStage(CATALOGUE_CHAIN, LAST_STAGE)?.id).toBe('B1.0');
    expect(findBudgetStage(CATALOGUE_CHAIN, 'A3.9')).toBeUndefined();
    expect(findCopyingStage(CATALOGUE_CHAIN, 'A2.8')?.id).toBe('A3.8');
    expect(findCopyingStage(CATALOGUE_CHAIN, 'A3.8')).toBeUndefined();
    expect(unknownStageMessage(CATALOGUE_CHAIN)).toBe("'stp_id'必須為 A2.8、A3.8、A5.5 或 B1.0");
  });

  it('follows a chain an administrator adds without code', () => {
    const base = readCatalogue().find((definition) => definition.id === 'A3.9') as StepDefinition;
    const extra: StepDefinition = { ...base, budgetBook: { from: 'B1.0', derive: 'copy', parties: { agency: ['view', 'sysRemark'] } } };
    const chain = readBudgetChain([...readCatalogue().filter((definition) => definition.id !== 'A3.9'), extra]);
    expect(chain.map((stage) => stage.id)).toEqual(['A2.8', 'A3.8', 'A5.5', 'B1.0', 'A3.9']);
    expect(stageCapabilities(chain[4]!, 'agency')).toMatchObject({ view: true, sysRemark: true, cost: false });
    expect(stageCapabilities(chain[4]!, 'contractor').view).toBe(false);
  });
});

describe('decideBudgetParty', () => {
  it('counts agency staff as agency, an assigned contractor as contractor, anyone else as other', () => {
    expect(decideBudgetParty({ basefrom: 'GOV', supervise: '0', codes: [] }, [])).toBe('agency');
    expect(decideBudgetParty({ basefrom: 'GOV', supervise: '1', codes: [] }, ['supervisor'])).toBe('other');
    expect(decideBudgetParty({ basefrom: 'PUB', supervise: '0', codes: [] }, ['designer', 'contractor'])).toBe('contractor');
    expect(decideBudgetParty({ basefrom: 'PUB', supervise: '0', codes: [] }, ['designer'])).toBe('other');
  });
});
