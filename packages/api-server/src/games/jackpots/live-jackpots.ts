import type { Database } from '../../db/client.ts';
import { listedJackpotGames } from '../../content/catalogue-games.ts';
import type { RouteDeps } from '../../http/app-env.ts';
import { poolAmountsOf } from './pool-account.ts';

/**
 * What players see as each game's jackpot, in øre by game id: its pool, or its seed (`jackpotOre`, what the
 * pool opens at) until a first round opens it. Games without a jackpot are left out.
 */
export async function liveJackpotsOre(
  db: Database,
  rows: readonly { id: number; jackpotOre: number | null }[],
): Promise<Map<number, number>> {
  const withJackpot = rows.filter((g) => g.jackpotOre !== null);
  const pools = await poolAmountsOf(
    db,
    withJackpot.map((g) => g.id),
  );
  return new Map(withJackpot.map((g) => [g.id, pools.get(g.id) ?? g.jackpotOre!]));
}

/** Every jackpot game this environment lists, with its live jackpot in øre. */
export async function listedJackpots(db: Database, environment: RouteDeps['environment']) {
  const rows = await listedJackpotGames(db, environment);
  const live = await liveJackpotsOre(db, rows);
  return rows.map((g) => ({ slug: g.slug, amountOre: live.get(g.id)! }));
}
