// The account rows other domains need (sign-in, sign-up, mail, payouts, support, the admin tool), each answer a
// function of its own: only the players domain reads and writes its table.
import { and, eq, inArray, isNotNull, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, DbExecutor, DbTransaction } from '../db/client.ts';
import { players } from './schema.ts';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;

/** Customer numbers of accounts made by sign-up follow the seeded ones' (100001...). */
const CUSTOMER_NO_BASE = 500_000;

/** The account of a live session (it exists: a session ends with its account). */
export async function loadPlayer(db: DbExecutor, id: number): Promise<PlayerRow> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  if (!row) throw new Error(`Player ${id} of a live session is missing`);
  return row;
}

/** True when another player has `email`. */
export async function isEmailTaken(db: DbExecutor, email: string, playerId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.email, email), ne(players.id, playerId)));
  return taken !== undefined;
}

/** The fields a player changes in the profile; answers the account as it is now. */
export async function updateProfileFields(
  tx: DbTransaction,
  playerId: number,
  fields: Pick<
    Partial<NewPlayerRow>,
    'email' | 'phoneNumber' | 'acceptedNewsletters' | 'hasAcceptedSms' | 'spendingLevelId' | 'emailVerifiedAt'
  >,
): Promise<PlayerRow> {
  const [row] = await tx.update(players).set(fields).where(eq(players.id, playerId)).returning();
  return row!;
}

/** The account with this e-mail address (any status), if any. */
export async function accountByEmail(db: DbExecutor, email: string): Promise<PlayerRow | undefined> {
  const [account] = await db.select().from(players).where(eq(players.email, email));
  return account;
}

/** The active account with this e-mail address, if any. */
export async function activeAccountByEmail(db: DbExecutor, email: string): Promise<PlayerRow | undefined> {
  const [account] = await db
    .select()
    .from(players)
    .where(and(eq(players.email, email), eq(players.status, 'active')));
  return account;
}

/** The account MitID's CPR number (as the vault's key) belongs to, if any. */
export async function accountByCprKey(db: Database, cprKey: string): Promise<PlayerRow | undefined> {
  const [account] = await db.select().from(players).where(eq(players.cprKey, cprKey));
  return account;
}

/** An account that already has the e-mail address or the CPR number, if any. */
export async function accountTakenBy(db: Database, email: string, cprKey: string) {
  const [taken] = await db
    .select({ email: players.email, cprKey: players.cprKey })
    .from(players)
    .where(or(eq(players.email, email), eq(players.cprKey, cprKey)));
  return taken;
}

/** Whether an account has this id. */
export async function accountExists(db: DbExecutor, playerId: number): Promise<boolean> {
  const [account] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  return account !== undefined;
}

/** The address as CPR has it now, which MitID gave at this login. */
export async function takeAddressFromMitid(
  db: Database,
  playerId: number,
  address: { street: string; postalCode: string; city: string },
): Promise<void> {
  await db
    .update(players)
    .set({
      addressStreet: address.street,
      addressPostalCode: address.postalCode,
      addressCity: address.city,
      addressFromMitidAt: new Date(),
    })
    .where(eq(players.id, playerId));
}

/** A signed-up account, numbered after the seeded ones, in the caller's transaction. */
export async function insertSignedUpAccount(
  tx: DbTransaction,
  account: Omit<NewPlayerRow, 'customerNo'> & { cprKey: string },
): Promise<PlayerRow> {
  const [row] = await tx
    .insert(players)
    .values({ ...account, customerNo: `pending-${account.cprKey}` })
    .returning();
  const [numbered] = await tx
    .update(players)
    .set({ customerNo: String(CUSTOMER_NO_BASE + row!.id) })
    .where(eq(players.id, row!.id))
    .returning();
  return numbered!;
}

/**
 * A support agent's account in the caller's transaction: agents' customer numbers are their own series (9xxxxx),
 * apart from players'. Refuses an e-mail that already has an account.
 */
export async function insertAgentAccount(
  tx: DbTransaction,
  account: Pick<NewPlayerRow, 'email' | 'passwordHash' | 'firstName' | 'lastName'>,
): Promise<number> {
  const [taken] = await tx.select({ id: players.id }).from(players).where(eq(players.email, account.email));
  if (taken) throw new Error(`${account.email} already has an account`);
  const [row] = await tx
    .select({ highest: sql<string | null>`max(${players.customerNo})` })
    .from(players)
    .where(like(players.customerNo, '9_____'));
  const customerNo = String(Math.max(Number(row?.highest ?? 900_000), 900_000) + 1);
  const [created] = await tx
    .insert(players)
    .values({ ...account, customerNo })
    .returning({ id: players.id });
  return created!.id;
}

/** A login moves the login times on. */
export async function recordLogin(tx: DbTransaction, player: Pick<PlayerRow, 'id' | 'lastLoginAt'>): Promise<void> {
  await tx
    .update(players)
    .set({ previousLoginAt: player.lastLoginAt, lastLoginAt: new Date() })
    .where(eq(players.id, player.id));
}

export async function setPasswordHash(tx: DbTransaction, playerId: number, passwordHash: string): Promise<void> {
  await tx.update(players).set({ passwordHash }).where(eq(players.id, playerId));
}

/** Confirms `email` as the player's address, only while it still is their address; answers whether it did. */
export async function confirmEmailAddress(db: DbExecutor, playerId: number, email: string): Promise<boolean> {
  const confirmed = await db
    .update(players)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(players.id, playerId), eq(players.email, email)))
    .returning({ id: players.id });
  return confirmed.length > 0;
}

/** Who holds a session: what decides whether it still counts (status, exclusion) and the name it shows. */
export async function sessionHolder(db: DbExecutor, playerId: number) {
  const [holder] = await db
    .select({
      status: players.status,
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      excludedUntil: players.excludedUntil,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return holder;
}

/** Where the site writes to a player: their address and first name. */
export async function mailAddressOf(db: DbExecutor, playerId: number) {
  const [player] = await db
    .select({ id: players.id, email: players.email, firstName: players.firstName })
    .from(players)
    .where(eq(players.id, playerId));
  return player;
}

/** The player's address and first name while the address is unconfirmed, else undefined. */
export async function unconfirmedMailAddressOf(db: DbExecutor, playerId: number) {
  const [player] = await db
    .select({ id: players.id, email: players.email, firstName: players.firstName })
    .from(players)
    .where(and(eq(players.id, playerId), isNull(players.emailVerifiedAt)));
  return player;
}

/** The name, e-mail and phone the profile has now. */
export async function contactDetailsOf(db: DbExecutor, playerId: number) {
  const [player] = await db
    .select({
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      phoneNumber: players.phoneNumber,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return player;
}

/** Active accounts that accepted newsletters, are not excluded now and have a CPR number to ask ROFUS with. */
export async function newsletterReaders(db: DbExecutor, now: Date) {
  return db
    .select({ id: players.id, email: players.email, cprSealed: players.cprSealed })
    .from(players)
    .where(
      and(
        eq(players.acceptedNewsletters, true),
        eq(players.status, 'active'),
        isNotNull(players.cprSealed),
        or(isNull(players.excludedUntil), lt(players.excludedUntil, now)),
      ),
    )
    .orderBy(players.id);
}

/** The id of the account with this e-mail address (any case), if any. */
export async function accountIdByEmail(db: DbExecutor, email: string): Promise<number | undefined> {
  const [account] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, email.trim().toLowerCase()));
  return account?.id;
}

export interface PlayerName {
  firstName: string;
  lastName: string;
  customerNo: string;
}

/** The names and customer numbers of these players, by id (for lists that show whose a row is). */
export async function namesOf(db: DbExecutor, playerIds: readonly number[]): Promise<Map<number, PlayerName>> {
  const ids = [...new Set(playerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      customerNo: players.customerNo,
    })
    .from(players)
    .where(inArray(players.id, ids));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

export interface PlayerContact extends PlayerName {
  email: string;
  phoneNumber: string | null;
}

/** The contact details (name, customer number, e-mail, phone) of these players, by id. */
export async function contactDetailsByIds(
  db: DbExecutor,
  playerIds: readonly number[],
): Promise<Map<number, PlayerContact>> {
  const ids = [...new Set(playerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      customerNo: players.customerNo,
      email: players.email,
      phoneNumber: players.phoneNumber,
    })
    .from(players)
    .where(inArray(players.id, ids));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/** The account as an agent sees it: customer number, name, e-mail and status. */
export async function accountSummaryOf(db: DbExecutor, playerId: number) {
  const [player] = await db
    .select({
      customerNo: players.customerNo,
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      status: players.status,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return player;
}

/** Who the player is as MitID told at sign-up: name, the sealed CPR number and the birth date. */
export async function identityOf(db: DbExecutor, playerId: number) {
  const [player] = await db
    .select({
      firstName: players.firstName,
      lastName: players.lastName,
      cprSealed: players.cprSealed,
      birthDate: players.birthDate,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return player;
}
