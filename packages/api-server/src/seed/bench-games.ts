import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { prepareDatabase } from './prepare.ts';
import { gameTerms, games } from '../content/schema.ts';

// For `npm run bench` only, never part of the normal seed: a catalogue of about 2,000 games, to measure
// how the catalogue filters and scrolls at that size. The extra games are variants of the
// seeded ones ("Odins Guld 2", "Odins Guld 3" ...) with the same categories, tags and manual.

/** Adds generated games until the catalogue lists `total` games in production (nothing when it already does). */
export async function addBenchGames(db: Database, total: number): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(games)
    .where(and(eq(games.isActive, true), eq(games.isPublished, true)));
  const missing = total - n;
  if (missing <= 0) return 0;
  const seeded = await db.select().from(games).orderBy(asc(games.id));
  const termsOf = Map.groupBy(await db.select().from(gameTerms), (link) => link.gameId);
  const [{ top } = { top: 0 }] = await db.select({ top: max(games.id) }).from(games);
  const rows: (typeof games.$inferInsert)[] = [];
  const termRows: (typeof gameTerms.$inferInsert)[] = [];
  for (let i = 0; i < missing; i += 1) {
    const base = seeded[i % seeded.length]!;
    const variant = Math.floor(i / seeded.length) + 2;
    const id = (top ?? 0) + i + 1;
    rows.push({
      ...base,
      id,
      slug: `${base.slug}-${variant}`,
      title: `${base.title} ${variant}`,
      pageTitle: `${base.pageTitle} ${variant}`,
      isActive: true,
      isPublished: true,
      publishedAt: new Date(base.publishedAt.getTime() - variant * 3_600_000),
    });
    for (const link of termsOf.get(base.id) ?? []) termRows.push({ gameId: id, termId: link.termId });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(games).values(rows.slice(i, i + 500));
    for (let i = 0; i < termRows.length; i += 1000) await tx.insert(gameTerms).values(termRows.slice(i, i + 1000));
  });
  return missing;
}

/** Migrates and seeds the database in `dataDir` as the server would, then grows its catalogue to `total`. */
export async function prepareBenchDatabase(dataDir: string, total: number): Promise<void> {
  const handle = await prepareDatabase({ dataDir }, { testAccounts: true });
  try {
    await addBenchGames(handle.db, total);
  } finally {
    await handle.close();
  }
}
