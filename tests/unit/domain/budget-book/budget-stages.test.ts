import { describe, expect, it } from 'vitest';
import { BUDGET_STAGES, PREVIOUS_STAGE, isBudgetStage, stageCapabilities, stageHasDiscount, type BudgetParty } from '../../../../src/domain/budget-book/budget-stages';

describe('stageCapabilities', () => {
  const parties: BudgetParty[] = ['agency', 'contractor', 'other'];

  it('never lets a contractor or anyone else see the budget (A2.8) or the reserve price (A3.8)', () => {
    for (const party of ['contractor', 'other'] as const) {
      expect(stageCapabilities('A2.8', party).view).toBe(false);
      expect(stageCapabilities('A3.8', party).view).toBe(false);
    }
  });

  it('gives each stage its editor: agency builds A2.8 and sets A3.8, the contractor quotes A5.5, the agency annotates B1.0', () => {
    expect(stageCapabilities('A2.8', 'agency')).toEqual({ view: true, qty: true, cost: true, sysRemark: true, discount: false, restructure: false });
    expect(stageCapabilities('A3.8', 'agency')).toEqual({ view: true, qty: false, cost: true, sysRemark: true, discount: true, restructure: false });
    expect(stageCapabilities('A5.5', 'contractor')).toEqual({ view: true, qty: false, cost: true, sysRemark: true, discount: true, restructure: false });
    expect(stageCapabilities('A5.5', 'agency')).toEqual({ view: true, qty: false, cost: false, sysRemark: false, discount: false, restructure: false });
    expect(stageCapabilities('B1.0', 'agency')).toMatchObject({ view: true, sysRemark: true, restructure: true, cost: false });
    for (const party of parties) expect(stageCapabilities('B1.0', party).view).toBe(true);
    expect(stageCapabilities('A5.5', 'other').view).toBe(false);
  });

  it('chains the stages and knows which carry a discount', () => {
    expect(BUDGET_STAGES.map((stage) => PREVIOUS_STAGE[stage])).toEqual([null, 'A2.8', 'A3.8', 'A5.5']);
    expect(BUDGET_STAGES.filter(stageHasDiscount)).toEqual(['A3.8', 'A5.5']);
    expect(isBudgetStage('A3.8')).toBe(true);
    expect(isBudgetStage('A3.9')).toBe(false);
  });
});
