/**
 * The database's refusals that are the caller's doing, not a bug: a value out of a column's range or
 * representation, a string too long for an index, a reference to a row that does not exist, a duplicate.
 * They become 4xx answers with a plain message; anything else stays a 500. A safety net under the
 * parameter schemas, which should refuse such input first.
 */

/** How a database refusal is answered. */
export interface DatabaseRefusal {
  status: 400 | 409;
  message: string;
  code: string;
}

// SQLSTATE classes and codes (PostgreSQL appendix A); PGlite reports the same codes.
const DATA_EXCEPTION_CLASS = '22';
const PROGRAM_LIMIT_EXCEEDED = '54000';
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of an error or of its cause (Drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The answer for a database error the caller caused, or null for a bug. */
export function classifyDatabaseError(error: unknown): DatabaseRefusal | null {
  const code = sqlStateOf(error);
  if (!code) return null;
  if (code.startsWith(DATA_EXCEPTION_CLASS) || code === PROGRAM_LIMIT_EXCEEDED) {
    return { status: 400, message: '參數的值超出允許範圍或格式不符合', code };
  }
  if (code === FOREIGN_KEY_VIOLATION) return { status: 400, message: '參照的資料不存在', code };
  if (code === UNIQUE_VIOLATION) return { status: 409, message: '資料已存在，請勿重複新增', code };
  return null;
}
