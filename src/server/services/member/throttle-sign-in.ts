/**
 * Throttling of failed sign-ins, per account and per address, counted in the database so that every server
 * process behind a load balancer sees the same numbers.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { TooManyRequestsError } from '../../../domain/errors';
import { loginFailures } from '../../db/schema';
import type { ServerContext } from '../../context';

/** The window and the limits. */
export const THROTTLE = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const;

/** Throws when the account or the address has failed too often in the window. */
export async function assertNotThrottled(ctx: ServerContext, account: string, address: string): Promise<void> {
  const since = new Date(Date.now() - THROTTLE.windowMinutes * 60_000);
  const [byAccount] = await ctx.db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, account), gt(loginFailures.createdAt, since)));
  const [byAddress] = await ctx.db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.address, address), gt(loginFailures.createdAt, since)));
  if ((byAccount?.n ?? 0) >= THROTTLE.perAccount || (byAddress?.n ?? 0) >= THROTTLE.perAddress) {
    throw new TooManyRequestsError(`登入失敗次數過多，請於 ${THROTTLE.windowMinutes} 分鐘後再試`, {
      log: `sign-in throttled for account=${account} address=${address}`,
    });
  }
}

/** Records one failed attempt and drops records older than the window. */
export async function recordSignInFailure(ctx: ServerContext, account: string, address: string): Promise<void> {
  await ctx.db.insert(loginFailures).values({ account, address });
  const since = new Date(Date.now() - THROTTLE.windowMinutes * 60_000);
  await ctx.db.delete(loginFailures).where(lt(loginFailures.createdAt, since));
}

/** Forgets an account's failures after it signs in successfully. */
export async function clearSignInFailures(ctx: ServerContext, account: string): Promise<void> {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.account, account));
}
