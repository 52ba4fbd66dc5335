/**
 * Required texts of the administration screens (the names of departments, job titles, groups and
 * roles; a disabling reason): trimmed, not empty, and no longer than their limit. The screens show the
 * message under the field; the services refuse the same.
 */
import { InputError } from '../errors';
import { rangeMessage, requiredMessage } from '../form-messages';
import { MAX_ROLE_TEXT } from './authorization-options';

/** Longest name of each kind, in characters. */
export const NAME_LIMITS = {
  department: 100,
  jobTitle: 50,
  group: 50,
  role: MAX_ROLE_TEXT,
} as const;

/** Longest reason for disabling a user (state_describe). */
export const DISABLE_REASON_MAX = 200;

/** The message for a text that breaks the rule (欄位必須填寫 or 字串限制在1~max), or null when it is fine. */
export function checkRequiredText(value: string, max: number): string | null {
  const text = value.trim();
  if (!text) return requiredMessage();
  return text.length > max ? rangeMessage(1, max) : null;
}

/**
 * The trimmed text, or InputError '{label}長度須為 1~{max} 字' (with the field's message under `field`, when
 * given) for the services, which refuse what the screens would have refused.
 */
export function readRequiredText(value: string, max: number, label: string, field?: string): string {
  const text = value.trim();
  if (!text || text.length > max) throw new InputError(`${label}長度須為 1~${max} 字`, field ? { fields: { [field]: rangeMessage(1, max) } } : {});
  return text;
}
