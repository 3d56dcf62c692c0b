// '@casino/locale/games' (an entry of its own): the texts of a game's own pages and of playing it.
export { gameTexts } from './games.ts';
export { gamePageTexts } from './game-pages.ts';
export { freeSpinTexts } from './free-spins.ts';
export * from './format/numeric-dates.ts';
export { winsTexts } from './wins.ts';
export { formatRelativeTime } from './format/relative-time.ts';
