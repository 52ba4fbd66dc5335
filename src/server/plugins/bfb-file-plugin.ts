/**
 * BFB's file calls: IMPORT_FILE (a multipart batch of whole files), getAllFile, Delete_File and Edit_File.
 * The step-status calls of BFB live in the step plugin.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMIT_BYTES } from '../../domain/file-size';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { deleteStepFile } from '../services/files/delete-step-file';
import { editFileRemark } from '../services/files/edit-file-remark';
import { importStepFiles, MAX_IMPORT_FILES } from '../services/files/import-step-files';
import { listStepFiles } from '../services/files/list-step-files';
import { readFormParts } from '../services/files/read-form-parts';
import { idParam, readId, stpIdParam } from '../services/files/upload-params';

const digits = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;
const listParams = {
  type: 'object',
  properties: { stp_id: stpIdParam, proj_id: { ...digits, 'x-message': "'proj_id'型別必須為number" }, audit_id: { ...digits, 'x-message': "'audit_id'型別必須為number" } },
  required: ['stp_id', 'proj_id'],
} as const;
const idPath = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': "'id'型別必須為number" } }, required: ['id'] } as const;
const editSchema = { type: 'object', properties: { id: idParam, remark: { type: 'string', maxLength: 2000 } }, required: ['id', 'remark'] } as const;

// busboy stops one file past the batch limit and one byte past the size limit; the service refuses first.
const IMPORT_LIMITS = { fileSize: UPLOAD_LIMIT_BYTES + 1, files: MAX_IMPORT_FILES + 1, fields: 200, fieldSize: 4096, parts: 260 };

/** Registers the four file calls. */
export function bfbFilePlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    // Scoped to these routes; limits are passed per call, so a multipart parser registered above works too.
    if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

    app.post('/BFB/IMPORT_FILE', async (request) => {
      const caller = await authenticate(ctx, request);
      const parts = readFormParts(request, IMPORT_LIMITS);
      try {
        return ok(await importStepFiles(ctx, caller, parts), '匯入完成');
      } catch (e) {
        await parts.drain();
        throw e;
      }
    });

    app.get('/BFB/getAllFile/:stp_id/:proj_id/:audit_id?', async (request) => {
      const params = checkParams(listParams, request.params);
      const caller = await authenticate(ctx, request);
      return ok(
        await listStepFiles(ctx, caller, {
          stpId: params.stp_id,
          projId: Number(params.proj_id),
          auditId: params.audit_id === undefined || params.audit_id === '' ? undefined : Number(params.audit_id),
        }),
      );
    });

    app.delete('/BFB/Delete_File/:id', async (request) => {
      const params = checkParams(idPath, request.params);
      const caller = await authenticate(ctx, request);
      return ok(await deleteStepFile(ctx, caller, Number(params.id)), '已刪除');
    });

    app.post('/BFB/Edit_File', async (request) => {
      const input = checkParams(editSchema, request.body);
      const caller = await authenticate(ctx, request);
      return ok(await editFileRemark(ctx, caller, { id: readId('id', input.id), remark: input.remark }), '已儲存');
    });
  };
}
