/** Defaults of the administration lists and records (spec document 1 §3, §9). */

/** Rows per page of every administration list (users, departments, notes, history). */
export const PAGE_SIZE = 10;

/** The first page. */
export const DEFAULT_PAGE = 1;

/** Values a new user gets when the caller leaves them out. */
export const USER_DEFAULTS = {
  state: 1,
  dateline: '2999-01-01',
  ename: 'N/A',
} as const;

/** User states: 1 active; 0 disabled by Delete_User (the reason is kept in state_describe). */
export const USER_STATES = { active: 1, disabled: 0 } as const;

/** One page of a list as every paged call answers it. */
export interface PageOf<T> {
  list: T[];
  total: number;
  page: number;
  qtyPerPage: number;
  totalPages: number;
}

/** The rows to skip and take for a page (pages below 1 count as 1). */
export function pageWindow(page: number, qtyPerPage: number = PAGE_SIZE): { offset: number; limit: number } {
  const p = Math.max(1, Math.floor(page));
  const q = Math.max(1, Math.floor(qtyPerPage));
  return { offset: (p - 1) * q, limit: q };
}

/** Wraps one page of rows with the counts the pager needs. */
export function toPage<T>(list: T[], total: number, page: number, qtyPerPage: number = PAGE_SIZE): PageOf<T> {
  return { list, total, page, qtyPerPage, totalPages: Math.max(1, Math.ceil(total / qtyPerPage)) };
}
