import { gameTexts } from '@casino/locale/games';
import { html } from 'hono/html';
import type { Markup } from '../../http/html-document.ts';
import { isRed, pocketLabel, type RouletteWheel, type TableBet } from '../maths/roulette-layout.ts';
import type { PayTable } from '../maths/video-poker-pay-tables.ts';
import { rouletteWheel } from './roulette-wheel-markup.ts';

// The tables of the card games and roulette, as the page serves them; the script fills in the cards.

const texts = gameTexts.sandbox;

const cardRow = (id: string, label: string) =>
  html`<h3 id="${id}-label">${label}</h3><div class="card-row" id="${id}" role="group" aria-labelledby="${id}-label"></div>`;

export function blackjackTable(): Markup {
  const t = texts.blackjack;
  const move = (id: 'hit' | 'stand' | 'double' | 'split') =>
    html`<button type="button" id="${id}" class="secondary" hidden>${t[id]}</button>`;
  return html`<section class="felt" aria-label="${t.dealer}">
${cardRow('dealer', t.dealer)}<p class="total" id="dealer-total"></p>
<div id="hands"></div>
</section>
<button type="button" id="play" class="primary" disabled>${t.deal}</button>
<div class="moves" role="group" aria-label="${t.moves}">${move('hit')}${move('stand')}${move('double')}${move('split')}</div>`;
}

export function baccaratTable(): Markup {
  const t = texts.baccarat;
  const bet = (type: keyof typeof t.bets, checked = false) =>
    html`<label><input type="radio" name="bet" value="${type}"${checked ? html` checked` : ''}> ${t.bets[type]}</label>`;
  return html`<fieldset class="bets"><legend>${t.betLegend}</legend>${bet('player', true)}${bet('banker')}${bet('tie')}</fieldset>
<section class="felt baccarat" aria-label="${t.player} / ${t.banker}">
<div>${cardRow('player-cards', t.player)}<p class="total" id="player-total"></p></div>
<div>${cardRow('banker-cards', t.banker)}<p class="total" id="banker-total"></p></div>
</section>
<button type="button" id="play" class="primary">${t.deal}</button>`;
}

export function videoPokerTable(payTable: PayTable): Markup {
  const t = texts.videoPoker;
  const holds = Array.from(
    { length: 5 },
    (_, i) =>
      html`<button type="button" class="hold" data-card="${i}" aria-pressed="false" disabled><span class="slot"><span class="playing-card back" role="img" aria-label="${texts.cards.hidden}"></span></span><span class="hold-label">${t.hold}</span></button>`,
  );
  const rows = Object.entries(payTable.pays).map(
    ([category, pay]) =>
      html`<tr data-category="${category}"><th scope="row">${gameTexts.pokerHands[category as keyof typeof gameTexts.pokerHands]}</th><td>${pay}</td></tr>`,
  );
  return html`<div class="felt"><div class="card-row poker" role="group" aria-label="${t.hand}">${holds}</div></div>
<p class="actions"><button type="button" id="play" class="primary" disabled>${t.deal}</button> <button type="button" id="draw" class="primary" disabled>${t.draw}</button></p>
<table class="pay-table"><caption>${t.paytable}: ${payTable.name}</caption>
<thead><tr><th scope="col">${t.hands}</th><th scope="col">${t.pays}</th></tr></thead><tbody>${rows}</tbody></table>
<p class="hint">${t.paytableIntro}</p>`;
}

/** One place on the board: a radio button whose value is the bet, named for screen readers, short on screen. */
function spot(bet: TableBet, name: string, shown: string, className: string, checked = false): Markup {
  return html`<label class="spot ${className}"><input type="radio" name="bet" value="${JSON.stringify(bet)}"${checked ? html` checked` : ''}><span class="sr">${name}</span><span aria-hidden="true">${shown}</span></label>`;
}

export function rouletteBoard(wheel: RouletteWheel): Markup {
  const t = texts.roulette;
  const zeros = (wheel === 'american' ? [0, 37] : [0]).map((n) =>
    spot({ type: 'straight', number: n }, t.number(pocketLabel(n)), pocketLabel(n), 'green zero'),
  );
  // Three rows as on the table: 3, 6, ... 36 on top, 1, 4, ... 34 at the bottom, each ending in its column bet.
  const rows = [3, 2, 1].map(
    (start) =>
      html`<div class="board-row">${Array.from({ length: 12 }, (_, i) => {
        const n = start + 3 * i;
        return spot({ type: 'straight', number: n }, t.number(n), String(n), isRed(n) ? 'red' : 'black', n === 17);
      })}${spot({ type: 'column', column: start as 1 | 2 | 3 }, t.column(start), '2:1', 'outside')}</div>`,
  );
  const dozens = ([1, 2, 3] as const).map((d) => spot({ type: 'dozen', dozen: d }, t.dozen(d), `${d}. 12`, 'outside'));
  const even = (['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((type) =>
    spot({ type }, t.bets[type], t.bets[type].replace(' (1:1)', ''), `outside ${type}`),
  );
  return html`<fieldset class="board ${wheel}"><legend>${t.betLegend} · ${t.wheel[wheel]}</legend>
<div class="board-grid"><div class="zeros">${zeros}</div><div class="numbers">${rows}</div></div>
<div class="board-row dozens">${dozens}</div>
<div class="board-row even-money">${even}</div>
</fieldset>
<div class="spin-row">${rouletteWheel(wheel)}<div class="spin-controls">
<p id="chosen" class="hint" aria-live="polite"></p>
<button type="button" id="play" class="primary">${t.spin}</button></div></div>`;
}
