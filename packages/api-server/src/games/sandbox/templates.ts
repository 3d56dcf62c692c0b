import { gameTexts } from '@casino/locale/games';

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
};
export type SandboxTexts = typeof templates;
