// A definition's `page` must open a real route; A2.8 opens the budget-book basic page (spec doc 2).
import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { ROUTES } from '../../../../src/domain/access/route-table';
import { DEDICATED_STEP_PAGES, dedicatedStepPagePath } from '../../../../src/domain/steps/dedicated-step-pages';
import { readCatalogue } from './catalogue-files';

describe('dedicated step pages', () => {
  it('are routes of the route table', () => {
    for (const path of Object.values(DEDICATED_STEP_PAGES)) {
      expect(ROUTES.some((route) => matchPath(route.path, path))).toBe(true);
    }
  });

  it('send A2.8 to the budget-book basic page with upload=local, for the project', () => {
    const a28 = readCatalogue().find((d) => d.id === 'A2.8')!;
    expect(a28.page).toBe('budgetBook');
    expect(dedicatedStepPagePath(a28.page!, 12)).toBe('/PlanningDesign/biddingDocumentBudgetBookBasic/local?proj_id=12');
  });
});
