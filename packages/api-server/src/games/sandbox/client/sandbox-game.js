/* global document, window, crypto */
// The sandbox provider's game script (served as a file: the page's CSP allows no inline script). It asks this
// server for rounds and hands and shows what the server decided; it tracks nothing. After every settled round
// it posts the new balance to the play page (window.parent) with the site's origin as the target; the message
// shape is `gameMessageSchema` of @casino/api-client. Texts come from the page (`config.texts`, @casino/locale).
import { baccarat } from './baccarat.js';
import { blackjack } from './blackjack.js';
import { freeSpins } from './free-spins.js';
import { gameKit } from './game-kit.js';
import { roulette } from './roulette.js';
import { slots } from './slots.js';
import { videoPoker } from './video-poker.js';

const root = document.getElementById('game');
if (root) start(JSON.parse(root.dataset.config));

function start(config) {
  const kit = gameKit(config);
  const { t, $, result, stake, fill, kr, ask, settled, summary } = kit;
  const play = $('play');

  /**
   * Asks for one round (`extra` joins the request: a bonus spin's grant); the refusal (Danish, from the server) is
   * shown and the answer is null. `busy` controls are disabled with the play button meanwhile.
   */
  async function playRound(extra = {}, busy = []) {
    result.textContent = t.playing;
    const body = {
      roundId: crypto.randomUUID(),
      gameSessionId: config.gameSessionId,
      stake: Number(stake.value),
      ...extra,
    };
    return ask('/rounds', body, [play, ...busy]);
  }

  const games = {
    slots: () => freeSpins(kit, slots(kit, playRound)),

    // The card's prize is settled when it is bought; scratching only reveals it. The balance goes to the play
    // page once the card is uncovered (or when the page is left), so the header does not give the prize away.
    scratch() {
      const cells = [...document.querySelectorAll('.scratch-cell')];
      const all = $('scratch-all');
      const card = $('card');
      let open = null;
      const price = () => {
        play.textContent = fill(t.buy, { price: kr(Number(stake.value)) });
      };
      stake.addEventListener('change', price);
      const finish = () => {
        const { round } = open;
        open = null;
        settled(round);
        result.textContent = summary(round);
        all.disabled = true;
        stake.disabled = false;
        play.disabled = false;
        play.focus();
      };
      const reveal = (i) => {
        if (!open || open.revealed.has(i)) return;
        open.revealed.add(i);
        cells[i].textContent = kr(open.round.outcome.cells[i]);
        cells[i].classList.add('revealed');
        if (open.round.outcome.winningCells.includes(i)) cells[i].classList.add('win');
        if (open.revealed.size === cells.length) finish();
      };
      play.addEventListener('click', async () => {
        const round = await playRound();
        if (!round) return;
        open = { round, revealed: new Set() };
        cells.forEach((cell, i) => {
          cell.disabled = false;
          cell.className = 'scratch-cell';
          cell.textContent = fill(t.cell, { n: i + 1 });
        });
        all.disabled = false;
        stake.disabled = true;
        play.disabled = true;
        result.textContent = t.decided;
        cells[0].focus();
      });
      cells.forEach((cell, i) => cell.addEventListener('click', () => reveal(i)));
      all.addEventListener('click', () => cells.forEach((_, i) => reveal(i)));
      // Scratching with a mouse or a finger: every cell the pressed pointer passes over is uncovered.
      let scratching = false;
      const under = (event) => {
        const cell = document.elementFromPoint(event.clientX, event.clientY)?.closest('.scratch-cell');
        if (cell) reveal(Number(cell.dataset.cell));
      };
      card.addEventListener('pointerdown', (event) => {
        scratching = true;
        under(event);
      });
      card.addEventListener('pointermove', (event) => scratching && under(event));
      window.addEventListener('pointerup', () => (scratching = false));
      window.addEventListener('pagehide', () => open && settled(open.round));
    },
    roulette: () => roulette(kit),
    baccarat: () => baccarat(kit),
    blackjack: () => blackjack(kit),
    videoPoker: () => videoPoker(kit),
  };

  $('deposit').addEventListener('click', () => kit.post({ type: 'deposit-requested' }));
  games[config.kind]();
  // The page arrives inert: its controls answer from here on.
  root.inert = false;
  kit.post({ type: 'ready' });
}
