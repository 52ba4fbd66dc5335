/**
 * Messages of the API parameter check (spec doc 1 §5, §8), shared by the server's parameter checker and
 * the client so both say the same words.
 */

/** A parameter type the checker knows. */
export type ParamType = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** Missing parameter: 'x'是必要參數. */
export function missingParamMessage(name: string): string {
  return `'${name}'是必要參數`;
}

/** Wrong type: 'x'型別必須為string, or with a union 'x'型別必須為string|number. */
export function wrongTypeMessage(name: string, types: string | readonly string[]): string {
  const list = typeof types === 'string' ? types : types.join('|');
  return `'${name}'型別必須為${list}`;
}

/** Several required fields missing at once: a、b以上欄位為必傳!! */
export function requiredFieldsMessage(names: readonly string[]): string {
  return `${names.join('、')}以上欄位為必傳!!`;
}

/** The type name of a value as the checker reports it ('array' for arrays, 'null' for null). */
export function paramTypeOf(value: unknown): ParamType | 'null' | 'undefined' | 'bigint' | 'symbol' | 'function' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
