/**
 * The sign-in page's single sign-on (TPCD): whether the server offers it, the start (off to the provider),
 * the return (/signin?code=…&state=…), the "not bound" ticket and the binding after the password sign-in.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SessionUser } from '../../domain/access/session-user';
import { isTpcdNotBound, type TpcdLoginAnswer, type TpcdLoginStart, type TpcdStatus } from '../../domain/sso/tpcd-answers';
import { TPCD_BOUND, TPCD_PROVIDER_FAILED, TPCD_REQUEST_EXPIRED } from '../../domain/sso/tpcd-messages';
import { api, ApiError } from '../api/client';
import { toast } from '../shared/toast';
import { dropTicket, keepFlow, keepTicket, peekTicket, takeFlow, type StoredTicket } from './tpcd-flow-store';

/** The query parameters a provider's answer brings; removed from the address bar once read. */
const ANSWER_PARAMS = ['code', 'state', 'iss', 'error', 'error_description', 'session_state'];

/** What the sign-in page shows and does for single sign-on. */
export interface TpcdSignIn {
  /** The server has TPCD_ISSUER set: show the button. */
  configured: boolean;
  /** A provider answer is being checked. */
  busy: boolean;
  /** Why the last single sign-on failed, in Chinese. */
  error: string | null;
  /** A verified subject waiting to be bound by the password sign-in. */
  ticket: StoredTicket | null;
  /** Sends the browser to the provider. */
  start(): Promise<void>;
  /** After a password sign-in: binds the waiting ticket's subject to the account just signed in. */
  bindAfterSignIn(user: SessionUser): Promise<void>;
  /** Abandons the waiting ticket. */
  forgetTicket(): void;
}

/** The hook; `onSignedIn` receives the session user of a bound subject and where to go next. */
export function useTpcdSignIn(redirect: string, onSignedIn: (user: SessionUser, redirect: string) => void): TpcdSignIn {
  const [params, setParams] = useSearchParams();
  const [configured, setConfigured] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<StoredTicket | null>(() => peekTicket());
  // StrictMode runs effects twice; the answer's code is single use, so it is sent once.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .get<TpcdStatus>('Member/TPCD_Status', undefined, { silent: true })
      .then((status) => live && setConfigured(status.configured))
      .catch(() => live && setConfigured(false));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const code = params.get('code');
    const state = params.get('state');
    const providerError = params.get('error');
    if (!code && !providerError) return;
    const key = `${code}|${state}|${providerError}`;
    if (handled.current === key) return;
    handled.current = key;
    const iss = params.get('iss');
    // The code is single use and must not stay in the address bar or the history.
    const rest = new URLSearchParams(params);
    for (const name of ANSWER_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
    const flow = takeFlow();
    if (providerError || !code || !state) return setError(TPCD_PROVIDER_FAILED);
    if (!flow) return setError(TPCD_REQUEST_EXPIRED);
    setBusy(true);
    api
      .get<TpcdLoginAnswer>('Member/TPCD_Login_Data', { code, state, iss, flow: flow.flow }, { silent: true })
      .then((answer) => {
        if (!isTpcdNotBound(answer)) return onSignedIn(answer, flow.redirect);
        const waiting = { code: answer.bind_code, name: answer.name, expires: answer.expires };
        keepTicket(waiting);
        setTicket(waiting);
        setError(null);
      })
      .catch((e: unknown) => setError(e instanceof ApiError && e.kind === 'api' ? e.message : TPCD_PROVIDER_FAILED))
      .finally(() => setBusy(false));
  }, [params, setParams, onSignedIn]);

  return {
    configured,
    busy,
    error,
    ticket,
    async start() {
      setError(null);
      const started = await api.get<TpcdLoginStart>('Member/TPCD_Login_Url');
      keepFlow({ flow: started.flow, redirect, expires: started.expires });
      window.location.assign(started.url);
    },
    async bindAfterSignIn(user) {
      const waiting = peekTicket();
      if (!waiting) return;
      try {
        // A refusal is shown by the client's toast; the password sign-in stands either way.
        await api.get('Member/Bind_TPCD_Member_Data', { code: waiting.code, auth_id: user.userID });
        toast.success(TPCD_BOUND);
      } catch {
        // Already reported.
      } finally {
        dropTicket();
        setTicket(null);
      }
    },
    forgetTicket() {
      dropTicket();
      setTicket(null);
    },
  };
}
