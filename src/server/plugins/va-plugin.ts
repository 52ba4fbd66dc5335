/**
 * The VA service (spec document 1 §7, Certificate): GetCRToken (a challenge), Auth (the card's signature over
 * it, verified against the trust list), Check_Cert (bind, unbind or check a certificate of an account), and
 * the added Get_Member_Certificates/{auth_id} for the certificate page. Hash_STEP belongs to the sign-off.
 */
import type { FastifyInstance } from 'fastify';
import type { CertificateCheck } from '../../domain/certificates/certificate-record';
import { InputError } from '../../domain/errors';
import type { ServerContext } from '../context';
import { authenticate } from '../http/authenticate';
import { checkParams } from '../http/check-params';
import { ok } from '../http/reply-envelope';
import { assertMayManageCertificates, VIEW_OWN_CERTIFICATE_CODES } from '../services/certificates/assert-may-manage-certificates';
import { authenticateCertificate } from '../services/certificates/authenticate-certificate';
import { bindCertificate } from '../services/certificates/bind-certificate';
import { findBoundCertificate } from '../services/certificates/find-bound-certificate';
import { issueVaChallenge } from '../services/certificates/issue-va-challenge';
import { listMemberCertificates } from '../services/certificates/list-member-certificates';
import { unbindCertificate } from '../services/certificates/unbind-certificate';
import { normaliseSerial, parseCertificate } from '../signatures/parse-certificate';

/** A base64 CMS signature or certificate: a MOICA one is 2–4 KB; 64 KiB leaves room for long chains. */
const MAX_BLOB = 65_536;

const authSchema = {
  type: 'object',
  required: ['signature'],
  properties: { signature: { type: 'string', minLength: 1, maxLength: MAX_BLOB } },
} as const;

const checkCertSchema = {
  type: 'object',
  required: ['cert', 'cf_type', 'serialNumber', 'auth_id'],
  properties: {
    cert: { type: 'string', minLength: 1, maxLength: MAX_BLOB },
    cf_type: { type: 'string', enum: ['bind', 'unbind', 'check'], 'x-message': "'cf_type'只能為 bind、unbind 或 check" },
    // Hexadecimal, as the card shows it (colons and spaces allowed).
    serialNumber: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[0-9A-Fa-f: ]+$', 'x-message': "'serialNumber'必須為十六進位的憑證序號" },
    auth_id: { type: 'integer', minimum: 1 },
  },
} as const;

// boundSchema turns the digits pattern into the integer column's range.
const memberParamsSchema = { type: 'object', properties: { auth_id: { type: 'string', pattern: '^[0-9]+$' } }, required: ['auth_id'] } as const;

/** Registers the VA calls. */
export function vaPlugin(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    // Any signed-in user: proving one's card is also what the sign-off and the certificate page start with.
    app.post('/VA/GetCRToken', async (request) => {
      const caller = await authenticate(ctx, request);
      const { token, expiresAt } = await issueVaChallenge(ctx, caller.id);
      return ok({ token, expires_at: expiresAt.toISOString() });
    });

    app.post('/VA/Auth', async (request) => {
      const caller = await authenticate(ctx, request);
      const input = checkParams(authSchema, request.body);
      const cert = await authenticateCertificate(ctx, caller.id, input.signature);
      return ok({
        cert: cert.der,
        serialNumber: cert.serialNumber,
        commonName: cert.commonName,
        subject: cert.subject,
        issuer: cert.issuer,
        notBefore: cert.notBefore.toISOString(),
        notAfter: cert.notAfter.toISOString(),
        fingerprint: cert.fingerprint,
      });
    });

    app.post('/VA/Check_Cert', async (request) => {
      const caller = await authenticate(ctx, request);
      const input = checkParams(checkCertSchema, request.body);
      const summary = parseCertificate(input.cert);
      if (normaliseSerial(input.serialNumber) !== normaliseSerial(summary.serialNumber)) {
        throw new InputError('憑證序號與憑證不符', { log: `serialNumber ${input.serialNumber} but the certificate's is ${summary.serialNumber}` });
      }
      if (input.cf_type === 'bind') {
        await bindCertificate(ctx, caller, input.auth_id, input.cert);
        return ok<CertificateCheck>({ auth_id: input.auth_id, serialNumber: summary.serialNumber, fingerprint: summary.fingerprint, bound: true }, '憑證綁定成功');
      }
      if (input.cf_type === 'unbind') {
        await unbindCertificate(ctx, caller, input.auth_id, input.cert);
        return ok<CertificateCheck>({ auth_id: input.auth_id, serialNumber: summary.serialNumber, fingerprint: summary.fingerprint, bound: false }, '已解除憑證綁定');
      }
      // Whether one's own card is bound is every signer's question; another account's needs 61.
      if (caller.id !== input.auth_id) await assertMayManageCertificates(ctx.db, caller, input.auth_id, 'view');
      const bound = await findBoundCertificate(ctx.db, input.auth_id, summary.fingerprint);
      return ok<CertificateCheck>({ auth_id: input.auth_id, serialNumber: summary.serialNumber, fingerprint: summary.fingerprint, bound: bound !== null });
    });

    app.get('/VA/Get_Member_Certificates/:auth_id', async (request) => {
      const caller = await authenticate(ctx, request, VIEW_OWN_CERTIFICATE_CODES);
      const params = checkParams(memberParamsSchema, request.params);
      return ok(await listMemberCertificates(ctx, caller, Number(params.auth_id)));
    });
  };
}
