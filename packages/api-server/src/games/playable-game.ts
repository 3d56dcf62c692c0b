import type { PlayableGame } from '@casino/api-client/play';
import { listedGameWithTerms } from '../content/catalogue-games.ts';
import type { DbExecutor } from '../db/client.ts';
import type { Environment } from '@casino/api-client';
import { mathsOf, rtpPercent, type CatalogueGame, type GameMaths } from './maths/catalogue-maths.ts';
import { oreToKroner } from '@casino/locale';

/** A catalogue game as the sandbox provider plays it. */
export interface PlayableGameRow {
  id: number;
  slug: string;
  title: string;
  color: string;
  betMinOre: number;
  betMaxOre: number;
  /** The slugs of its tags (a slot's theme and mechanics). */
  tags: string[];
  maths: GameMaths;
  /** What its maths is made from (the catalogue's numbers and terms): the sheet a game aggregator plays it by. */
  catalogue: CatalogueGame;
}

/**
 * The game behind `slug` if this environment lists it (spec section 4: in production only active, published
 * games; elsewhere every game), else undefined: a hidden game cannot be launched or played.
 */
export async function findPlayableGame(
  db: DbExecutor,
  slug: string,
  environment: Environment,
): Promise<PlayableGameRow | undefined> {
  const listed = await listedGameWithTerms(db, environment, slug);
  if (!listed) return undefined;
  const { game, categories, tags } = listed;
  const catalogue: CatalogueGame = {
    id: game.id,
    title: game.title,
    volatility: game.volatility,
    rtpBasisPoints: game.rtpBasisPoints,
    jackpotOre: game.jackpotOre,
    categories,
    tags,
  };
  const maths = mathsOf(catalogue);
  // A table game the sandbox has no rules for is not played as something it is not.
  if (!maths) return undefined;
  return {
    id: game.id,
    slug: game.slug,
    title: game.title,
    color: game.color,
    betMinOre: game.betMinOre,
    betMaxOre: game.betMaxOre,
    tags,
    maths,
    catalogue,
  };
}

export function playableGameWire(game: PlayableGameRow): PlayableGame {
  return {
    slug: game.slug,
    title: game.title,
    kind: game.maths.kind,
    color: game.color,
    rtp: rtpPercent(game.maths.rtpBasisPoints),
    betMin: oreToKroner(game.betMinOre),
    betMax: oreToKroner(game.betMaxOre),
  };
}
