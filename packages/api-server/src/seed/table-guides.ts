import { formatDanishNumber } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { BACCARAT_DECKS, BANKER_DRAWS_AGAINST } from '../games/maths/baccarat.ts';
import { baccaratRtpBasisPoints, exactCoupCounts } from '../games/maths/baccarat-odds.ts';
import { BLACKJACK_RULES } from '../games/maths/blackjack-rules.ts';
import { HARD_TOTALS, PAIRS, SOFT_TOTALS, UPCARD_COLUMNS } from '../games/maths/blackjack-strategy.ts';
import { rtpPercent } from '../games/maths/catalogue-maths.ts';
import { tableRtpBasisPoints } from '../games/maths/roulette.ts';
import type { RouletteWheel, TableBet } from '../games/maths/roulette-layout.ts';
import { tableRtpOf, type TableGame } from '../games/maths/table-games.ts';
import { HAND_TIMEOUT_MINUTES } from '../games/aggregator-sandbox/hands/hand-timeout.ts';

// The guide of each table game: the rules the sandbox really plays, written from the same data the maths
// reads (the blackjack rules and strategy, the baccarat tableau, the pay tables, the wheels), and each bet's
// exact RTP. No dealer: every table game is dealt by the server's random number generator.

const percent = (basisPoints: number) => `${formatDanishNumber(rtpPercent(basisPoints), 2)} %`;
const list = (items: string[]) =>
  `<ul>${items
    .filter(Boolean)
    .map((item) => `<li>${item}</li>`)
    .join('')}</ul>`;
const rng =
  '<p>Spillet er et computerspil: kortene og kuglen afgøres af en tilfældighedsgenerator på vores server. Der er ingen dealer.</p>';

function strategyTable(caption: string, rows: Readonly<Record<number, string>>, label: (key: number) => string) {
  const head = UPCARD_COLUMNS.map((c) => `<th scope="col">${c === 'A' ? 'E' : c}</th>`).join('');
  const body = Object.entries(rows)
    .map(
      ([key, row]) =>
        `<tr><th scope="row">${label(Number(key))}</th>${row
          .split(' ')
          .map((play) => `<td>${play}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<table><caption>${caption}</caption><thead><tr><td></td>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function blackjack(rtpBasisPoints: number): string {
  const rules = BLACKJACK_RULES;
  return (
    `<p>Kom tættere på 21 end bankens hånd uden at gå over.</p>${rng}<h3>Regler</h3>` +
    list([
      `${rules.decks} kortspil, blandet før hver hånd.`,
      'Billedkort tæller 10, es tæller 1 eller 11.',
      rules.dealerHitsSoft17
        ? 'Banken trækker til 16 og på blød 17 og står på hård 17.'
        : 'Banken trækker til 16 og står på alle 17, også blød 17.',
      rules.dealerPeeks ? 'Banken kigger efter blackjack, før du spiller. Har banken blackjack, er hånden slut.' : '',
      `Blackjack betaler ${rules.blackjackPays.win}:${rules.blackjackPays.stake}, anden gevinst 1:1. Uafgjort giver indsatsen tilbage.`,
      `Du kan doble på dine to første kort${rules.doubleAfterSplit ? ', også efter en deling' : ''}: indsatsen fordobles, og du får ét kort.`,
      `Du kan dele to kort af samme værdi ${rules.maxHands === 2 ? 'én gang' : `op til ${rules.maxHands - 1} gange`}.${rules.splitAcesOneCardEach ? ' Delte esser får ét kort hver.' : ''}`,
      rules.insurance || rules.surrender ? '' : 'Ingen forsikring og ingen overgivelse.',
      `Forlader du en hånd i ${HAND_TIMEOUT_MINUTES} minutter, afsluttes den efter reglerne: dine hænder står, og banken spiller færdig. Du mister ikke hånden.`,
    ]) +
    `<h3>Grundstrategi</h3><p>Med denne strategi er tilbagebetalingsprocenten ${percent(rtpBasisPoints)}. ` +
    'H: træk, S: stå, D: dobl (ellers træk), Ds: dobl (ellers stå), P: del. Kolonnerne er bankens åbne kort (E: es).</p>' +
    strategyTable('Hårde hænder', HARD_TOTALS, (total) => String(total)) +
    strategyTable('Bløde hænder (es tæller 11)', SOFT_TOTALS, (total) => (total === 12 ? 'E+E' : `E+${total - 11}`)) +
    strategyTable('Par', PAIRS, (value) => (value === 1 ? 'E+E' : `${value}+${value}`))
  );
}

function baccarat(): string {
  const rtp = baccaratRtpBasisPoints(exactCoupCounts());
  const tableau = Object.entries(BANKER_DRAWS_AGAINST)
    .map(([total, values]) => `<tr><th scope="row">${total}</th><td>${values.join(', ') || '–'}</td></tr>`)
    .join('');
  return (
    `<p>Sats på spillerens hånd, bankens hånd eller uafgjort. Den hånd, der kommer tættest på 9, vinder.</p>${rng}<h3>Regler</h3>` +
    list([
      `${BACCARAT_DECKS} kortspil, blandet før hvert spil.`,
      'Es tæller 1, to til ni deres tal, tiere og billedkort 0. Kun sidste ciffer i summen tæller.',
      'Har en af hænderne 8 eller 9 på to kort, er spillet slut.',
      'Ellers trækker spilleren et tredje kort på 0-5 og står på 6 og 7.',
      'Står spilleren, trækker banken på 0-5. Trak spilleren, trækker banken efter tabellen.',
    ]) +
    `<table><caption>Banken trækker, når spillerens tredje kort er</caption><thead><tr><th scope="col">Bankens sum</th><th scope="col">Spillerens tredje kort</th></tr></thead><tbody>${tableau}</tbody></table>` +
    '<h3>Gevinster og tilbagebetaling</h3>' +
    list([
      `Spiller: 1:1. Tilbagebetaling ${percent(rtp.player)}.`,
      `Bank: 1:1 minus 5 % kommission. Tilbagebetaling ${percent(rtp.banker)}.`,
      `Uafgjort: 8:1. Tilbagebetaling ${percent(rtp.tie)}.`,
      'Ved uafgjort får du indsatsen på spiller og bank tilbage.',
    ])
  );
}

function videoPoker(game: Extract<TableGame, { kind: 'videoPoker' }>, rtpBasisPoints: number): string {
  const { payTable } = game;
  const names = gameTexts.pokerHands;
  const rows = Object.entries(payTable.pays)
    .map(([hand, pay]) => `<tr><th scope="row">${names[hand as keyof typeof names]}</th><td>${pay}</td></tr>`)
    .join('');
  const wild = { none: '', deuces: ' Alle toere er jokere.', joker: ' Jokeren erstatter ethvert kort.' }[
    payTable.rules.wild
  ];
  return (
    `<p>Du får fem kort. Vælg de kort, du vil holde, og træk nye i stedet for resten. Hånden betales efter gevinsttabellen.</p>${rng}<h3>Regler</h3>` +
    list([
      `Et kortspil med ${payTable.deckSize} kort, blandet før hver hånd.${wild}`,
      'Du trækker én gang. De nye kort kommer fra det samme blandede spil.',
      `Forlader du en hånd i ${HAND_TIMEOUT_MINUTES} minutter, betales den, som den blev givet (alle fem kort holdt).`,
    ]) +
    `<table><caption>Gevinsttabel (${payTable.name}): udbetaling pr. 1 kr. i indsats, indsatsen medregnet</caption><tbody>${rows}</tbody></table>` +
    `<p>Med det bedste valg af kort at holde i hver hånd er tilbagebetalingsprocenten ${percent(rtpBasisPoints)}.</p>`
  );
}

const WHEELS: Record<RouletteWheel, string> = {
  european: 'Hjulet har 37 felter: 0 og 1-36.',
  french:
    'Hjulet har 37 felter: 0 og 1-36. Fransk regel (la partage): lander kuglen på 0, får du halvdelen af indsatsen tilbage på rød/sort, lige/ulige og 1-18/19-36.',
  american: 'Hjulet har 38 felter: 0, 00 og 1-36.',
};

function roulette(wheel: RouletteWheel): string {
  const rtp = (bet: TableBet) => percent(tableRtpBasisPoints(wheel, bet));
  return (
    `<p>Vælg et felt på bordet, og se, hvor kuglen lander.</p>${rng}<h3>Regler</h3>` +
    list([WHEELS[wheel], 'Du placerer én indsats pr. spin.']) +
    '<h3>Indsatser, gevinster og tilbagebetaling</h3>' +
    list([
      `Et tal${wheel === 'american' ? ' (også 00)' : ''}: 35:1. Tilbagebetaling ${rtp({ type: 'straight', number: 1 })}.`,
      `Rød/sort, lige/ulige, 1-18/19-36: 1:1. Tilbagebetaling ${rtp({ type: 'red' })}.`,
      `Dusin (1-12, 13-24, 25-36) og kolonne: 2:1. Tilbagebetaling ${rtp({ type: 'dozen', dozen: 1 })}.`,
      'Lander kuglen på 0' +
        (wheel === 'american' ? ' eller 00' : '') +
        ', taber alle indsatser uden for tallene' +
        (wheel === 'french' ? ', bortset fra la partage ovenfor.' : '.'),
    ])
  );
}

/** The guide's "how to play" part for a table game, and the RTP the game publishes. */
export function tableGuide(game: TableGame): { html: string; rtpBasisPoints: number } {
  const rtpBasisPoints = tableRtpOf(game);
  const html = {
    blackjack: () => blackjack(rtpBasisPoints),
    baccarat: () => baccarat(),
    videoPoker: () => videoPoker(game as Extract<TableGame, { kind: 'videoPoker' }>, rtpBasisPoints),
    roulette: () => roulette((game as Extract<TableGame, { kind: 'roulette' }>).wheel),
  }[game.kind]();
  return { html, rtpBasisPoints };
}
