// The column kinds every domain's tables (src/<domain>/schema.ts) are written with.
import { sql } from 'drizzle-orm';
import { bigint, check, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money is always integer øre (bigint); a balance is never stored, only summed from the ledger. */
export const money = (name: string) => bigint(name, { mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const serial = (name: string) => bigint(name, { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** CHECK (column IN (...)) over the same list the column's TypeScript type is made of. */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);
