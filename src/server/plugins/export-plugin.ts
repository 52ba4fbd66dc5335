/**
 * The Export service (document 3 §7): TBS_EXPORT/{formType} produces a step's export form (or a budget
 * book print) as odt, docx, pdf, xlsx or ods for a caller who may read the step; TBS_GENERATOR issues a
 * single-use token and Export/{token} serves that one file to a window that cannot send headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExportFormat } from '../../domain/exports/export-document';
import { EXPORT_MESSAGES } from '../../domain/exports/export-messages';
import { ForbiddenError, InputError, NotFoundError } from '../../domain/errors';
import type { ServerContext } from '../context';
import { authenticate, type Caller } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { sendExportFile } from '../http/send-export-file';
import { ok } from '../http/reply-envelope';
import type { ExportedFile } from '../services/exports/exported-file';
import { issueExportTicket, takeExportTicket } from '../services/exports/export-tickets';
import { exportStepForm } from '../services/exports/export-step-form';
import { readExportQuery } from '../services/exports/read-export-query';
import { BUDGET_PRINT_FORMS, exportBudgetPrint, isBudgetPrintForm } from '../services/exports/export-budget-print';

const FORM_TYPE = /^TBS_[A-Z0-9_]{1,40}$/;

// A form type that cannot be one is answered like one no step declares.
function readFormType(params: unknown): string {
  const formType = (params as { formType?: unknown } | undefined)?.formType;
  if (typeof formType !== 'string' || !FORM_TYPE.test(formType)) throw new NotFoundError(EXPORT_MESSAGES.noGenerator, { log: 'malformed formType' });
  return formType;
}
const exportQuery = {
  type: 'object',
  properties: {
    proj_id: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': "'proj_id'型別必須為number" },
    audit_id: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': "'audit_id'型別必須為number" },
    filetype: { type: 'string', enum: ['odt', 'docx', 'pdf', 'xlsx', 'ods'], 'x-message': "'filetype'必須為 odt、docx、pdf、xlsx、ods" },
    stp_id: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,40}$' },
  },
  required: ['proj_id', 'filetype'],
} as const;
const generatorBody = {
  type: 'object',
  properties: {
    formType: { type: 'string', pattern: '^TBS_[A-Z0-9_]{1,40}$', 'x-message': '找不到對應表單生成器' },
    proj_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    audit_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    filetype: { type: 'string', enum: ['odt', 'docx', 'pdf', 'xlsx', 'ods'] },
    stp_id: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,40}$' },
  },
  required: ['formType', 'proj_id', 'filetype'],
} as const;
const TICKET = /^[A-Za-z0-9_-]{32}$/;

/** One export as the calls name it. */
interface ExportRequest {
  formType: string;
  projId: number;
  auditId: number;
  format: ExportFormat;
  stpId?: string;
}

// The export calls say who they are twice (access-token and user-id); a user-id that is not the token's member is refused.
function assertUserIdHeader(request: FastifyRequest, caller: Caller): void {
  const header = request.headers['user-id'];
  if (header === undefined) return;
  if (String(header) !== String(caller.id)) throw new ForbiddenError('使用者身分不符，請重新登入', { log: `user-id header ${String(header).slice(0, 20)} is not member ${caller.id}` });
}

async function produce(ctx: ServerContext, caller: Caller, input: ExportRequest): Promise<ExportedFile> {
  if (isBudgetPrintForm(input.formType)) {
    if (!input.stpId) throw new InputError("'stp_id'是必要參數");
    return exportBudgetPrint(ctx, caller, { projId: input.projId, stage: input.stpId, which: BUDGET_PRINT_FORMS[input.formType], format: input.format });
  }
  return exportStepForm(ctx, caller, input);
}

function toRequest(formType: string, query: { proj_id: string; audit_id?: string; filetype: ExportFormat; stp_id?: string }): ExportRequest {
  return { formType, projId: Number(query.proj_id), auditId: Number(query.audit_id ?? 0), format: query.filetype, ...(query.stp_id ? { stpId: query.stp_id } : {}) };
}

/** Registers the export calls. */
export function exportPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.get('/Export/TBS_EXPORT/:formType', async (request: FastifyRequest, reply: FastifyReply) => {
      const formType = readFormType(request.params);
      const query = checkParams(exportQuery, readExportQuery(request.query, ['proj_id', 'audit_id', 'filetype', 'stp_id']));
      const caller = await authenticate(ctx, request);
      assertUserIdHeader(request, caller);
      return sendExportFile(reply, await produce(ctx, caller, toRequest(formType, query)));
    });

    app.post('/Export/TBS_GENERATOR', async (request) => {
      const input = checkParams(generatorBody, request.body);
      const caller = await authenticate(ctx, request);
      const token = issueExportTicket(ctx, {
        accessToken: caller.token,
        memberId: caller.id,
        formType: input.formType,
        projId: input.proj_id,
        auditId: input.audit_id ?? 0,
        format: input.filetype,
        ...(input.stp_id ? { stpId: input.stp_id } : {}),
      });
      const query = new URLSearchParams({ proj_id: String(input.proj_id), audit_id: String(input.audit_id ?? 0), filetype: input.filetype, ...(input.stp_id ? { stp: input.stp_id } : {}) });
      return ok({ token, url: `Export/${token}?${query.toString()}` });
    });

    app.get('/Export/:token', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = (request.params as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !TICKET.test(token)) throw new InputError(EXPORT_MESSAGES.notGenerated, { log: 'malformed export token' });
      const query = readExportQuery(request.query, ['proj_id', 'audit_id', 'filetype', 'stp']);
      const ticket = takeExportTicket(ctx, token);
      if (!ticket) throw new InputError(EXPORT_MESSAGES.notGenerated, { log: 'unknown, used or expired export token' });
      const matches =
        (query.proj_id === undefined || query.proj_id === String(ticket.projId)) &&
        (query.audit_id === undefined || query.audit_id === String(ticket.auditId)) &&
        (query.filetype === undefined || query.filetype === ticket.format) &&
        (query.stp === undefined || query.stp === (ticket.stpId ?? ''));
      if (!matches) throw new InputError(EXPORT_MESSAGES.notSet, { log: 'export token used with other parameters' });
      const caller = await authenticate(ctx, request, [0], ticket.accessToken);
      return sendExportFile(reply, await produce(ctx, caller, { formType: ticket.formType, projId: ticket.projId, auditId: ticket.auditId, format: ticket.format, ...(ticket.stpId ? { stpId: ticket.stpId } : {}) }));
    });
  };
}
