/**
 * The TPCD provider as openid-client sees it: its discovery document read once from TPCD_ISSUER and kept
 * for an hour (signing keys are fetched and refreshed by openid-client itself).
 */
import * as client from 'openid-client';
import { NotFoundError, UnavailableError } from '../../../domain/errors';
import { TPCD_NOT_CONFIGURED, TPCD_PROVIDER_UNREACHABLE } from '../../../domain/sso/tpcd-messages';
import type { ServerConfig, TpcdConfig } from '../../config';

/** How long a discovery document is reused before it is read again. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Seconds to wait for the provider's discovery document. */
const DISCOVERY_TIMEOUT_SECONDS = 10;

const cache = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();

/**
 * The SSO settings, or the zh-TW refusal when TPCD_ISSUER is not set: a 404, since this installation has no
 * single sign-on (an installation choice, not an outage: nothing for the operator's error log).
 */
export function requireTpcd(config: ServerConfig): TpcdConfig {
  if (!config.tpcd) throw new NotFoundError(TPCD_NOT_CONFIGURED, { log: 'single sign-on called but TPCD_ISSUER is not set' });
  return config.tpcd;
}

/** The openid-client configuration of the provider and this client, discovered and cached. */
export async function findTpcdClient(config: ServerConfig): Promise<client.Configuration> {
  const tpcd = requireTpcd(config);
  const key = `${tpcd.issuer.href}\n${tpcd.clientId}`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.configuration;
  const configuration = discover(tpcd);
  cache.set(key, { at: Date.now(), configuration });
  try {
    return await configuration;
  } catch (e) {
    // A provider that was down must be asked again on the next sign-in, not remembered as broken.
    if (cache.get(key)?.configuration === configuration) cache.delete(key);
    const reason = e instanceof Error ? e.message : String(e);
    throw new UnavailableError(TPCD_PROVIDER_UNREACHABLE, { log: `TPCD discovery at ${tpcd.issuer.href} failed: ${reason.slice(0, 200)}` });
  }
}

async function discover(tpcd: TpcdConfig): Promise<client.Configuration> {
  // readConfig admits plain http only for a provider on this machine (tests, local trials).
  const insecure = tpcd.issuer.protocol === 'http:';
  const options: client.DiscoveryRequestOptions = { timeout: DISCOVERY_TIMEOUT_SECONDS, execute: insecure ? [client.allowInsecureRequests] : [] };
  const found = await client.discovery(tpcd.issuer, tpcd.clientId, undefined, client.ClientSecretBasic(tpcd.clientSecret), options);
  const methods = found.serverMetadata().token_endpoint_auth_methods_supported;
  // client_secret_basic is the default of OpenID Connect; a provider that only takes the secret in the body gets it there.
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
    const posted = new client.Configuration(found.serverMetadata(), tpcd.clientId, undefined, client.ClientSecretPost(tpcd.clientSecret));
    if (insecure) client.allowInsecureRequests(posted);
    return posted;
  }
  return found;
}
