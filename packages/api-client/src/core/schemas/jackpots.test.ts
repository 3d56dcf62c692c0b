// Progressive jackpots (decision record 0041): the live pools the lobby polls, and a slot round that won the
// jackpot, as both sides parse them.
import { jackpotsSchema } from '@casino/api-client';
import { roundOutcomeSchema } from '@casino/api-client/play';

describe('the live jackpots', () => {
  it('lists each jackpot game’s pool in kroner, øre included', () => {
    const live = { jackpots: [{ slug: 'odins-guld', amount: 125_000.37 }] };
    expect(jackpotsSchema.parse(live)).toEqual(live);
  });

  it('refuses a negative pool or a game without a slug', () => {
    expect(jackpotsSchema.safeParse({ jackpots: [{ slug: 'odins-guld', amount: -1 }] }).success).toBe(false);
    expect(jackpotsSchema.safeParse({ jackpots: [{ slug: '', amount: 1 }] }).success).toBe(false);
  });
});

describe('a slot round that won the jackpot', () => {
  const reels = Array.from({ length: 5 }, () => ['cherry', 'lemon', 'plum']);

  it('carries the jackpot it won beside the line wins; a round without one has none', () => {
    const won = { kind: 'slots', reels, lineWins: [], jackpotWin: 150_000.5 };
    expect(roundOutcomeSchema.parse(won)).toEqual(won);
    expect(roundOutcomeSchema.parse({ kind: 'slots', reels, lineWins: [] })).not.toHaveProperty('jackpotWin');
    expect(roundOutcomeSchema.safeParse({ ...won, jackpotWin: 0 }).success).toBe(false);
  });
});
