/**
 * The little of oidc-provider v9 the tests use (the package ships no types, and @types/oidc-provider is not
 * installed): a provider built from an issuer and a configuration, mounted on a Node HTTP server.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** An account the provider can sign in: its subject and its claims. */
  export interface ProviderAccount {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  /** The provider's configuration (only what the tests set). */
  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, sub: string) => ProviderAccount | undefined | Promise<ProviderAccount | undefined>;
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    conformIdTokenClaims?: boolean;
    features?: Record<string, unknown>;
    pkce?: Record<string, unknown>;
    ttl?: Record<string, number>;
    [key: string]: unknown;
  }

  /** An OpenID provider. */
  export class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export default Provider;
}
