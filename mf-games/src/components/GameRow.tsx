import type { ReactNode } from 'react';
import { GameCard, type CardGame } from './GameCard.tsx';
import styles from './GameRow.module.css';
import { Section } from './Section.tsx';

export interface GameRowProps {
  heading: string;
  games: readonly CardGame[];
  /** The first row on the page loads its pictures at once; the others when they come near. */
  eager?: boolean;
  /** A link beside the heading ("Se alle …"). */
  more?: ReactNode;
}

/** A titled, horizontally scrolling row of game cards (the lobby). Renders nothing without games. */
export function GameRow({ heading, games, eager = false, more }: GameRowProps) {
  if (!games.length) return null;
  return (
    <Section heading={heading} more={more}>
      {(headingId) => (
        <ul className={styles.row} aria-labelledby={headingId}>
          {games.map((game) => (
            <li key={game.slug} className={styles.item}>
              <GameCard game={game} eager={eager} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
