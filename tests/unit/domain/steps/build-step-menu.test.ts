import { describe, expect, it } from 'vitest';
import { buildStepMenu, groupStepsByMenuGroup } from '../../../../src/domain/steps/build-step-menu';
import { compareStepIds } from '../../../../src/domain/steps/compare-step-ids';
import { fromComponentName, toComponentName } from '../../../../src/domain/steps/step-route-name';
import { readCatalogue } from './catalogue-files';
import { catchDomainError } from './catch-domain-error';

describe('component names', () => {
  it.each([
    ['A3.8', 'A3_8'],
    ['B1.0', 'B1_0'],
    ['B2.20.1', 'B2_20_1'],
    ['N1.2', 'N1_2'],
  ])('%s ↔ %s', (id, name) => {
    expect(toComponentName(id)).toBe(name);
    expect(fromComponentName(name)).toBe(id);
  });

  it.each(['A3', 'a3.8', 'A3.8.1.1', '../A3.8'])('rejects the step id %s', (id) => {
    expect(catchDomainError(() => toComponentName(id)).userMessage).toBe('錯誤的步驟代碼');
  });

  it('rejects a route name that is not a step', () => {
    expect(catchDomainError(() => fromComponentName('A3.8')).userMessage).toBe('錯誤的步驟頁面名稱');
  });
});

describe('step id order', () => {
  it('sorts numerically and in process order', () => {
    const ids = ['N1.2', 'B2.20.1', 'A3.10', 'B2.20', 'A3.9', 'C2.1', 'B2.4', 'A2.8', 'B1.9.2', 'B1.11'];
    expect([...ids].sort(compareStepIds)).toEqual(['A2.8', 'A3.9', 'A3.10', 'B1.9.2', 'B1.11', 'B2.4', 'B2.20', 'B2.20.1', 'C2.1', 'N1.2']);
  });
});

describe('menus built from the catalogue', () => {
  const catalogue = readCatalogue();

  it('groups every step under its phase, in process order', () => {
    const menu = buildStepMenu(catalogue);
    expect(menu.map((entry) => entry.phase)).toEqual(['A2', 'A3', 'A4', 'A5', 'A6', 'B1', 'B2', 'B3', 'C1', 'C2', 'N1']);
    expect(menu.flatMap((entry) => entry.items).length).toBe(catalogue.length);
    const a3 = menu.find((entry) => entry.phase === 'A3')!;
    expect(a3.label).toBe('招標前置作業');
    expect(a3.items.map((item) => item.id).slice(-2)).toEqual(['A3.9', 'A3.10']);
    expect(a3.items.find((item) => item.id === 'A3.8')).toEqual({ id: 'A3.8', title: '底價訂定', componentName: 'A3_8' });
  });

  it('lists B steps by menu group in the menu order', () => {
    const groups = groupStepsByMenuGroup(catalogue);
    expect(groups.map((group) => group.label)).toEqual([
      '行政作業', '計畫書件', '申請申報', '施工管理', '品質管理', '職業安全衛生', '進度管理', '估驗計價', '契約變更', '竣工驗收',
    ]);
    expect(groups.find((group) => group.key === 'designChange')!.items.map((item) => item.componentName)).toEqual([
      'B2_20', 'B2_20_1', 'B2_20_2', 'B2_20_3', 'B2_20_4', 'B2_20_5',
    ]);
    expect(groups.flatMap((group) => group.items).length).toBe(catalogue.filter((definition) => definition.phase.startsWith('B')).length);
  });

  it('shows a new step without code', () => {
    const added = { id: 'B2.21', title: '工地巡查', phase: 'B2' as const, menuGroup: 'constructionManage' as const };
    const groups = groupStepsByMenuGroup([...catalogue, added]);
    expect(groups.find((group) => group.key === 'constructionManage')!.items.at(-1)).toEqual({ id: 'B2.21', title: '工地巡查', componentName: 'B2_21' });
  });
});
