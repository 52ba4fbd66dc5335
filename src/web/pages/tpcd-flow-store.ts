/**
 * What the sign-in page keeps across the trip to the single-sign-on provider and back, in sessionStorage:
 * per tab and gone with it, so an answer opened in another tab or browser finds no flow secret (the server
 * refuses it) and a binding ticket never outlives the tab that received it.
 */

const FLOW_KEY = 'tp_tpcd_flow';
const TICKET_KEY = 'tp_tpcd_bind';

/** The started sign-in: the flow secret, where to go afterwards, and until when it counts. */
export interface StoredFlow {
  flow: string;
  redirect: string;
  expires: string;
}

/** A binding ticket waiting for the password sign-in. */
export interface StoredTicket {
  code: string;
  name: string;
  expires: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Some privacy modes throw on mere access.
    return null;
  }
}

function read<T extends { expires: string }>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as T;
    if (typeof value.expires === 'string' && Date.parse(value.expires) > Date.now()) return value;
  } catch {
    // Unreadable: treated as absent and removed below.
  }
  storage()?.removeItem(key);
  return null;
}

/** Keeps the flow of a sign-in that is about to leave for the provider. */
export function keepFlow(flow: StoredFlow): void {
  storage()?.setItem(FLOW_KEY, JSON.stringify(flow));
}

/** Takes the kept flow out (single use), or null when none is kept or it expired. */
export function takeFlow(): StoredFlow | null {
  const flow = read<StoredFlow>(FLOW_KEY);
  storage()?.removeItem(FLOW_KEY);
  return flow;
}

/** Keeps a binding ticket until the password sign-in. */
export function keepTicket(ticket: StoredTicket): void {
  storage()?.setItem(TICKET_KEY, JSON.stringify(ticket));
}

/** The kept ticket, still unexpired, without removing it. */
export function peekTicket(): StoredTicket | null {
  return read<StoredTicket>(TICKET_KEY);
}

/** Forgets the kept ticket (used, refused or abandoned). */
export function dropTicket(): void {
  storage()?.removeItem(TICKET_KEY);
}
