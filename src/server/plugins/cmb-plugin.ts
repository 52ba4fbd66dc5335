/**
 * CMB: a project's construction files (Get_Const_File), a zip_code for downloading them
 * (Get_Const_File_Download_Path) and the zip itself (Download_Const_File_ZipFile), streamed as it is built.
 */
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../domain/files/content-disposition';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { createZipTicket } from '../services/files/create-zip-ticket';
import { findConstFiles } from '../services/files/find-const-files';
import { streamProjectZip } from '../services/files/stream-project-zip';
import { idParam, readId, stpIdParam } from '../services/files/upload-params';

const serviceTypes = { type: 'array', minItems: 1, maxItems: 100, items: { type: 'string', pattern: '^[A-Z][0-9]+(\\.[0-9]+)*$' } } as const;
const listSchema = {
  type: 'object',
  properties: { proj_id: idParam, serviceType: serviceTypes, stage_id: { type: 'string', pattern: '^[A-Z][0-9]$' }, stp_id: stpIdParam, audit_id: idParam },
  required: ['proj_id', 'serviceType'],
} as const;
const pathSchema = { type: 'object', properties: { proj_id: idParam, serviceType: serviceTypes }, required: ['proj_id', 'serviceType'] } as const;
const zipParams = {
  type: 'object',
  properties: { proj_id: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': "'proj_id'型別必須為number" }, zip_code: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['proj_id', 'zip_code'],
} as const;

/** serviceType from a query string: repeated (serviceType=B1&serviceType=B2), bracketed (serviceType[]=…), comma-joined or JSON text. */
export function readServiceTypes(query: Record<string, unknown>): unknown {
  const raw = query.serviceType ?? query['serviceType[]'];
  if (raw === undefined || Array.isArray(raw)) return raw;
  const text = String(raw).trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return raw;
    }
  }
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}

/** Registers the three CMB calls. */
export function cmbPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.get('/CMB/Get_Const_File', async (request) => {
      const query = request.query as Record<string, unknown>;
      const input = checkParams(listSchema, { ...query, serviceType: readServiceTypes(query), 'serviceType[]': undefined });
      const caller = await authenticate(ctx, request);
      return ok(
        await findConstFiles(ctx, caller, {
          projId: readId('proj_id', input.proj_id),
          serviceTypes: [...input.serviceType],
          stageId: input.stage_id,
          stpId: input.stp_id,
          auditId: input.audit_id === undefined ? undefined : readId('audit_id', input.audit_id),
        }),
      );
    });

    app.post('/CMB/Get_Const_File_Download_Path', async (request) => {
      const input = checkParams(pathSchema, request.body);
      const caller = await authenticate(ctx, request);
      return ok(await createZipTicket(ctx, caller, { projId: readId('proj_id', input.proj_id), serviceTypes: [...input.serviceType] }));
    });

    // Opened in a new window, so no token travels: the zip_code from the call above is the credential, good
    // for one download. No HEAD route: a link checker's HEAD would spend the code without sending the zip.
    app.get('/CMB/Download_Const_File_ZipFile/:proj_id/:zip_code', { exposeHeadRoute: false }, async (request, reply) => {
      const params = checkParams(zipParams, request.params);
      const zip = await streamProjectZip(ctx, Number(params.proj_id), params.zip_code, (msg, err) => request.log.error({ err }, msg));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(zip.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(zip.archive);
    });
  };
}
