/**
 * What the log keeps of an error: its kind, code, a bounded first line and the stack frames — never the
 * request data an error message may carry (a database error's message lists the query's parameters, which
 * are the user's input: a multi-megabyte string would be written to the log several times over).
 */

/** Longest message kept in the log. */
export const MAX_LOGGED_MESSAGE = 300;
const MAX_FRAMES = 10;

/** Cuts a text for the log to its first line and MAX_LOGGED_MESSAGE characters. */
export function boundForLog(text: string): string {
  const firstLine = text.split('\n', 1)[0] ?? '';
  return firstLine.length > MAX_LOGGED_MESSAGE ? `${firstLine.slice(0, MAX_LOGGED_MESSAGE)}…(${text.length} characters)` : firstLine;
}

/** A log-safe description of an unexpected error and its causes. */
export function summariseError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const summary: Record<string, unknown> = { type: error.name, message: boundForLog(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') summary.code = code;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, MAX_FRAMES);
  if (frames.length) summary.stack = frames.map((line) => line.trim());
  if (error.cause !== undefined) summary.cause = summariseError(error.cause);
  return summary;
}
