import {
  holdsBootToasts,
  parseQueryFlags,
  shouldLoadConsentAndTagManager,
  withoutHandledQueryFlags,
} from './query-flags.ts';

// Spec section 2 (query behaviour on any page).
describe('query flags', () => {
  it('reads nothing from a plain URL', () => {
    expect(parseQueryFlags('')).toEqual({
      payment: null,
      justLoggedIn: false,
      justSignedUp: false,
      attStatus: null,
      layoutHidden: false,
      theme: null,
    });
  });

  it('reads a successful payment return with its payment id', () => {
    expect(parseQueryFlags('?status=paymentSuccess&paymentId=pay-123&gameSessionId=g1').payment).toEqual({
      status: 'success',
      paymentId: 'pay-123',
    });
  });

  it('ignores a success status without a payment id, which cannot be confirmed', () => {
    expect(parseQueryFlags('?status=paymentSuccess').payment).toBeNull();
  });

  it('reads a cancelled payment', () => {
    expect(parseQueryFlags('?status=paymentCancelled').payment).toEqual({ status: 'cancelled' });
  });

  it('reads login, signup, tracking consent, layout and theme flags', () => {
    expect(parseQueryFlags('justLoggedIn=true&justSignedUp=true&att_status=3&layout=0&theme=winter')).toEqual({
      payment: null,
      justLoggedIn: true,
      justSignedUp: true,
      attStatus: '3',
      layoutHidden: true,
      theme: 'winter',
    });
  });

  it.each([
    ['?justLoggedIn=false', 'justLoggedIn'],
    ['?justSignedUp=1', 'justSignedUp'],
    ['?layout=1', 'layoutHidden'],
  ] as const)('only takes the exact flag value: %s', (search, flag) => {
    expect(parseQueryFlags(search)[flag]).toBe(false);
  });

  it('ignores unknown themes', () => {
    expect(parseQueryFlags('?theme=christmas').theme).toBeNull();
    expect(parseQueryFlags('?theme=halloween').theme).toBe('halloween');
  });
});

describe('removing handled flags from the URL', () => {
  it('drops the payment return but keeps the game session and everything else as written', () => {
    expect(withoutHandledQueryFlags('?status=paymentSuccess&paymentId=pay-1&gameSessionId=g%201&q=a+b')).toBe(
      '?gameSessionId=g%201&q=a+b',
    );
    expect(withoutHandledQueryFlags('?status=paymentCancelled&gameSessionId=g1')).toBe('?gameSessionId=g1');
  });

  it('drops the login and signup flags so a reload does not welcome or track again', () => {
    expect(withoutHandledQueryFlags('?justLoggedIn=true')).toBe('');
    expect(withoutHandledQueryFlags('?justSignedUp=true&justLoggedIn=true&page=2')).toBe('?page=2');
  });

  it('keeps the mode flags that shape every page view', () => {
    expect(withoutHandledQueryFlags('?justLoggedIn=true&att_status=2&layout=0&theme=winter')).toBe(
      '?att_status=2&layout=0&theme=winter',
    );
  });

  it('keeps parameters it did not handle', () => {
    expect(withoutHandledQueryFlags('?status=pending&paymentId=p1')).toBe('?status=pending&paymentId=p1');
    expect(withoutHandledQueryFlags('?justLoggedIn=false')).toBe('?justLoggedIn=false');
    expect(withoutHandledQueryFlags('')).toBe('');
  });

  it('drops every copy of a handled flag and survives broken encodings', () => {
    expect(withoutHandledQueryFlags('?justLoggedIn=true&x=%E0%A4%A&justLoggedIn=true')).toBe('?x=%E0%A4%A');
  });
});

// Spec section 2: consent script and tag manager load when att_status is 3 or unknown.
describe('consent script and tag manager', () => {
  it.each([
    ['3', true],
    [null, true],
    [undefined, true],
    ['', true],
    ['7', true],
    ['0', false],
    ['1', false],
    ['2', false],
  ])('att_status %p loads them: %p', (status, expected) => {
    expect(shouldLoadConsentAndTagManager(status)).toBe(expected);
  });
});

describe("the toasts of a page's boot (spec section 2: deposit return URLs)", () => {
  it('wait for the player on a plain page, but not on the page a payer returns to from the payment page', () => {
    expect(holdsBootToasts('?theme=dark')).toBe(true);
    expect(holdsBootToasts('?status=paymentSuccess&paymentId=p-1&gameSessionId=g')).toBe(false);
    expect(holdsBootToasts('?status=paymentCancelled')).toBe(false);
  });
});
