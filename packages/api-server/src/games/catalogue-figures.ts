import type { GameFigures } from '../content/queries.ts';
import { liveJackpotsOre } from './jackpots/live-jackpots.ts';
import { roundsPlayedSince } from './popularity.ts';

/** How far back "popular" counts rounds. */
const popularityWindowMs = 30 * 86_400_000;

/** The catalogue's figures of play: rounds played on each game in the last 30 days, and its live jackpot. */
export const catalogueFigures: GameFigures = async (db, rows) => ({
  popularity: await roundsPlayedSince(
    db,
    rows.map((row) => row.id),
    new Date(Date.now() - popularityWindowMs),
  ),
  jackpotsOre: await liveJackpotsOre(db, rows),
});
