/**
 * Who is calling: reads the token (Authorization: Bearer, or the Accesstoken header of existing clients),
 * checks it in the database and the caller's permission codes, on every call that needs them.
 */
import type { FastifyRequest } from 'fastify';
// For the request's verifiedToken, which the call policy sets.
import type {} from './call-policy';
import { canEnterRoute } from '../../domain/access/route-table';
import { ForbiddenError } from '../../domain/errors';
import type { ServerContext } from '../context';
import { findMemberCodes } from '../services/member/find-member-codes';
import { findTokenMember } from '../services/member/issue-access-token';
import { members } from '../db/schema';
import { eq } from 'drizzle-orm';

/** The authenticated caller of a request. */
export interface Caller {
  id: number;
  token: string;
  codes: number[];
  basefrom: 'GOV' | 'PUB';
  depId: number | null;
  supervise: string;
}

/** The token a request carries, if any. */
export function readToken(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || undefined;
  // The export calls name the header access-token (document 3 §6); older clients send accesstoken.
  const named = request.headers['access-token'];
  if (typeof named === 'string' && named) return named;
  const legacy = request.headers.accesstoken;
  if (typeof legacy === 'string' && legacy) return legacy;
  return undefined;
}

/**
 * Authenticates the request and, when `codes` is given, requires any of them (0 = any signed-in user).
 * Throws UnauthenticatedError or ForbiddenError.
 */
export async function authenticate(ctx: ServerContext, request: FastifyRequest, codes: number[] = [0], token = readToken(request)): Promise<Caller> {
  // The call policy has checked this very token before the body was read; checking it twice buys nothing.
  const verified = request.verifiedToken;
  const { memberId } = verified && verified.token === token ? verified : await findTokenMember(ctx, token);
  const [member] = await ctx.db
    .select({ dacId: members.dacId, basefrom: members.basefrom, depId: members.depId, supervise: members.supervise })
    .from(members)
    .where(eq(members.id, memberId));
  const held = await findMemberCodes(ctx.db, memberId, member?.dacId ?? null);
  if (!canEnterRoute(held, codes)) {
    throw new ForbiddenError('您沒有此功能的權限', { log: `member ${memberId} lacks any of [${codes}] (holds [${held}])` });
  }
  return {
    id: memberId,
    token: token!,
    codes: held,
    basefrom: member?.basefrom === 'PUB' ? 'PUB' : 'GOV',
    depId: member?.depId ?? null,
    supervise: member?.supervise ?? '0',
  };
}
