/**
 * The version check of spec doc 1 §4: on every navigation fetch /version.json past every cache; when the
 * stored app version differs from the server's, ask 系統檢測到有新版本，是否更新? and reload on yes. The
 * server's version is stored either way, so a user who declines is asked again only at the next release.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { confirmDialog } from './dialogs';

/** Where the deployed version is published. */
export const VERSION_URL = '/version.json';
/** The localStorage key of the version this browser last saw. */
export const VERSION_STORAGE_KEY = 'tp_app_version';
/** The question asked when a new version is out. */
export const NEW_VERSION_MESSAGE = '系統檢測到有新版本，是否更新?';

/** What the check needs from the outside world (replaceable in tests). */
export interface VersionCheckDeps {
  /** The server's version, or null when it cannot be read. */
  fetchVersion?: () => Promise<string | null>;
  /** Asks the user; resolves true to update. */
  confirm?: (message: string) => Promise<boolean>;
  reload?: () => void;
}

/** What one check found. */
export type VersionCheckResult = 'first-visit' | 'same' | 'updated' | 'declined' | 'unavailable' | 'busy';

/** Reads /version.json bypassing the HTTP cache; expects { "version": "…" }. */
export async function fetchServerVersion(): Promise<string | null> {
  try {
    const res = await fetch(`${VERSION_URL}?t=${Date.now()}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { version?: unknown };
    const v = body?.version;
    return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
  } catch {
    // Offline or a deploy in progress: try again at the next navigation.
    return null;
  }
}

let checking = false;

/** Runs one check; concurrent calls (quick navigations) return 'busy' instead of asking twice. */
export async function checkAppVersion(deps: VersionCheckDeps = {}): Promise<VersionCheckResult> {
  if (checking) return 'busy';
  checking = true;
  try {
    const server = await (deps.fetchVersion ?? fetchServerVersion)();
    if (server === null) return 'unavailable';
    const stored = localStorage.getItem(VERSION_STORAGE_KEY);
    localStorage.setItem(VERSION_STORAGE_KEY, server);
    if (stored === null) return 'first-visit';
    if (stored === server) return 'same';
    const yes = await (deps.confirm ?? ((m: string) => confirmDialog(m)))(NEW_VERSION_MESSAGE);
    if (!yes) return 'declined';
    (deps.reload ?? (() => window.location.reload()))();
    return 'updated';
  } finally {
    checking = false;
  }
}

/** Runs the version check after every navigation; use once inside the router. */
export function useVersionCheck(deps: VersionCheckDeps = {}): void {
  const location = useLocation();
  const depsRef = useRef(deps);
  useEffect(() => {
    depsRef.current = deps;
  });
  useEffect(() => {
    void checkAppVersion(depsRef.current);
  }, [location.key, location.pathname]);
}
