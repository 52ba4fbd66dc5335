/** Merges a user record's first position (position_gov, else position_pub) into the user (spec document 1 §3). */
import type { UserPosition } from './admin-records';

/** A record that may carry position lists. */
export interface WithPositions {
  position_gov?: readonly Partial<UserPosition>[] | null;
  position_pub?: readonly Partial<UserPosition>[] | null;
}

/** The record with its first position's fields copied on top; records without positions come back unchanged. */
export function mergeFirstPosition<T extends WithPositions>(record: T): T & Partial<UserPosition> {
  const first = record.position_gov?.[0] ?? record.position_pub?.[0];
  if (!first) return { ...record };
  return { ...record, ...first };
}
