/**
 * Reading the fields of a pkijs certificate the checks need: names as text, the serial as hex, key usage
 * and basic constraints. (@peculiar/x509 2.2 would do this too, but it needs a Reflect metadata polyfill
 * that is not installed, so everything here stays on pkijs and asn1js.)
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const NAME_LABELS: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SN',
  '2.5.4.5': 'serialNumber',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.42': 'G',
  '1.2.840.113549.1.9.1': 'E',
};

/** Key usage bits as RFC 5280 numbers them (bit 0 is the first byte's most significant bit). */
export const KEY_USAGE = { digitalSignature: 0, nonRepudiation: 1, keyEncipherment: 2, dataEncipherment: 3, keyCertSign: 5, cRLSign: 6 } as const;

function attributeText(value: unknown): string {
  const block = (value as { valueBlock?: { value?: unknown } }).valueBlock;
  return typeof block?.value === 'string' ? block.value : '';
}

/** A distinguished name as text, most significant first as certificates are read ("C=TW, O=…, CN=…"). */
export function formatName(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues.map((tv) => `${NAME_LABELS[tv.type] ?? tv.type}=${attributeText(tv.value)}`).join(', ');
}

/** The first value of a name attribute, e.g. the CN. */
export function nameField(name: pkijs.RelativeDistinguishedNames, label: 'CN'): string {
  const oid = Object.entries(NAME_LABELS).find(([, l]) => l === label)![0];
  const found = name.typesAndValues.find((tv) => tv.type === oid);
  return found ? attributeText(found.value) : '';
}

/** A DER INTEGER's bytes as lower-case hex without leading zero bytes. */
export function integerHex(value: asn1js.Integer): string {
  const hex = Buffer.from(value.valueBlock.valueHexView).toString('hex');
  return hex.replace(/^(00)+(?=.)/, '') || '0';
}

function extension(cert: pkijs.Certificate, oid: string): pkijs.Extension | undefined {
  return cert.extensions?.find((e) => e.extnID === oid);
}

/** The key usage bits set, or null when the certificate has no key usage extension. */
export function keyUsageBits(cert: pkijs.Certificate): Set<number> | null {
  const ext = extension(cert, '2.5.29.15');
  if (!ext) return null;
  const bits = ext.parsedValue instanceof asn1js.BitString ? ext.parsedValue.valueBlock.valueHexView : new Uint8Array();
  const set = new Set<number>();
  bits.forEach((byte, i) => {
    for (let b = 0; b < 8; b += 1) if (byte & (0x80 >> b)) set.add(i * 8 + b);
  });
  return set;
}

/** Whether basicConstraints says cA. */
export function isCaCertificate(cert: pkijs.Certificate): boolean {
  const ext = extension(cert, '2.5.29.19');
  return ext?.parsedValue instanceof pkijs.BasicConstraints && Boolean(ext.parsedValue.cA);
}

/** Whether two certificates are the same DER. */
export function sameCertificate(a: pkijs.Certificate, b: pkijs.Certificate): boolean {
  return Buffer.from(a.toSchema().toBER(false)).equals(Buffer.from(b.toSchema().toBER(false)));
}
