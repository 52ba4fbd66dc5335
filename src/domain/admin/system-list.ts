/** SYS/SYS_LIST: the system functions (permission codes) a group or job title can be given. */
import { PERMISSION_CODES } from '../access/permission-codes';
import type { SystemEntry } from './admin-records';

/**
 * Codes that company (PUB) accounts may hold: their own tendering, performance and maintenance steps,
 * notifications, the personal pages, and their own citizen certificates (53 view, 57 bind: contractors sign
 * off too). Everything else is agency work.
 */
export const PUB_CODES: number[] = [25, 26, 27, 53, 57, 79, 80, 82];

/** The list of functions; with `pub` 1 only those open to company accounts. */
export function buildSystemList(pub: number = 0): SystemEntry[] {
  return Object.entries(PERMISSION_CODES)
    .map(([code, name]) => ({ sys_id: Number(code), sys_name: name, pub: PUB_CODES.includes(Number(code)) ? (1 as const) : (0 as const) }))
    .filter((e) => pub !== 1 || e.pub === 1)
    .sort((a, b) => a.sys_id - b.sys_id);
}

/** Whether every code is a known permission code. */
export function areKnownCodes(codes: readonly number[]): boolean {
  return codes.every((c) => Object.prototype.hasOwnProperty.call(PERMISSION_CODES, c));
}

/** A code's name for display, e.g. '使用者管理'; unknown codes read 代碼 n. */
export function permissionName(code: number): string {
  return (PERMISSION_CODES as Record<number, string>)[code] ?? `代碼 ${code}`;
}
