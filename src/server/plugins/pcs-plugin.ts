/**
 * PCS, the price-bidding chain's budget books: Load_Detail_Now {proj_id, stp_id} (the stage's book,
 * created from the previous stage when first opened), Save_CalResult {DetailList, CostBreakdownList,
 * ResourceList, + proj_id, stp_id} (re-validated and recalculated on the server, whose totals win), and the
 * export of a stage's book (Export_Detail_Now) as PCCES XML, or as xlsx or ods: the stage's 詳細價目表 from
 * the export engine, the same file TBS_EXPORT/TBS_BUDGET_DETAIL gives.
 */
import type { FastifyInstance } from 'fastify';
import { readSubmittedItems } from '../../domain/budget-book/read-submitted-items';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { sendExportFile } from '../http/send-export-file';
import { contentDisposition } from '../../domain/files/content-disposition';
import { exportStageXml } from '../services/budget-books/export-stage-xml';
import { exportBudgetPrint } from '../services/exports/export-budget-print';
import { loadStageBook } from '../services/budget-books/load-stage-book';
import { saveStageBook } from '../services/budget-books/save-stage-book';

/** Codes of any budget-book stage; each service then checks the stage's own codes. */
export const BUDGET_BOOK_CODES = [14, 15, 25, 26];
// Which ids name a stage is the step definitions' business (budgetBook); the service refuses any other.
const stpId = { type: 'string', minLength: 1 } as const;
const projId = { type: 'integer', minimum: 1 } as const;
const discount = {
  type: ['object', 'null'],
  properties: { rate: { type: ['string', 'number', 'null'] }, amount: { type: ['string', 'number', 'null'] } },
} as const;

const loadSchema = { type: 'object', properties: { proj_id: projId, stp_id: stpId }, required: ['proj_id', 'stp_id'] } as const;
const saveSchema = {
  type: 'object',
  properties: {
    proj_id: projId,
    stp_id: stpId,
    DetailList: { type: 'array' },
    CostBreakdownList: { type: 'array', items: { type: 'object', properties: { itemCode: { type: 'string' } }, required: ['itemCode'] } },
    ResourceList: { type: 'object' },
    Discount: discount,
    ResetItems: { anyOf: [{ type: 'array', items: { type: 'string' } }, { const: 'all' }] },
    Rebuild: { type: 'boolean' },
    revision: { type: 'integer', minimum: 1 },
  },
  // The revision the caller loaded is required: a save without one could overwrite someone else's edits.
  required: ['proj_id', 'stp_id', 'DetailList', 'revision'],
} as const;
/** The formats Export_Detail_Now offers. */
const EXPORT_FILE_TYPES = ['xml', 'xlsx', 'ods'] as const;
const exportSchema = {
  type: 'object',
  properties: {
    proj_id: { type: 'string', pattern: '^[1-9][0-9]*$', 'x-message': "'proj_id'型別必須為number" },
    stp_id: stpId,
    filetype: { type: 'string', enum: [...EXPORT_FILE_TYPES], 'x-message': "'filetype'必須為 xml、xlsx 或 ods" },
  },
  required: ['proj_id', 'stp_id', 'filetype'],
} as const;

/** Text of a discount figure sent as a number or a string. */
function figureText(value: string | number | null | undefined): string | null | undefined {
  return typeof value === 'number' ? String(value) : value;
}

/** Registers the PCS calls. */
export function pcsPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.post('/PCS/Load_Detail_Now', async (request) => {
      const input = checkParams(loadSchema, request.body);
      const caller = await authenticate(ctx, request, BUDGET_BOOK_CODES);
      return ok(await loadStageBook(ctx, caller, input));
    });

    app.post('/PCS/Save_CalResult', async (request) => {
      const input = checkParams(saveSchema, request.body);
      const caller = await authenticate(ctx, request, BUDGET_BOOK_CODES);
      const result = await saveStageBook(ctx, caller, {
        proj_id: input.proj_id,
        stp_id: input.stp_id,
        DetailList: readSubmittedItems(input.DetailList),
        CostBreakdownList: input.CostBreakdownList,
        ResourceList: input.ResourceList,
        Discount: input.Discount === undefined || input.Discount === null ? input.Discount : { rate: figureText(input.Discount.rate), amount: figureText(input.Discount.amount) },
        ResetItems: input.ResetItems as string[] | 'all' | undefined,
        Rebuild: input.Rebuild,
        revision: input.revision,
      });
      return ok(result, result.changed ? '已儲存' : '沒有變更');
    });

    app.get('/PCS/Export_Detail_Now', async (request, reply) => {
      const input = checkParams(exportSchema, request.query);
      const caller = await authenticate(ctx, request, BUDGET_BOOK_CODES);
      const projId = Number(input.proj_id);
      if (input.filetype !== 'xml') return sendExportFile(reply, await exportBudgetPrint(ctx, caller, { projId, stage: input.stp_id, which: 'detail', format: input.filetype }));
      const file = await exportStageXml(ctx, caller, { projId, stage: input.stp_id });
      return reply.header('content-type', file.contentType).header('content-disposition', contentDisposition(file.fileName)).header('cache-control', 'no-store').send(file.body);
    });
  };
}
