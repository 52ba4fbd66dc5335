/**
 * BFC/Delete_AirPay: marks a payment deleted (kept with who and when, and in the history) from the version the
 * caller saw. Its receipts stay as step files: they are records of the step, removed only with Delete_Airfile
 * or the file calls.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { staleVersionError } from '../../../domain/stale-version';
import { airFeePayments } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertAirAccess } from './assert-air-access';
import { findAirDeclaration } from './air-rows';
import { findAirPayment } from './find-air-payment';
import { recordPaymentHistory } from './write-air-payment';

/** Deletes the payment; answers its id. */
export async function deleteAirPayment(ctx: ServerContext, caller: Caller, id: number, version: number): Promise<{ id: number }> {
  const { key } = await findAirPayment(ctx.db, id);
  await assertAirAccess(ctx, caller, key, 'edit');
  await ctx.db.transaction(async (tx) => {
    await findAirDeclaration(tx, key, true);
    const { payment } = await findAirPayment(tx, id);
    if (payment.version !== version) throw staleVersionError(`air payment ${id}`, version, payment.version);
    const now = new Date();
    const [deleted] = await tx
      .update(airFeePayments)
      .set({ version: version + 1, deletedAt: now, deletedBy: caller.id, updatedBy: caller.id, updatedAt: now })
      .where(and(eq(airFeePayments.id, id), eq(airFeePayments.version, version), isNull(airFeePayments.deletedAt)))
      .returning();
    if (!deleted) throw staleVersionError(`air payment ${id}`, version, version + 1);
    await recordPaymentHistory(tx, deleted, 'delete', caller.id);
  });
  return { id };
}
