import { historyFilterFrom, historySearchOf, periodProblems } from './history-filter.ts';

// The game history's filter in the address, and the period checked as the server checks it.

const window = { earliest: '2026-08-29', today: '2026-11-27' };

describe('the game history filter', () => {
  it('reads the game and the days from the address, dropping what is neither', () => {
    expect(historyFilterFrom('?game=odins-guld&from=2026-11-01&to=2026-11-27')).toEqual({
      game: 'odins-guld',
      from: '2026-11-01',
      to: '2026-11-27',
    });
    expect(historyFilterFrom('?game=Odins%20Guld&from=1.11.2026&to=')).toEqual({});
  });

  it('writes only what is chosen', () => {
    expect(historySearchOf({})).toBe('');
    expect(historySearchOf({ from: '2026-11-01' })).toBe('?from=2026-11-01');
  });

  it('says in Danish what is wrong with a period, at the field it is about', () => {
    expect(periodProblems({}, window)).toEqual({});
    expect(periodProblems({ from: '2026-08-29', to: '2026-11-27' }, window)).toEqual({});
    expect(periodProblems({ from: '2026-08-28' }, window)).toEqual({
      from: 'Spilhistorikken viser de seneste 90 dage. Vælg en dato fra 29.08.2026 eller senere.',
    });
    expect(periodProblems({ to: '2026-08-28' }, window).to).toMatch(/^Spilhistorikken viser/);
    expect(periodProblems({ from: '2026-11-28' }, window)).toEqual({ from: 'Fra-datoen kan ikke ligge efter i dag.' });
    expect(periodProblems({ from: '2026-11-20', to: '2026-11-10' }, window)).toEqual({
      from: 'Fra-datoen skal ligge før til-datoen eller være den samme dag.',
    });
  });
});
