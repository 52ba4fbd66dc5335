/**
 * The API client: fetch against /TP_PROJECT_SV/api/v1/, the { status, message, data } envelope, and the
 * whole error catalogue of spec doc 1 §8 in one place, so pages only handle the data or an ApiError.
 *
 *  - status 'error'                → its message as an error toast; rejects with ApiError (kind 'api', errors)
 *  - HTTP error, body code '500'   → its message as a toast, then to sign-in
 *  - HTTP 500 or 404               → 伺服器發生錯誤，請聯繫相關單位進行處理！
 *  - HTTP 401                      → localStorage cleared, then to sign-in
 *  - identical request in flight   → rejected with 'repeat request'; with `retry` tried again up to 3 times, 3 s apart
 *  - answer after the account changed (token at send ≠ token now) → ignored, rejects with 舊帳號回應已被忽略
 *  - no answer within 3,000,000 ms → aborted
 *
 * Headers: `Authorization: Bearer <token>` and `X-Route-Name: <route name>`; a route name with characters
 * outside printable ASCII is sent percent-encoded (encodeURIComponent), as HTTP headers cannot carry them.
 */
import { sessionStore } from './session-store';
import { toast } from '../shared/toast';

/** Base path of every service call. */
export const API_BASE = '/TP_PROJECT_SV/api/v1/';
/** Time-out of a request. */
export const REQUEST_TIMEOUT_MS = 3_000_000;
/** How often a repeated request is tried again when the caller enables retry. */
export const RETRY_COUNT = 3;
/** Wait between those tries. */
export const RETRY_DELAY_MS = 3000;
/** Where the user is sent when the session is gone. */
export const SIGN_IN_PATH = '/signin';
/** Shown for HTTP 500 and 404 (and when the server cannot be reached). */
export const SERVER_ERROR_MESSAGE = '伺服器發生錯誤，請聯繫相關單位進行處理！';
/** The rejection of an identical request while one is in flight. */
export const REPEAT_REQUEST_MESSAGE = 'repeat request';
/** The rejection of an answer that arrived after the account changed. */
export const STALE_RESPONSE_MESSAGE = '舊帳號回應已被忽略';
/** Thrown when the form-data builder is given something other than a plain object. */
export const FORM_DATA_OBJECT_MESSAGE = '錯誤: 請丟物件!!';

/** The response envelope of every JSON call. */
export interface ApiEnvelope<T = unknown> {
  status: 'success' | 'error' | number;
  message?: string;
  data?: T;
  /** Field-shaped details of a refusal (an rjsf errorSchema or a list of blocking steps). */
  errors?: Record<string, unknown>;
  code?: string | number;
}

/** Why a call failed. */
export type ApiErrorKind = 'api' | 'http' | 'unauthorized' | 'repeat' | 'stale' | 'timeout' | 'network' | 'aborted';

/** A failed call: the user-facing message, what kind of failure, and any field-shaped errors. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status when there was a response. */
  readonly status?: number;
  /** Field-shaped errors the server sent with a refusal. */
  readonly errors?: Record<string, unknown>;
  /** The parsed body, when there was one. */
  readonly body?: unknown;

  constructor(message: string, kind: ApiErrorKind, details: { status?: number; errors?: Record<string, unknown>; body?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.errors = details.errors;
    this.body = details.body;
  }
}

/** HTTP methods the services use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query parameters; null and undefined are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Options of one call. */
export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Try a repeated request again (3 times, 3 s apart) instead of failing at once. */
  retry?: boolean;
  /** Show no toasts; the caller reports the failure itself. */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** 'json' (default) reads the envelope; 'blob' and 'text' return the body as is (downloads). */
  responseType?: 'json' | 'blob' | 'text';
  /** Resolve with the whole parsed body instead of its data (upload calls answer numeric statuses). */
  raw?: boolean;
  headers?: Record<string, string>;
}

type Navigate = (path: string) => void;

const defaultNavigate: Navigate = (path) => {
  window.location.assign(path);
};

let routeName = '';
let navigate: Navigate = defaultNavigate;
const inFlight = new Map<string, number>();

/** The router calls this on every navigation so calls carry the current route name in X-Route-Name. */
export function setRouteName(name: string): void {
  routeName = name;
}

/** The route name the next call will carry. */
export function getRouteName(): string {
  return routeName;
}

/** Replaces how the client sends the user to sign-in (the router passes its navigate); null restores window.location. */
export function setNavigate(fn: Navigate | null): void {
  navigate = fn ?? defaultNavigate;
}

function goToSignIn(): void {
  // Leaving the sign-in page for itself would reload it and wipe what the user typed.
  if (typeof window !== 'undefined' && window.location.pathname === SIGN_IN_PATH) return;
  navigate(SIGN_IN_PATH);
}

/** The full URL of a service path ('Member/Login_User' → '/TP_PROJECT_SV/api/v1/Member/Login_User'), with query. */
export function apiUrl(path: string, query?: QueryParams): string {
  const base = path.startsWith('/') || /^https?:\/\//.test(path) ? path : API_BASE + path;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
}

function bodyKey(body: unknown): string {
  if (body === undefined) return '';
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const entries: string[] = [];
    body.forEach((v, k) => entries.push(`${k}=${typeof v === 'string' ? v : `[${v.name}:${v.size}]`}`));
    return entries.join('&');
  }
  try {
    return JSON.stringify(body) ?? '';
  } catch {
    return String(body);
  }
}

function headerSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(new ApiError('aborted', 'aborted'));
      },
      { once: true },
    );
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function asEnvelope(body: unknown): ApiEnvelope | null {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as ApiEnvelope) : null;
}

function fieldErrors(env: ApiEnvelope | null): Record<string, unknown> | undefined {
  const e = env?.errors;
  return e && typeof e === 'object' ? e : undefined;
}

/**
 * Calls a service and resolves with its data (or the raw body / blob / text when asked); every failure
 * rejects with an ApiError after the catalogue's toast or redirect.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const url = apiUrl(path, options.query);
  const key = `${method} ${url} ${bodyKey(options.body)}`;
  const notifyError = (message: string) => {
    if (!options.silent) toast.error(message);
  };

  for (let attempt = 0; inFlight.has(key); attempt += 1) {
    if (!options.retry || attempt >= RETRY_COUNT) throw new ApiError(REPEAT_REQUEST_MESSAGE, 'repeat');
    await sleep(RETRY_DELAY_MS, options.signal);
  }

  inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
  const tokenAtSend = sessionStore.getToken();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  try {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (tokenAtSend) headers.Authorization = `Bearer ${tokenAtSend}`;
    if (routeName) headers['X-Route-Name'] = headerSafe(routeName);
    let body: BodyInit | undefined;
    if (options.body !== undefined && method !== 'GET') {
      if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
        body = options.body;
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
    }

    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal: controller.signal });
    } catch (e) {
      if (timedOut) {
        notifyError(SERVER_ERROR_MESSAGE);
        throw new ApiError(`timeout of ${options.timeoutMs ?? REQUEST_TIMEOUT_MS}ms exceeded`, 'timeout');
      }
      if (options.signal?.aborted) throw new ApiError('aborted', 'aborted');
      notifyError(SERVER_ERROR_MESSAGE);
      throw new ApiError(e instanceof Error ? e.message : String(e), 'network');
    }

    // Another sign-in (here or in another tab) happened while this call was out; its answer belongs to
    // the old account and must not reach the new one's screens.
    if (sessionStore.getToken() !== tokenAtSend) {
      throw new ApiError(STALE_RESPONSE_MESSAGE, 'stale', { status: response.status });
    }

    if (response.status === 401) {
      sessionStore.clearAll();
      goToSignIn();
      throw new ApiError('401 Unauthorized', 'unauthorized', { status: 401 });
    }

    if (!response.ok) {
      const parsed = await readJson(response).catch(() => undefined);
      const env = asEnvelope(parsed);
      if (env && String(env.code) === '500') {
        notifyError(env.message || SERVER_ERROR_MESSAGE);
        goToSignIn();
        throw new ApiError(env.message || SERVER_ERROR_MESSAGE, 'http', { status: response.status, body: parsed });
      }
      if (response.status === 500 || response.status === 404) {
        notifyError(SERVER_ERROR_MESSAGE);
        throw new ApiError(SERVER_ERROR_MESSAGE, 'http', { status: response.status, body: parsed });
      }
      // Refusals (400, 403, 409 …) carry the envelope with the reason in the spec's words.
      const message = env?.message || SERVER_ERROR_MESSAGE;
      notifyError(message);
      throw new ApiError(message, env?.status === 'error' ? 'api' : 'http', {
        status: response.status,
        errors: fieldErrors(env),
        body: parsed,
      });
    }

    if (options.responseType === 'blob') return (await response.blob()) as T;
    if (options.responseType === 'text') return (await response.text()) as T;

    const parsed = await readJson(response);
    const env = asEnvelope(parsed);
    if (env?.status === 'error') {
      const message = env.message || SERVER_ERROR_MESSAGE;
      notifyError(message);
      throw new ApiError(message, 'api', { status: response.status, errors: fieldErrors(env), body: parsed });
    }
    if (options.raw || !env) return parsed as T;
    return env.data as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    const n = (inFlight.get(key) ?? 1) - 1;
    if (n > 0) inFlight.set(key, n);
    else inFlight.delete(key);
  }
}

/** Shorthands per method: api.post('Member/Login_User', body) and so on. */
export const api = {
  get: <T = unknown>(path: string, query?: QueryParams, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET', query }),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T = unknown>(path: string, query?: QueryParams, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', query }),
};

/** An SWR key: a path (GET) or [path, body] (POST, as most reads of these services are). */
export type SwrKey = string | readonly [path: string, body?: unknown];

/** The SWR fetcher over the client: useSWR('Group/Search_Department_Peak' or [path, body], swrFetcher). */
export function swrFetcher<T = unknown>(key: SwrKey): Promise<T> {
  if (typeof key === 'string') return apiRequest<T>(key, { method: 'GET' });
  const [path, body] = key;
  return apiRequest<T>(path, { method: 'POST', body: body ?? {} });
}

/**
 * Builds multipart form data from a plain object: files and blobs as they are, arrays and objects as JSON
 * text (the services read tel and id lists that way), null and undefined left out, the rest as text.
 * Throws Error('錯誤: 請丟物件!!') for anything but a plain object.
 */
export function toFormData(source: unknown): FormData {
  if (source === null || typeof source !== 'object' || Array.isArray(source) || source instanceof Blob || source instanceof FormData) {
    throw new Error(FORM_DATA_OBJECT_MESSAGE);
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(source as Record<string, unknown>)) {
    if (v === null || v === undefined) continue;
    if (v instanceof Blob) form.append(k, v);
    else if (typeof v === 'object') form.append(k, JSON.stringify(v));
    else form.append(k, String(v));
  }
  return form;
}

/** Test hook: forgets requests believed in flight and restores defaults. */
export function resetApiClientForTests(): void {
  inFlight.clear();
  routeName = '';
  navigate = defaultNavigate;
}
