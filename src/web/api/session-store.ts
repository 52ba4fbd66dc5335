/**
 * The signed-in user, kept in localStorage under one key so a reload or a second tab sees the same
 * session, with a subscription for React (useSyncExternalStore). Other tabs' changes arrive through the
 * browser's storage event, which is how the API client notices that the account changed under it.
 */
import { useSyncExternalStore } from 'react';

import type { SessionUser } from '../../domain/access/session-user';

/** The signed-in user as the sign-in call and token verification return it (spec doc 1 §3). */
export type { SessionUser };

/** The localStorage key holding the signed-in user as JSON. */
export const SESSION_STORAGE_KEY = 'tp_session_user';

type Listener = () => void;
const listeners = new Set<Listener>();

// useSyncExternalStore needs the same object back while nothing changed, so the parse is cached by the
// raw text it came from.
let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on mere access.
    return null;
  }
}

function readUser(): SessionUser | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY) ?? null;
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && typeof (parsed as SessionUser).token === 'string') {
        const user = parsed as SessionUser;
        cachedUser = { ...user, preview: Array.isArray(user.preview) ? user.preview.map(Number) : [] };
      }
    } catch {
      // A damaged entry counts as signed out rather than breaking every page.
    }
  }
  return cachedUser;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent): void {
  // key null means another tab called localStorage.clear().
  if (event.key === SESSION_STORAGE_KEY || event.key === null) notify();
}

/** The store of the signed-in user. */
export const sessionStore = {
  /** The signed-in user, or null. */
  get(): SessionUser | null {
    return readUser();
  },
  /** The current bearer token, or null when signed out. */
  getToken(): string | null {
    return readUser()?.token ?? null;
  },
  /** Stores the user after sign-in or token verification. */
  set(user: SessionUser): void {
    storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    notify();
  },
  /** Merges changes into the stored user (e.g. a new name after editing the profile); no-op when signed out. */
  update(patch: Partial<SessionUser>): void {
    const user = readUser();
    if (user) sessionStore.set({ ...user, ...patch });
  },
  /** Signs out locally: removes the user entry only. */
  clear(): void {
    storage()?.removeItem(SESSION_STORAGE_KEY);
    notify();
  },
  /** Empties all of localStorage (the spec's outcome of HTTP 401) and tells subscribers. */
  clearAll(): void {
    storage()?.clear();
    notify();
  },
  /** Calls the listener whenever the user changes, here or in another tab; returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  },
};

/** React hook: the signed-in user, re-rendering when it changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}

