// The game history's contract: the query the server checks (Danish reasons), the answers parsed before a page
// sees them, the window of days both sides compute alike, and the calls with their cursor.
import { http, HttpResponse } from 'msw';
import { ApiSchemaError, createHttpClient } from '@casino/api-client';
import {
  gameHistoryQuerySchema,
  getGameHistory,
  getGameHistoryGames,
  getGameHistoryRound,
  historyWindow,
  type GameHistoryPage,
  type GameHistoryRound,
} from '@casino/api-client/play';
import { gameTexts } from '@casino/locale/games';
import { inputTexts } from '@casino/locale/input';
import { origin, recordingLogger, server, setupMswServer } from '../../test/msw-support.ts';

setupMswServer();

const client = () => createHttpClient({ logger: recordingLogger() });
const texts = gameTexts.history;
const firstMessage = (input: unknown) => gameHistoryQuerySchema.safeParse(input).error?.issues[0]?.message;

const row = {
  id: 7,
  game: { slug: 'odins-guld', title: 'Odins Guld' },
  playedAt: '2026-11-27T13:05:00.000Z',
  stake: 10,
  win: 0,
  balanceAfter: null,
  hasOutcome: false,
};
const page: GameHistoryPage = {
  items: [row],
  nextCursor: 'MjAyNi0xMS0yN1QxMzowNTowMC4wMDAwMDBafDc',
  from: '2026-08-29',
  to: '2026-11-27',
  earliest: '2026-08-29',
};

describe('the game history query', () => {
  it('takes a game, Danish calendar days, a cursor and a page size (20 unless asked)', () => {
    expect(gameHistoryQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(
      gameHistoryQuerySchema.parse({ game: 'odins-guld', from: '2026-11-01', to: '2026-11-27', limit: '5' }),
    ).toEqual({ game: 'odins-guld', from: '2026-11-01', to: '2026-11-27', limit: 5 });
  });

  it('refuses what it cannot read in Danish', () => {
    expect(firstMessage({ from: '27.11.2026' })).toBe(texts.dateInvalid);
    expect(firstMessage({ to: '2026-02-30' })).toBe(texts.dateInvalid);
    expect(firstMessage({ cursor: 'a b' })).toBe(texts.cursorInvalid);
    expect(firstMessage({ game: 'Odins Guld' })).toBe(inputTexts.slugInvalid);
    expect(firstMessage({ limit: '51' })).toBe(inputTexts.numberTooLarge(50));
    expect(firstMessage({ page: '2' })).toBe(inputTexts.unknownFields('page'));
  });

  it('covers today and the 90 days before it, in Danish time', () => {
    // 23:30 UTC on 31 December is already 1 January in Copenhagen.
    expect(historyWindow(new Date('2026-12-31T23:30:00Z'))).toEqual({ earliest: '2026-10-03', today: '2027-01-01' });
    expect(historyWindow(new Date('2026-11-27T12:00:00Z'))).toEqual({ earliest: '2026-08-29', today: '2026-11-27' });
  });
});

describe('the game history calls', () => {
  it('asks for a page with its filter and cursor and reads it', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${origin}/api/proxy/games/history`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(page);
      }),
    );
    const result = await getGameHistory({ game: 'odins-guld', cursor: 'abc', limit: 5 }, { client: client() });
    expect(asked).toEqual(['?game=odins-guld&cursor=abc&limit=5']);
    expect(result.data).toEqual(page);
  });

  it('refuses an answer that breaks the contract instead of handing it to the page', async () => {
    server.use(
      http.get(`${origin}/api/proxy/games/history`, () =>
        HttpResponse.json({ ...page, items: [{ ...row, playedAt: 'i går' }] }),
      ),
    );
    await expect(getGameHistory({}, { client: client() })).rejects.toBeInstanceOf(ApiSchemaError);
  });

  it("reads the filter's games and one round with what was played and the hand's moves", async () => {
    const round: GameHistoryRound = {
      ...row,
      hasOutcome: true,
      balanceAfter: 490,
      outcome: {
        kind: 'videoPoker',
        payTable: 'jacks-or-better-9-6',
        hand: [
          { rank: 'A', suit: 'hearts' },
          { rank: 'A', suit: 'spades' },
          { rank: '3', suit: 'clubs' },
          { rank: 'joker' },
          { rank: '9', suit: 'diamonds' },
        ],
        held: [true, true, false, false, false],
        category: 'highPair',
        abandoned: false,
      },
      moves: [{ move: 'deal' }, { move: 'draw', held: [true, true, false, false, false] }],
    };
    server.use(
      http.get(`${origin}/api/proxy/games/history/games`, () => HttpResponse.json([row.game])),
      http.get(`${origin}/api/proxy/games/history/7`, () => HttpResponse.json(round)),
    );
    expect((await getGameHistoryGames({ client: client() })).data).toEqual([row.game]);
    expect((await getGameHistoryRound(7, { client: client() })).data).toEqual(round);
  });
});
