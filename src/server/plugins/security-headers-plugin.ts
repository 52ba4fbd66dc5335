/**
 * The security headers of every answer — API calls, the web app's page and assets, errors and 404s: a Content
 * Security Policy, nosniff, no referrer, no framing, and HSTS when the request came over HTTPS. Why each one
 * is as it is: docs/security.md.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy of the app. Scripts come only from the app's own files: no inline script, so
 * injected markup cannot run. 'unsafe-eval' stays because ajv (rjsf's form validation and the step rules
 * shared with the server) compiles each step's JSON Schema with `new Function` in the browser, and step
 * definitions are data published at run time, so they cannot be compiled at build time (docs/security.md).
 * Inline styles are allowed: Semantic UI, CodeMirror, AG Grid and React's style attributes need them.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // A preview of a fetched file (a PDF) is framed through a blob: URL; nothing else is framed.
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The policy with the one other origin the browser may call: the local signing service of the citizen
 * certificate card reader (SIGNER_URL, by default http://127.0.0.1:61161), and nothing else.
 */
export function contentSecurityPolicy(signerOrigin: string): Record<string, readonly string[]> {
  return { ...CONTENT_SECURITY_POLICY, 'connect-src': ["'self'", signerOrigin] };
}

/** HSTS for answers over HTTPS: a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Adds the headers to every answer of the app. Call it on the root instance before the routes. A route may
 * set a stricter header of its own (the file download's sandbox CSP): the route's header wins.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { signerOrigin: string }): Promise<void> {
  await app.register(helmet, {
    // Helmet's defaults would add upgrade-insecure-requests, which breaks a plain-HTTP intranet installation.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.signerOrigin) },
    // Links out (the training playlist) must not carry project and step addresses; the server reads no Referer.
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Sent below, only over HTTPS: on plain HTTP it means nothing and would mislead.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    // request.protocol believes X-Forwarded-Proto only from the proxies in TRUST_PROXY.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}
