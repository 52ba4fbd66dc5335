/**
 * The receipts a payment links: live step files of the same project, step and sign-off case (uploaded through
 * Upload_File with the step's own categories), each linked to one live payment at most, so deleting a
 * receipt from one payment can never take it from another.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import type { Database } from '../../db/connect-database';
import { airFeePayments, stepFiles } from '../../db/schema';
import type { AirKey } from './assert-air-access';

/** Most receipts one payment may carry. */
export const MAX_RECEIPTS = 20;

/** Refuses ids that are not live files of the key, or are receipts of another payment; answers them without repeats. */
export async function checkReceiptFiles(db: Database, key: AirKey, declarationId: number, fileIds: readonly number[], exceptPaymentId?: number): Promise<number[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return ids;
  const found = await db
    .select({ id: stepFiles.id })
    .from(stepFiles)
    .where(and(inArray(stepFiles.id, ids), isNull(stepFiles.deletedAt), eq(stepFiles.projId, key.projId), eq(stepFiles.stpId, key.stpId), eq(stepFiles.auditId, key.auditId)));
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) {
    throw new InputError('收據檔案不存在，或不屬於本工程此步驟', { log: `files ${missing} are not live files of ${key.stpId}/${key.projId}/${key.auditId}` });
  }
  const others = await db
    .select({ id: airFeePayments.id, fileIds: airFeePayments.fileIds })
    .from(airFeePayments)
    .where(and(eq(airFeePayments.declarationId, declarationId), isNull(airFeePayments.deletedAt), exceptPaymentId === undefined ? undefined : ne(airFeePayments.id, exceptPaymentId)));
  if (others.some((p) => p.fileIds.some((id) => ids.includes(id)))) throw new InputError('收據檔案已連結至其他繳費紀錄');
  return ids;
}
