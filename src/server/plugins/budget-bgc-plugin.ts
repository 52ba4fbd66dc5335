/**
 * BGC's budget-book calls (spec doc 3 §7): Search_BGC_Budgetbook_fid {proj_file_id}, GET_Budget_Info,
 * EDIT_sysRemark {Main, DetailList, CostBreakdownList}, Get_Engineering_Unit, Edit_Project_BudgetBook —
 * and the PCCES import (Import_Budgetbook: multipart with the XML file and proj_id). The project calls of
 * BGC live in their own plugin; these paths are distinct from them.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_STAGE } from '../../domain/budget-book/budget-stages';
import { InputError } from '../../domain/errors';
import { missingParamMessage, wrongTypeMessage } from '../../domain/param-messages';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { editBudgetMain } from '../services/budget-books/edit-budget-main';
import { editSysRemarks } from '../services/budget-books/edit-sys-remarks';
import { findBookByFile } from '../services/budget-books/find-book-by-file';
import { findProjectBudgetInfo, listBudgetProjects } from '../services/budget-books/find-budget-info';
import { importBudgetBook, MAX_IMPORT_BYTES } from '../services/budget-books/import-budget-book';
import { listEngineeringUnits } from '../services/budget-books/list-engineering-units';

const projId = { type: 'integer', minimum: 1 } as const;
const remarkList = {
  type: 'array',
  items: { type: 'object', properties: { itemKey: { type: 'string', minLength: 1 }, sysRemark: { type: 'string' } }, required: ['itemKey', 'sysRemark'] },
} as const;
const analysisRemarkList = {
  type: 'array',
  items: { type: 'object', properties: { itemCode: { type: 'string', minLength: 1 }, sysRemark: { type: 'string' } }, required: ['itemCode', 'sysRemark'] },
} as const;

const fileSchema = { type: 'object', properties: { proj_file_id: projId }, required: ['proj_file_id'] } as const;
const infoSchema = {
  type: 'object',
  properties: { proj_id: projId, page: { type: 'integer', minimum: 1, default: 1 }, page_size: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, keyword: { type: 'string' } },
} as const;
const remarkSchema = {
  type: 'object',
  properties: {
    Main: { type: 'object', properties: { proj_id: projId, revision: { type: 'integer', minimum: 1 } }, required: ['proj_id'] },
    DetailList: remarkList,
    CostBreakdownList: analysisRemarkList,
  },
  required: ['Main', 'DetailList'],
} as const;
const unitSchema = { type: 'object', properties: { proj_id: projId }, required: ['proj_id'] } as const;
const mainSchema = {
  type: 'object',
  properties: { proj_id: projId, Main: { type: 'object' }, revision: { type: 'integer', minimum: 1 } },
  required: ['proj_id', 'Main'],
} as const;

/** Reads the import's multipart body: the proj_id field and the one file (at most 50 MB). */
async function readImportParts(request: FastifyRequest): Promise<{ fields: Record<string, string>; fileName: string; content: Buffer }> {
  if (!request.isMultipart()) throw new InputError('請以 multipart/form-data 上傳預算書檔案');
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') file = { fileName: part.filename, content: await part.toBuffer() };
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new InputError('檔案超過 50 MB 上限');
    throw error;
  }
  if (!file) throw new InputError(missingParamMessage('file'));
  return { fields, ...file };
}

/** The import's proj_id form field as a number, with the parameter checker's messages. */
function readProjId(fields: Record<string, string>): number {
  const text = fields.proj_id?.trim() ?? '';
  if (text === '') throw new InputError(missingParamMessage('proj_id'));
  if (!/^[1-9][0-9]{0,8}$/.test(text)) throw new InputError(wrongTypeMessage('proj_id', 'number'));
  return Number(text);
}

/** Registers BGC's budget-book calls. */
export function budgetBgcPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    // Scoped to these routes; another plugin may register its own multipart handling.
    if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

    app.post('/BGC/Import_Budgetbook', async (request) => {
      const caller = await authenticate(ctx, request, [15]);
      const parts = await readImportParts(request);
      const result = await importBudgetBook(ctx, caller, { projId: readProjId(parts.fields), fileName: parts.fileName, content: parts.content });
      return ok(result, '預算書匯入完成');
    });

    app.post('/BGC/Search_BGC_Budgetbook_fid', async (request) => {
      const input = checkParams(fileSchema, request.body);
      const caller = await authenticate(ctx, request, [14, 15]);
      return ok(await findBookByFile(ctx, caller, input.proj_file_id));
    });

    app.post('/BGC/GET_Budget_Info', async (request) => {
      const input = checkParams(infoSchema, request.body);
      const caller = await authenticate(ctx, request, [14, 15]);
      if (input.proj_id !== undefined) return ok(await findProjectBudgetInfo(ctx, caller, input.proj_id));
      return ok(await listBudgetProjects(ctx, caller, input.page ?? 1, input.page_size ?? 10, input.keyword));
    });

    app.post('/BGC/EDIT_sysRemark', async (request) => {
      const input = checkParams(remarkSchema, request.body);
      const caller = await authenticate(ctx, request, [14]);
      const result = await editSysRemarks(ctx, caller, {
        projId: input.Main.proj_id,
        stage: FIRST_STAGE,
        DetailList: [...input.DetailList],
        CostBreakdownList: input.CostBreakdownList ? [...input.CostBreakdownList] : undefined,
        revision: input.Main.revision,
      });
      return ok(result, result.changed > 0 ? '已儲存備註' : '沒有變更');
    });

    app.post('/BGC/Get_Engineering_Unit', async (request) => {
      const input = checkParams(unitSchema, request.body);
      const caller = await authenticate(ctx, request, [14, 15]);
      return ok(await listEngineeringUnits(ctx, caller, input.proj_id));
    });

    app.post('/BGC/Edit_Project_BudgetBook', async (request) => {
      const input = checkParams(mainSchema, request.body);
      const caller = await authenticate(ctx, request, [15]);
      return ok(await editBudgetMain(ctx, caller, { projId: input.proj_id, Main: input.Main, revision: input.revision }), '已儲存');
    });
  };
}
