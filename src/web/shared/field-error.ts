/** Helpers for messages under form fields: Semantic UI's error prop, and the field errors of a refused call. */
import { ApiError } from '../api/client';

/** The Form.Field error prop for a message (pointing at the field), or undefined. */
export function fieldError(message: string | null | undefined): { content: string; pointing: 'above' } | undefined {
  return message ? { content: message, pointing: 'above' } : undefined;
}

/** The per-field messages the server sent with a refusal, if any. */
export function serverFieldErrors(e: unknown): Record<string, string> {
  if (!(e instanceof ApiError) || !e.errors) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(e.errors)) if (typeof v === 'string') out[k] = v;
  return out;
}
