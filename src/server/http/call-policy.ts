/**
 * What every API call may receive before its handler runs, decided in one place for all routes: whether an
 * anonymous caller may reach it at all, and how large a body it may send. A route registered without a
 * policy gets the safe default (signed-in callers only, a small body), so a new call cannot forget either.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import type { ServerContext } from '../context';
import { findTokenMember } from '../services/member/issue-access-token';
import { readToken } from './authenticate';

/** Calls an anonymous client may make: `METHOD /Service/Call` as registered under the API prefix. */
export const PUBLIC_CALLS: ReadonlySet<string> = new Set([
  'GET /Member/Captcha/:client',
  'POST /Member/Login_User',
  'POST /Member/Forget_Send_Email',
  'POST /Member/Check_Reset_Token',
  'POST /Member/Reset_Authword',
  // Single sign-on before anyone is signed in: whether it is offered, its start and the provider's answer.
  'GET /Member/TPCD_Status',
  'GET /Member/TPCD_Login_Url',
  'GET /Member/TPCD_Login_Data',
  // These carry the token in the body (existing clients), so they check it themselves.
  'POST /Member/Logout_User',
  'POST /AccessToken/Verification',
  'POST /AccessToken/VerificationOnly',
  'POST /Member/Singlelamp',
  'POST /Member/Get_Binding_Accounts',
  'POST /Member/Login_Account_Binding',
  // Opened in a new window, which sends no token: the single-use zip_code stands in for it.
  'GET /CMB/Download_Const_File_ZipFile/:proj_id/:zip_code',
  // The same for a form opened in a window: the single-use TBS_GENERATOR token, which re-checks the session.
  'GET /Export/:token',
]);

/** Largest body an anonymous call may send: a sign-in form is a few hundred bytes. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
/** Largest body of a signed-in call unless it is listed below: forms, definitions and lists. */
export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;
/**
 * Calls whose bodies are large by nature, with their limits; reachable only with a valid token, which is
 * checked before a byte of the body is read. (Multipart calls bound their parts in @fastify/multipart.)
 */
export const LARGE_BODY_CALLS: ReadonlyMap<string, number> = new Map([
  // A whole budget book's edits and results (the 50,000-item book is ~24 MiB of JSON).
  ['POST /PCS/Save_CalResult', 256 * 1024 * 1024],
  // A step definition with its forms, and a step's data with its record tables.
  ['POST /STP/Save_Step_Draft', 8 * 1024 * 1024],
  ['POST /STP/Check_Step_Draft', 8 * 1024 * 1024],
  ['POST /STP/Check_Step_Impact', 8 * 1024 * 1024],
  ['POST /STP/Publish_Step_Version', 8 * 1024 * 1024],
  ['POST /STP/Save_Step_Data', 8 * 1024 * 1024],
]);

/** The member behind a request's token, once checked by the policy; handlers reuse it. */
export interface VerifiedToken {
  token: string;
  memberId: number;
  expiresAt: Date;
}

/** A registered API call as the policy saw it. */
export interface ApiCall {
  method: string;
  /** The path below the API prefix, with its :params. */
  path: string;
  /** Whether anonymous clients may reach it. */
  public: boolean;
  bodyLimit: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the call policy before the body is read, for calls that need a signed-in caller. */
    verifiedToken?: VerifiedToken;
  }
  interface FastifyInstance {
    /** Every API call registered, with its policy (for the OpenAPI description and the fuzz tests). */
    apiCalls: ApiCall[];
  }
}

/** The policy key of a route: its method and its path below the API prefix. */
export function callKey(method: string, url: string, prefix: string): string {
  return `${method} ${url.startsWith(prefix) ? url.slice(prefix.length) : url}`;
}

/** Whether an anonymous client may reach the call. */
export function isPublicCall(key: string): boolean {
  return PUBLIC_CALLS.has(key) || PUBLIC_CALLS.has(key.replace(/^HEAD /, 'GET '));
}

/**
 * Applies the policy to a route as it is registered (Fastify's onRoute hook): its body limit, and for a
 * call that needs a signed-in caller, a token check in onRequest, which runs before the body is read, so an
 * anonymous client can make the server parse nothing.
 */
export function applyCallPolicy(ctx: ServerContext, route: RouteOptions, prefix: string): ApiCall[] {
  if (!route.url.startsWith(prefix)) return [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const keys = methods.map((method) => callKey(method, route.url, prefix));
  const anonymous = keys.every(isPublicCall);
  const large = Math.max(0, ...keys.map((key) => LARGE_BODY_CALLS.get(key) ?? 0));
  route.bodyLimit = anonymous ? PUBLIC_BODY_LIMIT : large || DEFAULT_BODY_LIMIT;
  const calls = methods.map((method) => ({ method, path: route.url.slice(prefix.length), public: anonymous, bodyLimit: route.bodyLimit! }));
  if (anonymous) return calls;
  const checkToken = async (request: FastifyRequest) => {
    const token = readToken(request);
    const { memberId, expiresAt } = await findTokenMember(ctx, token);
    request.verifiedToken = { token: token!, memberId, expiresAt };
  };
  const existing = route.onRequest;
  route.onRequest = existing ? [checkToken, ...(Array.isArray(existing) ? existing : [existing])] : [checkToken];
  return calls;
}
