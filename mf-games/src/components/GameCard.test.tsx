import { screen } from '@testing-library/react';
import { gameSchema } from '@casino/api-client';
import { renderWithProviders } from '@casino/testing';
import { GameCard } from './GameCard.tsx';
import { cardOfGame, cardOfRef } from './card-game.ts';

// A lobby tile shows the game's own artwork from the catalogue's image fields (spec section 3: images
// {id, title, url, width, height}): its size reserved before it loads (no layout shift), loaded lazily unless it
// is in the first row, and silent for a screen reader, which reads the game's name beside it.

const art = '/api/content/art/odins-hammer.webp';
const game = gameSchema.parse({
  id: 1001,
  slug: 'odins-hammer',
  status: 'publish',
  title: { rendered: 'Odins Hammer' },
  content: { rendered: '<p>Et spil.</p>' },
  categories: [{ id: 1, name: 'Spilleautomater', slug: 'slots' }],
  tags: [{ id: 101, name: 'Vikinger', slug: 'vikinger' }],
  acf: {
    is_active: true,
    color: '#1a2b3c',
    betrate_min: 1,
    betrate_max: 100,
    images: [
      { id: 10011, title: 'Odins Hammer: et vikingeskib', url: `${art}?v=0123456789ab`, width: 400, height: 300 },
      {
        id: 10012,
        title: 'Odins Hammer: et vikingeskib',
        url: `${art}?format=banner&v=0123456789ab`,
        width: 1200,
        height: 400,
      },
    ],
  },
});

describe('a game tile', () => {
  it("shows the game's thumbnail artwork with its size, lazily, beside the game's name", () => {
    const { container } = renderWithProviders(<GameCard game={cardOfGame(game)} />);
    const link = screen.getByRole('link', { name: 'Odins Hammer' });
    expect(link).toHaveAttribute('href', '/spil/odins-hammer');
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', `${art}?v=0123456789ab`);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
    // No letters stand in for the picture.
    expect(link).toHaveTextContent(/^Odins Hammer$/);
  });

  it('loads at once in the first row', () => {
    const { container } = renderWithProviders(<GameCard game={cardOfGame(game)} eager />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it("shows the artwork of a game the player's lists refer to, in the catalogue's 4:3 frame", () => {
    const { container } = renderWithProviders(
      <GameCard game={cardOfRef({ slug: 'odins-hammer', title: 'Odins Hammer', imageUrl: art })} />,
    );
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', art);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '300']);
  });
});
