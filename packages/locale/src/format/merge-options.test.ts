import { mergeOptions } from './merge-options.ts';

interface GameQuery {
  perPage?: number | null;
  slug?: string | null;
  search?: string;
  onlyActive?: boolean;
}

// Spec section 5: empty values (null, undefined, empty string) are dropped when merging options.
describe('merging option objects', () => {
  it('drops null, undefined and empty strings', () => {
    expect(mergeOptions<GameQuery>({ perPage: 100, slug: null, search: '' }, { onlyActive: undefined })).toEqual({
      perPage: 100,
    });
  });

  it('lets later objects win', () => {
    expect(mergeOptions<GameQuery>({ perPage: 100, slug: 'a' }, { slug: 'b' })).toEqual({ perPage: 100, slug: 'b' });
  });

  it('keeps an earlier value when a later object leaves it empty', () => {
    expect(mergeOptions<GameQuery>({ perPage: 100 }, { perPage: null }, { perPage: undefined })).toEqual({
      perPage: 100,
    });
  });

  it('keeps 0 and false, which are real values', () => {
    expect(mergeOptions<GameQuery>({ perPage: 100, onlyActive: true }, { perPage: 0, onlyActive: false })).toEqual({
      perPage: 0,
      onlyActive: false,
    });
  });

  it('skips missing objects and leaves its inputs untouched', () => {
    const defaults: GameQuery = { perPage: 100, slug: null };
    expect(mergeOptions<GameQuery>(defaults, null, undefined, { search: 'book' })).toEqual({
      perPage: 100,
      search: 'book',
    });
    expect(defaults).toEqual({ perPage: 100, slug: null });
  });
});
