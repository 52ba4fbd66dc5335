/**
 * validate:steps cross-checks of permissions.parties and permissions.sealed: editors must be viewers, a seal
 * names only the form's own top-level fields and the step's own upload keys, seals only parties that could
 * see the step and never one that may edit it (it would overwrite what it cannot see), sign-off parties can
 * see the step, and the budget book's parties agree with the step's.
 */
import type { LocalFault } from './step-catalogue-fault';
import type { StepDefinition, StepParty } from './step-definition';
import { STEP_PARTY_LABELS } from './decide-step-parties';

/** Which step parties stand behind each budget-book party ('other' is anyone else on the project). */
const BUDGET_PARTY_STEP_PARTIES: Readonly<Record<'agency' | 'contractor' | 'other', readonly StepParty[]>> = {
  agency: ['gov'],
  contractor: ['con'],
  other: ['sup', 'designer'],
};

const BUDGET_PARTY_LABELS: Readonly<Record<'agency' | 'contractor' | 'other', string>> = { agency: '機關', contractor: '得標廠商', other: '其他人員' };

function formFieldNames(definition: StepDefinition): Set<string> {
  const properties = (definition.form.schema as { properties?: Record<string, unknown> }).properties ?? {};
  return new Set(Object.keys(properties));
}

/** The faults of one definition's parties and seals (the schema has already checked the shape). */
export function checkStepParties(definition: StepDefinition): LocalFault[] {
  const faults: LocalFault[] = [];
  const rule = definition.permissions.parties;
  rule.edit.forEach((party, index) => {
    if (!rule.view.includes(party)) faults.push({ path: ['permissions', 'parties', 'edit', index], message: `可編輯的一方「${STEP_PARTY_LABELS[party]}」必須也列在可檢視的各方` });
  });
  const fields = formFieldNames(definition);
  const uploads = new Set(definition.uploads.map((category) => category.key));
  (definition.permissions.sealed ?? []).forEach((seal, sealIndex) => {
    const path = ['permissions', 'sealed', sealIndex];
    seal.from.forEach((party, index) => {
      if (!rule.view.includes(party)) faults.push({ path: [...path, 'from', index], message: `封存對象「${STEP_PARTY_LABELS[party]}」本來就不能檢視本步驟` });
      else if (rule.edit.includes(party)) faults.push({ path: [...path, 'from', index], message: `封存對象「${STEP_PARTY_LABELS[party]}」不可同時是可編輯的一方` });
    });
    seal.fields?.forEach((field, index) => {
      if (!fields.has(field)) faults.push({ path: [...path, 'fields', index], message: `封存的欄位「${field}」不存在於表單 schema 的第一層` });
    });
    seal.uploads?.forEach((key, index) => {
      if (!uploads.has(key)) faults.push({ path: [...path, 'uploads', index], message: `封存的上傳類別「${key}」不存在於本步驟` });
    });
  });
  definition.signOff?.parties.forEach((party, index) => {
    if (!rule.view.includes(party)) faults.push({ path: ['signOff', 'parties', index], message: `簽核方「${STEP_PARTY_LABELS[party]}」必須列在可檢視本步驟的各方` });
  });
  for (const party of Object.keys(definition.signOff?.stages ?? {}) as StepParty[]) {
    if (!definition.signOff!.parties.includes(party as never)) {
      faults.push({ path: ['signOff', 'stages', party], message: `簽核關卡「${STEP_PARTY_LABELS[party]}」不在簽核方（parties）之中` });
    }
  }
  for (const [budgetParty, abilities] of Object.entries(definition.budgetBook?.parties ?? {}) as ['agency' | 'contractor' | 'other', string[] | undefined][]) {
    if (!abilities || abilities.length === 0) continue;
    const stepParties = BUDGET_PARTY_STEP_PARTIES[budgetParty];
    const path = ['budgetBook', 'parties', budgetParty];
    if (!stepParties.some((party) => rule.view.includes(party))) {
      faults.push({ path, message: `預算書的「${BUDGET_PARTY_LABELS[budgetParty]}」可檢視，但步驟的可檢視各方沒有${stepParties.map((p) => STEP_PARTY_LABELS[p]).join('或')}` });
    } else if (abilities.some((ability) => ability !== 'view') && !stepParties.some((party) => rule.edit.includes(party))) {
      faults.push({ path, message: `預算書的「${BUDGET_PARTY_LABELS[budgetParty]}」可修改，但步驟的可編輯各方沒有${stepParties.map((p) => STEP_PARTY_LABELS[p]).join('或')}` });
    }
  }
  return faults;
}
