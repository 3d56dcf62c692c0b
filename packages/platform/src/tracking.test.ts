import { toDataLayerEntry, track, trackingProfileOf, type TrackingProfile } from './tracking.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const win = window as DataLayerWindow;

const player: TrackingProfile = trackingProfileOf({
  id: 'u-42',
  name: 'Lars Løkke Rasmussen',
  phoneNumber: '+4512345678',
});

// Spec section 3 (analytics events), section 6 (user tracking needs a logged-in profile), section 9 (country DK).
describe('tracking', () => {
  beforeEach(() => {
    delete win.dataLayer;
  });

  it('creates the data layer and pushes the event name, its payload and the country', () => {
    expect(track({ event: 'navigation', navName: 'Hovedmenu', itemTitle: 'Spil' })).toBe(true);
    expect(win.dataLayer).toEqual([{ event: 'navigation', navName: 'Hovedmenu', itemTitle: 'Spil', country: 'DK' }]);
  });

  it('adds to a data layer the tag manager already created', () => {
    win.dataLayer = [{ 'gtm.start': 1 }];
    track({ event: 'promotionClick', name: 'Velkomstbonus', location: 'forside', position: 2, list: 'hero' });
    expect(win.dataLayer).toEqual([
      { 'gtm.start': 1 },
      { event: 'promotionClick', name: 'Velkomstbonus', location: 'forside', position: 2, list: 'hero', country: 'DK' },
    ]);
  });

  it('tracks anonymous game events without a profile', () => {
    track({ event: 'inGameOrientation', title: 'Book of Dead', orientation: 'landscape' });
    track({ event: 'saveGameDialog', action: 'dismiss' });
    expect(win.dataLayer).toEqual([
      { event: 'inGameOrientation', title: 'Book of Dead', orientation: 'landscape', country: 'DK' },
      { event: 'saveGameDialog', action: 'dismiss', country: 'DK' },
    ]);
  });

  it('refuses user events when no player is logged in', () => {
    expect(track({ event: 'LOGIN' }, null)).toBe(false);
    expect(track({ event: 'SUBSCRIPTION', type: 'sms', action: 'subscribe', origin: 'reminder' }, undefined)).toBe(
      false,
    );
    expect(track({ event: 'payout', type: 'partial', amount: 500 }, { ...player, userId: '' })).toBe(false);
    expect(win.dataLayer ?? []).toEqual([]);
  });

  it('tracks a login and a signup for a logged-in player without exposing personal data', () => {
    track({ event: 'LOGIN' }, player);
    track({ event: 'SIGNUP' }, player);
    expect(win.dataLayer).toEqual([
      { event: 'LOGIN', country: 'DK' },
      { event: 'SIGNUP', country: 'DK' },
    ]);
  });

  it('fills the deposit event with the player from the profile', () => {
    track({ event: 'deposit', id: 'pay-1', amount: 250, type: 'FTD', location: 'game', method: 'visa' }, player);
    expect(win.dataLayer).toEqual([
      {
        event: 'deposit',
        id: 'pay-1',
        amount: 250,
        type: 'FTD',
        location: 'game',
        method: 'visa',
        userId: 'u-42',
        firstname: 'Lars',
        lastname: 'Løkke Rasmussen',
        phoneNumber: '+4512345678',
        country: 'DK',
      },
    ]);
  });

  it.each([
    [{ event: 'depositError', error: 'limitReached' }],
    [{ event: 'payout', type: 'full', amount: 1200 }],
    [{ event: 'promoCode', type: 'deposit', status: 'activated', code: 'VELKOMST' }],
    [{ event: 'accountStatus', type: 'lock', period: 'month' }],
    [{ event: 'SUBSCRIPTION', type: 'newsletter', action: 'subscribe', origin: 'reminder' }],
  ] as const)('tracks the player event %p with its payload only', (event) => {
    expect(toDataLayerEntry(event, player)).toEqual({ ...event, country: 'DK' });
    expect(toDataLayerEntry(event, null)).toBeNull();
  });

  it('keeps the country DK even if a payload tried to set another', () => {
    const entry = toDataLayerEntry({ event: 'saveGameDialog', action: 'open', country: 'SE' } as never);
    expect(entry?.country).toBe('DK');
  });
});

describe('tracking profile', () => {
  it('splits the name into first name and the rest as last name', () => {
    expect(trackingProfileOf({ id: '1', name: '  Anna  ' })).toEqual({
      userId: '1',
      firstname: 'Anna',
      lastname: '',
      phoneNumber: '',
    });
    expect(trackingProfileOf({ id: '2', name: 'Anna Sofie Jensen', phoneNumber: null }).lastname).toBe('Sofie Jensen');
  });
});
