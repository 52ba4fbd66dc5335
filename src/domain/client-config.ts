/** The runtime settings the server gives the browser at /client-config.json. */
export interface ClientConfig {
  /** Origin of the card reader's local signing service (SIGNER_URL); the CSP allows exactly this one. */
  signerUrl: string;
}

/** Where the browser reads them. */
export const CLIENT_CONFIG_URL = '/client-config.json';
