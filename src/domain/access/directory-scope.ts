/**
 * Whose contact details a caller may list: the staff directory (accounts, e-mail, telephones, authnum) is
 * open to administrators across agencies and otherwise only within the caller's own agency tree (its
 * top-level department and every unit below it).
 */
import { ADMIN_CODES } from '../admin/admin-codes';
import { TOP_ADMIN_CODE } from './grant-rules';

/** Codes whose holders see every agency's staff: user administration (37) and the top administration code. */
export const DIRECTORY_WIDE_CODES: readonly number[] = [ADMIN_CODES.users, TOP_ADMIN_CODE];

/** The refusal of a department outside the caller's agency tree. */
export const DEPARTMENT_OUT_OF_SCOPE_MESSAGE = '您沒有此部門的權限';

/** Whether a holder of `codes` sees the staff of every agency. */
export function seesEveryAgency(codes: readonly number[]): boolean {
  return DIRECTORY_WIDE_CODES.some((code) => codes.includes(code));
}

/**
 * Whether the caller may list the staff of department `depId`: always for administrators, otherwise only
 * when it lies in `ownTreeIds` (the caller's agency tree; empty for a caller without a department).
 */
export function mayListDepartment(codes: readonly number[], ownTreeIds: readonly number[], depId: number): boolean {
  return seesEveryAgency(codes) || ownTreeIds.includes(depId);
}
