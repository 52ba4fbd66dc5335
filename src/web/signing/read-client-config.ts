/** The runtime settings of the server (/client-config.json), read once per page load. */
import { CLIENT_CONFIG_URL, type ClientConfig } from '../../domain/client-config';

let pending: Promise<ClientConfig> | undefined;

/** The settings; a failed read is tried again next time. */
export function readClientConfig(): Promise<ClientConfig> {
  pending ??= fetch(CLIENT_CONFIG_URL, { cache: 'no-store' })
    .then(async (res) => {
      if (!res.ok) throw new Error(`client config ${res.status}`);
      return (await res.json()) as ClientConfig;
    })
    .catch((e: unknown) => {
      pending = undefined;
      throw e;
    });
  return pending;
}
