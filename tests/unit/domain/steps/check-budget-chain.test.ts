import { describe, expect, it } from 'vitest';
import type { StepDefinition } from '../../../../src/domain/steps/step-definition';
import { validateStepCatalogue, type StepCatalogueEntry } from '../../../../src/domain/steps/validate-step-catalogue';
import { readCatalogueEntries } from './catalogue-files';

type Block = StepDefinition['budgetBook'];

/** The catalogue with the budgetBook blocks of some steps replaced (undefined removes the block). */
function withBlocks(blocks: Record<string, Block>): StepCatalogueEntry[] {
  return readCatalogueEntries().map((entry) => {
    const definition = entry.definition as StepDefinition;
    if (!(definition.id in blocks)) return entry;
    const { budgetBook: _old, ...rest } = definition;
    const block = blocks[definition.id];
    return { file: entry.file, definition: block === undefined ? rest : { ...rest, budgetBook: block } };
  });
}

/** The chain faults as 'file path message' with the file's base name. */
function chainFaults(entries: StepCatalogueEntry[]): string[] {
  return validateStepCatalogue(entries)
    .filter((fault) => fault.path.startsWith('$.budgetBook'))
    .map((fault) => `${fault.file.split('/').pop()} ${fault.path} ${fault.message}`);
}

describe('budgetBook checks of the catalogue', () => {
  it('accepts the built-in chain', () => {
    expect(chainFaults(readCatalogueEntries())).toEqual([]);
  });

  it('refuses a from that names a step without a budget book, or the step itself', () => {
    expect(chainFaults(withBlocks({ 'A3.8': { from: 'A3.1', derive: 'copy', parties: { agency: ['view'] } } }))).toContain(
      'A3.8.json $.budgetBook.from 前一階段 A3.1 不存在或沒有 budgetBook',
    );
    expect(chainFaults(withBlocks({ 'A3.8': { from: 'A3.8', derive: 'copy', parties: { agency: ['view'] } } }))).toContain(
      'A3.8.json $.budgetBook.from 計價階段不能由自己建立（A3.8）',
    );
  });

  it('wants exactly one start, one line and no cycle', () => {
    expect(chainFaults(withBlocks({ 'A3.9': { parties: { agency: ['view'] } } }))).toEqual([
      'A2.8.json $.budgetBook.from 計價鏈只能有一個起點（沒有 from 的階段：A2.8、A3.9）',
      'A3.9.json $.budgetBook.from 計價鏈只能有一個起點（沒有 from 的階段：A2.8、A3.9）',
    ]);
    expect(chainFaults(withBlocks({ 'A3.9': { from: 'A2.8', derive: 'copy', parties: { agency: ['view'] } } }))).toEqual([
      'A3.8.json $.budgetBook.from A2.8 只能是一個階段的前一階段（A3.8、A3.9 都由它建立）',
      'A3.9.json $.budgetBook.from A2.8 只能是一個階段的前一階段（A3.8、A3.9 都由它建立）',
    ]);
    const cycle = chainFaults(withBlocks({ 'A2.8': { from: 'B1.0', derive: 'copy', parties: { agency: ['view'] } } }));
    expect(cycle).toContain('A2.8.json $.budgetBook.from 計價鏈沒有起點（每一階段都有 from）');
    expect(cycle.filter((fault) => fault.includes('計價鏈形成循環'))).toHaveLength(4);
  });

  it('pairs derive with from, view with any change, and a discount with its label', () => {
    expect(chainFaults(withBlocks({ 'A3.8': { from: 'A2.8', parties: { agency: ['view', 'cost', 'discount'] }, discountLabel: '底價' } }))).toEqual([
      'A3.8.json $.budgetBook.derive 有前一階段（from）時必須填寫建立方式 derive',
    ]);
    expect(chainFaults(withBlocks({ 'A2.8': { derive: 'copy', parties: { agency: ['view'] } } }))).toEqual(['A2.8.json $.budgetBook.derive 計價鏈的起點由匯入建立，不可填寫 derive']);
    expect(chainFaults(withBlocks({ 'A5.5': { from: 'A3.8', derive: 'withoutAgencyPrices', parties: { contractor: ['cost', 'discount'] }, discountLabel: '折扣後報價' } }))).toEqual([
      'A5.5.json $.budgetBook.parties.contractor 廠商能修改就必須能檢視（須含 view）',
    ]);
    expect(chainFaults(withBlocks({ 'A3.8': { from: 'A2.8', derive: 'copy', parties: { agency: ['view', 'discount'] } } }))).toEqual([
      'A3.8.json $.budgetBook.discountLabel 有一方可設定折扣（discount）時必須填寫 discountLabel',
    ]);
    expect(chainFaults(withBlocks({ 'A2.8': { parties: { agency: ['view'] }, discountLabel: '底價' } }))).toEqual([
      'A2.8.json $.budgetBook.discountLabel 沒有一方可設定折扣（discount），不可填寫 discountLabel',
    ]);
  });

  it('refuses an unknown ability through the schema', () => {
    const entries = withBlocks({ 'A2.8': { parties: { agency: ['view', 'delete' as 'view'] } } });
    expect(validateStepCatalogue(entries).some((fault) => fault.file.endsWith('A2.8.json') && fault.path.startsWith('$.budgetBook.parties.agency'))).toBe(true);
  });
});
