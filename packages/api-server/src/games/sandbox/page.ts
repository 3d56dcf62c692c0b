/**
 * The sandbox game provider's pages: a real HTML5 game per catalogue game (slots, scratch card, roulette on its
 * wheel, baccarat, blackjack or video poker),
 * served by the api-server and clearly marked as a test provider, for the play page's iframe. The page only
 * asks the rounds API for rounds; the server decides and settles them. Its script is a static file (no inline
 * script, style or handlers), so the Content-Security-Policy allows nothing but this origin.
 */
import { slugSchema } from '@casino/api-client';
import { gameSessionIdSchema } from '@casino/api-client/play';
import { formatDanishNumber, kronerToOre, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { publicOrigin } from '../../auth/request-origin.ts';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { htmlDocument, type Markup } from '../../http/html-document.ts';
import { messages } from '../../messages.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { rtpPercent } from '../maths/catalogue-maths.ts';
import { PAYLINES } from '../maths/slots.ts';
import { findPlayableGame, type PlayableGameRow } from '../playable-game.ts';
import { liveGameSession } from '../sessions.ts';
import { liveFreeSpinsWire, liveGrantFor } from '../free-spins/live-grant.ts';
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

const kroner = kronerText;

/** Whole-kroner stakes a player can pick, inside the game's bet range (its ends included). */
export function stakeChoicesOre(game: Pick<PlayableGameRow, 'betMinOre' | 'betMaxOre'>): number[] {
  const steps = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000].map(kronerToOre);
  const inRange = steps.filter((ore) => ore > game.betMinOre && ore < game.betMaxOre);
  return [game.betMinOre, ...inRange, game.betMaxOre].filter((ore, i, all) => all.indexOf(ore) === i);
}

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // Only the site itself may frame the game (the play page); nothing but this origin loads or is called.
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
    "base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

async function page(title: string, body: Markup, status: 200 | 403 | 404 = 200): Promise<Response> {
  const document = await htmlDocument({
    title: `${title} – ${texts.provider}`,
    head: html`<link rel="stylesheet" href="/sandbox/games/assets/sandbox-game.css">
<script type="module" src="/sandbox/games/assets/sandbox-game.js"></script>`,
    body: html`<p class="test-banner" role="note">${texts.banner}</p>
${body}`,
  });
  return new Response(String(document), { status, headers });
}

const message = (title: string, text: string, status: 403 | 404) =>
  page(title, html`<main class="message"><h1>${title}</h1><p>${text}</p></main>`, status);

/** GET /sandbox/games/{slug}?gameSessionId= (behind requireSession: only the session's player sees it). */
export function sandboxGameRoutes({ db, environment }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/assets/:file', (c) => {
    const file = c.req.param('file');
    const asset = Object.hasOwn(assets, file) ? assets[file] : undefined;
    if (!asset) return c.json({ error: messages.notFound }, 404);
    return new Response(asset.body, {
      headers: { 'content-type': asset.type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' },
    });
  });

  app.get('/:slug', async (c) => {
    const slug = slugSchema.safeParse(c.req.param('slug'));
    const game = slug.success ? await findPlayableGame(db, slug.data, environment) : undefined;
    if (!game) return message(texts.pages.notFound, messages.unknownGame, 404);
    const sessionId = gameSessionIdSchema.safeParse(c.req.query('gameSessionId'));
    const playerId = c.var.player.id;
    const session = sessionId.success && (await liveGameSession(db, sessionId.data, playerId, game.id, new Date()));
    if (!session) return message(texts.pages.sessionInvalid, gameTexts.errors.sessionInvalid, 403);

    const balanceOre = await balanceOf(db, playerId);
    const freeSpins = liveFreeSpinsWire(await liveGrantFor(db, playerId, game.id, new Date()));
    const config = {
      slug: game.slug,
      kind: game.maths.kind,
      color: game.color,
      gameSessionId: session.id,
      // postMessage goes to the site's own origin only (the play page), never '*'.
      parentOrigin: publicOrigin(c).origin,
      balance: oreToKroner(balanceOre),
      paylines: game.maths.kind === 'slots' ? PAYLINES : [],
      ...(game.maths.kind === 'slots' ? { layout: game.maths.slots.layout } : {}),
      freeSpins,
      texts: templates,
    };
    const rtp = formatDanishNumber(rtpPercent(game.maths.rtpBasisPoints), 2);
    // Inert until its script has wired the controls: a press before that would do nothing and be lost.
    return page(
      game.title,
      html`<main class="game" id="game" inert data-config="${JSON.stringify(config)}">
<header class="game-header">
<h1>${game.title}</h1>
<p>${texts.rtp(rtp)} · ${texts.betRange(kroner(game.betMinOre), kroner(game.betMaxOre))}</p>
</header>
<p class="balance">${texts.balance}: <output id="balance">${kroner(balanceOre)}</output></p>
${gameMarkup(game, stakeChoicesOre(game), themeOf(game.tags))}
${freeSpinsMarkup(game.maths.kind, freeSpins)}
<p id="result" class="result" role="status" aria-live="polite"></p>
<p id="error" class="error" role="alert"></p>
<button type="button" id="deposit" class="secondary">${texts.deposit}</button>
</main>`,
    );
  });
  return app;
}
