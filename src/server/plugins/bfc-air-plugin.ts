/**
 * BFC's Air calls: the 營建工程空氣污染防制費 declaration of a step (Get_Air, Edit_Air) and its payments
 * (Get_AirPay, Add_AirPay, Edit_AirPay, Delete_AirPay) with their receipts (Delete_Airfile). Access is the
 * step data's: the step's view or edit codes and parties on the project. See docs/air-pollution-fee.md.
 */
import type { FastifyInstance } from 'fastify';
import { AIR_FEE_CATEGORY_CODES } from '../../domain/air-fee/air-fee-categories';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams, INT32 } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { addAirPayment } from '../services/air-fee/add-air-payment';
import { deleteAirPayment } from '../services/air-fee/delete-air-payment';
import { editAirPayment } from '../services/air-fee/edit-air-payment';
import { getAirDeclaration } from '../services/air-fee/get-air-declaration';
import { listAirPayments } from '../services/air-fee/list-air-payments';
import { removeAirPaymentFile } from '../services/air-fee/remove-air-payment-file';
import { saveAirDeclaration } from '../services/air-fee/save-air-declaration';
import { MAX_RECEIPTS } from '../services/air-fee/check-receipt-files';
import type { AirPaymentInput } from '../services/air-fee/read-payment-input';
import type { AirDeclarationInput } from '../services/air-fee/save-air-declaration';

const stpId = { type: 'string', pattern: '^[A-Z][0-9]+(\\.[0-9]+)*$', maxLength: 20 } as const;
/** A whole number within the integer columns, refused in the spec's words ('x'型別必須為number) otherwise. */
// Typed as a plain number schema: the bounds are checked at run time, and FromSchema needs only the type.
const whole = (name: string, minimum: number) => ({ type: 'number', multipleOf: 1, minimum, maximum: INT32.maximum, 'x-message': `'${name}'型別必須為number` }) as { readonly type: 'number' };
const digits = (name: string) => ({ type: 'string', pattern: '^[0-9]+$', 'x-message': `'${name}'型別必須為number` }) as const;
const decimal = { type: ['string', 'number', 'null'], maxLength: 40 } as const;
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const keyPath = {
  type: 'object',
  properties: { stp_id: stpId, proj_id: digits('proj_id'), audit_id: digits('audit_id') },
  required: ['stp_id', 'proj_id', 'audit_id'],
} as const;
const keyBody = { stp_id: stpId, proj_id: whole('proj_id', 1), audit_id: whole('audit_id', 0) } as const;
const declarationSchema = {
  type: 'object',
  properties: {
    ...keyBody,
    version: whole('version', 0),
    category: { type: ['string', 'null'], enum: [...AIR_FEE_CATEGORY_CODES, '', null] },
    declared_date: text(10),
    declaration_no: text(100),
    control_no: text(100),
    quantity: decimal,
    duration_days: { type: ['number', 'null'], multipleOf: 1, minimum: 1, maximum: 36500, 'x-message': "'duration_days'須為 1~36500 的整數（日）" },
    contract_amount: decimal,
    rate: decimal,
    fee: decimal,
    remark: text(2000),
  },
  required: ['stp_id', 'proj_id', 'version'],
} as const;
const paymentFields = {
  period: { type: 'number', multipleOf: 1, minimum: 1, maximum: 999, 'x-message': "'period'須為 1~999 的整數" } as { readonly type: 'number' },
  amount: { type: ['string', 'number'], maxLength: 40 },
  paid_date: { type: 'string', minLength: 1, maxLength: 10 },
  remark: text(2000),
  file_ids: { type: 'array', maxItems: MAX_RECEIPTS, items: whole('file_ids', 1) },
} as const;
// Add_AirPay's body is checked as its key, then as a payment: one schema of both is too deep for FromSchema's types.
const keySchema = { type: 'object', properties: keyBody, required: ['stp_id', 'proj_id'] } as const;
const paymentSchema = { type: 'object', properties: paymentFields, required: ['period', 'amount', 'paid_date'] } as const;

/** A payment's fields as checked by paymentSchema. */
type PaymentBody = AirPaymentInput;
/** The key of a body as checked by keyBody. */
interface KeyBody {
  stp_id: string;
  proj_id: number;
  audit_id?: number;
}

/**
 * checkParams with the body's type written out: json-schema-to-ts gives up ("excessively deep") on these
 * schemas' derived types, so each call names the type its schema checks, next to the schema.
 */
function checkWide<T>(schema: object, input: unknown): T {
  const check = checkParams as unknown as (schema: object, input: unknown) => unknown;
  return check(schema, input) as T;
}
const editSchema = {
  type: 'object',
  properties: { id: whole('id', 1), version: whole('version', 1), ...paymentFields },
  required: ['id', 'version', 'period', 'amount', 'paid_date'],
} as const;
const deleteSchema = { type: 'object', properties: { id: whole('id', 1), version: whole('version', 1) }, required: ['id', 'version'] } as const;
const deleteFileSchema = {
  type: 'object',
  properties: { id: whole('id', 1), file_id: whole('file_id', 1), version: whole('version', 1) },
  required: ['id', 'file_id', 'version'],
} as const;

/** The key of a GET path. */
function readKeyPath(params: unknown) {
  const p = checkParams(keyPath, params);
  return { stpId: p.stp_id, projId: Number(p.proj_id), auditId: Number(p.audit_id) };
}

/** Registers the seven Air calls. */
export function bfcAirPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.get('/BFC/Get_Air/:stp_id/:proj_id/:audit_id', async (request) => {
      const key = readKeyPath(request.params);
      const caller = await authenticate(ctx, request);
      return ok(await getAirDeclaration(ctx, caller, key));
    });

    app.post('/BFC/Edit_Air', async (request) => {
      const { stp_id, proj_id, audit_id, ...input } = checkWide<KeyBody & AirDeclarationInput>(declarationSchema, request.body);
      const caller = await authenticate(ctx, request);
      const saved = await saveAirDeclaration(ctx, caller, { stpId: stp_id, projId: proj_id, auditId: audit_id ?? 0 }, input);
      return ok(saved, saved.warning ?? '已儲存');
    });

    app.get('/BFC/Get_AirPay/:stp_id/:proj_id/:audit_id', async (request) => {
      const key = readKeyPath(request.params);
      const caller = await authenticate(ctx, request);
      return ok(await listAirPayments(ctx, caller, key));
    });

    app.post('/BFC/Add_AirPay', async (request) => {
      const { stp_id, proj_id, audit_id } = checkWide<KeyBody>(keySchema, request.body);
      const input = checkWide<PaymentBody>(paymentSchema, request.body);
      const caller = await authenticate(ctx, request);
      return ok(await addAirPayment(ctx, caller, { stpId: stp_id, projId: proj_id, auditId: audit_id ?? 0 }, input), '已新增');
    });

    app.post('/BFC/Edit_AirPay', async (request) => {
      const { id, version, ...input } = checkWide<PaymentBody & { id: number; version: number }>(editSchema, request.body);
      const caller = await authenticate(ctx, request);
      return ok(await editAirPayment(ctx, caller, id, version, input), '已儲存');
    });

    app.post('/BFC/Delete_AirPay', async (request) => {
      const input = checkWide<{ id: number; version: number }>(deleteSchema, request.body);
      const caller = await authenticate(ctx, request);
      return ok(await deleteAirPayment(ctx, caller, input.id, input.version), '已刪除');
    });

    app.post('/BFC/Delete_Airfile', async (request) => {
      const input = checkWide<{ id: number; file_id: number; version: number }>(deleteFileSchema, request.body);
      const caller = await authenticate(ctx, request);
      return ok(await removeAirPaymentFile(ctx, caller, input.id, input.file_id, input.version), '已刪除');
    });
  };
}
