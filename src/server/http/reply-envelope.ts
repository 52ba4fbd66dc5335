/** The response envelope every JSON call answers with: `{ status, message?, data? }`. */
export interface Envelope<T> {
  status: 'success' | 'error';
  message?: string;
  data?: T;
  /** Field-shaped details (rjsf errorSchema, blocking steps) when a request is refused. */
  errors?: Record<string, unknown>;
}

/** Wraps data in a success envelope. */
export function ok<T>(data: T, message?: string): Envelope<T> {
  return message === undefined ? { status: 'success', data } : { status: 'success', message, data };
}
