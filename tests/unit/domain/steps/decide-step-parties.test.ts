import { describe, expect, it } from 'vitest';
import { decideStepParties, explainStepPartyRefusal, isAnythingSealed, withoutHiddenFields } from '../../../../src/domain/steps/decide-step-parties';
import { checkStepParties } from '../../../../src/domain/steps/check-step-parties';
import { validateStepCatalogue } from '../../../../src/domain/steps/validate-step-catalogue';
import type { StepDefinition } from '../../../../src/domain/steps/step-definition';
import { readCatalogue, readCatalogueEntries } from './catalogue-files';

const catalogue = readCatalogue();
const step = (id: string): StepDefinition => structuredClone(catalogue.find((d) => d.id === id)!);
const before = { award: false };
const after = { award: true };

describe('who may see and change a step, by party', () => {
  it('keeps A3.1 (the agency\'s 採購簽辦) to the agency: firms neither view nor edit it', () => {
    expect(decideStepParties(step('A3.1'), ['gov'], before)).toMatchObject({ canView: true, canEdit: true });
    for (const party of ['sup', 'con', 'designer'] as const) {
      expect(decideStepParties(step('A3.1'), [party], before)).toMatchObject({ canView: false, canEdit: false });
    }
  });

  it('hides A3.8\'s reserve price and 底價表 from the supervisor and the contractor until award, never from the agency', () => {
    for (const party of ['sup', 'con'] as const) {
      const sealed = decideStepParties(step('A3.8'), [party], before);
      expect(sealed).toMatchObject({ canView: true, canEdit: false, wholeStepSealed: false });
      expect(sealed.hiddenFields).toContain('reservePrice');
      expect(sealed.hiddenUploads).toEqual(['reservePriceSheet']);
      expect(sealed.sealMessages).toEqual(['依政府採購法第34條，底價於決標前保密']);
      expect(isAnythingSealed(sealed)).toBe(true);
      const open = decideStepParties(step('A3.8'), [party], after);
      expect(open).toMatchObject({ hiddenFields: [], hiddenUploads: [], sealMessages: [] });
    }
    expect(decideStepParties(step('A3.8'), ['gov'], before)).toMatchObject({ canEdit: true, hiddenFields: [], hiddenUploads: [] });
  });

  it('applies a seal to a caller who plays a sealed party besides an open one (fail closed)', () => {
    const access = decideStepParties(step('A3.8'), ['gov', 'con'], before);
    expect(access.hiddenFields).toContain('reservePrice');
  });

  it('lets the contractor edit B2.1 and the supervisor only view it; B2.2 the other way round', () => {
    expect(decideStepParties(step('B2.1'), ['con'], before)).toMatchObject({ canView: true, canEdit: true });
    expect(decideStepParties(step('B2.1'), ['sup'], before)).toMatchObject({ canView: true, canEdit: false });
    expect(decideStepParties(step('B2.1'), ['gov'], before)).toMatchObject({ canView: true, canEdit: false });
    expect(decideStepParties(step('B2.2'), ['sup'], before)).toMatchObject({ canView: true, canEdit: true });
    expect(decideStepParties(step('B2.2'), ['con'], before)).toMatchObject({ canView: true, canEdit: false });
  });

  it('refuses a caller of no party (nobody on the project) and a definition stored without parties to firms', () => {
    expect(decideStepParties(step('B2.1'), [], before)).toMatchObject({ canView: false, canEdit: false });
    const legacy = step('B2.1');
    delete (legacy.permissions as { parties?: unknown }).parties;
    expect(decideStepParties(legacy, ['con'], before).canView).toBe(false);
    expect(decideStepParties(legacy, ['gov'], before).canEdit).toBe(true);
  });

  it('seals a whole step when a seal names no field and no upload', () => {
    const whole = step('A3.8');
    whole.permissions.sealed = [{ until: 'award', from: ['con'], message: '決標前不公開' }];
    const access = decideStepParties(whole, ['con'], before);
    expect(access).toMatchObject({ canView: false, wholeStepSealed: true });
    expect(explainStepPartyRefusal(whole, access, 'view')).toBe('「A3.8 底價訂定」目前不開放檢視：決標前不公開');
    expect(decideStepParties(whole, ['con'], after).canView).toBe(true);
  });

  it('names the step and the allowed parties in the refusal', () => {
    expect(explainStepPartyRefusal(step('A3.1'), decideStepParties(step('A3.1'), ['con'], before), 'view')).toBe('您沒有檢視「A3.1 採購簽辦及招標方式核定」的權限（僅限機關）');
    expect(explainStepPartyRefusal(step('B2.2'), decideStepParties(step('B2.2'), ['con'], before), 'edit')).toBe('您沒有編輯「B2.2 監造報表」的權限（僅限監造單位）');
  });

  it('removes hidden fields from data and keeps the rest', () => {
    expect(withoutHiddenFields({ reservePrice: '9000000', budgetAmount: '10000000' }, ['reservePrice'])).toEqual({ budgetAmount: '10000000' });
  });
});

describe('validate:steps checks parties and seals', () => {
  const faultsOf = (definition: StepDefinition) => checkStepParties(definition).map((f) => `${f.path.join('.')} ${f.message}`);

  it('gives every one of the 58 steps its parties and passes', () => {
    expect(catalogue).toHaveLength(58);
    for (const d of catalogue) expect(d.permissions.parties.view.length, d.id).toBeGreaterThan(0);
    expect(validateStepCatalogue(readCatalogueEntries())).toEqual([]);
  });

  it('refuses a seal naming a field the form lacks, an upload key the step lacks, or a party that may edit', () => {
    const d = step('A3.8');
    d.permissions.sealed = [{ until: 'award', from: ['con', 'gov'], fields: ['reservePrise'], uploads: ['sheet'], message: '保密' }];
    expect(faultsOf(d)).toEqual([
      'permissions.sealed.0.from.1 封存對象「機關」不可同時是可編輯的一方',
      'permissions.sealed.0.fields.0 封存的欄位「reservePrise」不存在於表單 schema 的第一層',
      'permissions.sealed.0.uploads.0 封存的上傳類別「sheet」不存在於本步驟',
    ]);
  });

  it('refuses an editor who may not view, a signer who may not view, and a budget party the step does not name', () => {
    const d = step('A5.5');
    d.permissions.parties = { view: ['gov'], edit: ['gov', 'con'] };
    expect(faultsOf(d)).toEqual([
      'permissions.parties.edit.1 可編輯的一方「施工廠商」必須也列在可檢視的各方',
      'budgetBook.parties.contractor 預算書的「得標廠商」可檢視，但步驟的可檢視各方沒有施工廠商',
    ]);
    const signed = step('B2.1');
    signed.permissions.parties = { view: ['gov'], edit: ['gov'] };
    expect(faultsOf(signed)).toEqual([
      'signOff.parties.0 簽核方「施工廠商」必須列在可檢視本步驟的各方',
      'signOff.parties.1 簽核方「監造單位」必須列在可檢視本步驟的各方',
    ]);
  });

  it('refuses an unknown event or party through the schema', () => {
    const d = step('A3.8') as unknown as { permissions: { sealed: unknown[]; parties: { view: string[] } } };
    d.permissions.sealed = [{ until: 'opening', from: ['bidder'], fields: ['reservePrice'], message: '保密' }];
    d.permissions.parties.view.push('public');
    const faults = validateStepCatalogue([...readCatalogueEntries().filter((e) => !e.file.endsWith('/A3.8.json')), { file: 'A3.8.json', definition: d }]);
    const paths = faults.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['$.permissions.sealed[0].until', '$.permissions.sealed[0].from[0]', '$.permissions.parties.view[3]']));
  });
});
