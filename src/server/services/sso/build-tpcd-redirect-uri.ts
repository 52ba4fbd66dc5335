/**
 * The redirect URI the provider sends the browser back to: TPCD_REDIRECT_PATH on the public origin
 * (PUBLIC_URL), never on whatever Host a request names — the provider only accepts registered URIs, and a
 * forged Host must not be able to choose where authorization codes go.
 */
import type { ServerConfig } from '../../config';
import { publicOrigin } from '../member/build-public-link';
import { requireTpcd } from './find-tpcd-client';

/** The absolute redirect URI registered with the provider. */
export function buildTpcdRedirectUri(config: ServerConfig): string {
  return new URL(requireTpcd(config).redirectPath, publicOrigin(config)).toString();
}
