/**
 * A real OpenID provider for the single-sign-on tests: oidc-provider on loopback at a random port, with one
 * confidential client and accounts found by subject. `signInAtProvider` plays the user's browser: it opens
 * the authorization URL, signs a subject in through the provider's own login and consent forms (its
 * development interactions, POSTed as a browser would), and stops at the redirect back to the product.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Someone the provider knows: subject, name, e-mail. */
export interface ProviderPerson {
  sub: string;
  name?: string;
  email?: string;
}

/** A running provider. */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers (or replaces) a person the provider can sign in. */
  addPerson(person: ProviderPerson): void;
  close(): Promise<void>;
}

/** The query of the redirect back to the product: code, state and (RFC 9207) iss, or an error. */
export type ProviderAnswer = Record<string, string>;

/** Where and how to run the provider; by default a random port, a random secret and only added people. */
export interface TestProviderOptions {
  port?: number;
  clientSecret?: string;
  /** Sign in any subject typed into the login form, named after it (browser tests). */
  anyone?: boolean;
}

/** Starts a provider whose client may redirect to `redirectUris`. */
export async function startOidcProvider(redirectUris: string[], options: TestProviderOptions = {}): Promise<TestProvider> {
  const people = new Map<string, ProviderPerson>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'pw-test-client';
  const clientSecret = options.clientSecret ?? `secret-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, token_endpoint_auth_method: 'client_secret_basic' }],
    claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
    // The product reads name and e-mail from the ID token, as the TPCD provider is expected to send them.
    conformIdTokenClaims: false,
    cookies: { keys: ['pw-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes (seconds) keep the provider from warning about its defaults in every test run.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub) ?? (options.anyone ? { sub, name: `測試使用者 ${sub}`, email: `${sub}@example.tw` } : undefined);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ sub, name: person.name, email: person.email }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    addPerson: (person) => people.set(person.sub, person),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookie jar, enough for one provider. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Opens `authorizationUrl` as a browser would and signs `sub` in at the provider (login, then consent),
 * following redirects until one leaves the provider for `redirectUri`; answers that redirect's query.
 */
export async function signInAtProvider(authorizationUrl: string, sub: string, redirectUri: string): Promise<ProviderAnswer> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let form: Record<string, string> | undefined;
  for (let step = 0; step < 20; step += 1) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.take(res.headers);
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return Object.fromEntries(next.searchParams);
      url = next.href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    // The development interactions render a form posting to /interaction/<uid>: login first, then consent.
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    const prompt = html.match(/name="prompt" value="([^"]+)"/)?.[1];
    if (!action || !prompt) throw new Error(`no interaction form at ${url}: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    form = prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt };
  }
  throw new Error('the provider never redirected back');
}
