/* global document, window, crypto */
// The sandbox provider's game script (served as a file: the page's CSP allows no inline script). It asks this
// server for rounds and hands and shows what the server decided; it tracks nothing. After every settled round
// it posts the new balance to the play page (window.parent) with the site's origin as the target; the message
// shape is `gameMessageSchema` of @casino/api-client. Texts come from the page (`config.texts`, @casino/locale).
import { baccarat } from './baccarat.js';
import { blackjack } from './blackjack.js';
import { gameKit } from './game-kit.js';
import { roulette } from './roulette.js';
import { videoPoker } from './video-poker.js';

const root = document.getElementById('game');
if (root) start(JSON.parse(root.dataset.config));

function start(config) {
  const kit = gameKit(config);
  const { t, $, result, stake, fill, sentences, kr, ask, settled, summary } = kit;
  const play = $('play');

  /** Asks for one round; the refusal (Danish, from the server) is shown and the answer is null. */
  async function playRound() {
    result.textContent = t.playing;
    const body = { roundId: crypto.randomUUID(), gameSessionId: config.gameSessionId, stake: Number(stake.value) };
    return ask('/rounds', body, [play]);
  }

  const games = {
    slots() {
      const reels = $('reels');
      const cells = [...reels.querySelectorAll('.reel')].map((reel) => [...reel.querySelectorAll('.cell')]);
      play.addEventListener('click', async () => {
        reels.classList.add('spinning');
        const round = await playRound();
        reels.classList.remove('spinning');
        if (!round) return;
        const { reels: shown, lineWins, jackpotWin } = round.outcome;
        cells.forEach((column, reel) =>
          column.forEach((cell, row) => {
            cell.textContent = t.symbols[shown[reel][row]];
            cell.className = `cell sym-${shown[reel][row]}`;
          }),
        );
        for (const win of lineWins)
          for (let reel = 0; reel < win.count; reel++)
            cells[reel][config.paylines[win.line - 1][reel]].classList.add('win');
        settled(round);
        const lines = lineWins.map((w) =>
          fill(t.lineWin, { line: w.line, count: w.count, symbol: t.symbols[w.symbol], amount: kr(w.win) }),
        );
        if (jackpotWin) lines.push(fill(t.jackpotWin, { amount: kr(jackpotWin) }));
        result.textContent = [summary(round), sentences(...lines)].join(' ').trim();
      });
    },

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
  kit.post({ type: 'ready' });
}
