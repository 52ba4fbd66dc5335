/**
 * The throttle counters in the database, shared by every server process. Each attempt is counted by one
 * atomic upsert before the work it guards is done, so parallel attempts cannot all read the same count:
 * the row is locked from the count until the caller's transaction ends.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { ALL_THROTTLE_RULES, delayAfter, type ThrottleRule } from '../../../domain/access/throttle-rules';
import type { Database } from '../../db/connect-database';
import { throttleCounters } from '../../db/schema';

/** What counting an attempt answered: allowed (and its count), or how long to wait. */
export type ThrottleOutcome = { allowed: true; hits: number } | { allowed: false; retryAfterSeconds: number };

/** The database, or a transaction of it. */
type Queries = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const seconds = (n: number) => sql`(${Math.ceil(n)}::integer * interval '1 second')`;

/**
 * Counts one attempt under `rule` for `key` unless the counter is waiting; a counter that reaches the rule's
 * limit starts waiting at once, before the attempt is carried out. Run it inside the transaction that also
 * counts the attempt's other counters.
 */
export async function takeThrottleSlot(db: Queries, rule: ThrottleRule, key: string): Promise<ThrottleOutcome> {
  const [row] = await db
    .insert(throttleCounters)
    .values({ scope: rule.scope, key, hits: 1, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [throttleCounters.scope, throttleCounters.key],
      set: {
        hits: sql`case when ${throttleCounters.updatedAt} < now() - ${seconds(rule.forgetAfterSeconds)} then 1 else ${throttleCounters.hits} + 1 end`,
        blockedUntil: null,
        updatedAt: sql`now()`,
      },
      // A waiting counter is left as it is: no count, and the row comes back empty.
      setWhere: sql`${throttleCounters.blockedUntil} is null or ${throttleCounters.blockedUntil} <= now()`,
    })
    .returning({ hits: throttleCounters.hits });
  if (!row) return { allowed: false, retryAfterSeconds: await readThrottleWait(db, rule, key) };
  const delay = delayAfter(rule, row.hits);
  if (delay > 0) {
    await db
      .update(throttleCounters)
      .set({ blockedUntil: sql`now() + ${seconds(delay)}` })
      .where(and(eq(throttleCounters.scope, rule.scope), eq(throttleCounters.key, key)));
  }
  return { allowed: true, hits: row.hits };
}

/** Whole seconds `key` must still wait under `rule` (0 when it need not). */
export async function readThrottleWait(db: Queries, rule: ThrottleRule, key: string): Promise<number> {
  const [row] = await db
    .select({ wait: sql<number>`greatest(0, ceil(extract(epoch from ${throttleCounters.blockedUntil} - now())))::integer` })
    .from(throttleCounters)
    .where(and(eq(throttleCounters.scope, rule.scope), eq(throttleCounters.key, key)));
  return Number(row?.wait ?? 0);
}

/** How many attempts `key` has counted under `rule` that are not yet forgotten. */
export async function readThrottleHits(db: Queries, rule: ThrottleRule, key: string): Promise<number> {
  const [row] = await db
    .select({ hits: sql<number>`case when ${throttleCounters.updatedAt} < now() - ${seconds(rule.forgetAfterSeconds)} then 0 else ${throttleCounters.hits} end` })
    .from(throttleCounters)
    .where(and(eq(throttleCounters.scope, rule.scope), eq(throttleCounters.key, key)));
  return Number(row?.hits ?? 0);
}

/** Gives back one counted attempt that turned out well; the wait ends if the count falls below the limit. */
export async function returnThrottleSlot(db: Queries, rule: ThrottleRule, key: string): Promise<void> {
  await db
    .update(throttleCounters)
    .set({
      hits: sql`greatest(${throttleCounters.hits} - 1, 0)`,
      blockedUntil: sql`case when ${throttleCounters.hits} - 1 < ${rule.freeHits}::integer then null else ${throttleCounters.blockedUntil} end`,
    })
    .where(and(eq(throttleCounters.scope, rule.scope), eq(throttleCounters.key, key)));
}

/** Forgets `key`'s counter under `rule` altogether. */
export async function clearThrottle(db: Queries, rule: ThrottleRule, key: string): Promise<void> {
  await db.delete(throttleCounters).where(and(eq(throttleCounters.scope, rule.scope), eq(throttleCounters.key, key)));
}

const SWEEP_AFTER_SECONDS = Math.max(...ALL_THROTTLE_RULES.map((rule) => rule.forgetAfterSeconds + rule.maxDelaySeconds));

/** Removes counters no rule would remember any more. */
export async function sweepThrottleCounters(db: Queries): Promise<void> {
  await db
    .delete(throttleCounters)
    .where(
      and(
        lt(throttleCounters.updatedAt, sql`now() - ${seconds(SWEEP_AFTER_SECONDS)}`),
        or(isNull(throttleCounters.blockedUntil), lt(throttleCounters.blockedUntil, sql`now()`)),
      ),
    );
}
