/**
 * BFC/Edit_Air: stores the whole declaration as a compare-and-set on its version (0 for the first save), like
 * step data: a save from an older version gets 409 and nothing is written; every save is kept in the history.
 * Lowering the fee below what was already paid is allowed (the bureau may recompute it) and answered with a
 * warning; the totals show the 溢繳.
 */
import { and, eq } from 'drizzle-orm';
import type { AirDeclarationFields } from '../../../domain/air-fee/air-fee-records';
import { AMOUNT_RULE, RATE_RULE, readAirDecimal } from '../../../domain/air-fee/read-air-decimal';
import { summariseAirPayments, type AirFeeTotals } from '../../../domain/air-fee/summarise-air-payments';
import { formatMoney } from '../../../domain/money';
import { staleVersionError } from '../../../domain/stale-version';
import { airFeeDeclarations, airFeeHistory } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertAirAccess, type AirKey } from './assert-air-access';
import { estimateOf, findAirDeclaration, findLivePayments, payableOf, toDeclarationFields } from './air-rows';
import { readAirDate } from './read-air-date';

/** What Edit_Air sends besides the key; an absent or null field is stored empty. */
export interface AirDeclarationInput {
  version: number;
  category?: string | null;
  declared_date?: string | null;
  declaration_no?: string | null;
  control_no?: string | null;
  quantity?: string | number | null;
  duration_days?: number | null;
  contract_amount?: string | number | null;
  rate?: string | number | null;
  fee?: string | number | null;
  remark?: string | null;
}

/** Edit_Air's answer. */
export interface SavedAirDeclaration {
  version: number;
  estimated_fee: string | null;
  totals: AirFeeTotals;
  /** Set when the fee is now below what was paid. */
  warning: string | null;
}

const decimalOrNull = (name: string, label: string, value: string | number | null | undefined, rule = AMOUNT_RULE) =>
  value === null || value === undefined || value === '' ? null : readAirDecimal(name, label, value, rule);

/** The sent fields checked and normalised as stored. */
function readFields(input: AirDeclarationInput): AirDeclarationFields {
  return {
    category: input.category || null,
    declared_date: input.declared_date ? readAirDate('申報日期', input.declared_date) : null,
    declaration_no: input.declaration_no?.trim() ?? '',
    control_no: input.control_no?.trim() ?? '',
    quantity: decimalOrNull('quantity', '面積或體積', input.quantity),
    duration_days: input.duration_days ?? null,
    contract_amount: decimalOrNull('contract_amount', '工程合約經費', input.contract_amount),
    rate: decimalOrNull('rate', '費率', input.rate, RATE_RULE),
    // A fee of 0 is a real answer of the bureau (an exempt project), unlike a payment of 0.
    fee: decimalOrNull('fee', '應繳金額', input.fee, { ...AMOUNT_RULE, allowZero: true }),
    remark: input.remark ?? '',
  };
}

/** Checks access and input, stores the declaration and its history entry; answers the new version. */
export async function saveAirDeclaration(ctx: ServerContext, caller: Caller, key: AirKey, input: AirDeclarationInput): Promise<SavedAirDeclaration> {
  await assertAirAccess(ctx, caller, key, 'edit');
  const fields = readFields(input);
  const values = {
    category: fields.category,
    declaredDate: fields.declared_date,
    declarationNo: fields.declaration_no,
    controlNo: fields.control_no,
    quantity: fields.quantity,
    durationDays: fields.duration_days,
    contractAmount: fields.contract_amount,
    rate: fields.rate,
    fee: fields.fee,
    remark: fields.remark,
  };
  return ctx.db.transaction(async (tx) => {
    const before = await findAirDeclaration(tx, key, true);
    const stored = before?.version ?? 0;
    if (stored !== input.version) throw staleVersionError(`air declaration ${key.stpId}/${key.projId}/${key.auditId}`, input.version, stored);
    const version = stored + 1;
    const now = new Date();
    // The row is locked (FOR UPDATE), and a first save racing another first save hits the unique key and matches nothing.
    const [row] = before
      ? await tx
          .update(airFeeDeclarations)
          .set({ ...values, version, updatedBy: caller.id, updatedAt: now })
          .where(and(eq(airFeeDeclarations.id, before.id), eq(airFeeDeclarations.version, stored)))
          .returning()
      : await tx
          .insert(airFeeDeclarations)
          .values({ projId: key.projId, stpId: key.stpId, auditId: key.auditId, ...values, version, updatedBy: caller.id, updatedAt: now })
          .onConflictDoNothing()
          .returning();
    if (!row) throw staleVersionError(`air declaration ${key.stpId}/${key.projId}`, input.version, stored + 1);
    await tx.insert(airFeeHistory).values({ declarationId: row.id, action: 'declare', version, record: { ...toDeclarationFields(row) }, changedBy: caller.id, changedAt: now });
    const payments = await findLivePayments(tx, row.id);
    const totals = summariseAirPayments(payableOf(row), payments.map((p) => p.amount));
    const warning = totals.overpaid !== '0.00' ? `已繳金額超過應繳金額 ${formatMoney(totals.overpaid)} 元，請確認是否應申請退費` : null;
    return { version, estimated_fee: estimateOf(row), totals, warning };
  });
}
