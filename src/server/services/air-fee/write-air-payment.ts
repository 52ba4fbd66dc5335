/**
 * The shared part of the payment writes, inside the caller's transaction: the payment set's rules (one live
 * payment per period, the total within what is owed) and the history entry every change leaves.
 */
import { assertWithinPayable } from '../../../domain/air-fee/summarise-air-payments';
import { InputError } from '../../../domain/errors';
import type { Database } from '../../db/connect-database';
import { airFeeHistory } from '../../db/schema';
import { payableOf, findLivePayments, type AirDeclarationRow, type AirPaymentRow } from './air-rows';

/** Refuses the payment set that `next` (with `replacing` left out) would make. */
export async function assertPaymentSet(tx: Database, declaration: AirDeclarationRow, next: { period: number; amount: string }, replacing?: number): Promise<void> {
  const others = (await findLivePayments(tx, declaration.id)).filter((p) => p.id !== replacing);
  if (others.some((p) => p.period === next.period)) throw new InputError(`第 ${next.period} 期已有繳費紀錄`);
  assertWithinPayable(payableOf(declaration), [...others.map((p) => p.amount), next.amount]);
}

/** Records a payment's state after `action` in the history. */
export async function recordPaymentHistory(tx: Database, row: AirPaymentRow, action: 'add' | 'edit' | 'delete' | 'removeFile', memberId: number): Promise<void> {
  await tx.insert(airFeeHistory).values({
    declarationId: row.declarationId,
    paymentId: row.id,
    action,
    version: row.version,
    record: { period: row.period, amount: row.amount, paid_date: row.paidDate, remark: row.remark, file_ids: row.fileIds, deleted: row.deletedAt !== null },
    changedBy: memberId,
    changedAt: row.updatedAt,
  });
}
