/**
 * The typed refusal of a PCCES file: an InputError whose zh-TW message names what is wrong (and, for an
 * amount, the item), with the kind of refusal in `fields.kind` for callers and tests.
 */
import { InputError } from '../errors';

/** Why a file was refused. */
export type PccesRefusalKind =
  | 'malformed-xml'
  | 'wrong-root'
  | 'wrong-namespace'
  | 'wrong-document-type'
  | 'invalid-structure'
  | 'invalid-number'
  | 'invalid-formula'
  | 'amount-mismatch';

/** Refusal of a file that is not a (consistent) PCCES budget book. */
export class PccesImportError extends InputError {
  /** Why the file was refused. */
  readonly kind: PccesRefusalKind;

  constructor(kind: PccesRefusalKind, userMessage: string, details: Record<string, unknown> = {}) {
    super(userMessage, { log: `PCCES import refused (${kind}): ${userMessage}`, fields: { kind, ...details } });
    this.kind = kind;
  }
}
