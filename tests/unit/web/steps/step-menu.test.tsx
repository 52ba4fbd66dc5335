// The step menu is built from the catalogue: phases in process order, construction steps by menu group.
import { describe, expect, it } from 'vitest';
import { toComponentName } from '../../../../src/domain/steps/step-route-name';
import type { StepCatalogueEntry } from '../../../../src/web/pages/steps/step-api';
import { buildStepMenuGroups } from '../../../../src/web/pages/steps/StepMenu';
import { readCatalogue } from '../../domain/steps/catalogue-files';

const entries: StepCatalogueEntry[] = readCatalogue().map((d) => ({
  id: d.id,
  title: d.title,
  phase: d.phase,
  menuGroup: d.menuGroup ?? null,
  page: d.page ?? null,
  version: d.version,
  componentName: toComponentName(d.id),
  permissions: d.permissions,
  canEdit: true,
}));

describe('buildStepMenuGroups', () => {
  it('lists phases in process order with construction menu groups in the middle, N1 left out', () => {
    const groups = buildStepMenuGroups(entries);
    const keys = groups.map((g) => g.key);
    expect(keys.slice(0, 5)).toEqual(['A2', 'A3', 'A4', 'A5', 'A6']);
    expect(keys.slice(-2)).toEqual(['C1', 'C2']);
    expect(keys).not.toContain('N1');
    expect(keys).toContain('designChange');
    expect(groups.find((g) => g.key === 'designChange')?.steps.map((s) => s.id)).toEqual(['B2.20', 'B2.20.1', 'B2.20.2', 'B2.20.3', 'B2.20.4', 'B2.20.5']);
    expect(groups.find((g) => g.key === 'A3')?.steps.map((s) => s.id).slice(-2)).toEqual(['A3.9', 'A3.10']);
    expect(groups.find((g) => g.key === 'A3')?.label).toBe('A3 招標前置作業');
  });

  it('shows a newly published step without code, and only the steps the user may view', () => {
    const added: StepCatalogueEntry = { ...entries.find((e) => e.id === 'A4.6')!, id: 'A4.7', title: '新增的步驟', componentName: 'A4_7' };
    const groups = buildStepMenuGroups([...entries.filter((e) => e.phase === 'A4'), added]);
    expect(groups.map((g) => g.key)).toEqual(['A4']);
    expect(groups[0]!.steps.at(-1)?.title).toBe('新增的步驟');
  });
});
