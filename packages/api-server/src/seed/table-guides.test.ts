// The guide of each table game describes the rules the sandbox plays and the RTP it publishes (DOMAIN.md
// "Games"): written from the maths' own data, so a changed rule or pay table changes the guide.
import { formatDanishNumber } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { BLACKJACK_RULES } from '../games/maths/blackjack-rules.ts';
import { HARD_TOTALS } from '../games/maths/blackjack-strategy.ts';
import { tableGameOf, type TableGame } from '../games/maths/table-games.ts';
import { tableGuide } from './table-guides.ts';

const guideOf = (title: string) => tableGuide(tableGameOf(title) as TableGame).html;
const percent = (value: number) => `${formatDanishNumber(value, 2)} %`;

describe('the table games’ guides', () => {
  it('print blackjack’s rules, the basic strategy the RTP is computed for, and how a left hand ends', () => {
    const guide = guideOf('Blackjack Classic');
    expect(guide).toContain(`${BLACKJACK_RULES.decks} kortspil`);
    expect(guide).toContain('står på alle 17, også blød 17');
    expect(guide).toContain('Blackjack betaler 3:2');
    expect(guide).toContain('Delte esser får ét kort hver');
    expect(guide).toContain(`Med denne strategi er tilbagebetalingsprocenten ${percent(99.54)}`);
    expect(guide).toContain(
      `<tr><th scope="row">16</th>${HARD_TOTALS[16]!
        .split(' ')
        .map((p) => `<td>${p}</td>`)
        .join('')}</tr>`,
    );
    expect(guide).toContain('dine hænder står, og banken spiller færdig');
    expect(guide).toContain('Der er ingen dealer.');
  });

  it('print each video poker’s own pay table and deck', () => {
    const jacks = guideOf('Jacks or Better');
    expect(jacks).toContain(`<tr><th scope="row">${gameTexts.pokerHands.fourOfAKind}</th><td>25</td></tr>`);
    expect(jacks).toContain(`<tr><th scope="row">${gameTexts.pokerHands.highPair}</th><td>1</td></tr>`);
    expect(jacks).toContain(percent(99.54));
    const deuces = guideOf('Deuces Wild');
    expect(deuces).toContain('Alle toere er jokere');
    expect(deuces).toContain(`<tr><th scope="row">${gameTexts.pokerHands.fourDeuces}</th><td>200</td></tr>`);
    const joker = guideOf('Joker Poker');
    expect(joker).toContain('Et kortspil med 53 kort');
    expect(joker).toContain(`<tr><th scope="row">${gameTexts.pokerHands.fourOfAKind}</th><td>17</td></tr>`);
  });

  it('print each roulette’s wheel and the RTP of its bets', () => {
    const american = guideOf('Amerikansk Roulette');
    expect(american).toContain('38 felter: 0, 00 og 1-36');
    expect(american).toContain(percent(94.74));
    const french = guideOf('Fransk Roulette');
    expect(french).toContain('la partage');
    expect(french).toContain(percent(98.65));
    const european = guideOf('Europæisk Roulette');
    expect(european).not.toContain('00');
    expect(european).toContain(percent(97.3));
  });

  it('print baccarat’s drawing rules and each bet’s RTP, the banker’s commission included', () => {
    const guide = guideOf('Punto Banco');
    expect(guide).toContain('<tr><th scope="row">3</th><td>0, 1, 2, 3, 4, 5, 6, 7, 9</td></tr>');
    expect(guide).toContain(`Bank: 1:1 minus 5 % kommission. Tilbagebetaling ${percent(98.94)}`);
    expect(guide).toContain(`Spiller: 1:1. Tilbagebetaling ${percent(98.76)}`);
    expect(guide).toContain(`Uafgjort: 8:1. Tilbagebetaling ${percent(85.64)}`);
  });
});
