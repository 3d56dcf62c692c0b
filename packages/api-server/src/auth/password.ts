import { argon2, randomBytes, timingSafeEqual, type Argon2Parameters } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** OWASP's recommended argon2id settings (19 MiB, 2 passes, 1 lane). */
const defaults = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

/** An argon2id hash in the PHC string format, so the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await argon2Async('argon2id', { ...defaults, message: password, nonce });
  return `$argon2id$v=19$m=${defaults.memory},t=${defaults.passes},p=${defaults.parallelism}$${b64(nonce)}$${b64(hash)}`;
}

const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = phc.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, nonce, hash] = match;
  const expected = Buffer.from(hash!, 'base64');
  const parameters: Argon2Parameters = {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
    message: password,
    nonce: Buffer.from(nonce!, 'base64'),
  };
  const actual = await argon2Async('argon2id', parameters);
  return timingSafeEqual(actual, expected);
}
