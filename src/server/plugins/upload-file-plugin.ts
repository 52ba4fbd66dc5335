/**
 * Upload_File: chunked, resumable uploads (uploadKey, upload, uploadMerge) and giving one up (uploadCancel,
 * not in the spec). Chunks stream from the request into storage; the merge answers 201 with the recorded
 * file. Also starts the sweep of abandoned uploads.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMIT_BYTES } from '../../domain/file-size';
import { UPLOAD_CANCELLED_MESSAGE } from '../../domain/files/upload-messages';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { cancelUploadSession } from '../services/files/cancel-upload-session';
import { createUploadSession } from '../services/files/create-upload-session';
import { mergeUpload } from '../services/files/merge-upload';
import { readFormParts } from '../services/files/read-form-parts';
import { receiveChunk } from '../services/files/receive-chunk';
import { startUploadSweeper } from '../services/files/sweep-abandoned-uploads';
import { idParam, readId, stpIdParam, textParam } from '../services/files/upload-params';

const sizeParam = { type: 'integer', minimum: 0 } as const;

const uploadKeySchema = {
  type: 'object',
  properties: {
    auth_id: idParam,
    stp_id: stpIdParam,
    proj_id: idParam,
    code_type: textParam,
    fileTo: textParam,
    fileName: { type: 'string', minLength: 1, maxLength: 1000 },
    fileSplitCount: { type: 'integer', minimum: 1 },
    fileTotalSize: sizeParam,
    audit_id: idParam,
    file_type: { type: 'string', maxLength: 100 },
  },
  required: ['auth_id', 'stp_id', 'proj_id', 'code_type', 'fileTo', 'fileName', 'fileSplitCount', 'fileTotalSize'],
} as const;

const mergeSchema = {
  type: 'object',
  properties: {
    id: idParam,
    uploadKey: { type: 'string', minLength: 1, maxLength: 200 },
    fileName: { type: 'string', minLength: 1, maxLength: 1000 },
    fileTotalSize: sizeParam,
    auth_id: idParam,
    stp_id: stpIdParam,
    proj_id: idParam,
    code_type: textParam,
    fileTo: textParam,
  },
  required: ['id', 'fileName', 'fileTotalSize', 'uploadKey', 'auth_id', 'stp_id', 'proj_id', 'code_type', 'fileTo'],
} as const;

const cancelSchema = {
  type: 'object',
  properties: {
    id: idParam,
    uploadKey: { type: 'string', minLength: 1, maxLength: 200 },
  },
  required: ['id', 'uploadKey'],
} as const;

// One chunk per request. busboy's own cap sits one byte above the limit so the storage write, which knows
// the upload's exact budget, is what refuses an oversized chunk (with the user's message).
const CHUNK_LIMITS = { fileSize: UPLOAD_LIMIT_BYTES + 1, files: 2, fields: 20, fieldSize: 4096, parts: 24 };

/** Registers the upload calls and the sweep. */
export function uploadFilePlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    // Scoped to these routes; limits are passed per call, so a multipart parser registered above works too.
    if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

    app.post('/Upload_File/uploadKey', async (request) => {
      const input = checkParams(uploadKeySchema, request.body);
      const caller = await authenticate(ctx, request);
      const data = await createUploadSession(ctx, caller, {
        ...input,
        auth_id: readId('auth_id', input.auth_id),
        proj_id: readId('proj_id', input.proj_id),
        audit_id: input.audit_id === undefined ? undefined : readId('audit_id', input.audit_id),
      });
      return ok(data);
    });

    app.post('/Upload_File/upload', async (request, reply) => {
      const caller = await authenticate(ctx, request);
      const parts = readFormParts(request, CHUNK_LIMITS);
      try {
        const data = await receiveChunk(ctx, caller, parts);
        return reply.status(200).send({ status: 200, message: '分片上傳成功', data });
      } catch (e) {
        await parts.drain();
        throw e;
      }
    });

    app.post('/Upload_File/uploadMerge', async (request, reply) => {
      const input = checkParams(mergeSchema, request.body);
      const caller = await authenticate(ctx, request);
      const data = await mergeUpload(ctx, caller, {
        ...input,
        id: readId('id', input.id),
        auth_id: readId('auth_id', input.auth_id),
        proj_id: readId('proj_id', input.proj_id),
      });
      return reply.status(201).send({ status: 201, message: '上傳完成', data });
    });

    app.post('/Upload_File/uploadCancel', async (request) => {
      const input = checkParams(cancelSchema, request.body);
      const caller = await authenticate(ctx, request);
      const data = await cancelUploadSession(ctx, caller, { id: readId('id', input.id), uploadKey: input.uploadKey });
      return ok(data, UPLOAD_CANCELLED_MESSAGE);
    });

    let stopSweeper: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopSweeper = startUploadSweeper(ctx, (msg, err) => (err ? app.log.error({ err }, msg) : app.log.info(msg)));
    });
    app.addHook('onClose', async () => {
      await stopSweeper?.();
    });
  };
}
