import type { JWT } from '@auth/core/jwt';
import { LRUCache } from 'lru-cache';

/**
 * Decoded session tokens by the request's credentials (its Cookie and Authorization headers, and the secret). Decoding the
 * Auth.js session JWT (a key derivation and a decryption) was a third of a signed-in call's work; a player's
 * browser sends the same cookie with every call. The decoded token is a function of those headers alone, and
 * whether its session still lives is asked of the database on every request regardless (requireSession).
 */
const browsersRemembered = 10_000;
const decoded = new LRUCache<string, { token: JWT | null }>({
  max: browsersRemembered,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (_, key) => key.length + 256,
  ttl: 60_000,
});

/** The token for these credentials: remembered for a minute, never past its own expiry. */
export async function cachedSessionToken(credentials: string, decode: () => Promise<JWT | null>) {
  const known = decoded.get(credentials);
  if (known) return known.token;
  const token = await decode();
  const expiresInMs = typeof token?.exp === 'number' ? token.exp * 1000 - Date.now() : 0;
  if (token && expiresInMs > 0) decoded.set(credentials, { token }, { ttl: Math.min(60_000, expiresInMs) });
  return token;
}
