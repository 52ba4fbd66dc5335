/**
 * How requests appear in the log: method, path and route, never a query string, a body or a header — query
 * strings and some path segments carry codes that open downloads (zip_code), and bodies carry passwords.
 */
import type { FastifyRequest } from 'fastify';
import { redactLoggedUrl } from '../services/files/redact-logged-url';

// Path parameters whose values are credentials of a kind: logged by name only.
const SECRET_PARAM = /code|token|key|authword|password/i;

/** The request's path as the log may show it: no query string, secret path segments replaced by their name. */
export function loggedPath(request: Pick<FastifyRequest, 'url' | 'params' | 'routeOptions'>): string {
  // A URL the router did not match (other case, doubled slashes) has no pattern to go by.
  const path = redactLoggedUrl(request.url.split('?', 1)[0] ?? '');
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (!pattern || !Object.keys(params).some((name) => SECRET_PARAM.test(name))) return path;
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) =>
    SECRET_PARAM.test(name) ? whole : encodeURIComponent(String(params[name] ?? '')),
  );
}

/** The logger's serializers: pass to Fastify's logger option. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: loggedPath(request), remoteAddress: request.ip };
  },
};
