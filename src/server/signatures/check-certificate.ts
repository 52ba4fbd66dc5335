/**
 * Whether a certificate may sign for a user: it chains to a trust anchor through CA certificates, every
 * certificate of the chain is valid at the given time, none is revoked by a configured CRL, and its key
 * usage allows signing. Each refusal is an InputError with the user's words and the reason for the log.
 */
import type * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { InputError, UnavailableError } from '../../domain/errors';
import { formatName, integerHex, isCaCertificate, KEY_USAGE, keyUsageBits, sameCertificate } from './certificate-fields';
import { ownBytes, readCertificate } from './parse-certificate';
import { SIGNATURE_MESSAGES } from './signature-messages';
import type { SignatureTrust } from './signature-types';
import { useWebCrypto } from './use-webcrypto';

/** Longest chain followed: MOICA's is three deep (GRCA → MOICA → holder); a loop or a maze stops here. */
const MAX_CHAIN = 8;

/** The chain of a certificate that passed, signer first, anchor last. */
export type CertificateChain = pkijs.Certificate[];

/** Throws UnavailableError when no trust anchor is configured: nothing can be verified then. */
export function assertTrustConfigured(trust: SignatureTrust): void {
  if (trust.anchors.length === 0) {
    throw new UnavailableError(SIGNATURE_MESSAGES.noTrust, { log: 'no SIGN_TRUST_ANCHORS configured: signatures cannot be verified' });
  }
}

function describe(cert: pkijs.Certificate): string {
  return `${formatName(cert.subject)} (serial ${integerHex(cert.serialNumber)})`;
}

/**
 * Checks `cert` for signing at `at` against the trust list; `extra` are further CA certificates (those a
 * CMS carries). Answers the chain; throws InputError with the reason otherwise.
 */
export async function checkCertificate(trust: SignatureTrust, cert: pkijs.Certificate, options: { at: Date; extra?: pkijs.Certificate[] }): Promise<CertificateChain> {
  useWebCrypto();
  assertTrustConfigured(trust);
  const chain = await buildChain(trust, cert, options.extra ?? []);
  for (const member of chain) {
    if (options.at < member.notBefore.value || options.at > member.notAfter.value) {
      throw new InputError(SIGNATURE_MESSAGES.outsideValidity, {
        log: `certificate ${describe(member)} valid ${member.notBefore.value.toISOString()}..${member.notAfter.value.toISOString()}, checked at ${options.at.toISOString()}`,
      });
    }
  }
  await assertNotRevoked(trust, chain, options.at);
  assertSigningUsage(cert);
  return chain;
}

async function signedBy(cert: pkijs.Certificate, issuer: pkijs.Certificate): Promise<boolean> {
  if (!cert.issuer.isEqual(issuer.subject)) return false;
  try {
    return await cert.verify(issuer);
  } catch {
    return false;
  }
}

/** Whether a certificate may issue others: basicConstraints cA, and keyCertSign when key usage is present. */
function mayIssue(cert: pkijs.Certificate): boolean {
  const usage = keyUsageBits(cert);
  return isCaCertificate(cert) && (!usage || usage.has(KEY_USAGE.keyCertSign));
}

async function buildChain(trust: SignatureTrust, cert: pkijs.Certificate, extra: pkijs.Certificate[]): Promise<CertificateChain> {
  const anchors = trust.anchors.map((der) => readCertificate(der));
  const pool = [...extra, ...trust.intermediates.map((der) => readCertificate(der))];
  const chain: CertificateChain = [cert];
  let current = cert;
  while (chain.length <= MAX_CHAIN) {
    for (const anchor of anchors) {
      // Anchors are configured by the operator, so they count as CAs even without the extensions.
      if (await signedBy(current, anchor)) return [...chain, anchor];
    }
    let next: pkijs.Certificate | undefined;
    for (const candidate of pool) {
      if (chain.some((c) => sameCertificate(c, candidate))) continue;
      // An end-entity certificate must never vouch for another, even when its key did the signing.
      if (mayIssue(candidate) && (await signedBy(current, candidate))) {
        next = candidate;
        break;
      }
    }
    if (!next) break;
    chain.push(next);
    current = next;
  }
  throw new InputError(SIGNATURE_MESSAGES.untrusted, {
    log: `no chain from ${describe(cert)} issued by ${formatName(cert.issuer)} to the ${anchors.length} trust anchors; stopped at ${formatName(current.subject)}`,
  });
}

async function assertNotRevoked(trust: SignatureTrust, chain: CertificateChain, at: Date): Promise<void> {
  const crls = trust.crls.map((der) => pkijs.CertificateRevocationList.fromBER(ownBytes(der)));
  for (let i = 0; i < chain.length - 1; i += 1) {
    const cert = chain[i]!;
    const issuer = chain[i + 1]!;
    for (const crl of crls) {
      if (!crl.issuer.isEqual(issuer.subject)) continue;
      // A CRL that its CA did not sign says nothing; one that it did is believed.
      if (!(await crl.verify({ issuerCertificate: issuer }).catch(() => false))) continue;
      const entry = (crl.revokedCertificates ?? []).find((r) => (r.userCertificate as asn1js.Integer).isEqual(cert.serialNumber));
      // A certificate revoked after the moment checked still signed validly then.
      if (entry && entry.revocationDate.value <= at) {
        throw new InputError(SIGNATURE_MESSAGES.revoked, {
          log: `certificate ${describe(cert)} revoked ${entry.revocationDate.value.toISOString()} by the CRL of ${formatName(crl.issuer)}`,
        });
      }
    }
  }
}

function assertSigningUsage(cert: pkijs.Certificate): void {
  const usage = keyUsageBits(cert);
  // Without the extension RFC 5280 puts no limit on the key; MOICA signing certificates carry it.
  if (!usage) return;
  if (!usage.has(KEY_USAGE.digitalSignature) && !usage.has(KEY_USAGE.nonRepudiation)) {
    throw new InputError(SIGNATURE_MESSAGES.usage, { log: `certificate ${describe(cert)} key usage [${[...usage]}] allows neither digitalSignature nor nonRepudiation` });
  }
}
