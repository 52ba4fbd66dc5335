// Where steps live: every catalogue step with a page has a section whose list and step routes exist.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../src/domain/access/route-table';
import { sectionOfPath, sectionOfStep, stepPagePath, STEP_SECTIONS } from '../../../../src/web/pages/steps/step-sections';
import { readCatalogue } from '../../domain/steps/catalogue-files';

const catalogue = readCatalogue();

describe('step sections', () => {
  it('match the route table: each list is a stepList route and each step base a stepPage route', () => {
    for (const section of STEP_SECTIONS) {
      expect(ROUTES.find((r) => r.path === section.listPath)?.screen, section.listPath).toBe('stepList');
      expect(ROUTES.find((r) => r.path === `${section.processBase}/:componentName`)?.screen, section.processBase).toBe('stepPage');
    }
    const stepListRoutes = ROUTES.filter((r) => r.screen === 'stepList').map((r) => r.path);
    expect(stepListRoutes.sort()).toEqual(STEP_SECTIONS.map((s) => s.listPath).sort());
  });

  it('place every step but the N1 file import, B steps by their menu group', () => {
    for (const step of catalogue) {
      const section = sectionOfStep(step);
      if (step.phase === 'N1') expect(section).toBeUndefined();
      else if (step.menuGroup) expect(section?.key, step.id).toBe(step.menuGroup);
      else expect(section, step.id).toBeDefined();
    }
  });

  it('build step page paths with the project', () => {
    expect(stepPagePath({ id: 'A3.8', phase: 'A3' }, 5)).toBe('/BiddingAward/A3/processManage/A3_8?proj_id=5');
    expect(stepPagePath({ id: 'A2.8', phase: 'A2' })).toBe('/BiddingAward/A3/processManage/A2_8');
    expect(stepPagePath({ id: 'A6.1', phase: 'A6' }, 1)).toBe('/BiddingAward/A5/processManage/A6_1?proj_id=1');
    expect(stepPagePath({ id: 'B2.20.1', phase: 'B2', menuGroup: 'designChange' }, 2)).toBe('/constructionPerformance/designChange/processManage/B2_20_1?proj_id=2');
    expect(stepPagePath({ id: 'C2.1', phase: 'C2' })).toBe('/useMaintenance/processManage/C2_1');
    expect(stepPagePath({ id: 'N1.2', phase: 'N1' })).toBeUndefined();
  });

  it('find the section of a list or step page path', () => {
    expect(sectionOfPath('/BiddingAward/A4/list')?.key).toBe('A4');
    expect(sectionOfPath('/BiddingAward/A4/processManage/A4_2')?.key).toBe('A4');
    expect(sectionOfPath('/useMaintenance/warrantyMaintenance')?.key).toBe('useMaintenance');
    expect(sectionOfPath('/constructionPerformance/qualityManage/list')?.key).toBe('qualityManage');
    expect(sectionOfPath('/dashboard/projectBasic')).toBeUndefined();
  });
});
