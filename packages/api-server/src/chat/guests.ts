import { createHash, randomBytes } from 'node:crypto';
import type { SupportGuest } from '@casino/api-client/chat';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { supportGuests } from './schema.ts';
import { countGuestRequest, type GuestLimits } from './support-throttle.ts';

/** The cookie that makes a browser the same guest after a reload (a session cookie: it ends with the browser). */
export const guestCookie = 'casino_support_guest';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface GuestRow {
  id: string;
  name: string;
  email: string;
}

export const guestWire = (guest: GuestRow): SupportGuest => ({ name: guest.name, email: guest.email });

/**
 * A new guest with the name and e-mail they gave, counted against the hour's budget of the address and the IP;
 * the token goes to the browser, only its hash to the table.
 */
export async function createGuest(
  db: Database,
  input: { name: string; email: string; ip: string; secret: string; limits?: GuestLimits },
): Promise<{ guest: GuestRow; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const guest = await db.transaction(async (tx) => {
    await countGuestRequest(tx, input);
    const [row] = await tx
      .insert(supportGuests)
      .values({ tokenHash: hashOf(token), name: input.name, email: input.email })
      .returning({ id: supportGuests.id, name: supportGuests.name, email: supportGuests.email });
    return row!;
  });
  return { guest, token };
}

/** The guest a cookie's token belongs to, or null (no cookie, or a token no guest has). */
export async function guestOfToken(db: Database, token: string | undefined): Promise<GuestRow | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: supportGuests.id, name: supportGuests.name, email: supportGuests.email })
    .from(supportGuests)
    .where(eq(supportGuests.tokenHash, hashOf(token)));
  return row ?? null;
}
