import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * How the site keeps a CPR number without keeping it in clear: a keyed hash (HMAC-SHA256) to find the one
 * account of a person, and a sealed copy (AES-256-GCM) only to ask ROFUS at every login. Both keys come from
 * one server secret (CPR_KEY), never from the database.
 */
export interface CprVault {
  keyOf(cprDigits: string): string;
  seal(cprDigits: string): string;
  open(sealed: string): string;
}

/**
 * The key used while MitID is the sandbox and CPR_KEY is unset: every CPR number is then a made-up test identity,
 * and the seeded test players' keys are written with it. A real broker needs a secret of its own (config.ts).
 */
export const SANDBOX_CPR_KEY = 'sandbox-only: test identities, never a real CPR number';

const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

export function createCprVault(secret: string): CprVault {
  const lookupKey = derive(secret, 'cpr lookup');
  const sealKey = derive(secret, 'cpr seal');
  return {
    keyOf: (digits) => createHmac('sha256', lookupKey).update(digits).digest('base64url'),
    seal: (digits) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open: (sealed) => {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
