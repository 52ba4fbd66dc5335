/**
 * Categories, kinds and types of authorization roles and business assignments. The default category
 * 主辦機關 is the spec's (document 1 §3); the other names are ours, after the examples of §6 and the
 * procurement kinds of the Government Procurement Act (工程、財物、勞務).
 */

/** The category used when none is given. */
export const DEFAULT_ROLE_CATEGORY = '主辦機關';

/** Role categories offered on the roles screen. */
export const ROLE_CATEGORIES: string[] = [DEFAULT_ROLE_CATEGORY, '設計單位', '監造單位', '施工廠商', '工程招標'];

/** Business kinds: the procurement kinds. */
export const BUSINESS_KINDS: string[] = ['工程', '財物', '勞務'];

/** Business types: whether the person is the primary holder or the deputy. */
export const BUSINESS_TYPES: string[] = ['主要', '代理'];

/** Longest category, kind, type or role name accepted. */
export const MAX_ROLE_TEXT = 50;
