/** BFC/Get_AirPay: the live payments of a step's declaration by period, with receipts and totals. */
import type { AirPaymentsAnswer } from '../../../domain/air-fee/air-fee-records';
import { summariseAirPayments } from '../../../domain/air-fee/summarise-air-payments';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertAirAccess, type AirKey } from './assert-air-access';
import { findAirDeclaration, findLivePayments, payableOf, toPaymentRecords } from './air-rows';

/** Lists the payments (empty before a declaration is saved). */
export async function listAirPayments(ctx: ServerContext, caller: Caller, key: AirKey): Promise<AirPaymentsAnswer> {
  await assertAirAccess(ctx, caller, key, 'view');
  const declaration = await findAirDeclaration(ctx.db, key);
  const rows = declaration ? await findLivePayments(ctx.db, declaration.id) : [];
  return {
    list: await toPaymentRecords(ctx.db, rows),
    totals: summariseAirPayments(payableOf(declaration), rows.map((r) => r.amount)),
    declaration_version: declaration?.version ?? 0,
  };
}
