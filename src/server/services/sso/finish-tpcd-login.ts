/**
 * TPCD_Login_Data: the provider's answer comes back. The code is exchanged (openid-client checks state, PKCE,
 * and the ID token's signature, issuer, audience, nonce and expiry); the subject then signs in to the account
 * bound to it exactly as a password sign-in does, or — bound to none — gets a single-use binding ticket.
 */
import { and, eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import { refuseAccountUse } from '../../../domain/access/account-usability';
import { InputError } from '../../../domain/errors';
import type { TpcdLoginAnswer } from '../../../domain/sso/tpcd-answers';
import { TPCD_PROVIDER_FAILED, TPCD_REQUEST_EXPIRED } from '../../../domain/sso/tpcd-messages';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';
import { members, ssoBindings, ssoBindTickets, ssoLoginRequests } from '../../db/schema';
import type { ServerContext } from '../../context';
import { createOpaqueToken, digestToken } from '../../security/opaque-token';
import { buildSessionUser } from '../member/build-session-user';
import { issueAccessToken } from '../member/issue-access-token';
import { findTpcdClient } from './find-tpcd-client';

/** How long a binding ticket may wait for the password sign-in. */
export const TPCD_TICKET_TTL_MS = 10 * 60 * 1000;

/** What the sign-in page passes on from the provider's redirect, with the flow secret it kept. */
export interface TpcdCallback {
  code: string;
  state: string;
  flow: string;
  /** The issuer the provider names in its answer (RFC 9207), when it does. */
  iss?: string;
}

/** The verified identity from the provider. */
interface VerifiedSubject {
  issuer: string;
  subject: string;
  name: string;
  email: string;
}

/** Finishes a sign-in: the session user of the bound account, or a binding ticket. */
export async function finishTpcdLogin(ctx: ServerContext, input: TpcdCallback): Promise<TpcdLoginAnswer> {
  const who = await verifyCallback(ctx, input);
  const [bound] = await ctx.db
    .select({ m: members })
    .from(ssoBindings)
    .innerJoin(members, eq(members.id, ssoBindings.memberId))
    .where(and(eq(ssoBindings.issuer, who.issuer), eq(ssoBindings.subject, who.subject)));
  if (bound) {
    // The same account checks as Login_User: a disabled or expired account does not sign in this way either.
    const refusal = refuseAccountUse(bound.m, todayInTaiwan());
    if (refusal) throw new InputError(refusal, { log: `TPCD sign-in of member ${bound.m.id} refused: ${refusal}` });
    const token = await issueAccessToken(ctx, bound.m.id);
    return buildSessionUser(ctx.db, bound.m.id, token);
  }
  const ticket = createOpaqueToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + TPCD_TICKET_TTL_MS);
  await ctx.db.delete(ssoBindTickets).where(lt(ssoBindTickets.expiresAt, now));
  // Only what binding needs: the verified subject and what to show; the provider's tokens are dropped here.
  await ctx.db.insert(ssoBindTickets).values({ ticketHash: digestToken(ticket), ...who, expiresAt });
  return { bound: false, bind_code: ticket, expires: expiresAt.toISOString(), name: who.name, email: who.email };
}

/** Consumes the sign-in request and has openid-client verify the answer; refusals are InputErrors. */
async function verifyCallback(ctx: ServerContext, input: TpcdCallback): Promise<VerifiedSubject> {
  const provider = await findTpcdClient(ctx.config);
  // Deleting it is what makes the request single use, even when two answers race.
  const [request] = await ctx.db.delete(ssoLoginRequests).where(eq(ssoLoginRequests.stateHash, digestToken(input.state))).returning();
  if (!request || request.expiresAt.getTime() <= Date.now()) throw new InputError(TPCD_REQUEST_EXPIRED, { log: 'TPCD answer with an unknown, used or expired state' });
  // Without the secret of the browser that started it, this is someone else's sign-in (login CSRF, or a
  // stranger's ticket slipped into a victim's binding).
  if (request.flowHash !== digestToken(input.flow)) throw new InputError(TPCD_REQUEST_EXPIRED, { log: 'TPCD answer brought to another browser (flow mismatch)' });
  const answer = new URL(request.redirectUri);
  answer.searchParams.set('code', input.code);
  answer.searchParams.set('state', input.state);
  if (input.iss !== undefined) answer.searchParams.set('iss', input.iss);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(provider, answer, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: input.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
  } catch (e) {
    throw new InputError(TPCD_PROVIDER_FAILED, { log: `TPCD code exchange refused: ${describe(e)}` });
  }
  const claims = tokens.claims();
  if (!claims?.sub) throw new InputError(TPCD_PROVIDER_FAILED, { log: 'TPCD ID token without a subject' });
  let name = text(claims.name);
  let email = text(claims.email);
  if ((!name || !email) && provider.serverMetadata().userinfo_endpoint) {
    // Some providers put profile claims only in userinfo; the access token is used once here and never kept.
    try {
      const info = await client.fetchUserInfo(provider, tokens.access_token, claims.sub);
      name ||= text(info.name);
      email ||= text(info.email);
    } catch {
      // Name and e-mail are only shown when binding: a failing userinfo must not stop the sign-in.
    }
  }
  return { issuer: provider.serverMetadata().issuer, subject: claims.sub, name, email };
}

/** A claim as bounded text ('' when absent or not a string). */
function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

/** An openid-client failure for the log: its code and first line, bounded. */
function describe(e: unknown): string {
  if (!(e instanceof Error)) return String(e).slice(0, 200);
  const code = (e as { code?: unknown }).code;
  const error = (e as { error?: unknown }).error;
  return `${typeof code === 'string' ? `${code} ` : ''}${typeof error === 'string' ? `${error} ` : ''}${e.message.split('\n')[0]!.slice(0, 200)}`;
}
