/** Sets or clears a step's sign-off (自然人憑證簽核): a mode and the parties who sign. */
import type { SignOff, StepDefinition } from '../steps/step-definition';

/** The parties that can sign, with their labels. */
export const SIGN_OFF_PARTIES: readonly { value: SignOff['parties'][number]; label: string }[] = [
  { value: 'con', label: '施工廠商' },
  { value: 'sup', label: '監造單位' },
  { value: 'gov', label: '機關' },
];

/** The definition with sign-off set (mode null removes it). */
export function setSignOff<T extends Pick<StepDefinition, 'signOff'>>(definition: T, mode: SignOff['mode'] | null, parties: SignOff['parties']): T {
  const next = { ...definition };
  if (mode === null) delete next.signOff;
  else next.signOff = { mode, parties: SIGN_OFF_PARTIES.map((p) => p.value).filter((p) => parties.includes(p)) };
  return next;
}
