import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

// Hub88's request signing: the body exactly as sent, signed with RSA-SHA256 (PKCS#1 v1.5) by the sender's
// private key, base64 in the signature header; the receiver checks it with the sender's public key.

export const signBody = (body: string, privateKey: KeyObject): string =>
  sign('sha256', Buffer.from(body, 'utf8'), privateKey).toString('base64');

/** False for a missing, malformed or wrong signature; never throws. */
export function verifyBody(body: string, signature: string | undefined, publicKey: KeyObject): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return verify('sha256', Buffer.from(body, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

const MIN_RSA_BITS = 2048;

/** An RSA key of at least 2048 bits from PEM text, or why not (for the settings read at start). */
export function rsaKeyOf(pem: string, kind: 'public' | 'private'): { key: KeyObject } | { problem: string } {
  try {
    const key = kind === 'public' ? createPublicKey(pem) : createPrivateKey(pem);
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (key.asymmetricKeyType !== 'rsa') return { problem: `not an RSA ${kind} key` };
    if (bits < MIN_RSA_BITS) return { problem: `an RSA key of ${bits} bits; at least ${MIN_RSA_BITS}` };
    return { key };
  } catch {
    return { problem: `not a PEM ${kind} key` };
  }
}
