/** The columns every writer gives the two blocks that bring none of their own: the fields and the sign-off. */

/** The header of the sign-off table. */
export const SIGNATURE_HEADERS = ['簽核方', '簽核人', '簽核時間', '狀態'] as const;

/** Relative widths of the sign-off table's columns. */
export const SIGNATURE_WIDTHS: readonly number[] = [2, 2, 3, 1.5];

/** Relative widths of the fields block: label, value. */
export const FIELD_WIDTHS: readonly number[] = [1, 2.6];
