/**
 * Which parties of a project may see and change a step, and what a seal hides until an event (spec issue 13):
 * the definition's permissions.parties and permissions.sealed, decided without I/O so the server (which
 * enforces it) and the browser (which explains it) share one rule.
 */
import type { StepDefinition, StepParty, StepSeal } from './step-definition';

export type { StepParty, StepSeal } from './step-definition';

/** Every party, in display order. */
export const STEP_PARTIES: readonly StepParty[] = Object.freeze(['gov', 'sup', 'con', 'designer']);

/** What each party is called on screen and in messages. */
export const STEP_PARTY_LABELS: Readonly<Record<StepParty, string>> = Object.freeze({
  gov: '機關',
  sup: '監造單位',
  con: '施工廠商',
  designer: '設計單位',
});

/** The events a seal may wait for, with their names. */
export const SEAL_EVENT_LABELS: Readonly<Record<StepSeal['until'], string>> = Object.freeze({ award: '決標' });

/** The project's events that lift seals: award = the award record carries an award date. */
export type ProjectEvents = Readonly<Record<StepSeal['until'], boolean>>;

/**
 * The parties of a definition stored before parties existed (an editor version published earlier): the
 * agency alone, so a missing rule never opens a step to a firm.
 */
export const LEGACY_STEP_PARTIES: Readonly<{ view: StepParty[]; edit: StepParty[] }> = Object.freeze({ view: ['gov'], edit: ['gov'] });

/** What a caller of some parties may do with one step of one project. */
export interface StepPartyAccess {
  /** The caller's parties on the project. */
  parties: StepParty[];
  /** One of them is named in parties.view and the whole step is not sealed from the caller. */
  canView: boolean;
  /** One of them is named in parties.edit (a sealed party never is: validate:steps refuses it). */
  canEdit: boolean;
  /** A seal without fields or uploads hides the whole step from the caller. */
  wholeStepSealed: boolean;
  /** Top-level form fields removed from answers to the caller. */
  hiddenFields: string[];
  /** Upload category keys whose files the caller may not list, download or receive in a zip. */
  hiddenUploads: string[];
  /** The messages of the seals in force for the caller, to show instead of what is hidden. */
  sealMessages: string[];
}

/** Whether a seal applies to a caller of these parties: any sealed party suffices (fail closed). */
function sealApplies(seal: StepSeal, parties: readonly StepParty[], events: ProjectEvents): boolean {
  return !events[seal.until] && parties.some((party) => seal.from.includes(party));
}

/** Decides view, edit and what stays hidden for a caller of `parties` on a project with `events`. */
export function decideStepParties(definition: Pick<StepDefinition, 'permissions'>, parties: readonly StepParty[], events: ProjectEvents): StepPartyAccess {
  const rule = definition.permissions.parties ?? LEGACY_STEP_PARTIES;
  const inForce = (definition.permissions.sealed ?? []).filter((seal) => sealApplies(seal, parties, events));
  const wholeStepSealed = inForce.some((seal) => !seal.fields && !seal.uploads);
  const canView = !wholeStepSealed && parties.some((party) => rule.view.includes(party));
  const canEdit = canView && parties.some((party) => rule.edit.includes(party));
  return {
    parties: [...parties],
    canView,
    canEdit,
    wholeStepSealed,
    hiddenFields: [...new Set(inForce.flatMap((seal) => seal.fields ?? []))],
    hiddenUploads: [...new Set(inForce.flatMap((seal) => seal.uploads ?? []))],
    sealMessages: [...new Set(inForce.map((seal) => seal.message))],
  };
}

/** Whether anything of the step is sealed from the caller (a budget book is then not readable at all). */
export function isAnythingSealed(access: StepPartyAccess): boolean {
  return access.wholeStepSealed || access.hiddenFields.length > 0 || access.hiddenUploads.length > 0;
}

/** A copy of form data without the hidden fields. */
export function withoutHiddenFields(data: Readonly<Record<string, unknown>>, hiddenFields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !hiddenFields.includes(key)));
}

/** "機關、監造單位" for a party list, for messages. */
export function describeParties(parties: readonly StepParty[]): string {
  return parties.length === 0 ? '無' : parties.map((party) => STEP_PARTY_LABELS[party]).join('、');
}

/** The zh-TW refusal for a caller of no named party (or of a sealed one), naming the step. */
export function explainStepPartyRefusal(definition: Pick<StepDefinition, 'id' | 'title' | 'permissions'>, access: StepPartyAccess, mode: 'view' | 'edit'): string {
  if (access.wholeStepSealed) return `「${definition.id} ${definition.title}」目前不開放檢視：${access.sealMessages.join('；')}`;
  const rule = definition.permissions.parties ?? LEGACY_STEP_PARTIES;
  const allowed = mode === 'view' ? rule.view : rule.edit;
  if (allowed.length === 0) return `「${definition.id} ${definition.title}」僅供檢視，不能編輯`;
  return `您沒有${mode === 'view' ? '檢視' : '編輯'}「${definition.id} ${definition.title}」的權限（僅限${describeParties(allowed)}）`;
}

/** The definition as a sealed party's step page shows it: without the hidden form fields and upload categories. */
export function hideSealedParts<T extends Pick<StepDefinition, 'form' | 'uploads'>>(definition: T, access: Pick<StepPartyAccess, 'hiddenFields' | 'hiddenUploads'> | undefined): T {
  if (!access || (access.hiddenFields.length === 0 && access.hiddenUploads.length === 0)) return definition;
  const schema = definition.form.schema as { properties?: Record<string, unknown>; required?: string[] };
  const keep = ([key]: [string, unknown]) => !access.hiddenFields.includes(key);
  const form = {
    ...definition.form,
    schema: {
      ...schema,
      properties: Object.fromEntries(Object.entries(schema.properties ?? {}).filter(keep)),
      required: (schema.required ?? []).filter((key) => !access.hiddenFields.includes(key)),
    },
    uiSchema: Object.fromEntries(Object.entries(definition.form.uiSchema ?? {}).filter(keep)),
  };
  return { ...definition, form, uploads: definition.uploads.filter((category) => !access.hiddenUploads.includes(category.key)) };
}
