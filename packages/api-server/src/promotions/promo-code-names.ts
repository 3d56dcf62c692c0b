import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { promoCodes } from './schema.ts';

/** The codes of these promo codes, by id. */
export async function promoCodeNamesOf(db: DbExecutor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: promoCodes.id, code: promoCodes.code })
    .from(promoCodes)
    .where(inArray(promoCodes.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.code]));
}
