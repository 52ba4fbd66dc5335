/**
 * TPCD_Login_Url: starts an authorization-code sign-in with PKCE, state and nonce. The checks stay in
 * sso_login_requests; the browser gets the provider's URL and a flow secret that ties the answer to it.
 */
import { count, gt, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import { TooManyRequestsError } from '../../../domain/errors';
import type { TpcdLoginStart } from '../../../domain/sso/tpcd-answers';
import { ssoLoginRequests } from '../../db/schema';
import type { ServerContext } from '../../context';
import { createOpaqueToken, digestToken } from '../../security/opaque-token';
import { buildTpcdRedirectUri } from './build-tpcd-redirect-uri';
import { findTpcdClient } from './find-tpcd-client';

/** How long the provider's answer is accepted after the sign-in started. */
export const TPCD_REQUEST_TTL_MS = 10 * 60 * 1000;
/** Sign-ins under way at once: anyone may start one, so the table must not grow without bound. */
const MAX_PENDING_REQUESTS = 10_000;
/** What the product asks the provider for: the subject, and name and e-mail to show when binding. */
const SCOPE = 'openid profile email';

/** Records a new sign-in request and answers the provider's authorization URL. */
export async function startTpcdLogin(ctx: ServerContext): Promise<TpcdLoginStart> {
  const provider = await findTpcdClient(ctx.config);
  const redirectUri = buildTpcdRedirectUri(ctx.config);
  const now = new Date();
  await ctx.db.delete(ssoLoginRequests).where(lt(ssoLoginRequests.expiresAt, now));
  const [pending] = await ctx.db.select({ n: count() }).from(ssoLoginRequests).where(gt(ssoLoginRequests.expiresAt, now));
  if ((pending?.n ?? 0) >= MAX_PENDING_REQUESTS) {
    throw new TooManyRequestsError('單一登入請求過多，請稍後再試', { log: 'too many pending TPCD sign-ins', retryAfterSeconds: 60 });
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const flow = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + TPCD_REQUEST_TTL_MS);
  await ctx.db.insert(ssoLoginRequests).values({ stateHash: digestToken(state), flowHash: digestToken(flow), nonce, codeVerifier, redirectUri, expiresAt });
  const url = client.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, flow, expires: expiresAt.toISOString() };
}
