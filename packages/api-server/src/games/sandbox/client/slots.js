/* global document, window */
// The slot frame: spins the reels while the server decides, stops them reel by reel on the symbols it decided,
// marks the winning lines or ways, then shows the round's steps in order (the bonus spins the server already
// played inside the round) and announces the result once, in Danish. With prefers-reduced-motion the reels
// do not move: every step is shown at once, still in order.
const SVG = 'http://www.w3.org/2000/svg';
const STOP_GAP_MS = 140;
const STEP_PAUSE_MS = 700;

/**
 * `playRound(extra, busy)` asks the server for one round at the chosen stake (null when refused, the refusal
 * shown). Returns the slot's spin, so the bonus spins of a grant play the same way.
 */
export function slots(kit, playRound) {
  const { config, t, $, result, stake, fill, sentences, kr, settled, summary, reducedMotion } = kit;
  const play = $('play');
  const reels = $('reels');
  const columns = [...reels.querySelectorAll('.reel')];
  const waysText = $('ways');
  const multiplierText = $('multiplier');
  const panel = $('steps-panel');
  const steps = $('steps');
  const number = (n) => new Intl.NumberFormat('da-DK').format(n);
  const pause = (ms) => new Promise((resolve) => window.setTimeout(resolve, reducedMotion() ? 0 : ms));
  let unsettled = null;

  function cellOf(symbol) {
    const cell = document.createElement('span');
    cell.className = 'cell';
    cell.dataset.symbol = symbol;
    cell.setAttribute('role', 'img');
    cell.setAttribute('aria-label', t.symbols[symbol]);
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', 'sym');
    svg.setAttribute('viewBox', '0 0 64 64');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    const use = document.createElementNS(SVG, 'use');
    use.setAttribute('href', `#sym-${symbol}`);
    svg.append(use);
    cell.append(svg);
    return cell;
  }

  const winTexts = (spin) => [
    ...spin.lineWins.map((w) =>
      fill(t.lineWin, { line: w.line, count: w.count, symbol: t.symbols[w.symbol], amount: kr(w.win) }),
    ),
    ...(spin.waysWins ?? []).map((w) =>
      fill(t.slots.waysWin, { symbol: t.symbols[w.symbol], reels: w.reels, ways: number(w.ways), amount: kr(w.win) }),
    ),
  ];
  const spinWin = (spin) => spin.win ?? [...spin.lineWins, ...(spin.waysWins ?? [])].reduce((s, w) => s + w.win, 0);

  /** Stops the reels on `spin` (reel by reel while moving) and marks its wins. */
  async function show(spin) {
    for (const [reel, symbols] of spin.reels.entries()) {
      columns[reel].replaceChildren(...symbols.map(cellOf));
      columns[reel].classList.remove('spinning');
      if (reel < spin.reels.length - 1) await pause(STOP_GAP_MS);
    }
    for (const w of spin.lineWins)
      for (let reel = 0; reel < w.count; reel++)
        columns[reel].children[config.paylines[w.line - 1][reel]].classList.add('win');
    for (const w of spin.waysWins ?? [])
      for (let reel = 0; reel < w.reels; reel++)
        for (const cell of columns[reel].children) if (cell.dataset.symbol === w.symbol) cell.classList.add('win');
    const ways = spin.reels.reduce((product, reel) => product * reel.length, 1);
    waysText.textContent = config.layout === 'megaways' ? fill(t.slots.ways, { ways: number(ways) }) : '';
    const multiplier = spin.multiplier ?? 1;
    multiplierText.textContent = multiplier > 1 ? fill(t.slots.multiplier, { value: multiplier }) : '';
  }

  function addStep(label, spin) {
    const item = document.createElement('li');
    const multiplier = (spin.multiplier ?? 1) > 1 ? fill(t.slots.multiplier, { value: spin.multiplier }) : '';
    const win = spinWin(spin) > 0 ? fill(t.slots.stepWin, { amount: kr(spinWin(spin)) }) : t.slots.stepNoWin;
    item.textContent = `${label}: ${[win, multiplier].filter(Boolean).join(', ')}.`;
    steps.append(item);
  }

  const spinAll = () => {
    if (!reducedMotion()) for (const column of columns) column.classList.add('spinning');
  };

  async function playOut(round) {
    const { outcome } = round;
    await show(outcome);
    const bonus = outcome.bonus;
    if (bonus) {
      panel.hidden = false;
      addStep(t.slots.paidSpin, outcome);
      const start = document.createElement('li');
      start.textContent = `${fill(t.slots.bonusStart, { scatters: bonus.scatters, spins: bonus.spins.length, multiplier: bonus.multiplier })}.`;
      steps.append(start);
      for (const [i, spin] of bonus.spins.entries()) {
        await pause(STEP_PAUSE_MS);
        spinAll();
        await pause(STEP_PAUSE_MS / 2);
        await show(spin);
        addStep(fill(t.slots.bonusSpin, { n: i + 1, of: bonus.spins.length }), spin);
      }
    }
    unsettled = null;
    settled(round);
    const bonusWin = bonus ? bonus.spins.reduce((s, spin) => s + spinWin(spin), 0) : 0;
    result.textContent = [
      summary(round),
      sentences(
        ...winTexts(outcome),
        (outcome.multiplier ?? 1) > 1 ? fill(t.slots.multiplier, { value: outcome.multiplier }) : '',
        bonus ? fill(t.slots.bonusTotal, { amount: kr(bonusWin) }) : '',
        outcome.jackpotWin ? fill(t.jackpotWin, { amount: kr(outcome.jackpotWin) }) : '',
      ),
    ]
      .join(' ')
      .trim();
  }

  /** One spin: `extra` joins the round request (a bonus spin's grant), `busy` controls wait with the play button. */
  async function spin(extra = {}, busy = []) {
    steps.replaceChildren();
    panel.hidden = true;
    spinAll();
    const round = await playRound(extra, busy);
    if (!round) {
      for (const column of columns) column.classList.remove('spinning');
      return null;
    }
    unsettled = round;
    play.disabled = true;
    stake.disabled = true;
    try {
      await playOut(round);
    } finally {
      play.disabled = false;
      stake.disabled = false;
      // A disabled button loses the keyboard focus; give it back so the next spin is one key away.
      if (document.activeElement === document.body) play.focus();
    }
    return round;
  }

  play.addEventListener('click', () => spin());
  // The round is settled on the server already; the play page hears of it even if the frame is left mid-show.
  window.addEventListener('pagehide', () => unsettled && settled(unsettled));
  return spin;
}
