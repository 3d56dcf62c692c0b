import type { SlotSymbol } from '@casino/api-client/play';
import { formatDanishNumber, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import type { PlayableGameRow } from '../playable-game.ts';
import { escapeHtml, kronerText } from './html.ts';

const texts = gameTexts.sandbox;

function stakeSelect(stakesOre: number[]): string {
  const options = stakesOre.map((ore) => `<option value="${oreToKroner(ore)}">${escapeHtml(kronerText(ore))}</option>`);
  return `<p class="stake"><label for="stake">${escapeHtml(texts.stake)}</label>
<select id="stake">${options.join('')}</select></p>`;
}

function slots(paytable: { symbol: SlotSymbol; percent: [number, number, number] }[]): string {
  const reels = Array.from(
    { length: 5 },
    (_, reel) =>
      `<div class="reel" role="group" aria-label="${escapeHtml(texts.slots.reel(reel + 1))}">${'<span class="cell">–</span>'.repeat(3)}</div>`,
  ).join('');
  const share = (percent: number) => `${formatDanishNumber(percent / 100, 2)} ×`;
  const rows = paytable
    .map(
      ({ symbol, percent }) =>
        `<tr><th scope="row"><span class="sym sym-${symbol}">${escapeHtml(texts.symbols[symbol])}</span></th>${percent
          .map((p) => `<td>${escapeHtml(share(p))}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<div class="reels" id="reels" role="group" aria-label="${escapeHtml(texts.slots.reels)}">${reels}</div>
<button type="button" id="play" class="primary">${escapeHtml(texts.slots.spin)}</button>
<details class="paytable"><summary>${escapeHtml(texts.slots.paytable)}</summary>
<p>${escapeHtml(texts.slots.paytableIntro)}</p>
<table><thead><tr><td></td><th scope="col">3</th><th scope="col">4</th><th scope="col">5</th></tr></thead><tbody>${rows}</tbody></table>
</details>`;
}

function scratch(firstPriceOre: number): string {
  const cells = Array.from(
    { length: 9 },
    (_, i) =>
      `<button type="button" class="scratch-cell" data-cell="${i}" disabled>${escapeHtml(texts.scratch.cell(i + 1))}</button>`,
  ).join('');
  return `<p class="hint">${escapeHtml(texts.scratch.instructions)}</p>
<button type="button" id="play" class="primary">${escapeHtml(texts.scratch.buy(kronerText(firstPriceOre)))}</button>
<div class="card" id="card" role="group" aria-label="${escapeHtml(texts.scratch.card)}">${cells}</div>
<button type="button" id="scratch-all" class="secondary" disabled>${escapeHtml(texts.scratch.scratchAll)}</button>`;
}

function roulette(): string {
  const { bets } = texts.roulette;
  const choice = (type: keyof typeof bets, checked = false) =>
    `<label><input type="radio" name="bet" value="${type}"${checked ? ' checked' : ''}> ${escapeHtml(bets[type])}</label>`;
  return `<fieldset class="bets"><legend>${escapeHtml(texts.roulette.betLegend)}</legend>
${choice('red', true)}${choice('black')}${choice('even')}${choice('odd')}${choice('straight')}
<label for="number">${escapeHtml(texts.roulette.number)}</label>
<input id="number" type="number" inputmode="numeric" min="0" max="36" step="1" value="17" disabled>
</fieldset>
<p class="wheel" id="pocket" aria-hidden="true">–</p>
<button type="button" id="play" class="primary">${escapeHtml(texts.roulette.spin)}</button>`;
}

/** The controls of the game's kind, with the stake picker; the script brings them to life. */
export function gameMarkup(
  game: PlayableGameRow,
  stakesOre: number[],
  paytable: { symbol: SlotSymbol; percent: [number, number, number] }[],
): string {
  const body =
    game.maths.kind === 'slots' ? slots(paytable) : game.maths.kind === 'scratch' ? scratch(stakesOre[0]!) : roulette();
  return `${stakeSelect(stakesOre)}\n${body}`;
}
