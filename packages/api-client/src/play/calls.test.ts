// The calls of the play page and the provider's messages (origin-checked).
import { http, HttpResponse } from 'msw';
import { createHttpClient } from '@casino/api-client';
import { getTrophies, readGameMessage, roundRequestSchema, startGameSession } from '@casino/api-client/play';
import { freeSpinTexts } from '@casino/locale/games';
import { origin, recordingLogger, server, setupMswServer } from '../../test/msw-support.ts';

setupMswServer();

const client = () => createHttpClient({ logger: recordingLogger() });
const ids = { roundId: '5f0c3c1e-8d1a-4c55-9c1e-2b7c8f7d9a10', gameSessionId: '0b8e9b3f-3b0c-4a5e-8d7c-6a5b4c3d2e1f' };

describe('playing a game', () => {
  it('starts a game session with an empty body and reads where to launch the game', async () => {
    const seen: unknown[] = [];
    const session = {
      gameSessionId: ids.gameSessionId,
      launchUrl: `/sandbox/games/odins-hammer?gameSessionId=${ids.gameSessionId}`,
      expiresAt: '2026-11-23T22:00:00.000Z',
      game: {
        slug: 'odins-hammer',
        title: 'Odins Hammer',
        kind: 'slots',
        color: '#335577',
        rtp: 96.12,
        betMin: 1,
        betMax: 100,
      },
      balance: 250,
      freeSpins: null,
    };
    server.use(
      http.post(`${origin}/api/proxy/games/odins-hammer/sessions`, async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json(session);
      }),
    );
    const result = await startGameSession('odins-hammer', { client: client() });
    expect(seen).toEqual([{}]);
    expect(result.data).toEqual(session);
  });

  it('refuses to send a bonus spin whose grant id is no id, with the Danish reason', () => {
    const parsed = roundRequestSchema.safeParse({ ...ids, stake: 1, freeSpin: { grantId: 'alle' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(freeSpinTexts.errors.grantInvalid);
  });

  it('reads the trophies', async () => {
    const trophies = [{ id: 'big-win', earned: false, earnedAt: null, progress: { current: 0, target: 1 } }];
    server.use(http.get(`${origin}/api/proxy/games/trophies`, () => HttpResponse.json(trophies)));
    expect((await getTrophies({ client: client() })).data).toEqual(trophies);
  });
});

describe("the provider's messages to the play page", () => {
  const frameWindow = {};
  const frame = { origin: 'https://casino.example', window: frameWindow };
  const data = { source: 'casino-sandbox-game', type: 'round-settled', ...ids, stake: 5, win: 0, balance: 495 };

  it('reads a message from its own game frame on the provider origin', () => {
    expect(readGameMessage({ origin: frame.origin, source: frameWindow, data }, frame)).toEqual(data);
  });

  it('reads the spins left a bonus spin reports', () => {
    const spun = { ...data, stake: 1, freeSpin: { grantId: '7', spinsLeft: 11 } };
    expect(readGameMessage({ origin: frame.origin, source: frameWindow, data: spun }, frame)).toEqual(spun);
  });

  it('ignores another origin, another window and data of another shape', () => {
    expect(readGameMessage({ origin: 'https://evil.example', source: frameWindow, data }, frame)).toBeNull();
    expect(readGameMessage({ origin: frame.origin, source: {}, data }, frame)).toBeNull();
    expect(
      readGameMessage({ origin: frame.origin, source: frameWindow, data: { ...data, balance: 'lots' } }, frame),
    ).toBeNull();
  });
});
