/**
 * Sets or clears a step's sign-off (自然人憑證簽核): a mode, the parties who sign in signing order, each
 * party's stage (name, who may sign) and where a return goes. Every change keeps what it does not touch
 * (an administrator may have set stages or returnTo in the JSON view), and defaults are left out rather
 * than stored, so definitions stay minimal.
 */
import type { SignOff, SignOffStage, StepDefinition } from '../steps/step-definition';
import { moveListItem } from './create-list-items';

/** A party that signs. */
type Party = SignOff['parties'][number];

/** The parties that can sign, with their labels. */
export const SIGN_OFF_PARTIES: readonly { value: Party; label: string }[] = [
  { value: 'con', label: '施工廠商' },
  { value: 'sup', label: '監造單位' },
  { value: 'gov', label: '機關' },
];

/** Who of a party may sign, with the editor's labels (the first is the default). */
export const SIGN_OFF_SIGNERS: readonly { value: NonNullable<SignOffStage['signers']>; label: string }[] = [
  { value: 'party', label: '本案該方任何人員' },
  { value: 'assigned', label: '僅限本案指派人員' },
];

/** Where a return sends the case, with the editor's labels (the first is the default). */
export const SIGN_OFF_RETURN_TARGETS: readonly { value: NonNullable<SignOff['returnTo']>; label: string }[] = [
  { value: 'start', label: '退回送出者，案件結束' },
  { value: 'previous', label: '退回前一關' },
];

/** What a definition may carry as a sign-off: the editor also shows drafts edited by hand. */
type Holder = Pick<StepDefinition, 'signOff'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The sign-off's stages without those of the parties that stopped signing, or undefined when none is
 * left. Anything else is kept as it is, even a stage the checker refuses (that is for the administrator
 * to see and settle, not for the editor to drop unseen).
 */
function keepStages(stages: unknown, removed: readonly Party[]): SignOff['stages'] {
  if (!isRecord(stages)) return stages as SignOff['stages'];
  const kept: Record<string, unknown> = { ...stages };
  for (const party of removed) delete kept[party];
  return Object.keys(kept).length > 0 ? (kept as SignOff['stages']) : undefined;
}

/** A sign-off of the given mode and parties with the rest of `before` kept (a single sign-off keeps its first party only). */
function rebuild(before: SignOff | undefined, mode: SignOff['mode'], parties: readonly Party[]): SignOff {
  const unique = parties.filter((party, index) => parties.indexOf(party) === index);
  const signers = mode === 'single' ? unique.slice(0, 1) : unique;
  const removed = (before?.parties ?? []).filter((party) => !signers.includes(party));
  const next: SignOff = { ...before, mode, parties: signers };
  const stages = keepStages(before?.stages, removed);
  if (stages === undefined) delete next.stages;
  else next.stages = stages;
  return next;
}

/**
 * The definition with sign-off set: mode null removes it; otherwise the parties in the order given (the
 * signing order; a single sign-off keeps the first only), returnTo and the stages kept but for those of
 * parties no longer listed.
 */
export function setSignOff<T extends Holder>(definition: T, mode: SignOff['mode'] | null, parties: readonly Party[]): T {
  const next = { ...definition };
  if (mode === null) delete next.signOff;
  else next.signOff = rebuild(definition.signOff, mode, parties);
  return next;
}

/**
 * The definition with one party ticked or unticked: a ticked party signs last (in a single sign-off it
 * replaces the one party); an unticked one leaves the list, and its stage with it. No sign-off, no change.
 */
export function toggleSignOffParty<T extends Holder>(definition: T, party: Party, on: boolean): T {
  const signOff = definition.signOff;
  if (!signOff) return definition;
  const parties = signOff.parties.filter((p) => p !== party);
  if (on) {
    if (signOff.mode === 'single') return setSignOff(definition, 'single', [party]);
    parties.push(party);
  }
  return setSignOff(definition, signOff.mode, parties);
}

/** The definition with the party at `index` moved `offset` places in the signing order (kept within the list). */
export function moveSignOffParty<T extends Holder>(definition: T, index: number, offset: number): T {
  const signOff = definition.signOff;
  if (!signOff) return definition;
  return { ...definition, signOff: { ...signOff, parties: moveListItem(signOff.parties, index, offset) } };
}

/** What the editor changes of a stage: a name (empty for the default) and who may sign. */
export interface SignOffStageChange {
  name?: string;
  signers?: NonNullable<SignOffStage['signers']>;
}

/**
 * The definition with one party's stage changed: a blank name or the default signers remove their key,
 * an empty stage its party's key, empty stages the `stages` key. No sign-off, no change.
 */
export function setSignOffStage<T extends Holder>(definition: T, party: Party, change: SignOffStageChange): T {
  const signOff = definition.signOff;
  if (!signOff) return definition;
  const stages: NonNullable<SignOff['stages']> = isRecord(signOff.stages) ? { ...signOff.stages } : {};
  const stage: SignOffStage = isRecord(stages[party]) ? { ...stages[party] } : {};
  if (change.name !== undefined) {
    if (change.name.trim() === '') delete stage.name;
    else stage.name = change.name;
  }
  if (change.signers !== undefined) {
    if (change.signers === 'party') delete stage.signers;
    else stage.signers = change.signers;
  }
  if (Object.keys(stage).length > 0) stages[party] = stage;
  else delete stages[party];
  const next: SignOff = { ...signOff, stages };
  if (Object.keys(stages).length === 0) delete next.stages;
  return { ...definition, signOff: next };
}

/** The definition with where a return goes set; the default (start) removes the key. No sign-off, no change. */
export function setSignOffReturnTo<T extends Holder>(definition: T, returnTo: NonNullable<SignOff['returnTo']>): T {
  const signOff = definition.signOff;
  if (!signOff) return definition;
  const next: SignOff = { ...signOff, returnTo };
  if (returnTo === 'start') delete next.returnTo;
  return { ...definition, signOff: next };
}
