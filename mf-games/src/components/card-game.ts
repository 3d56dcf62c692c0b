import type { Game, GameRef } from '@casino/api-client';
import type { CardGame } from './GameCard.tsx';
import { thumbnailOf } from './game-images.ts';

/** A card of a catalogue game. */
export function cardOfGame(game: Game): CardGame {
  return {
    slug: game.slug,
    title: game.title,
    image: thumbnailOf(game.images),
    jackpot: game.jackpot,
    color: game.color,
  };
}

/** The profile service's references carry only the picture's address; its frame is the catalogue's 4:3. */
const refFrame = { width: 400, height: 300 };

/** A card of a game the profile service refers to (recent, favourites, wins). */
export function cardOfRef(ref: GameRef): CardGame {
  return { slug: ref.slug, title: ref.title, image: ref.imageUrl ? { url: ref.imageUrl, ...refFrame } : null };
}
