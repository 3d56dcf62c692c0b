import { hashPassword } from '../auth/password.ts';

/**
 * The hashes of `passwords`, in order, each distinct password hashed once: the test players share one password,
 * and argon2 costs tens of megabytes and milliseconds per hash, which a start paid once per player in parallel.
 */
export async function passwordHashes(passwords: readonly string[]): Promise<string[]> {
  const distinct = [...new Set(passwords)];
  const hashes = new Map(await Promise.all(distinct.map(async (p) => [p, await hashPassword(p)] as const)));
  return passwords.map((p) => hashes.get(p)!);
}
