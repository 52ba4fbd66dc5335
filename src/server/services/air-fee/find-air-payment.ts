/** A live payment by id with the key of its declaration, refused with 查無此繳費紀錄 when unknown or deleted. */
import { and, eq, isNull } from 'drizzle-orm';
import { NotFoundError } from '../../../domain/errors';
import type { Database } from '../../db/connect-database';
import { airFeeDeclarations, airFeePayments } from '../../db/schema';
import type { AirKey } from './assert-air-access';
import type { AirPaymentRow } from './air-rows';

/** The payment and which declaration (project, step, case) it belongs to. */
export async function findAirPayment(db: Database, id: number): Promise<{ payment: AirPaymentRow; key: AirKey }> {
  const [row] = await db
    .select({ payment: airFeePayments, projId: airFeeDeclarations.projId, stpId: airFeeDeclarations.stpId, auditId: airFeeDeclarations.auditId })
    .from(airFeePayments)
    .innerJoin(airFeeDeclarations, eq(airFeeDeclarations.id, airFeePayments.declarationId))
    .where(and(eq(airFeePayments.id, id), isNull(airFeePayments.deletedAt)));
  if (!row) throw new NotFoundError('查無此繳費紀錄', { log: `air payment ${id} not found or deleted` });
  return { payment: row.payment, key: { projId: row.projId, stpId: row.stpId, auditId: row.auditId } };
}
