/** BFC/Edit_AirPay: changes a payment from the version the caller loaded; a newer stored version gets 409. */
import { and, eq, isNull } from 'drizzle-orm';
import type { AirPaymentRecord } from '../../../domain/air-fee/air-fee-records';
import { staleVersionError } from '../../../domain/stale-version';
import { airFeePayments } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertAirAccess } from './assert-air-access';
import { findAirDeclaration, toPaymentRecords } from './air-rows';
import { checkReceiptFiles } from './check-receipt-files';
import { findAirPayment } from './find-air-payment';
import { readPaymentInput, type AirPaymentInput } from './read-payment-input';
import { assertPaymentSet, recordPaymentHistory } from './write-air-payment';

/** Stores the changed payment; answers it. */
export async function editAirPayment(ctx: ServerContext, caller: Caller, id: number, version: number, input: AirPaymentInput): Promise<AirPaymentRecord> {
  const { key } = await findAirPayment(ctx.db, id);
  await assertAirAccess(ctx, caller, key, 'edit');
  const values = readPaymentInput(input);
  const row = await ctx.db.transaction(async (tx) => {
    const declaration = (await findAirDeclaration(tx, key, true))!;
    const { payment } = await findAirPayment(tx, id);
    if (payment.version !== version) throw staleVersionError(`air payment ${id}`, version, payment.version);
    await assertPaymentSet(tx, declaration, values, id);
    const fileIds = await checkReceiptFiles(tx, key, declaration.id, values.fileIds, id);
    const [updated] = await tx
      .update(airFeePayments)
      .set({ ...values, fileIds, version: version + 1, updatedBy: caller.id, updatedAt: new Date() })
      .where(and(eq(airFeePayments.id, id), eq(airFeePayments.version, version), isNull(airFeePayments.deletedAt)))
      .returning();
    if (!updated) throw staleVersionError(`air payment ${id}`, version, version + 1);
    await recordPaymentHistory(tx, updated, 'edit', caller.id);
    return updated;
  });
  return (await toPaymentRecords(ctx.db, [row]))[0]!;
}
