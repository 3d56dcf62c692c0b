import type { GameCard as CatalogueGame, GameRef } from '@casino/api-client';
import type { CardGame } from './GameCard.tsx';
import { thumbnailOf } from './game-images.ts';

// One card object per game, so a card that stays on screen while the list changes is not drawn again.
const cards = new WeakMap<CatalogueGame, CardGame>();

/** A card of a catalogue game. */
export function cardOfGame(game: CatalogueGame): CardGame {
  let card = cards.get(game);
  if (!card) {
    const { slug, title, images, jackpot, color } = game;
    card = { slug, title, image: thumbnailOf(images), jackpot, color };
    cards.set(game, card);
  }
  return card;
}

/** The profile service's references carry only the picture's address; its frame is the catalogue's 4:3. */
const refFrame = { width: 400, height: 300 };

/** A card of a game the profile service refers to (recent, favourites, wins). */
export function cardOfRef(ref: GameRef): CardGame {
  return { slug: ref.slug, title: ref.title, image: ref.imageUrl ? { url: ref.imageUrl, ...refFrame } : null };
}
