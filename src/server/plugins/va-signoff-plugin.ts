/**
 * Signing a sign-off stage with the citizen certificate: VA/Hash_STEP (the hash to sign), BFC/Add_Cert_Signed
 * (the card's signatures) and VA/Verify_Signature/{id} (驗證簽章, a call this product adds so anyone who may
 * read a case can check its signatures again). The certificate calls (GetCRToken, Auth, Check_Cert) are in
 * va-plugin.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { addCertSignatures } from '../services/signoff/add-cert-signatures';
import { issueSignHash } from '../services/signoff/issue-sign-hash';
import { verifyStoredSignature } from '../services/signoff/verify-stored-signature';

const id = { type: 'integer', minimum: 1 } as const;
const hashSchema = {
  type: 'object',
  properties: { main_id: id, stp_id: { type: 'string', pattern: '^[A-Z][0-9]+(\\.[0-9]+)*$', maxLength: 20 }, audit_id: id, proj_id: id },
  required: ['main_id', 'stp_id', 'audit_id', 'proj_id'],
  additionalProperties: false,
} as const;
const signedSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        // A MOICA signature with its certificate chain is a few KiB; 64 KiB leaves room and bounds the work.
        properties: { id, va_id: id, signature: { type: 'string', minLength: 1, maxLength: 65536, pattern: '^[A-Za-z0-9+/=\\r\\n]+$', 'x-message': "'signature'必須為 base64 編碼的 PKCS#7 簽章" } },
        required: ['id', 'va_id', 'signature'],
        additionalProperties: false,
      },
    },
  },
  required: ['data'],
  additionalProperties: false,
} as const;
const verifyParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$', 'x-message': "'id'型別必須為number" } }, required: ['id'] } as const;

/** Registers Hash_STEP, Add_Cert_Signed and Verify_Signature. */
export function vaSignOffPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    app.post('/VA/Hash_STEP', async (request) => {
      const input = checkParams(hashSchema, request.body);
      return ok(await issueSignHash(ctx, await authenticate(ctx, request), input));
    });

    app.post('/BFC/Add_Cert_Signed', async (request) => {
      const input = checkParams(signedSchema, request.body);
      return ok(await addCertSignatures(ctx, await authenticate(ctx, request), input.data.map((item) => ({ ...item, signature: item.signature.replace(/\s+/g, '') }))), '已完成簽章');
    });

    app.get('/VA/Verify_Signature/:id', async (request) => {
      const params = checkParams(verifyParams, request.params);
      return ok(await verifyStoredSignature(ctx, await authenticate(ctx, request), Number(params.id)));
    });
  };
}
