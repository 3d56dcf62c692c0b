import { ApiError, ApiSchemaError, refetchOnWindowFocus, retryDelay, shouldRetry } from '@casino/api-client';

const httpError = (status: number) =>
  new ApiError('x', { status, data: null, code: 'ERR', method: 'GET', path: '/api/x' });

function withConnection(effectiveType: string | undefined, run: () => void) {
  Object.defineProperty(navigator, 'connection', {
    value: effectiveType ? { effectiveType } : undefined,
    configurable: true,
  });
  try {
    run();
  } finally {
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  }
}

// Spec sections 8 and 9: data-fetch settings.
describe('data-fetch retries', () => {
  it('retries a server or network failure at most 3 times', () => {
    const decisions = [0, 1, 2, 3].map((failures) => shouldRetry(failures, httpError(503)));
    expect(decisions).toEqual([true, true, true, false]);
    expect(shouldRetry(0, httpError(0))).toBe(true);
  });

  it('does not retry what a retry cannot fix: a client error or a broken response', () => {
    expect(shouldRetry(0, httpError(401))).toBe(false);
    expect(shouldRetry(0, httpError(404))).toBe(false);
    expect(
      shouldRetry(0, new ApiSchemaError('x', { status: 200, data: {}, method: 'GET', path: '/x', issues: [] })),
    ).toBe(false);
  });

  it('retries a request timeout (408) and rate limiting (429)', () => {
    expect(shouldRetry(0, httpError(408))).toBe(true);
    expect(shouldRetry(0, httpError(429))).toBe(true);
  });

  it('waits 5 s before retrying, 10 s on a slow connection', () => {
    withConnection('4g', () => expect(retryDelay()).toBe(5_000));
    withConnection('2g', () => expect(retryDelay()).toBe(10_000));
    withConnection('slow-2g', () => expect(retryDelay()).toBe(10_000));
    withConnection(undefined, () => expect(retryDelay()).toBe(5_000));
  });
});

describe('focus throttle', () => {
  const query = (dataUpdatedAt: number, errorUpdatedAt = 0) => ({ state: { dataUpdatedAt, errorUpdatedAt } }) as never;

  it('refetches on focus only when the last fetch is at least 5 s old', () => {
    expect(refetchOnWindowFocus(query(10_000), 14_999)).toBe(false);
    expect(refetchOnWindowFocus(query(10_000), 15_000)).toBe(true);
    expect(refetchOnWindowFocus(query(0, 10_000), 12_000)).toBe(false);
  });
});
