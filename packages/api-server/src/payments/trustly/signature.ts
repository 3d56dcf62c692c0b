import { sign, verify, type KeyObject } from 'node:crypto';

// Trustly's signature (Europe API, "Authentication"): base64 of RSA (PKCS#1 v1.5) over SHA-1 of the method, the
// uuid and the serialised data, concatenated. Requests are signed with the merchant's private key; answers and
// notifications with Trustly's, and checked with its published public key.

/**
 * The serialisation the signature covers: an object is each key followed by its value's serialisation, keys in
 * ASCII order; an array its items' in order; a scalar its text; null nothing. The order is by code unit, not
 * the locale's: "sorted ASCIIbetically".
 */
export function serialise(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(serialise).join('');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.keys(record)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((key) => key + serialise(record[key]))
      .join('');
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

const plaintext = (method: string, uuid: string, data: unknown) =>
  Buffer.from(`${method}${uuid}${serialise(data)}`, 'utf8');

export const signCall = (method: string, uuid: string, data: unknown, privateKey: KeyObject): string =>
  sign('sha1', plaintext(method, uuid, data), privateKey).toString('base64');

/** False for a missing, malformed or wrong signature; never throws. */
export function verifyCall(
  method: string,
  uuid: string,
  data: unknown,
  signature: string | undefined,
  publicKey: KeyObject,
): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/u.test(signature)) return false;
  try {
    return verify('sha1', plaintext(method, uuid, data), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
