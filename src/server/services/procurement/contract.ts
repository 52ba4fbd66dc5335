/**
 * EMA contract (契約): Search_Contract, Search_Sign_Contract (signing against the 15-day limit),
 * Edit_Contract_New and Edit_DEPOSIT (the performance bond, whose validity must reach 90 days past the
 * term, or 125 days with a first inspection).
 */
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import { bondAndContractDue, requiredBondValidUntil } from '../../../domain/procurement/procurement-deadlines';
import { BOND_KINDS } from '../../../domain/procurement/procurement-methods';
import { formatRocDate } from '../../../domain/roc-date';
import { projectAwards, projectContracts, type ContractDeposit } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertAgencyProjectAccess, assertProjectAccess } from '../projects/assert-project-access';
import { readAmount, readOptionalAmount } from '../projects/read-amount';
import { findPurchaseRow } from './purchase-data';
import { assertOrder, readDate } from './read-ema-dates';

/** The contract as answered. */
export interface ContractRecord {
  proj_id: number;
  contract_number: string;
  contract_amount: string | null;
  company: string;
  sign_date: string | null;
  start_date: string | null;
  end_date: string | null;
  duration_days: number | null;
  has_first_inspection: boolean;
  progress_planned: string | null;
  progress_actual: string | null;
  deposit: ContractDeposit | null;
  /** The earliest acceptable bond validity end, when the term end is known. */
  required_bond_valid_until: string | null;
}

async function findRow(ctx: ServerContext, projId: number) {
  const [row] = await ctx.db.select().from(projectContracts).where(eq(projectContracts.projId, projId));
  return row ?? null;
}

function toRecord(projId: number, row: Awaited<ReturnType<typeof findRow>>): ContractRecord {
  return {
    proj_id: projId,
    contract_number: row?.contractNumber ?? '',
    contract_amount: row?.contractAmount ?? null,
    company: row?.company ?? '',
    sign_date: row?.signDate ?? null,
    start_date: row?.startDate ?? null,
    end_date: row?.endDate ?? null,
    duration_days: row?.durationDays ?? null,
    has_first_inspection: row?.hasFirstInspection ?? false,
    progress_planned: row?.progressPlanned ?? null,
    progress_actual: row?.progressActual ?? null,
    deposit: row?.deposit ?? null,
    required_bond_valid_until: row?.endDate ? requiredBondValidUntil(row.endDate, row.hasFirstInspection) : null,
  };
}

/** Search_Contract: the contract (blank fields when none is recorded). */
export async function findContract(ctx: ServerContext, caller: Caller, projId: number): Promise<ContractRecord> {
  await assertProjectAccess(ctx, caller, projId, 'view');
  return toRecord(projId, await findRow(ctx, projId));
}

/** What Search_Sign_Contract answers: signing facts against the day limit after award. */
export interface SignContractRecord {
  proj_id: number;
  contract_number: string;
  company: string;
  contract_amount: string | null;
  sign_date: string | null;
  award_date: string | null;
  /** Last day for bond and contract. */
  sign_due: string | null;
  /** Signed after the limit, or not signed and the limit has passed. */
  overdue: boolean;
  deposit: ContractDeposit | null;
}

/** Search_Sign_Contract. */
export async function findSignContract(ctx: ServerContext, caller: Caller, projId: number, today: string): Promise<SignContractRecord> {
  await assertProjectAccess(ctx, caller, projId, 'view');
  const row = await findRow(ctx, projId);
  const [award] = await ctx.db.select({ d: projectAwards.awardDate }).from(projectAwards).where(eq(projectAwards.projId, projId));
  const purchase = await findPurchaseRow(ctx, projId);
  const awardDate = award?.d ?? null;
  const due = awardDate ? bondAndContractDue(awardDate, purchase ? new Decimal(purchase.bidBond).gt(0) : false) : null;
  const signed = row?.signDate ?? null;
  return {
    proj_id: projId,
    contract_number: row?.contractNumber ?? '',
    company: row?.company ?? '',
    contract_amount: row?.contractAmount ?? null,
    sign_date: signed,
    award_date: awardDate,
    sign_due: due,
    overdue: due !== null && (signed ? signed > due : today > due),
    deposit: row?.deposit ?? null,
  };
}

/** What Edit_Contract_New sends; fields left out keep their values. */
export interface ContractInput {
  proj_id: number;
  contract_number?: string;
  contract_amount?: string | number | null;
  company?: string;
  sign_date?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  duration_days?: number | null;
  has_first_inspection?: boolean;
  progress_planned?: string | number | null;
  progress_actual?: string | number | null;
}

function readPercent(value: string | number | null | undefined, name: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const d = new Decimal(String(value).trim() || 'NaN');
  if (!d.isFinite() || d.lt(0) || d.gt(100)) throw new InputError(`'${name}'須介於0至100`, { fields: { [name]: '須介於0至100' } });
  return d.toFixed(2);
}

/** Edit_Contract_New. */
export async function editContract(ctx: ServerContext, caller: Caller, input: ContractInput): Promise<ContractRecord> {
  await assertAgencyProjectAccess(ctx, caller, input.proj_id);
  const row = await findRow(ctx, input.proj_id);
  const pick = <K extends keyof ContractInput>(k: K, current: ContractInput[K]) => (input[k] === undefined ? current : input[k]);
  const sign = readDate(pick('sign_date', row?.signDate ?? null), 'sign_date');
  const start = readDate(pick('start_date', row?.startDate ?? null), 'start_date');
  const end = readDate(pick('end_date', row?.endDate ?? null), 'end_date');
  assertOrder(start, end, '完工期限不可早於開工日期', 'end_date');
  const [award] = await ctx.db.select({ d: projectAwards.awardDate }).from(projectAwards).where(eq(projectAwards.projId, input.proj_id));
  if (award?.d) assertOrder(award.d, sign, '簽約日期不可早於決標日期', 'sign_date');
  const duration = pick('duration_days', row?.durationDays ?? null);
  if (duration !== null && duration !== undefined && (!Number.isInteger(duration) || duration <= 0)) {
    throw new InputError("'duration_days'須為正整數", { fields: { duration_days: '須為正整數' } });
  }
  const values = {
    contractNumber: (pick('contract_number', row?.contractNumber ?? '') ?? '').trim(),
    contractAmount: readOptionalAmount(pick('contract_amount', row?.contractAmount ?? null), 'contract_amount'),
    company: (pick('company', row?.company ?? '') ?? '').trim(),
    signDate: sign,
    startDate: start,
    endDate: end,
    durationDays: duration ?? null,
    hasFirstInspection: pick('has_first_inspection', row?.hasFirstInspection ?? false) ?? false,
    progressPlanned: readPercent(pick('progress_planned', row?.progressPlanned ?? null), 'progress_planned'),
    progressActual: readPercent(pick('progress_actual', row?.progressActual ?? null), 'progress_actual'),
    updatedBy: caller.id,
    uDate: new Date(),
  };
  await ctx.db.insert(projectContracts).values({ projId: input.proj_id, ...values }).onConflictDoUpdate({ target: projectContracts.projId, set: values });
  return toRecord(input.proj_id, await findRow(ctx, input.proj_id));
}

/** What Edit_DEPOSIT sends. */
export interface DepositInput {
  proj_id: number;
  amount: string | number;
  kind: string;
  paid_date?: string | null;
  valid_until?: string | null;
  remark?: string;
}

/** Edit_DEPOSIT: records the performance bond; needs the contract's term end to check the validity. */
export async function editDeposit(ctx: ServerContext, caller: Caller, input: DepositInput): Promise<ContractRecord> {
  await assertAgencyProjectAccess(ctx, caller, input.proj_id);
  if (!BOND_KINDS.includes(input.kind)) throw new InputError("'kind'的值不在允許範圍內", { fields: { kind: '請選擇欄位' } });
  const deposit: ContractDeposit = {
    amount: readAmount(input.amount, 'amount'),
    kind: input.kind,
    paid_date: readDate(input.paid_date, 'paid_date'),
    valid_until: readDate(input.valid_until, 'valid_until'),
    remark: input.remark ?? '',
  };
  const row = await findRow(ctx, input.proj_id);
  if (row?.endDate && deposit.valid_until) {
    const required = requiredBondValidUntil(row.endDate, row.hasFirstInspection)!;
    if (deposit.valid_until < required) {
      const message = `保證金有效期限應至少至${formatRocDate(required)}（履約期限後${row.hasFirstInspection ? 125 : 90}日）`;
      throw new InputError(message, { fields: { valid_until: message } });
    }
  }
  await ctx.db
    .insert(projectContracts)
    .values({ projId: input.proj_id, deposit, updatedBy: caller.id })
    .onConflictDoUpdate({ target: projectContracts.projId, set: { deposit, updatedBy: caller.id, uDate: new Date() } });
  return toRecord(input.proj_id, await findRow(ctx, input.proj_id));
}
