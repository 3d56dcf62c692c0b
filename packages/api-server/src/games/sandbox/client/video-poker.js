/* global document, crypto */
// Video poker at the sandbox: the server deals five cards and holds the deck; the player toggles the cards to
// hold (buttons with aria-pressed) and draws once; the hand is paid by the pay table shown beside it.
import { cardFace } from './cards.js';

export function videoPoker(kit) {
  const { config, t, $, result, stake, sentences, ask, settled, showBalance, summary } = kit;
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
  deal.addEventListener('click', async () => {
    const body = { roundId: crypto.randomUUID(), gameSessionId: config.gameSessionId, stake: Number(stake.value) };
    result.textContent = t.playing;
    const view = await ask('/hands', body, [deal]);
    if (view) render(view);
  });
  draw.addEventListener('click', async () => {
    if (!hand) return;
    const body = { stepId: crypto.randomUUID(), gameSessionId: config.gameSessionId, move: 'draw', held: held() };
    const view = await ask(`/hands/${hand.roundId}/steps`, body, [draw]);
    if (view) render(view);
  });

  // The deal button is served disabled: it comes alive once the open hand, if any, is known.
  return ask('/hands/open').then((open) => {
    deal.disabled = false;
    if (!open?.hand) return;
    render(open.hand);
    if (open.hand.status === 'open') result.textContent = texts.resumed;
  });
}
