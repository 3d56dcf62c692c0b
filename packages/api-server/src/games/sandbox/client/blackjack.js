/* global document */
// Blackjack at the sandbox table: the server deals and holds the hand; this page shows it and asks for the
// player's moves. Only the moves the server allows now are shown. An open hand is picked up again on load.
// Each hand's stake (doubled when it doubled) lies beside it as a chip.
import { cardFace, showCards } from './cards.js';
import { chip } from './chips.js';

export function blackjack(kit) {
  const { t, $, result, stake, fill, sentences, kr, settled, showBalance, summary, playHands, step } = kit;
  const texts = t.blackjack;
  const deal = $('play');
  const dealer = $('dealer');
  const dealerTotal = $('dealer-total');
  const hands = $('hands');
  const moves = ['hit', 'stand', 'double', 'split'].map((move) => ({ move, button: $(move) }));
  let hand = null;

  function handBox(shown, i, count, active) {
    const box = document.createElement('section');
    box.className = `player-hand${active ? ' active' : ''}`;
    if (active) box.setAttribute('aria-current', 'true');
    const title = document.createElement('h3');
    title.id = `hand-${i}`;
    title.textContent = count > 1 ? fill(texts.hand, { n: i + 1 }) : fill(texts.hand, { n: '' }).trim();
    const row = document.createElement('div');
    row.className = 'card-row';
    row.setAttribute('role', 'group');
    row.setAttribute('aria-labelledby', title.id);
    row.append(...shown.cards.map((card) => cardFace(card, t)));
    const line = document.createElement('p');
    line.className = 'total';
    const outcome = shown.result ? texts.outcomes[shown.result.outcome] : '';
    line.append(
      chip(kr(shown.stake)),
      [fill(texts.total, { total: shown.total }), kr(shown.stake), outcome].filter(Boolean).join(' · '),
    );
    box.append(title, row, line);
    return box;
  }

  function render(view) {
    hand = view.status === 'open' ? view : null;
    const table = view.table;
    showCards(dealer, view.status === 'open' ? [table.dealer[0], null] : table.dealer, t);
    dealerTotal.textContent = fill(texts.total, { total: table.dealerTotal });
    hands.replaceChildren(
      ...table.hands.map((shown, i) =>
        handBox(shown, i, table.hands.length, view.status === 'open' && i === table.active),
      ),
    );
    const hadFocus = moves.some(({ button }) => button === document.activeElement);
    for (const { move, button } of moves) button.hidden = !table.allowed.includes(move);
    deal.disabled = Boolean(hand);
    stake.disabled = Boolean(hand);
    showBalance(view.balance);
    if (hand) {
      result.textContent = texts.yourTurn;
      if (hadFocus || document.activeElement === deal || document.activeElement === document.body)
        moves.find(({ button }) => !button.hidden)?.button.focus();
      return;
    }
    settled(view);
    result.textContent = sentences(table.abandoned ? texts.abandoned : '', summary(view));
    deal.focus();
  }

  for (const { move, button } of moves)
    button.addEventListener('click', () => {
      if (hand)
        step(
          hand,
          { move, hand: hand.table.active },
          moves.map((m) => m.button),
          render,
        );
    });
  return playHands(deal, render, texts.resumed);
}
