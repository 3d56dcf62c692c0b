import { freeSpinTexts, gameTexts } from '@casino/locale/games';

const t = gameTexts.sandbox;

/**
 * The Danish texts the game's script shows, from @casino/locale (one place for every text): functions are
 * rendered once with `{placeholders}` the script fills in, so the script carries no Danish of its own.
 */
export const templates = {
  playing: t.playing,
  noWin: t.noWin,
  won: t.won('{amount}'),
  balanceNow: t.balanceNow('{amount}'),
  network: gameTexts.errors.network,
  lineWin: t.slots.lineWin('{line}', '{count}', '{symbol}', '{amount}'),
  slots: {
    ways: t.slots.ways('{ways}'),
    waysWin: t.slots.waysWin('{symbol}', '{reels}', '{ways}', '{amount}'),
    multiplier: t.slots.multiplier('{value}'),
    bonusStart: t.slots.bonusStart('{scatters}', '{spins}', '{multiplier}'),
    bonusSpin: t.slots.bonusSpin('{n}', '{of}'),
    bonusTotal: t.slots.bonusTotal('{amount}'),
    stepWin: t.slots.stepWin('{amount}'),
    stepNoWin: t.slots.stepNoWin,
    paidSpin: t.slots.paidSpin,
  },
  jackpotWin: t.slots.jackpotWin('{amount}'),
  symbols: t.symbols,
  buy: t.scratch.buy('{price}'),
  cell: t.scratch.cell('{n}'),
  hidden: t.scratch.hidden,
  decided: t.scratch.decided,
  roulette: {
    pocket: t.roulette.pocket('{pocket}', '{colour}'),
    chosen: t.roulette.chosen('{bet}'),
    spinning: t.roulette.spinning,
    colours: t.roulette.colours,
  },
  cards: { ...t.cards, name: t.cards.name('{suit}', '{rank}') },
  blackjack: { ...t.blackjack, hand: t.blackjack.hand('{n}'), total: t.blackjack.total('{total}') },
  baccarat: t.baccarat,
  videoPoker: t.videoPoker,
  pokerHands: gameTexts.pokerHands,
  freeSpins: {
    have: freeSpinTexts.have('{count}', '{value}'),
    haveOne: freeSpinTexts.have(1, '{value}'),
    noneLeft: freeSpinTexts.noneLeft,
  },
};
export type SandboxTexts = typeof templates;
