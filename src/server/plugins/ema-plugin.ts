/**
 * The EMA calls of the tender process (spec doc 2 §7): purchase data, the contact list, contract and
 * signing, the performance bond, award, margins and the floor price.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { editAward, findAward } from '../services/procurement/award';
import { addBasicPrice, findBasicPrice } from '../services/procurement/basic-price';
import { editContract, editDeposit, findContract, findSignContract } from '../services/procurement/contract';
import { addMargin, editMargin, searchMargins } from '../services/procurement/margins';
import { addPurchaseData, editPurchaseData, findPurchaseData } from '../services/procurement/purchase-data';
import { searchContacts } from '../services/procurement/search-contacts';
import { todayInTaiwan } from '../../domain/today-in-taiwan';

/** Permission codes: the tender steps (25); the contact list also serves performance (26) and warranty (27). */
const CODES = { tender: [25], contacts: [11, 25, 26, 27, 77] } as const;

const id = { type: 'integer', minimum: 1 } as const;
const str = { type: 'string' } as const;
const amount = { type: ['string', 'number'] } as const;
const optionalAmount = { type: ['string', 'number', 'null'] } as const;
const optionalDate = { type: ['string', 'null'] } as const;
const digits = (name: string) => ({ type: 'string', pattern: '^[0-9]+$', 'x-message': `'${name}'型別必須為number` }) as const;

const projIdBody = { type: 'object', properties: { proj_id: id }, required: ['proj_id'] } as const;
const projIdParams = { type: 'object', properties: { proj_id: digits('proj_id') }, required: ['proj_id'] } as const;
const purchaseFields = {
  proj_id: id,
  tender_method: str,
  award_method: str,
  budget_amount: amount,
  announce_date: optionalDate,
  close_date: optionalDate,
  opening_date: optionalDate,
  bid_bond: amount,
  performance_bond: amount,
  first_public_tender: { type: 'boolean' },
  remark: str,
} as const;
const purchaseAdd = { type: 'object', properties: purchaseFields, required: ['proj_id', 'tender_method', 'award_method', 'budget_amount'] } as const;
const purchaseEdit = { type: 'object', properties: purchaseFields, required: ['proj_id'] } as const;
const contractEdit = {
  type: 'object',
  properties: {
    proj_id: id,
    contract_number: str,
    contract_amount: optionalAmount,
    company: str,
    sign_date: optionalDate,
    start_date: optionalDate,
    end_date: optionalDate,
    duration_days: { type: ['integer', 'null'] },
    has_first_inspection: { type: 'boolean' },
    progress_planned: optionalAmount,
    progress_actual: optionalAmount,
  },
  required: ['proj_id'],
} as const;
const depositEdit = {
  type: 'object',
  properties: { proj_id: id, amount, kind: { type: 'string', minLength: 1 }, paid_date: optionalDate, valid_until: optionalDate, remark: str },
  required: ['proj_id', 'amount', 'kind'],
} as const;
const awardEdit = {
  type: 'object',
  properties: {
    proj_id: id,
    bidOpening: {
      type: 'object',
      properties: { date: optionalDate, place: str, times: { type: 'integer', minimum: 1 }, negotiation_rounds: { type: 'integer', minimum: 0 }, chair: str },
    },
    tenderTableData: {
      type: 'array',
      items: { type: 'object', properties: { vendor: str, price: optionalAmount, qualified: { type: 'boolean' }, remark: str }, required: ['vendor'] },
    },
    award: { type: 'object', properties: { date: optionalDate, vendor: str, amount: optionalAmount, low_price_handled: { type: 'boolean' } } },
    projAmount: optionalAmount,
  },
  required: ['proj_id'],
} as const;
const marginSearch = { type: 'object', properties: { proj_id: id, stp_id: str }, required: ['proj_id'] } as const;
const marginAdd = { type: 'object', properties: { proj_id: id, stp_id: { type: 'string', minLength: 1 }, amount, remark: str }, required: ['proj_id', 'stp_id', 'amount'] } as const;
const marginEdit = { type: 'object', properties: { id, amount, remark: str }, required: ['id', 'amount'] } as const;
const basicPriceAdd = {
  type: 'object',
  properties: { proj_id: id, amount, set_date: { type: 'string', minLength: 1 }, remark: str },
  required: ['proj_id', 'amount', 'set_date'],
} as const;

/** Registers the EMA calls of the tender process. */
export function emaPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const tender = [...CODES.tender];
    app.get('/EMA/Get_Purchase_Data/:proj_id', async (request) => {
      const input = checkParams(projIdParams, request.params);
      const caller = await authenticate(ctx, request, tender);
      return ok(await findPurchaseData(ctx, caller, Number(input.proj_id)));
    });
    app.post('/EMA/Add_Purchase_Data', async (request) => {
      const input = checkParams(purchaseAdd, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await addPurchaseData(ctx, caller, input), '新增成功');
    });
    app.patch('/EMA/Edit_Purchase_Data', async (request) => {
      const input = checkParams(purchaseEdit, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await editPurchaseData(ctx, caller, input), '修改成功');
    });
    app.post('/EMA/Search_Contact', async (request) => {
      const input = checkParams(projIdBody, request.body);
      const caller = await authenticate(ctx, request, [...CODES.contacts]);
      return ok(await searchContacts(ctx, caller, input.proj_id));
    });
    app.post('/EMA/Search_Contract', async (request) => {
      const input = checkParams(projIdBody, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await findContract(ctx, caller, input.proj_id));
    });
    app.post('/EMA/Search_Sign_Contract', async (request) => {
      const input = checkParams(projIdBody, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await findSignContract(ctx, caller, input.proj_id, todayInTaiwan()));
    });
    app.post('/EMA/Edit_Contract_New', async (request) => {
      const input = checkParams(contractEdit, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await editContract(ctx, caller, input), '修改成功');
    });
    app.post('/EMA/Edit_DEPOSIT', async (request) => {
      const input = checkParams(depositEdit, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await editDeposit(ctx, caller, input), '修改成功');
    });
    app.post('/EMA/Search_AWARD_NEW', async (request) => {
      const input = checkParams(projIdBody, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await findAward(ctx, caller, input.proj_id));
    });
    app.post('/EMA/Edit_AWARD_NEW', async (request) => {
      const input = checkParams(awardEdit, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await editAward(ctx, caller, input), '修改成功');
    });
    app.post('/EMA/Search_MARGIN', async (request) => {
      const input = checkParams(marginSearch, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await searchMargins(ctx, caller, input.proj_id, input.stp_id || undefined));
    });
    app.post('/EMA/Add_Margin', async (request) => {
      const input = checkParams(marginAdd, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await addMargin(ctx, caller, input), '新增成功');
    });
    app.post('/EMA/Edit_MARGIN', async (request) => {
      const input = checkParams(marginEdit, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await editMargin(ctx, caller, input), '修改成功');
    });
    app.post('/EMA/Get_Basic_Price', async (request) => {
      const input = checkParams(projIdBody, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await findBasicPrice(ctx, caller, input.proj_id));
    });
    app.post('/EMA/Add_Basic_Price', async (request) => {
      const input = checkParams(basicPriceAdd, request.body);
      const caller = await authenticate(ctx, request, tender);
      return ok(await addBasicPrice(ctx, caller, input), '新增成功');
    });
  };
}
