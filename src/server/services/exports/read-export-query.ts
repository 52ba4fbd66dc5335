/**
 * Reads an export call's query string the way the export service refuses bad ones: only plain values
 * (a repeated or nested parameter is 不接受的參數格式!), only the parameters the call knows (未能識別的屬性).
 */
import { EXPORT_MESSAGES } from '../../../domain/exports/export-messages';
import { InputError } from '../../../domain/errors';

/** The query as plain strings, refusing unknown names and anything that is not a single value. */
export function readExportQuery(query: unknown, known: readonly string[]): Record<string, string> {
  if (!query || typeof query !== 'object' || Array.isArray(query)) throw new InputError(EXPORT_MESSAGES.badShape);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (!known.includes(name)) throw new InputError(`${EXPORT_MESSAGES.unknownParameter}：${name.slice(0, 50)}`, { log: 'unknown export parameter' });
    if (typeof value !== 'string') throw new InputError(EXPORT_MESSAGES.badShape, { log: `export parameter ${name} is not a single value` });
    out[name] = value;
  }
  return out;
}
