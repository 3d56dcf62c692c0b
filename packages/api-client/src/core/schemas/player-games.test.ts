import {
  favouriteGamesSchema,
  recentPlayedGamesSchema,
  systemNotificationsSchema,
  winSchema,
} from '@casino/api-client';
import {
  favouriteGameRequestSchema,
  favouriteGamesQuerySchema,
  recentPlayedQuerySchema,
  winsQuerySchema,
} from '@casino/api-client/requests';

const gameRef = { slug: 'book-of-vikings', title: 'Book of Vikings', imageUrl: '/media/bov.webp' };

// Spec section 3: favourite games query (limit, from, to).
describe('favourite games', () => {
  it('reads the query with numbers sent as text and refuses a malformed date', () => {
    expect(favouriteGamesQuerySchema.parse({ limit: '6', from: '2026-11-01T00:00:00.000Z' })).toEqual({
      limit: 6,
      from: '2026-11-01T00:00:00.000Z',
    });
    expect(favouriteGamesQuerySchema.safeParse({ from: 'november' }).success).toBe(false);
    expect(favouriteGamesQuerySchema.safeParse({ limit: 0 }).success).toBe(false);
  });

  it('reads the list and refuses an entry without its added time', () => {
    const list = [{ ...gameRef, addedAt: '2026-11-02T10:00:00.000Z' }];
    expect(favouriteGamesSchema.parse(list)).toEqual(list);
    expect(favouriteGamesSchema.safeParse([gameRef]).success).toBe(false);
  });

  it('adds or removes a favourite by slug only', () => {
    expect(favouriteGameRequestSchema.parse({ slug: 'book-of-vikings' })).toEqual({ slug: 'book-of-vikings' });
    expect(favouriteGameRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Vælg et spil');
    expect(favouriteGameRequestSchema.safeParse({ slug: 'x', id: 1 }).success).toBe(false);
  });
});

// Spec sections 3 and 9: recent played limit 12.
describe('recently played games', () => {
  it('asks for 12 by default', () => {
    expect(recentPlayedQuerySchema.parse({})).toEqual({ limit: 12 });
    expect(recentPlayedQuerySchema.parse({ limit: '4' })).toEqual({ limit: 4 });
    expect(recentPlayedQuerySchema.safeParse({ limit: 'alle' }).success).toBe(false);
  });

  it('reads the list and refuses a game without a title', () => {
    const list = [{ ...gameRef, imageUrl: null, playedAt: '2026-11-21T20:00:00.000Z' }];
    expect(recentPlayedGamesSchema.parse(list)).toEqual(list);
    expect(
      recentPlayedGamesSchema.safeParse([{ slug: 'x', imageUrl: null, playedAt: list[0]!.playedAt }]).success,
    ).toBe(false);
  });
});

// Spec sections 7 and 9: wins amountMin default 250, period default day.
describe('wins', () => {
  it('defaults to wins of at least 250 kr. today', () => {
    expect(winsQuerySchema.parse({})).toEqual({ amountMin: 250, period: 'day', limit: 20 });
    expect(winsQuerySchema.parse({ amountMin: '1000', period: 'week' })).toMatchObject({
      amountMin: 1000,
      period: 'week',
    });
  });

  it('refuses an unknown period or a negative minimum', () => {
    expect(winsQuerySchema.safeParse({ period: 'year' }).success).toBe(false);
    expect(winsQuerySchema.safeParse({ amountMin: -5 }).success).toBe(false);
  });

  it('reads a win in kroner and refuses one in another currency', () => {
    const win = {
      id: 'w-1',
      game: gameRef,
      amount: 12500.5,
      currency: 'DKK',
      wonAt: '2026-11-21T21:13:00.000Z',
      playerName: 'Mette H.',
    };
    expect(winSchema.parse(win)).toEqual(win);
    expect(winSchema.safeParse({ ...win, currency: 'EUR' }).success).toBe(false);
    expect(winSchema.safeParse({ ...win, amount: 0 }).success).toBe(false);
  });
});

// Spec section 3 "System notification": id, message.
describe('system notifications', () => {
  it('reads the list and refuses a notification without a message', () => {
    const list = [{ id: 'n-1', message: 'Vedligeholdelse i nat kl. 02-03' }];
    expect(systemNotificationsSchema.parse(list)).toEqual(list);
    expect(systemNotificationsSchema.safeParse([{ id: 'n-1' }]).success).toBe(false);
  });
});
