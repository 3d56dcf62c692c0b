/* global document, window, fetch, crypto */
// The sandbox provider's game script (served as a file: the page's CSP allows no inline script). It asks the
// rounds API for rounds and shows what the server decided; it tracks nothing. After every settled round it
// posts the new balance to the play page (window.parent) with the site's origin as the target; the message
// shape is `gameMessageSchema` of @casino/api-client. Texts come from the page (`config.texts`, @casino/locale).

const root = document.getElementById('game');
if (root) start(JSON.parse(root.dataset.config));

function start(config) {
  const t = config.texts;
  const $ = (id) => document.getElementById(id);
  const play = $('play');
  const stake = $('stake');
  const result = $('result');
  const error = $('error');
  const balance = $('balance');
  document.documentElement.style.setProperty('--game-color', config.color);

  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => String(values[key]));
  // Texts ending in an amount ('… 5 kr.') carry no full stop of their own; one is added where none ends them.
  const sentences = (...parts) => parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)).join(' ');
  // Mirrors formatKroner(amount, { decimals: 'auto' }) of @casino/locale: '2 kr.', '12,50 kr.', '85 øre'.
  const number = (value, decimals) =>
    new Intl.NumberFormat('da-DK', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  const kr = (amount) => {
    const ore = Math.round(amount * 100);
    if (Math.abs(ore) < 100) return `${number(ore, 0)}\u00a0øre`;
    return `${number(ore / 100, ore % 100 === 0 ? 0 : 2)}\u00a0kr.`;
  };

  const post = (message) => {
    if (window.parent === window) return;
    const full = { source: 'casino-sandbox-game', gameSessionId: config.gameSessionId, ...message };
    window.parent.postMessage(full, config.parentOrigin);
  };

  let csrf;
  const csrfToken = async () => {
    csrf ??= (await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json()).csrfToken;
    return csrf;
  };

  // A lost answer is asked for again with the SAME round id: the server settles a round id once.
  async function requestRound(body) {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`/api/proxy/games/${encodeURIComponent(config.slug)}/rounds`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'x-csrf-token': await csrfToken() },
          body: JSON.stringify(body),
        });
        const data = await response.json();
        return response.ok ? { ok: true, round: data } : { ok: false, error: data.error, code: data.code };
      } catch {
        if (attempt === 3) return { ok: false, error: t.network };
      }
    }
  }

  /** Asks for one round; shows the refusal (Danish, from the server) and answers null when there is none. */
  async function playRound(bet) {
    error.textContent = '';
    result.textContent = t.playing;
    play.disabled = true;
    const body = { roundId: crypto.randomUUID(), gameSessionId: config.gameSessionId, stake: Number(stake.value) };
    if (bet) body.bet = bet;
    const answer = await requestRound(body);
    play.disabled = false;
    if (answer.ok) return answer.round;
    result.textContent = '';
    error.textContent = answer.error;
    return null;
  }

  const settled = (round) => {
    balance.textContent = kr(round.balance);
    post({ type: 'round-settled', roundId: round.roundId, stake: round.stake, win: round.win, balance: round.balance });
  };
  const summary = (round) =>
    sentences(
      round.win > 0 ? fill(t.won, { amount: kr(round.win) }) : t.noWin,
      fill(t.balanceNow, { amount: kr(round.balance) }),
    );

  const games = {
    slots() {
      const reels = $('reels');
      const cells = [...reels.querySelectorAll('.reel')].map((reel) => [...reel.querySelectorAll('.cell')]);
      play.addEventListener('click', async () => {
        reels.classList.add('spinning');
        const round = await playRound();
        reels.classList.remove('spinning');
        if (!round) return;
        const { reels: shown, lineWins } = round.outcome;
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

    roulette() {
      const numberField = $('number');
      const chosen = () => document.querySelector('input[name="bet"]:checked').value;
      for (const radio of document.querySelectorAll('input[name="bet"]'))
        radio.addEventListener('change', () => (numberField.disabled = chosen() !== 'straight'));
      play.addEventListener('click', async () => {
        const type = chosen();
        const round = await playRound(type === 'straight' ? { type, number: Number(numberField.value) } : { type });
        if (!round) return;
        const { pocket, colour } = round.outcome;
        $('pocket').textContent = String(pocket);
        $('pocket').className = `wheel ${colour}`;
        settled(round);
        result.textContent = sentences(fill(t.pocket, { pocket, colour: t.colours[colour] }), summary(round));
      });
    },
  };

  $('deposit').addEventListener('click', () => post({ type: 'deposit-requested' }));
  games[config.kind]();
  post({ type: 'ready' });
}
