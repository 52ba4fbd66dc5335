/**
 * Links in mail, built only from the configured public origin (PUBLIC_URL), never from anything a request
 * says about where it was sent (Host, X-Forwarded-Host, a URL in the body).
 */
import { UnavailableError } from '../../../domain/errors';
import type { ServerConfig } from '../../config';

/** The refusal when production has no PUBLIC_URL. */
export const NO_PUBLIC_URL_MESSAGE = '系統尚未設定對外網址，暫時無法寄送連結，請洽系統管理員';

/**
 * The origin mails link to: the first PUBLIC_URL entry; without one, this machine in development, and a
 * refusal (UnavailableError) in production.
 */
export function publicOrigin(config: ServerConfig): string {
  const [first] = config.publicOrigins;
  if (first) return first;
  if (config.appEnv === 'production') {
    throw new UnavailableError(NO_PUBLIC_URL_MESSAGE, { log: 'PUBLIC_URL is not set, so no link can be mailed: set it to the address users reach the product at' });
  }
  return `http://localhost:${config.port}`;
}

/** `path` on the public origin with the query `params`. */
export function buildPublicLink(config: ServerConfig, path: string, params: Record<string, string>): string {
  const link = new URL(path, publicOrigin(config));
  for (const [name, value] of Object.entries(params)) link.searchParams.set(name, value);
  return link.toString();
}
