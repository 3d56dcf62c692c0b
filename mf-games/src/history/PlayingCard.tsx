import type { ReactNode } from 'react';
import type { CardWire } from '@casino/api-client/play';
import { gameTexts } from '@casino/locale/games';
import styles from './PlayingCard.module.css';

const cardTexts = gameTexts.sandbox.cards;
const suitSymbols = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' } as const;

/** A card's Danish name, as a screen reader says it: 'hjerter es', 'joker'. */
export function cardName(card: CardWire): string {
  if (card.rank === 'joker') return cardTexts.ranks.joker;
  return cardTexts.name(cardTexts.suits[card.suit], cardTexts.ranks[card.rank]);
}

/** A card face as the game drew it: rank and suit, red for hearts and diamonds; its name for a screen reader. */
export function PlayingCard({ card }: { card: CardWire }) {
  const joker = card.rank === 'joker';
  const symbol = joker ? '★' : suitSymbols[card.suit];
  const red = !joker && (card.suit === 'hearts' || card.suit === 'diamonds');
  return (
    <span role="img" aria-label={cardName(card)} className={[styles.card, red && styles.red].filter(Boolean).join(' ')}>
      <span aria-hidden="true" className={styles.rank}>
        {joker ? 'JK' : card.rank}
      </span>
      <span aria-hidden="true" className={styles.suit}>
        {symbol}
      </span>
    </span>
  );
}

/** A row of cards, named as a group ('Bankens hånd'). */
export function CardRow({ label, cards, children }: { label: string; cards: CardWire[]; children?: ReactNode }) {
  return (
    <div role="group" aria-label={label} className={styles.row}>
      <span className={styles.label}>{label}</span>
      <span className={styles.cards}>
        {cards.map((card, i) => (
          <PlayingCard key={i} card={card} />
        ))}
      </span>
      {children}
    </div>
  );
}
