/* global document */
// Playing cards drawn as card faces (HTML and CSS, no images): rank and suit in two corners and the suit in
// the middle, red for hearts and diamonds; a screen reader hears the card's Danish name.

const SUIT_SYMBOLS = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };

function span(className, text) {
  const element = document.createElement('span');
  element.className = className;
  element.textContent = text;
  element.setAttribute('aria-hidden', 'true');
  return element;
}

/** One card face; `card` is { rank, suit } or { rank: 'joker' }, or null for a card lying face down. */
export function cardFace(card, t) {
  const face = document.createElement('span');
  face.setAttribute('role', 'img');
  if (!card) {
    face.className = 'playing-card back';
    face.setAttribute('aria-label', t.cards.hidden);
    return face;
  }
  const joker = card.rank === 'joker';
  const symbol = joker ? '★' : SUIT_SYMBOLS[card.suit];
  const rank = joker ? 'JK' : card.rank;
  face.className = `playing-card ${joker ? 'joker' : card.suit}`;
  face.setAttribute(
    'aria-label',
    joker
      ? t.cards.ranks.joker
      : t.cards.name.replace('{suit}', t.cards.suits[card.suit]).replace('{rank}', t.cards.ranks[card.rank]),
  );
  face.append(span('corner top', `${rank}${symbol}`), span('pip', symbol), span('corner bottom', `${rank}${symbol}`));
  return face;
}

/** Replaces what `row` shows with these cards (null for a face-down one). */
export function showCards(row, cards, t) {
  row.replaceChildren(...cards.map((card) => cardFace(card, t)));
}
