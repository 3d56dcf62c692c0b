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
  symbols: t.symbols,
  buy: t.scratch.buy('{price}'),
  cell: t.scratch.cell('{n}'),
  hidden: t.scratch.hidden,
  decided: t.scratch.decided,
  pocket: t.roulette.pocket('{pocket}', '{colour}'),
  colours: t.roulette.colours,
};
export type SandboxTexts = typeof templates;
