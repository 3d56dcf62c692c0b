import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { Game } from '@casino/api-client';
import { Found } from '@casino/platform';
import { useGameBySlug } from '../content/useGameBySlug.ts';

/**
 * A page of the game at `{slug}` (its page, its guide, its play page): `View` once the content service has the
 * game, the 404 page for a game that does not exist or is hidden here (spec section 4).
 */
export function gameBySlug(View: ComponentType<{ game: Game }>): ComponentType {
  return function GameBySlugPage() {
    const { slug } = useParams();
    return <Found lookup={useGameBySlug(slug)}>{(game) => <View game={game} />}</Found>;
  };
}
