import type { SlotSymbol } from '@casino/api-client/play';
import { formatDanishNumber, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { html, raw } from 'hono/html';
import type { Markup } from '../../http/html-document.ts';
import type { GameMaths } from '../maths/catalogue-maths.ts';
import type { PlayableGameRow } from '../playable-game.ts';
import { kronerText } from './html.ts';
import { baccaratTable, blackjackTable, rouletteBoard, videoPokerTable } from './table-markup.ts';

const texts = gameTexts.sandbox;

function stakeSelect(stakesOre: number[]): Markup {
  const options = stakesOre.map((ore) => html`<option value="${oreToKroner(ore)}">${kronerText(ore)}</option>`);
  return html`<p class="stake"><label for="stake">${texts.stake}</label>
<select id="stake">${options}</select></p>`;
}

function slots(paytable: { symbol: SlotSymbol; percent: [number, number, number] }[]): Markup {
  const reels = Array.from(
    { length: 5 },
    (_, reel) =>
      html`<div class="reel" role="group" aria-label="${texts.slots.reel(reel + 1)}">${raw('<span class="cell">–</span>'.repeat(3))}</div>`,
  );
  const share = (percent: number) => `${formatDanishNumber(percent / 100, 2)} ×`;
  const rows = paytable.map(
    ({ symbol, percent }) =>
      html`<tr><th scope="row"><span class="sym sym-${symbol}">${texts.symbols[symbol]}</span></th>${percent.map(
        (p) => html`<td>${share(p)}</td>`,
      )}</tr>`,
  );
  return html`<div class="reels" id="reels" role="group" aria-label="${texts.slots.reels}">${reels}</div>
<button type="button" id="play" class="primary">${texts.slots.spin}</button>
<details class="paytable"><summary>${texts.slots.paytable}</summary>
<p>${texts.slots.paytableIntro}</p>
<table><thead><tr><td></td><th scope="col">3</th><th scope="col">4</th><th scope="col">5</th></tr></thead><tbody>${rows}</tbody></table>
</details>`;
}

function scratch(firstPriceOre: number): Markup {
  const cells = Array.from(
    { length: 9 },
    (_, i) =>
      html`<button type="button" class="scratch-cell" data-cell="${i}" disabled>${texts.scratch.cell(i + 1)}</button>`,
  );
  return html`<p class="hint">${texts.scratch.instructions}</p>
<button type="button" id="play" class="primary">${texts.scratch.buy(kronerText(firstPriceOre))}</button>
<div class="card" id="card" role="group" aria-label="${texts.scratch.card}">${cells}</div>
<button type="button" id="scratch-all" class="secondary" disabled>${texts.scratch.scratchAll}</button>`;
}

/** The controls of the game's kind, with the stake picker; the script brings them to life. */
export function gameMarkup(
  game: PlayableGameRow,
  stakesOre: number[],
  paytable: { symbol: SlotSymbol; percent: [number, number, number] }[],
): Markup {
  return html`${stakeSelect(stakesOre)}\n${kindMarkup(game.maths, stakesOre, paytable)}`;
}

function kindMarkup(maths: GameMaths, stakesOre: number[], paytable: Parameters<typeof slots>[0]): Markup {
  switch (maths.kind) {
    case 'slots':
      return slots(paytable);
    case 'scratch':
      return scratch(stakesOre[0]!);
    case 'roulette':
      return rouletteBoard(maths.wheel);
    case 'baccarat':
      return baccaratTable();
    case 'blackjack':
      return blackjackTable();
    case 'videoPoker':
      return videoPokerTable(maths.payTable);
  }
}
