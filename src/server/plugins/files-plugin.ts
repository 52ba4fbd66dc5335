/**
 * Files/Download/{stp_id}/{file_id}: a stored file's bytes with its content type and a Content-Disposition
 * carrying the UTF-8 file name. Served as an attachment in a sandbox: an uploaded SVG or HTML-looking file
 * can never run script in the application's origin.
 */
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../domain/files/content-disposition';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { openFileDownload } from '../services/files/open-file-download';
import { stpIdParam } from '../services/files/upload-params';

const downloadParams = {
  type: 'object',
  properties: { stp_id: stpIdParam, file_id: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': "'file_id'型別必須為number" } },
  required: ['stp_id', 'file_id'],
} as const;

/** Registers the download call. */
export function filesPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    // `?type=tiff|svg` (the image lookup) only tells the browser how to read the answer; the bytes are the same.
    app.get('/Files/Download/:stp_id/:file_id', async (request, reply) => {
      const params = checkParams(downloadParams, request.params);
      const caller = await authenticate(ctx, request);
      const file = await openFileDownload(ctx, caller, params.stp_id, Number(params.file_id));
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, no-store')
        .header('etag', `"${file.sha256}"`)
        .send(file.stream);
    });
  };
}
