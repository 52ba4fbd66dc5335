/** Reading the Air tables: a declaration by key, a payment by id, the live payments, and rows as the answers' records. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AirDeclarationFields, AirPaymentFile, AirPaymentRecord } from '../../../domain/air-fee/air-fee-records';
import { computeAirFee } from '../../../domain/air-fee/compute-air-fee';
import { decidePayable } from '../../../domain/air-fee/summarise-air-payments';
import { formatFileCode } from '../../../domain/files/format-file-code';
import type { Database } from '../../db/connect-database';
import { airFeeDeclarations, airFeePayments, stepFiles } from '../../db/schema';
import type { AirKey } from './assert-air-access';

/** A stored declaration. */
export type AirDeclarationRow = typeof airFeeDeclarations.$inferSelect;
/** A stored payment. */
export type AirPaymentRow = typeof airFeePayments.$inferSelect;

/** The declaration of a key (locked for update inside a transaction when asked), or undefined. */
export async function findAirDeclaration(db: Database, key: AirKey, lock = false): Promise<AirDeclarationRow | undefined> {
  const query = db
    .select()
    .from(airFeeDeclarations)
    .where(and(eq(airFeeDeclarations.projId, key.projId), eq(airFeeDeclarations.stpId, key.stpId), eq(airFeeDeclarations.auditId, key.auditId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The live payments of a declaration by period. */
export async function findLivePayments(db: Database, declarationId: number): Promise<AirPaymentRow[]> {
  return db
    .select()
    .from(airFeePayments)
    .where(and(eq(airFeePayments.declarationId, declarationId), isNull(airFeePayments.deletedAt)))
    .orderBy(asc(airFeePayments.period), asc(airFeePayments.id));
}

/** The declaration's fields as the calls answer them. */
export function toDeclarationFields(row: AirDeclarationRow): AirDeclarationFields {
  return {
    category: row.category,
    declared_date: row.declaredDate,
    declaration_no: row.declarationNo,
    control_no: row.controlNo,
    quantity: row.quantity,
    duration_days: row.durationDays,
    contract_amount: row.contractAmount,
    rate: row.rate,
    fee: row.fee,
    remark: row.remark,
  };
}

/** The estimate of a stored declaration. */
export function estimateOf(row: AirDeclarationRow | undefined): string | null {
  if (!row) return null;
  return computeAirFee({ category: row.category, quantity: row.quantity, durationDays: row.durationDays, contractAmount: row.contractAmount, rate: row.rate, declaredDate: row.declaredDate });
}

/** What a declaration row says is owed (the declared fee, else the estimate). */
export function payableOf(row: AirDeclarationRow | undefined): string | null {
  return row ? decidePayable(row.fee, estimateOf(row)) : null;
}

/** Payments as records, with their receipts' names (deleted files are no longer named). */
export async function toPaymentRecords(db: Database, rows: AirPaymentRow[]): Promise<AirPaymentRecord[]> {
  const ids = [...new Set(rows.flatMap((r) => r.fileIds))];
  const files = ids.length
    ? await db
        .select({ id: stepFiles.id, filename: stepFiles.fileName, codeType: stepFiles.codeType, codeSerial: stepFiles.codeSerial })
        .from(stepFiles)
        .where(and(inArray(stepFiles.id, ids), isNull(stepFiles.deletedAt)))
    : [];
  const byId = new Map<number, AirPaymentFile>(files.map((f) => [f.id, { id: f.id, filename: f.filename, code: formatFileCode(f.codeType, f.codeSerial) }]));
  return rows.map((r) => ({
    id: r.id,
    period: r.period,
    amount: r.amount,
    paid_date: r.paidDate,
    remark: r.remark,
    files: r.fileIds.map((id) => byId.get(id)).filter((f): f is AirPaymentFile => f !== undefined),
    version: r.version,
    updated_at: r.updatedAt.toISOString(),
  }));
}
