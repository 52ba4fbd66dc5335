/** Small HTTP helpers for API tests: call a path with JSON and a token, sign in as a demo account. */
import type { SessionUser } from '../../../src/domain/access/session-user';
import { TEST_CAPTCHA, TEST_PASSWORD, type TestServer } from './start-test-server';

/** An HTTP answer: status code and parsed JSON body. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: { status: 'success' | 'error'; message?: string; data?: T; errors?: Record<string, unknown> };
  headers: Headers;
}

/** Calls `method path` under the API prefix with a JSON body and optional token. */
export async function callApi<T = unknown>(
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const res = await fetch(`${server.api}/${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: ApiAnswer<T>['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { status: 'error', message: text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Signs in a demo account (test captcha) and answers the session user. */
export async function signInAs(server: TestServer, account: string, password = TEST_PASSWORD): Promise<SessionUser> {
  const res = await callApi<SessionUser>(server, 'POST', 'Member/Login_User', {
    account,
    authword: password,
    captcha: TEST_CAPTCHA,
    client: 'test-client-0001',
  });
  if (res.status !== 200 || !res.body.data) throw new Error(`sign-in of ${account} failed: ${res.status} ${res.body.message}`);
  return res.body.data;
}
