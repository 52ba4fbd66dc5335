/**
 * Single-use export tickets (TBS_GENERATOR): a signed-in caller asks for a token naming one export, and a
 * window opened on Export/{token} — which can send no headers — gets that one file within two minutes.
 * The ticket keeps the caller's access token, so the session is checked again when the file is fetched.
 */
import { randomBytes } from 'node:crypto';
import type { ExportFormat } from '../../../domain/exports/export-document';
import type { ServerContext } from '../../context';

/** How long a ticket may wait to be used. */
export const EXPORT_TICKET_TTL_MS = 2 * 60 * 1000;
/** Tickets one server keeps at most; the oldest give way (each is a few hundred bytes). */
const MAX_TICKETS = 10_000;

/** What a ticket was generated for. */
export interface ExportTicket {
  accessToken: string;
  memberId: number;
  formType: string;
  projId: number;
  auditId: number;
  format: ExportFormat;
  stpId?: string;
  expiresAt: number;
}

const stores = new WeakMap<ServerContext, Map<string, ExportTicket>>();

function storeOf(ctx: ServerContext): Map<string, ExportTicket> {
  let store = stores.get(ctx);
  if (!store) stores.set(ctx, (store = new Map()));
  return store;
}

/** Issues a ticket; answers its token. */
export function issueExportTicket(ctx: ServerContext, ticket: Omit<ExportTicket, 'expiresAt'>, now = Date.now()): string {
  const store = storeOf(ctx);
  for (const [token, held] of store) if (held.expiresAt <= now) store.delete(token);
  while (store.size >= MAX_TICKETS) store.delete(store.keys().next().value as string);
  const token = randomBytes(24).toString('base64url');
  store.set(token, { ...ticket, expiresAt: now + EXPORT_TICKET_TTL_MS });
  return token;
}

/** Takes a ticket out (single use); undefined when unknown, used or expired. */
export function takeExportTicket(ctx: ServerContext, token: string, now = Date.now()): ExportTicket | undefined {
  const store = storeOf(ctx);
  const ticket = store.get(token);
  store.delete(token);
  return ticket && ticket.expiresAt > now ? ticket : undefined;
}
