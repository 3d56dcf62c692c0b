import { slotSymbols, type SlotSymbol } from '@casino/api-client/play';
import { formatDanishNumber } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { html, raw } from 'hono/html';
import type { Markup } from '../../http/html-document.ts';
import { megawaysPaytable, MEGAWAYS_REELS } from '../maths/megaways.ts';
import type { SlotGameMaths } from '../maths/slot-round.ts';
import { REELS, ROWS, slotPaytable } from '../maths/slots.ts';
import { symbolSprite, symbolSvg } from './slot-symbols.ts';

// A slot's frame: the symbol sprite of its theme, the reels (real symbols from the first spin on), the spin
// button, the round's steps (bonus spins, multipliers) and the paytable with the rules of its features.

const texts = gameTexts.sandbox;

const cell = (symbol: SlotSymbol) =>
  raw(`<span class="cell" role="img" aria-label="${texts.symbols[symbol]}">${symbolSvg(symbol)}</span>`);

/** What the reels show before the first spin: the line game's strips at stop 0, a Megaways of three rows. */
function restingReels(maths: SlotGameMaths): SlotSymbol[][] {
  if (maths.layout === 'megaways')
    return Array.from({ length: MEGAWAYS_REELS }, (_, reel) =>
      [0, 1, 2].map((row) => slotSymbols[(reel + 2 * row) % 7]!),
    );
  return Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_, row) => slotSymbols[maths.lines.strips[reel]![row]!]!),
  );
}

function paytable(maths: SlotGameMaths): Markup {
  const rows = maths.layout === 'lines' ? slotPaytable(maths.lines) : megawaysPaytable(maths.megaways);
  const counts = maths.layout === 'lines' ? [3, 4, 5] : [3, 4, 5, 6];
  const share = (percent: number) => `${formatDanishNumber(percent / 100, 2)} ×`;
  const body = rows.map(
    ({ symbol, percent }) =>
      html`<tr><th scope="row">${raw(symbolSvg(symbol))} ${texts.symbols[symbol]}</th>${percent.map((p) => html`<td>${share(p)}</td>`)}</tr>`,
  );
  const { bonusSpins, multipliers } = maths.features;
  const rules = [
    maths.layout === 'megaways' ? texts.slots.waysRule : null,
    bonusSpins ? texts.slots.bonusRule(bonusSpins.scattersNeeded, bonusSpins.spins, bonusSpins.multiplier) : null,
    multipliers ? texts.slots.multiplierRule(multipliers.map((m) => `× ${m.value}`).join(', ')) : null,
  ].filter((rule): rule is string => rule !== null);
  const scatterRow = bonusSpins ? html`<p class="rule">${raw(symbolSvg('scatter'))} ${texts.symbols.scatter}</p>` : '';
  return html`<details class="paytable"><summary>${texts.slots.paytable}</summary>
<p>${maths.layout === 'lines' ? texts.slots.paytableIntro : texts.slots.paytableWays}</p>
<table><thead><tr><td></td>${counts.map((n) => html`<th scope="col">${n}</th>`)}</tr></thead><tbody>${body}</tbody></table>
${rules.length ? html`<h2 class="rules-title">${texts.slots.rules}</h2>${scatterRow}<ul class="rules">${rules.map((r) => html`<li>${r}</li>`)}</ul>` : ''}
</details>`;
}

export function slotsMarkup(maths: SlotGameMaths, theme: string): Markup {
  const reels = restingReels(maths).map(
    (symbols, reel) =>
      html`<div class="reel" role="group" aria-label="${texts.slots.reel(reel + 1)}">${symbols.map(cell)}</div>`,
  );
  return html`${raw(symbolSprite(theme))}
<div class="machine theme-${theme}">
<div class="reels layout-${maths.layout}" id="reels" role="group" aria-label="${texts.slots.reels}">${reels}</div>
<p class="spin-facts"><span id="ways"></span> <span id="multiplier"></span></p>
</div>
<button type="button" id="play" class="primary">${texts.slots.spin}</button>
<section class="steps" id="steps-panel" aria-labelledby="steps-title" hidden>
<h2 id="steps-title">${texts.slots.steps}</h2>
<ol id="steps"></ol>
</section>
${paytable(maths)}`;
}
