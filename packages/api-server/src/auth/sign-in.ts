import { CredentialsSignin } from '@auth/core/errors';
import { inputLimits } from '@casino/api-client';
import { credentialsSchema } from '@casino/api-client/sign-in';
import type { Database } from '../db/client.ts';
import { accountByEmail, recordLogin, type PlayerRow } from '../players/accounts.ts';
import { logger } from '../logger.ts';
import type { SignInRefusal } from '../messages.ts';
import type { LoginCheck } from './login-checks.ts';
import { claimAttempt, clearFailures, releaseAttempt } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';

/** Set by the server from the TCP connection (never taken from the client): the IP for throttling. */
export const clientIpHeader = 'x-casino-client-ip';

/** What authorize hands Auth.js; sid and loggedInAt end up in the session JWT. */
export interface SignedInPlayer {
  id: string;
  name: string;
  email: string;
  sid: string;
  loggedInAt: string;
}

/** A refusal Auth.js turns into `?error=CredentialsSignin&code=<code>`. */
function refuse(code: SignInRefusal): CredentialsSignin {
  const error = new CredentialsSignin();
  error.code = code;
  return error;
}

/** Checked against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password. */
const unknownUserHash = hashPassword('not-a-real-password');

/**
 * The credentials provider's authorize: throttle, password, then the exclusion checks (ROFUS, self-exclusion,
 * closed account), then a new session row. Exclusions are only revealed after a correct password.
 */
export async function authorizePlayer(
  db: Database,
  check: LoginCheck,
  input: unknown,
  request: Request,
): Promise<SignedInPlayer> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) throw refuse('invalid_credentials');
  const { email, password } = parsed.data;
  const ip = request.headers.get(clientIpHeader) ?? 'unknown';

  // The attempt is counted before the password is checked, so a burst cannot outrun the limit.
  const claim = await claimAttempt(db, email, ip);
  if (!claim) {
    logger.warn({ email, ip }, 'sign-in throttled');
    throw refuse('rate_limited');
  }
  const player = await accountByEmail(db, email);
  const usable = player && player.status !== 'deleted';
  const passwordOk = await verifyPassword(password, usable ? player.passwordHash : await unknownUserHash);
  // A wrong password keeps its claim: that row is the failure.
  if (!usable || !passwordOk) throw refuse('invalid_credentials');

  const exclusion = await check(player);
  if (exclusion) {
    await releaseAttempt(db, claim);
    throw refuse(exclusion);
  }

  await clearFailures(db, email);
  return openLogin(db, player, request, ip);
}

/** A login that passed its checks: the login times move on and a new session row is made for the JWT. */
export async function openLogin(
  db: Database,
  player: PlayerRow,
  request: Request,
  ip: string,
): Promise<SignedInPlayer> {
  const session = await db.transaction(async (tx) => {
    await recordLogin(tx, player);
    const userAgent = request.headers.get('user-agent')?.slice(0, inputLimits.userAgent) ?? null;
    return createSession(tx, { playerId: player.id, userAgent, ip });
  });
  logger.info({ playerId: player.id, sid: session.id }, 'signed in');
  return {
    id: String(player.id),
    name: `${player.firstName} ${player.lastName}`,
    email: player.email,
    sid: session.id,
    loggedInAt: session.createdAt.toISOString(),
  };
}
