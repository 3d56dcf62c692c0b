/* global document, window, fetch, crypto */
// What every sandbox game needs: its texts and elements, kroner as the site writes them, the messages to the
// play page, and the calls to the game's server at `config.api` (a lost answer is asked for again with the SAME
// ids: the server takes a round or a step once). Texts come from the page (`config.texts`, @casino/locale).

export function gameKit(config) {
  const t = config.texts;
  const $ = (id) => document.getElementById(id);
  const result = $('result');
  const error = $('error');
  const balance = $('balance');
  const stake = $('stake');

  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => String(values[key]));
  // Texts ending in an amount ('… 5 kr.') carry no full stop of their own; one is added where none ends them.
  const sentences = (...parts) =>
    parts
      .filter(Boolean)
      .map((p) => (/[.!?]$/.test(p) ? p : `${p}.`))
      .join(' ');
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

  // Only a frame the site serves itself calls with the player's session, and so with its CSRF token.
  let csrf;
  const csrfToken = async () => {
    csrf ??= (await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json()).csrfToken;
    return csrf;
  };

  /** POST (or GET without a body) to the game's API; retried on a lost answer with the same body. */
  async function call(path, body) {
    for (let attempt = 1; ; attempt++) {
      try {
        const init = { credentials: 'same-origin' };
        if (body !== undefined) {
          init.method = 'POST';
          init.headers = { 'content-type': 'application/json' };
          if (config.csrf) init.headers['x-csrf-token'] = await csrfToken();
          init.body = JSON.stringify(body);
        }
        const response = await fetch(`${config.api}${path}`, init);
        const data = await response.json();
        return response.ok ? { ok: true, data } : { ok: false, error: data.error, code: data.code };
      } catch {
        if (attempt === 3) return { ok: false, error: t.network };
      }
    }
  }

  /** Calls the API with `busy` controls disabled; shows a refusal (Danish, from the server) and answers null. */
  async function ask(path, body, busy = []) {
    error.textContent = '';
    for (const control of busy) control.disabled = true;
    const answer = await call(path, body);
    for (const control of busy) control.disabled = false;
    if (answer.ok) return answer.data;
    result.textContent = '';
    error.textContent = answer.error;
    return null;
  }

  const showBalance = (amount) => {
    balance.textContent = kr(amount);
  };
  /** A settled round or hand: the balance here and in the play page's header. */
  const settled = (round) => {
    showBalance(round.balance);
    const { roundId, win, freeSpin } = round;
    const played = { roundId, stake: round.stake, win, balance: round.balance, ...(freeSpin ? { freeSpin } : {}) };
    post({ type: 'round-settled', ...played });
  };
  const summary = (round) =>
    sentences(
      round.win > 0 ? fill(t.won, { amount: kr(round.win) }) : t.noWin,
      fill(t.balanceNow, { amount: kr(round.balance) }),
    );
  /**
   * A game played as hands: `deal` deals a new hand for the chosen stake, and the hand still open from an
   * earlier visit is picked up. The deal button is served disabled and comes alive once that is known.
   */
  function playHands(deal, render, resumed) {
    deal.addEventListener('click', async () => {
      const body = { roundId: crypto.randomUUID(), gameSessionId: config.gameSessionId, stake: Number(stake.value) };
      result.textContent = t.playing;
      const view = await ask('/hands', body, [deal]);
      if (view) render(view);
    });
    return ask('/hands/open').then((open) => {
      deal.disabled = false;
      if (!open?.hand) return;
      render(open.hand);
      if (open.hand.status === 'open') result.textContent = resumed;
    });
  }

  /** The open hand's next step (a new step id each time: the server takes a step id once). */
  async function step(hand, move, busy, render) {
    const body = { stepId: crypto.randomUUID(), gameSessionId: config.gameSessionId, ...move };
    const view = await ask(`/hands/${hand.roundId}/steps`, body, busy);
    if (view) render(view);
  }

  const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  return {
    config,
    t,
    $,
    result,
    error,
    stake,
    fill,
    sentences,
    kr,
    post,
    ask,
    settled,
    showBalance,
    summary,
    playHands,
    step,
    reducedMotion,
  };
}
