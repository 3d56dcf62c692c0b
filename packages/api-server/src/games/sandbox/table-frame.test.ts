/**
 * @jest-environment jsdom
 */
// The table frames look like the games they are (DOMAIN.md "Games": a game is what its name says): each roulette
// draws its own wheel, pocket by pocket in the real order, and stops it on the pocket the server decided, with
// no motion when the player asks for reduced motion (WCAG 2.2 AA); the stake lies as a chip on the bet placed.
// The frame's markup comes from the server's templates and its script is the one the page serves, run here
// against a stand-in for the server's answer.
import { gameTexts } from '@casino/locale/games';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Markup } from '../../http/html-document.ts';
import type { RouletteWheel } from '../maths/roulette-layout.ts';
import { stakeSelect } from './markup.ts';
import { baccaratTable, blackjackTable, rouletteBoard } from './table-markup.ts';
import { templates } from './templates.ts';

type Kit = Record<string, unknown>;
type Round = { roundId: string; stake: number; win: number; balance: number; outcome: Record<string, unknown> };

const texts = gameTexts.sandbox;
const clientDir = path.join(import.meta.dirname, 'client');
// Loaded by path: the scripts are plain browser modules with no types of their own.
const script = async <T>(file: string): Promise<T> => (await import(path.join(clientDir, file))) as T;
const { gameKit } = await script<{ gameKit: (config: Kit) => Kit }>('game-kit.js');
const { roulette } = await script<{ roulette: (kit: Kit) => void }>('roulette.js');
const { baccarat } = await script<{ baccarat: (kit: Kit) => void }>('baccarat.js');
const { blackjack } = await script<{ blackjack: (kit: Kit) => void }>('blackjack.js');

/** The real wheels, clockwise from zero, written out so a changed order fails. */
const WHEELS: Record<RouletteWheel, string> = {
  european: '0-32-15-19-4-21-2-25-17-34-6-27-13-36-11-30-8-23-10-5-24-16-33-1-20-14-31-9-22-18-29-7-28-12-35-3-26',
  french: '0-32-15-19-4-21-2-25-17-34-6-27-13-36-11-30-8-23-10-5-24-16-33-1-20-14-31-9-22-18-29-7-28-12-35-3-26',
  american: '0-28-9-26-30-11-7-20-32-17-5-22-34-15-3-24-36-13-1-00-27-10-25-29-12-8-19-31-18-6-21-33-16-4-23-35-14-2',
};
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].map(String));
const colourOf = (label: string) => (label === '0' || label === '00' ? 'green' : RED.has(label) ? 'red' : 'black');

const $ = (id: string) => document.getElementById(id)!;
const stakeOptions = [100, 500, 100_000];

/** The frame's body as the page serves it (stake picker, table, status line), brought to life by `start`. */
function frame(table: Markup) {
  document.body.innerHTML =
    `<main id="game"><output id="balance"></output>${String(stakeSelect(stakeOptions))}${String(table)}` +
    '<p id="result" role="status" aria-live="polite"></p><p id="error" role="alert"></p></main>';
  return gameKit({ slug: 'test', gameSessionId: 'session', parentOrigin: 'http://localhost', texts: templates });
}

const pockets = () => [...document.querySelectorAll('#rotor .pocket')];
const labelOf = (pocket: Element) => pocket.querySelector('text')!.textContent;

/** The pocket whose middle the rotor's turn has brought to the top of the wheel, under the marker. */
function pocketUnderMarker(): string {
  const turn = Number(/rotate\((-?[\d.]+)deg\)/.exec($('rotor').style.transform)![1]);
  const all = pockets();
  const offTop = (i: number) => {
    const at = (((i * 360) / all.length + turn) % 360) + 360;
    return Math.min(at % 360, 360 - (at % 360));
  };
  const under = all.filter((_, i) => offTop(i) < 180 / all.length);
  expect(under).toHaveLength(1);
  return labelOf(under[0]!);
}

/** Lets the script's awaited calls run to where it waits for the browser. */
const settle = () => new Promise((done) => setTimeout(done, 0));

/** A roulette frame whose server answers the next spins with these pockets, in turn. */
function rouletteTable(wheel: RouletteWheel, reduced: boolean, answers: [number, string][]) {
  const rounds: Round[] = answers.map(([pocket, colour], i) => ({
    roundId: `r${i}`,
    stake: 1,
    win: 0,
    balance: 99,
    outcome: { pocket, colour },
  }));
  const ask = jest.fn(async () => rounds.shift());
  roulette({ ...frame(rouletteBoard(wheel)), ask, reducedMotion: () => reduced });
  return ask;
}

/** Spins once: the play button, then the server's answer. */
async function spin() {
  $('play').click();
  await settle();
}

/** The browser reports the end of the wheel's turn. */
async function turnEnds() {
  $('rotor').dispatchEvent(new Event('transitionend'));
  await settle();
}

describe('the roulette frame', () => {
  it.each(Object.keys(WHEELS) as RouletteWheel[])(
    'draws the %s wheel: every pocket once, in the wheel order, coloured red, black or green with its number',
    (wheel) => {
      frame(rouletteBoard(wheel));
      const drawn = pockets();
      expect(drawn.map(labelOf).join('-')).toBe(WHEELS[wheel]);
      expect(drawn).toHaveLength(wheel === 'american' ? 38 : 37);
      drawn.forEach((pocket, i) => {
        expect(pocket.getAttribute('class')).toBe(`pocket ${colourOf(labelOf(pocket))}`);
        const angle = Number(/rotate\(([\d.]+)\)/.exec(pocket.getAttribute('transform')!)![1]);
        expect(angle).toBeCloseTo((i * 360) / drawn.length, 2);
      });
      // Decorative: the result is announced in the status line, not by the drawing.
      expect(document.querySelector('svg.wheel-drawing')!.getAttribute('aria-hidden')).toBe('true');
    },
  );

  it("turns the wheel after the server's answer and stops it with the server's pocket under the marker", async () => {
    const ask = rouletteTable('american', false, [[37, 'green']]);
    await spin();
    expect(ask).toHaveBeenCalledTimes(1);
    expect($('rotor').classList.contains('turning')).toBe(true);
    expect(pocketUnderMarker()).toBe('00');
    // The result is announced once the wheel has stopped.
    expect($('result').textContent).toBe(texts.roulette.spinning);
    await turnEnds();
    expect($('result').textContent).toContain(texts.roulette.pocket('00', texts.roulette.colours.green));
    expect($('pocket').textContent).toBe('00');
  });

  it('stops on each pocket the server decides, spin after spin, wherever the last spin left the wheel', async () => {
    const answers: [number, string][] = [
      [17, 'black'],
      [26, 'black'],
      [0, 'green'],
      [32, 'red'],
    ];
    rouletteTable('european', false, answers);
    for (const [pocket] of answers) {
      await spin();
      expect(pocketUnderMarker()).toBe(String(pocket));
      await turnEnds();
    }
  });

  it('with reduced motion sets the wheel on the result at once: no turn, and none in the style sheet', async () => {
    rouletteTable('french', true, [[26, 'black']]);
    await spin();
    expect($('rotor').classList.contains('turning')).toBe(false);
    expect(pocketUnderMarker()).toBe('26');
    expect($('result').textContent).toContain(texts.roulette.pocket('26', texts.roulette.colours.black));
    const css = readFileSync(path.join(clientDir, 'sandbox-game.css'), 'utf8');
    expect(css).toMatch(/\.rotor\.turning \{\s*transition: transform/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{[^@]*\.rotor\.turning \{\s*transition: none;/);
  });
});

/** The chips on the table, with what each shows ('5' above 'kr.'). */
const chips = () =>
  [...document.querySelectorAll('.chip')].map((chip) => ({
    on: chip.parentElement!,
    hidden: chip.getAttribute('aria-hidden'),
    shows: [...chip.children].map((part) => part.textContent),
  }));

function choose(bet: HTMLInputElement, stakeKroner: string) {
  bet.click();
  const stake = $('stake') as HTMLSelectElement;
  stake.value = stakeKroner;
  stake.dispatchEvent(new Event('change'));
}

describe('the stake as a chip on the table', () => {
  it('lies on the roulette bet the player chose, showing the chosen stake, and follows a new choice', () => {
    roulette({ ...frame(rouletteBoard('european')), reducedMotion: () => true });
    const red = document.querySelector<HTMLInputElement>('input[value=\'{"type":"red"}\']')!;
    choose(red, '5');
    expect(chips()).toEqual([{ on: red.closest('label'), hidden: 'true', shows: ['5', 'kr.'] }]);
    // The bet stays a labelled radio button: the chip adds nothing to its name.
    expect(red.closest('label')!.querySelector('.sr')!.textContent).toBe(texts.roulette.bets.red);
    choose(document.querySelector<HTMLInputElement>('input[value=\'{"type":"dozen","dozen":2}\']')!, '1000');
    expect(chips()).toEqual([
      {
        on: document.querySelector('input[value=\'{"type":"dozen","dozen":2}\']')!.closest('label'),
        hidden: 'true',
        shows: ['1.000', 'kr.'],
      },
    ]);
  });

  it('lies on the baccarat bet the player chose: player, banker or tie', () => {
    baccarat(frame(baccaratTable()));
    const banker = document.querySelector<HTMLInputElement>('input[value="banker"]')!;
    choose(banker, '5');
    expect(chips()).toEqual([{ on: banker.closest('label'), hidden: 'true', shows: ['5', 'kr.'] }]);
    expect(banker.closest('label')!.textContent!.trim()).toBe(texts.baccarat.bets.banker + '5kr.');
  });

  it("lies beside each blackjack hand, showing the stake the server holds on it (a doubled hand's double stake)", () => {
    const kit = frame(blackjackTable());
    let render: (view: unknown) => void = () => {};
    blackjack({
      ...kit,
      playHands: (_deal: unknown, shown: typeof render) => {
        render = shown;
      },
    });
    const card = (rank: string, suit: string) => ({ rank, suit });
    render({
      status: 'settled',
      roundId: 'r1',
      stake: 30,
      win: 50,
      balance: 120,
      table: {
        dealer: [card('10', 'spades'), card('8', 'hearts')],
        dealerTotal: 18,
        // A split pair of eights: the first hand stood on 18, the second doubled on 11 and drew to 19.
        hands: [
          { cards: [card('8', 'clubs'), card('10', 'clubs')], total: 18, stake: 10, result: { outcome: 'push' } },
          {
            cards: [card('8', 'spades'), card('3', 'clubs'), card('8', 'diamonds')],
            total: 19,
            stake: 20,
            result: { outcome: 'win' },
          },
        ],
        active: 0,
        allowed: [],
        abandoned: false,
      },
    });
    const shown = chips();
    expect(shown.map((chip) => chip.shows)).toEqual([
      ['10', 'kr.'],
      ['20', 'kr.'],
    ]);
    const hands = [...document.querySelectorAll('.player-hand')];
    shown.forEach((chip, i) => {
      expect(chip.hidden).toBe('true');
      expect(chip.on.closest('.player-hand')).toBe(hands[i]);
      expect(chip.on.textContent).toContain(`${chip.shows[0]}\u00a0kr.`);
    });
  });
});
