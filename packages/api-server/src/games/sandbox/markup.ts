import { oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { html } from 'hono/html';
import type { Markup } from '../../http/html-document.ts';
import type { GameMaths } from '../maths/catalogue-maths.ts';
import type { PlayableGameRow } from '../playable-game.ts';
import { kronerText } from './html.ts';
import { slotsMarkup } from './slot-markup.ts';
import { baccaratTable, blackjackTable, rouletteBoard, videoPokerTable } from './table-markup.ts';

const texts = gameTexts.sandbox;

/** The stake picker: whole-kroner stakes, each written as the site writes kroner. */
export function stakeSelect(stakesOre: number[]): Markup {
  const options = stakesOre.map((ore) => html`<option value="${oreToKroner(ore)}">${kronerText(ore)}</option>`);
  return html`<p class="stake"><label for="stake">${texts.stake}</label>
<select id="stake">${options}</select></p>`;
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
export function gameMarkup(game: PlayableGameRow, stakesOre: number[], theme: string): Markup {
  return html`${stakeSelect(stakesOre)}\n${kindMarkup(game.maths, stakesOre, theme)}`;
}

function kindMarkup(maths: GameMaths, stakesOre: number[], theme: string): Markup {
  switch (maths.kind) {
    case 'slots':
      return slotsMarkup(maths.slots, theme);
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
