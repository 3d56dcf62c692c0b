import type { Game } from '@casino/api-client';
import { onlyIf, type Lookup } from '@casino/platform';
import { useGameBySlug } from './useGameBySlug.ts';

/** The content service's category of scratch games: only these have a /scratcher/{slug} page. */
export const scratcherCategory = 'skrabespil';

export const isScratcher = (game: Game) => game.categories.some((category) => category.slug === scratcherCategory);

/** The scratch game a `/scratcher/{slug}` route names; any other game is missing here. */
export function useScratcherBySlug(slug: string | undefined): Lookup<Game> {
  return onlyIf(useGameBySlug(slug), isScratcher);
}
