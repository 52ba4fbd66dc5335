/**
 * EMA's contract-budget calls (spec doc 3 §7): Get_Final_DetailList {proj_id} — the B1.0 contract budget,
 * created from the contractor's A5.5 quote when first opened — and EDIT_Final_SysRemark {proj_id,
 * DetailList, CostBreakdownList}, the remarks on its lines. EMA's procurement calls live in their own plugin.
 */
import type { FastifyInstance } from 'fastify';
import { LAST_STAGE } from '../../domain/budget-book/budget-stages';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { editSysRemarks } from '../services/budget-books/edit-sys-remarks';
import { loadStageBook } from '../services/budget-books/load-stage-book';

const projId = { type: 'integer', minimum: 1 } as const;
const listSchema = { type: 'object', properties: { proj_id: projId }, required: ['proj_id'] } as const;
const remarkSchema = {
  type: 'object',
  properties: {
    proj_id: projId,
    revision: { type: 'integer', minimum: 1 },
    DetailList: {
      type: 'array',
      items: { type: 'object', properties: { itemKey: { type: 'string', minLength: 1 }, sysRemark: { type: 'string' } }, required: ['itemKey', 'sysRemark'] },
    },
    CostBreakdownList: {
      type: 'array',
      items: { type: 'object', properties: { itemCode: { type: 'string', minLength: 1 }, sysRemark: { type: 'string' } }, required: ['itemCode', 'sysRemark'] },
    },
  },
  required: ['proj_id', 'DetailList'],
} as const;

/** Registers EMA's contract-budget calls. */
export function budgetEmaPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.post('/EMA/Get_Final_DetailList', async (request) => {
      const input = checkParams(listSchema, request.body);
      const caller = await authenticate(ctx, request, [26]);
      return ok(await loadStageBook(ctx, caller, { proj_id: input.proj_id, stp_id: LAST_STAGE }));
    });

    app.post('/EMA/EDIT_Final_SysRemark', async (request) => {
      const input = checkParams(remarkSchema, request.body);
      const caller = await authenticate(ctx, request, [26]);
      const result = await editSysRemarks(ctx, caller, {
        projId: input.proj_id,
        stage: LAST_STAGE,
        DetailList: [...input.DetailList],
        CostBreakdownList: input.CostBreakdownList ? [...input.CostBreakdownList] : undefined,
        revision: input.revision,
      });
      return ok(result, result.changed > 0 ? '已儲存備註' : '沒有變更');
    });
  };
}
