/** BFC/Add_AirPay: a new payment (installment) of a saved declaration, with its receipts; 新增失敗 when nothing was stored. */
import type { AirPaymentRecord } from '../../../domain/air-fee/air-fee-records';
import { ConflictError, InputError } from '../../../domain/errors';
import { airFeePayments } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertAirAccess, type AirKey } from './assert-air-access';
import { findAirDeclaration, toPaymentRecords } from './air-rows';
import { checkReceiptFiles } from './check-receipt-files';
import { readPaymentInput, type AirPaymentInput } from './read-payment-input';
import { assertPaymentSet, recordPaymentHistory } from './write-air-payment';

/** Adds the payment; answers it. */
export async function addAirPayment(ctx: ServerContext, caller: Caller, key: AirKey, input: AirPaymentInput): Promise<AirPaymentRecord> {
  await assertAirAccess(ctx, caller, key, 'edit');
  const values = readPaymentInput(input);
  const row = await ctx.db.transaction(async (tx) => {
    // Locked, so two payments sent at once are judged against the total one after the other.
    const declaration = await findAirDeclaration(tx, key, true);
    if (!declaration) throw new InputError('請先填寫並儲存空污費申報資料，再新增繳費紀錄');
    await assertPaymentSet(tx, declaration, values);
    const fileIds = await checkReceiptFiles(tx, key, declaration.id, values.fileIds);
    const now = new Date();
    const [inserted] = await tx
      .insert(airFeePayments)
      .values({ declarationId: declaration.id, ...values, fileIds, version: 1, createdBy: caller.id, createdAt: now, updatedBy: caller.id, updatedAt: now })
      .returning();
    if (!inserted) throw new ConflictError('新增失敗');
    await recordPaymentHistory(tx, inserted, 'add', caller.id);
    return inserted;
  });
  return (await toPaymentRecords(ctx.db, [row]))[0]!;
}
