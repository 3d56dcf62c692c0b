import { memo, useContext, useMemo } from 'react';
import { formatKroner, lobbyTexts } from '@casino/locale';
import { AppLink, paths, PrefetchContext } from '@casino/platform';
import styles from './GameCard.module.css';
import { pictureAfterPaint } from './picture-after-paint.ts';

/** What a card shows: from a catalogue game, or from the profile service's game references. */
export interface CardGame {
  slug: string;
  title: string;
  /** The 4:3 thumbnail; width and height reserve its space before it loads (no layout shift). */
  image: { url: string; width: number; height: number } | null;
  jackpot?: number | null;
  color?: string | null;
}

export interface GameCardProps {
  game: CardGame;
  /** Only what shows first loads at once; the rest waits until it scrolls near. */
  eager?: boolean;
  /** Something extra under the title (a date, a remove button's neighbour). */
  detail?: string;
  /** The picture is asked for after the card is first painted (a card a keystroke brings in). */
  pictureAfterPaint?: boolean;
}

/**
 * A game as a card: picture, title and jackpot, all one link to the game's page. The player's intent on it
 * (pointer, focus, touch) warms the game's page (the link's own) and its play page, the next step from there.
 */
export const GameCard = memo(function GameCard({
  game,
  eager = false,
  detail,
  pictureAfterPaint: later,
}: GameCardProps) {
  const url = game.image?.url;
  const laterRef = useMemo(() => (later && url ? pictureAfterPaint(url) : undefined), [later, url]);
  const prefetch = useContext(PrefetchContext);
  const warmPlay = () => prefetch(paths.play(game.slug));
  return (
    <AppLink
      to={paths.game(game.slug)}
      className={styles.card}
      onMouseEnter={warmPlay}
      onFocus={warmPlay}
      onTouchStart={warmPlay}
    >
      {game.image ? (
        <img
          className={styles.image}
          ref={laterRef}
          src={later ? undefined : game.image.url}
          width={game.image.width}
          height={game.image.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <span className={styles.image} style={{ background: game.color ?? undefined }} />
      )}
      <span className={styles.title}>{game.title}</span>
      {game.jackpot ? (
        <span className={styles.jackpot}>
          {lobbyTexts.catalogue.jackpot(formatKroner(game.jackpot, { decimals: 'never' }))}
        </span>
      ) : null}
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </AppLink>
  );
});
