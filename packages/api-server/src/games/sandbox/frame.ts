/**
 * The sandbox games' frame: a real HTML5 game per catalogue game (slots, scratch card, roulette on its wheel,
 * baccarat, blackjack or video poker), clearly marked as a test provider, for the play page's iframe. The page
 * only asks its server for rounds and shows what was decided. Its script is a static file (no inline script,
 * style or handlers), so the Content-Security-Policy allows nothing but the page's own origin. Pure rendering:
 * whoever serves the frame (the sandbox aggregator's process) hands in the game, balance and addresses.
 */
import type { LiveFreeSpins } from '@casino/api-client/play';
import { formatDanishNumber, kronerToOre, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { html } from 'hono/html';
import { htmlDocument, type Markup } from '../../http/html-document.ts';
import { rtpPercent } from '../maths/catalogue-maths.ts';
import { PAYLINES } from '../maths/slots.ts';
import type { PlayableGameRow } from '../playable-game.ts';
import { freeSpinsMarkup } from './free-spins-markup.ts';
import { kronerText } from './html.ts';
import { gameMarkup } from './markup.ts';
import { themeOf } from './slot-symbols.ts';
import { templates } from './templates.ts';

const texts = gameTexts.sandbox;
const assetsDir = path.join(import.meta.dirname, 'client');
/** The game's script (an ES module and the modules it imports) and its style sheet, read once at start. */
const scripts = [
  'sandbox-game.js',
  'game-kit.js',
  'slots.js',
  'cards.js',
  'chips.js',
  'roulette.js',
  'baccarat.js',
  'blackjack.js',
  'video-poker.js',
  'free-spins.js',
];
const read = (file: string) => readFileSync(path.join(assetsDir, file));
const assets: Record<string, { type: string; body: ReturnType<typeof read> }> = Object.fromEntries([
  ...scripts.map((file) => [file, { type: 'text/javascript; charset=utf-8', body: read(file) }]),
  ['sandbox-game.css', { type: 'text/css; charset=utf-8', body: read('sandbox-game.css') }],
]);

/** The frame's script or style sheet named `file`, or null for any other name. */
export function frameAsset(file: string): Response | null {
  const asset = Object.hasOwn(assets, file) ? assets[file] : undefined;
  if (!asset) return null;
  return new Response(asset.body, {
    headers: { 'content-type': asset.type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' },
  });
}

/** Whole-kroner stakes a player can pick, inside the game's bet range (its ends included). */
export function stakeChoicesOre(game: Pick<PlayableGameRow, 'betMinOre' | 'betMaxOre'>): number[] {
  const steps = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000].map(kronerToOre);
  const inRange = steps.filter((ore) => ore > game.betMinOre && ore < game.betMaxOre);
  return [game.betMinOre, ...inRange, game.betMaxOre].filter((ore, i, all) => all.indexOf(ore) === i);
}

/** Where the frame is served from and who may frame it. */
export interface FrameServing {
  /** The path its script and style sheet are served under (`<assets>/sandbox-game.js`). */
  assets: string;
  /** The site's origin: the only page that may frame the game, and the only target of its messages. */
  parentOrigin: string;
  /**
   * True where the site serves the frame itself (the games still played there): same origin, so framed as
   * 'self', and its calls carry the player's session and the CSRF token.
   */
  onSite?: boolean;
}

function headers(serving: FrameServing) {
  const ancestors = serving.onSite ? "'self'" : serving.parentOrigin;
  return {
    ...(serving.onSite ? { 'x-frame-options': 'SAMEORIGIN' } : {}),
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // Only the site's play page may frame the game; nothing but this origin loads or is called.
    'content-security-policy':
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
      `base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`,
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  };
}

async function page(serving: FrameServing, title: string, body: Markup, status: 200 | 403 | 404 = 200) {
  const document = await htmlDocument({
    title: `${title} – ${texts.provider}`,
    head: html`<link rel="stylesheet" href="${serving.assets}/sandbox-game.css">
<script type="module" src="${serving.assets}/sandbox-game.js"></script>`,
    body: html`<p class="test-banner" role="note">${texts.banner}</p>
${body}`,
  });
  return new Response(String(document), { status, headers: headers(serving) });
}

/** A page that says why no game is shown (an unknown game, a launch no longer valid). */
export const frameMessage = (serving: FrameServing, title: string, text: string, status: 403 | 404) =>
  page(serving, title, html`<main class="message"><h1>${title}</h1><p>${text}</p></main>`, status);

/** The game's frame for one game session: `api` is where its script asks for rounds (`<api>/rounds`). */
export function framePage(
  serving: FrameServing,
  frame: {
    game: PlayableGameRow;
    gameSessionId: string;
    api: string;
    balanceOre: number;
    freeSpins: LiveFreeSpins | null;
  },
): Promise<Response> {
  const { game, balanceOre, freeSpins } = frame;
  const config = {
    slug: game.slug,
    kind: game.maths.kind,
    color: game.color,
    gameSessionId: frame.gameSessionId,
    api: frame.api,
    csrf: serving.onSite === true,
    // postMessage goes to the site's origin only (the play page), never '*'.
    parentOrigin: serving.parentOrigin,
    balance: oreToKroner(balanceOre),
    paylines: game.maths.kind === 'slots' ? PAYLINES : [],
    ...(game.maths.kind === 'slots' ? { layout: game.maths.slots.layout } : {}),
    freeSpins,
    texts: templates,
  };
  const rtp = formatDanishNumber(rtpPercent(game.maths.rtpBasisPoints), 2);
  // Inert until its script has wired the controls: a press before that would do nothing and be lost.
  return page(
    serving,
    game.title,
    html`<main class="game" id="game" inert data-config="${JSON.stringify(config)}">
<header class="game-header">
<h1>${game.title}</h1>
<p>${texts.rtp(rtp)} · ${texts.betRange(kronerText(game.betMinOre), kronerText(game.betMaxOre))}</p>
</header>
<p class="balance">${texts.balance}: <output id="balance">${kronerText(balanceOre)}</output></p>
${gameMarkup(game, stakeChoicesOre(game), themeOf(game.tags))}
${freeSpinsMarkup(game.maths.kind, freeSpins)}
<p id="result" class="result" role="status" aria-live="polite"></p>
<p id="error" class="error" role="alert"></p>
<button type="button" id="deposit" class="secondary">${texts.deposit}</button>
</main>`,
  );
}
