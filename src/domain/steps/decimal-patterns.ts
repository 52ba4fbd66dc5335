/**
 * Patterns for exact decimals held in strings. Amounts and ratios are never JSON numbers (floats); forms
 * carry them as strings matching one of these patterns and the server stores them as numeric.
 */

/** A non-negative amount in NT$ with at most 2 decimals, e.g. "12345678.90". */
export const AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,14})(\\.[0-9]{1,2})?$';

/** A signed amount with at most 2 decimals, for increases and decreases such as contract changes. */
export const SIGNED_AMOUNT_PATTERN = '^-?(0|[1-9][0-9]{0,14})(\\.[0-9]{1,2})?$';

/** A percentage 0–999.99 with at most 2 decimals, e.g. "87.5" (ratios such as bid ÷ reserve price can exceed 100). */
export const PERCENT_PATTERN = '^(0|[1-9][0-9]{0,2})(\\.[0-9]{1,2})?$';

/** Every pattern whose failure means "not a decimal" (不是小數格式) rather than a generic format error. */
export const DECIMAL_PATTERNS: ReadonlySet<string> = new Set([AMOUNT_PATTERN, SIGNED_AMOUNT_PATTERN, PERCENT_PATTERN]);

/** The patterns an `amount` widget may be bound to. */
export const AMOUNT_PATTERNS: ReadonlySet<string> = new Set([AMOUNT_PATTERN, SIGNED_AMOUNT_PATTERN]);
