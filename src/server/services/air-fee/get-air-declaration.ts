/** BFC/Get_Air: a step's declaration for a project and sign-off case, its estimate and the payment totals. */
import type { AirDeclarationAnswer } from '../../../domain/air-fee/air-fee-records';
import { summariseAirPayments } from '../../../domain/air-fee/summarise-air-payments';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertAirAccess, type AirKey } from './assert-air-access';
import { estimateOf, findAirDeclaration, findLivePayments, payableOf, toDeclarationFields } from './air-rows';

/** Answers the declaration (null and version 0 when none was saved yet). */
export async function getAirDeclaration(ctx: ServerContext, caller: Caller, key: AirKey): Promise<AirDeclarationAnswer> {
  await assertAirAccess(ctx, caller, key, 'view');
  const row = await findAirDeclaration(ctx.db, key);
  const payments = row ? await findLivePayments(ctx.db, row.id) : [];
  return {
    declaration: row ? { id: row.id, ...toDeclarationFields(row), updated_at: row.updatedAt.toISOString(), updated_by: row.updatedBy } : null,
    version: row?.version ?? 0,
    estimated_fee: estimateOf(row),
    totals: summariseAirPayments(payableOf(row), payments.map((p) => p.amount)),
  };
}
