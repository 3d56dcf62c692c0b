/* global document */
// Video poker at the sandbox: the server deals five cards and holds the deck; the player toggles the cards to
// hold (buttons with aria-pressed) and draws once; the hand is paid by the pay table shown beside it.
import { cardFace } from './cards.js';

export function videoPoker(kit) {
  const { t, $, result, stake, sentences, settled, showBalance, summary, playHands, step } = kit;
  const texts = t.videoPoker;
  const deal = $('play');
  const draw = $('draw');
  const holds = [...document.querySelectorAll('.hold')];
  const rows = [...document.querySelectorAll('[data-category]')];
  let hand = null;

  const held = () => holds.map((button) => button.getAttribute('aria-pressed') === 'true');
  const setHeld = (button, on) => {
    button.setAttribute('aria-pressed', String(on));
    button.querySelector('.hold-label').textContent = on ? texts.held : texts.hold;
  };

  function render(view) {
    const table = view.table;
    hand = view.status === 'open' ? view : null;
    holds.forEach((button, i) => {
      button.querySelector('.slot').replaceChildren(cardFace(table.hand[i], t));
      button.disabled = !hand;
      setHeld(button, table.held[i]);
    });
    for (const row of rows) row.classList.toggle('win', row.dataset.category === table.category);
    draw.disabled = !hand;
    deal.disabled = Boolean(hand);
    stake.disabled = Boolean(hand);
    showBalance(view.balance);
    if (hand) {
      result.textContent = texts.holdHint;
      holds[0].focus();
      return;
    }
    settled(view);
    const name = table.category ? t.pokerHands[table.category] : texts.nothing;
    result.textContent = sentences(table.abandoned ? texts.abandoned : '', name, summary(view));
    deal.focus();
  }

  for (const button of holds)
    button.addEventListener('click', () => setHeld(button, button.getAttribute('aria-pressed') !== 'true'));
  draw.addEventListener('click', () => {
    if (hand) step(hand, { move: 'draw', held: held() }, [draw], render);
  });
  return playHands(deal, render, texts.resumed);
}
