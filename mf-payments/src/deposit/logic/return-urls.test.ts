import { currentPageReturnUrls, resolveGameSessionId, sameOriginUrl, withReturnStatus } from './return-urls.ts';

const origin = 'https://casino.example';

// Spec section 2: return URLs are the current page (origin plus path) with status=paymentSuccess or
// status=paymentCancelled, plus gameSessionId when known, taken from the query string if not set.
describe('deposit return URLs', () => {
  it('returns to the current page with the success or cancelled status', () => {
    expect(currentPageReturnUrls({ origin, pathname: '/spil/book-of-ra', search: '' })).toEqual({
      redirectUrl: 'https://casino.example/spil/book-of-ra?status=paymentSuccess',
      cancelUrl: 'https://casino.example/spil/book-of-ra?status=paymentCancelled',
    });
  });

  it("drops the page's own query: only origin and path are kept", () => {
    const urls = currentPageReturnUrls({ origin, pathname: '/spil', search: '?sort=nye&status=old' });
    expect(urls.redirectUrl).toBe('https://casino.example/spil?status=paymentSuccess');
  });

  it('adds the game session set explicitly', () => {
    const urls = currentPageReturnUrls({ origin, pathname: '/spil/x/spil', search: '?gameSessionId=q' }, 'gs-1');
    expect(urls.redirectUrl).toBe('https://casino.example/spil/x/spil?status=paymentSuccess&gameSessionId=gs-1');
    expect(urls.cancelUrl).toBe('https://casino.example/spil/x/spil?status=paymentCancelled&gameSessionId=gs-1');
  });

  it('takes the game session from the query string when none is set', () => {
    const urls = currentPageReturnUrls({ origin, pathname: '/spil/x/spil', search: '?gameSessionId=from-query' });
    expect(urls.redirectUrl).toBe('https://casino.example/spil/x/spil?status=paymentSuccess&gameSessionId=from-query');
  });

  it('encodes a game session id safely', () => {
    const urls = currentPageReturnUrls({ origin, pathname: '/spil', search: '' }, 'a&b=c d');
    expect(new URL(urls.redirectUrl).searchParams.get('gameSessionId')).toBe('a&b=c d');
    expect(new URL(urls.redirectUrl).searchParams.get('status')).toBe('paymentSuccess');
  });

  it('resolves the game session: explicit, else query, else none', () => {
    expect(resolveGameSessionId('set', '?gameSessionId=query')).toBe('set');
    expect(resolveGameSessionId(null, '?gameSessionId=query')).toBe('query');
    expect(resolveGameSessionId(undefined, '?gameSessionId=')).toBeNull();
    expect(resolveGameSessionId('', '')).toBeNull();
  });

  it('keeps a given return URL but sets the status on it', () => {
    expect(withReturnStatus('https://casino.example/mine?tab=1&status=x', 'paymentCancelled', null)).toBe(
      'https://casino.example/mine?tab=1&status=paymentCancelled',
    );
  });
});

// Spec section 7 and DOMAIN.md (open redirect): return URLs are on our own origin.
describe('return URLs from a query string', () => {
  it.each([
    ['/spil/x', 'https://casino.example/spil/x'],
    ['https://casino.example/mine', 'https://casino.example/mine'],
  ])('accepts %s on our origin', (candidate, expected) => {
    expect(sameOriginUrl(candidate, origin)?.href).toBe(expected);
  });

  it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'http://casino.example/', '', null])(
    'refuses %p',
    (candidate) => {
      expect(sameOriginUrl(candidate, origin)).toBeNull();
    },
  );
});
