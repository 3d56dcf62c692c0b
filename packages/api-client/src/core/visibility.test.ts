import { gameSchema, listedGames, withEnvironmentVisibility } from '@casino/api-client';
import { gameWire } from '../../test/wire-support.ts';

const active = gameSchema.parse(gameWire({ id: 1, slug: 'active' }));
const inactive = gameSchema.parse(gameWire({ id: 2, slug: 'inactive', acf: { is_active: false } }));
const draft = gameSchema.parse(gameWire({ id: 3, slug: 'draft', status: 'draft', acf: { is_active: false } }));
const activeDraft = gameSchema.parse(gameWire({ id: 4, slug: 'active-draft', status: 'draft' }));

// Spec section 4 "Game visibility".
describe('game visibility', () => {
  it('lists only active, published games in production', () => {
    expect(listedGames([active, inactive, draft, activeDraft], 'production').map((game) => game.slug)).toEqual([
      'active',
    ]);
  });

  it.each(['staging', 'development'] as const)('lists every game as published and active in %s', (environment) => {
    const listed = listedGames([active, inactive, draft], environment);
    expect(listed.map((game) => game.slug)).toEqual(['active', 'inactive', 'draft']);
    expect(listed.every((game) => game.isActive && game.isPublished)).toBe(true);
  });

  it("keeps a game's own flags in production and does not change the original elsewhere", () => {
    expect(withEnvironmentVisibility(draft, 'production')).toMatchObject({ isActive: false, isPublished: false });
    expect(withEnvironmentVisibility(draft, 'staging')).toMatchObject({ isActive: true, isPublished: true });
    expect(draft.isPublished).toBe(false);
  });
});
