// The rounds API contract. The browser asks for a round with a stake (whole kroner) and, for
// roulette, a bet; bad input gets the Danish text of @casino/locale.
import { gameTexts } from '@casino/locale/games';
import {
  gameMessageSchema,
  roundRequestSchema,
  roundResultSchema,
  trophiesSchema,
  type RoundResult,
} from '@casino/api-client/play';

const errors = gameTexts.errors;
const ids = { roundId: '5f0c3c1e-8d1a-4c55-9c1e-2b7c8f7d9a10', gameSessionId: '0b8e9b3f-3b0c-4a5e-8d7c-6a5b4c3d2e1f' };
const firstMessage = (input: unknown) => roundRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('a round request', () => {
  it('takes a round id, the game session, a stake and, for roulette, a bet', () => {
    expect(roundRequestSchema.parse({ ...ids, stake: 5 })).toEqual({ ...ids, stake: 5 });
    const straight = { ...ids, stake: 2, bet: { type: 'straight', number: 0 } };
    expect(roundRequestSchema.parse(straight)).toEqual(straight);
    expect(roundRequestSchema.parse({ ...ids, stake: 2, bet: { type: 'red' } }).bet).toEqual({ type: 'red' });
  });

  it('refuses a missing or broken stake, round id or bet in Danish', () => {
    expect(firstMessage({ ...ids })).toBe(errors.stakeRequired);
    expect(firstMessage({ ...ids, stake: 1.5 })).toBe(errors.stakeWholeKroner);
    expect(firstMessage({ ...ids, stake: 0 })).toBe(errors.stakeWholeKroner);
    expect(firstMessage({ ...ids, roundId: 'spin-1', stake: 1 })).toBe(errors.roundIdInvalid);
    // 37 stands for 00, which only the American wheel has: the server refuses it on the others.
    expect(firstMessage({ ...ids, stake: 1, bet: { type: 'straight', number: 38 } })).toBe(errors.rouletteNumber);
    expect(firstMessage({ ...ids, stake: 1, bet: { type: 'straight', number: -1 } })).toBe(errors.rouletteNumber);
    expect(firstMessage({ ...ids, stake: 1, bet: { type: 'dozen' } })).toBe(errors.betRequired);
    expect(firstMessage({ ...ids, stake: 1, bet: { type: 'column', column: 4 } })).toBe(errors.betRequired);
    expect(firstMessage({ ...ids, stake: 1, bet: { type: 'sixline' } })).toBe(errors.betRequired);
  });

  it('refuses fields it does not know, such as an outcome the browser would like', () => {
    expect(roundRequestSchema.safeParse({ ...ids, stake: 1, win: 1000 }).success).toBe(false);
  });
});

describe('a settled round', () => {
  const round: RoundResult = {
    ...ids,
    game: 'odins-hammer',
    stake: 5,
    win: 12.5,
    balance: 507.5,
    outcome: {
      kind: 'slots',
      reels: Array.from({ length: 5 }, () => ['cherry', 'lemon', 'seven'] as const).map((r) => [...r]),
      lineWins: [{ line: 1, symbol: 'lemon', count: 5, win: 12.5 }],
    },
    playedAt: '2026-11-23T12:00:00.000Z',
    replayed: false,
  };

  it('reads each kind of outcome and refuses reels of the wrong size', () => {
    expect(roundResultSchema.parse(round)).toEqual(round);
    const scratch = { kind: 'scratch', cells: [5, 10, 5, 20, 5, 10, 50, 20, 100], winningCells: [0, 2, 4] };
    expect(roundResultSchema.parse({ ...round, outcome: scratch }).outcome).toEqual(scratch);
    const roulette = { kind: 'roulette', pocket: 0, colour: 'green', bet: { type: 'odd' } };
    expect(roundResultSchema.parse({ ...round, win: 0, outcome: roulette }).outcome).toEqual(roulette);
    const fourReels = { ...round.outcome, reels: round.outcome.kind === 'slots' ? round.outcome.reels.slice(1) : [] };
    expect(roundResultSchema.safeParse({ ...round, outcome: fourReels }).success).toBe(false);
  });

  it('reads a Megaways round with its bonus spins in order, and refuses reels a Megaways cannot show', () => {
    const megawaysSpin = {
      reels: [2, 7, 3, 4, 5, 6].map((height) => Array.from({ length: height }, () => 'cherry' as const)),
      lineWins: [],
      waysWins: [{ symbol: 'cherry' as const, reels: 6, ways: 5_040, win: 504 }],
      multiplier: 2,
      win: 1_008,
    };
    const bonus = { scatters: 4, multiplier: 2, spins: [megawaysSpin, { ...megawaysSpin, waysWins: [], win: 0 }] };
    const megaways = { kind: 'slots' as const, ...megawaysSpin, bonus };
    expect(roundResultSchema.parse({ ...round, win: 1_008, outcome: megaways }).outcome).toEqual(megaways);
    const tooTall = { ...megaways, reels: [...megawaysSpin.reels.slice(1), Array(8).fill('cherry')] };
    expect(roundResultSchema.safeParse({ ...round, outcome: tooTall }).success).toBe(false);
    const sevenReels = { ...megaways, reels: [...megawaysSpin.reels, ['cherry', 'lemon']] };
    expect(roundResultSchema.safeParse({ ...round, outcome: sevenReels }).success).toBe(false);
  });

  it('reads the trophies list', () => {
    const trophies = [
      { id: 'first-win', earned: true, earnedAt: '2026-11-20T10:00:00.000Z', progress: { current: 1, target: 1 } },
      { id: 'hundred-rounds', earned: false, earnedAt: null, progress: { current: 37, target: 100 } },
    ];
    expect(trophiesSchema.parse(trophies)).toEqual(trophies);
  });

  it('reads the messages the provider posts to the play page, and nothing else', () => {
    const settled = { source: 'casino-sandbox-game', type: 'round-settled', ...ids, stake: 5, win: 0, balance: 495 };
    expect(gameMessageSchema.parse(settled)).toEqual(settled);
    expect(gameMessageSchema.safeParse({ ...settled, source: 'other-game' }).success).toBe(false);
    expect(gameMessageSchema.safeParse({ ...settled, type: 'jackpot' }).success).toBe(false);
  });
});
