/**
 * BFC/Delete_Airfile: takes a receipt off a payment and deletes the step file the way BFB/Delete_File does
 * (the row kept with deleted_at and deleted_by, the bytes removed once that is committed, and only by the
 * party that uploaded it), with the payment's new version and history entry in the same transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import { staleVersionError } from '../../../domain/stale-version';
import { airFeePayments, stepFiles } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { getFileStorage } from '../../storage/get-file-storage';
import { assertFileAccess, assertOwnPartyFile } from '../files/assert-file-access';
import { findStepFile } from '../files/find-step-file';
import { assertAirAccess } from './assert-air-access';
import { findAirDeclaration } from './air-rows';
import { findAirPayment } from './find-air-payment';
import { recordPaymentHistory } from './write-air-payment';

/** Removes the receipt; answers the payment's new version. */
export async function removeAirPaymentFile(ctx: ServerContext, caller: Caller, id: number, fileId: number, version: number): Promise<{ id: number; file_id: number; version: number }> {
  const { key, payment } = await findAirPayment(ctx.db, id);
  await assertAirAccess(ctx, caller, key, 'edit');
  if (!payment.fileIds.includes(fileId)) throw new InputError('刪除失敗：此檔案不是該筆繳費的收據', { log: `file ${fileId} is not a receipt of air payment ${id}` });
  const file = await findStepFile(ctx, fileId);
  const access = await assertFileAccess(ctx, caller, file, 'edit');
  await assertOwnPartyFile(ctx, caller, file, access);
  const newVersion = await ctx.db.transaction(async (tx) => {
    await findAirDeclaration(tx, key, true);
    const { payment: current } = await findAirPayment(tx, id);
    if (current.version !== version) throw staleVersionError(`air payment ${id}`, version, current.version);
    const [updated] = await tx
      .update(airFeePayments)
      .set({ fileIds: current.fileIds.filter((f) => f !== fileId), version: version + 1, updatedBy: caller.id, updatedAt: new Date() })
      .where(and(eq(airFeePayments.id, id), eq(airFeePayments.version, version)))
      .returning();
    if (!updated) throw staleVersionError(`air payment ${id}`, version, version + 1);
    await tx.update(stepFiles).set({ deletedAt: new Date(), deletedBy: caller.id }).where(and(eq(stepFiles.id, fileId), isNull(stepFiles.deletedAt)));
    await recordPaymentHistory(tx, updated, 'removeFile', caller.id);
    return updated.version;
  });
  await getFileStorage(ctx).delete(file.storageKey);
  return { id, file_id: fileId, version: newVersion };
}
