import { screen } from '@testing-library/react';
import { renderAt } from '@casino/testing';
import { preload, routes } from './routes.tsx';

// DOMAIN.md: responsible-gambling help one click from every page; spec section 2: /help#hvad-betyder-gennemspilskrav.
describe('help page', () => {
  // As the shell does before its first render: the page's code is there, so it shows at once.
  beforeAll(() => preload('/help'));

  it('gives the StopSpillet helpline, ROFUS and a self-test', () => {
    renderAt(routes, '/help');
    expect(screen.getByRole('link', { name: 'StopSpillet: +45 70 22 28 25' })).toHaveAttribute(
      'href',
      'https://www.stopspillet.dk',
    );
    expect(screen.getByRole('link', { name: /ROFUS/ })).toHaveAttribute('href', 'https://www.rofus.nu');
    expect(screen.getByRole('link', { name: /Test dig selv/ })).toBeInTheDocument();
  });

  it('explains wagering requirements at the anchor the spec links to', () => {
    renderAt(routes, '/help');
    const section = document.getElementById('hvad-betyder-gennemspilskrav');
    expect(section).toHaveTextContent('Hvad betyder gennemspilskrav?');
    expect(section).toHaveTextContent('10 x (indbetaling + bonus)');
  });

  it('each section is a region named by its own heading', () => {
    renderAt(routes, '/help');
    expect(screen.getByRole('region', { name: 'Hvad betyder gennemspilskrav?' })).toHaveAttribute(
      'id',
      'hvad-betyder-gennemspilskrav',
    );
    expect(screen.getByRole('region', { name: 'Spil ansvarligt' })).toBeInTheDocument();
  });
});
