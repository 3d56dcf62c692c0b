import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret made once for this data folder and kept beside it (`<data folder>.secrets/<name>`, readable by its
 * owner only; PGlite owns the folder itself), so
 * sessions outlive a restart of a development or staging server and no secret is written in the repository.
 */
export function keptSecret(dataDir: string, name: string): string {
  const folder = `${dataDir}.secrets`;
  const file = path.join(folder, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString('base64url');
    // 'wx': a second server starting at the same moment keeps the first one's secret.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
