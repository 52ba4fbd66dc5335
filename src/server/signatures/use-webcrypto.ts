/**
 * Points pkijs at Node's WebCrypto once. pkijs otherwise looks for a browser's `crypto` global, which Node 20
 * has, but naming it here keeps the engine the same under every runner.
 */
import { webcrypto } from 'node:crypto';
import * as pkijs from 'pkijs';

let ready = false;

/** Node's WebCrypto as the DOM type pkijs expects. */
export const nodeCrypto = webcrypto as unknown as Crypto;

/** Sets the crypto engine of pkijs (idempotent). */
export function useWebCrypto(): void {
  if (ready) return;
  pkijs.setEngine('node-webcrypto', new pkijs.CryptoEngine({ name: 'node-webcrypto', crypto: nodeCrypto }));
  ready = true;
}
