/** A stored file's code as users see it: its category's prefix and a four-digit serial within the project. */

/** The code of serial `serial` under `prefix` ('A2-BB-' and 7 → 'A2-BB-0007'). */
export function formatFileCode(prefix: string, serial: number): string {
  return `${prefix}${String(serial).padStart(4, '0')}`;
}
