import { compactParams, mergeParams, toSearch, type QueryParams } from '@casino/api-client';

// Spec section 5: empty values (null, undefined, empty string) are dropped when merging option objects.
describe('merging request parameters', () => {
  it('drops null, undefined and empty strings but keeps 0 and false', () => {
    expect(compactParams({ a: null, b: undefined, c: '', d: 0, e: false, f: 'x' })).toEqual({ d: 0, e: false, f: 'x' });
  });

  it('lets later values win, except empty ones', () => {
    expect(
      mergeParams<QueryParams>({ per_page: 100, page: 1, slug: 'a' }, { page: 2, per_page: undefined, slug: '' }),
    ).toEqual({
      per_page: 100,
      page: 2,
      slug: 'a',
    });
  });

  it('writes a query string only when something is left', () => {
    expect(toSearch({ a: '', b: null })).toBe('');
    expect(toSearch({ q: 'æ ø', tag: ['x', '', 'y'] })).toBe('?q=%C3%A6+%C3%B8&tag=x&tag=y');
  });
});
