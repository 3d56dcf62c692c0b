import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { origin, server, setupMswServer } from '@casino/build-config/msw';
import { configureApiClient } from '@casino/api-client';
import {
  historyWindow,
  type GameHistoryPage as HistoryPageWire,
  type GameHistoryRound,
  type GameHistoryRow,
} from '@casino/api-client/play';
import { addDaysToIsoDate } from '@casino/locale/games';
import { renderAt } from '@casino/testing';
import { signInPlayer } from '../testing/player-api.ts';
import GameHistoryPage from './GameHistoryPage.tsx';

// /mine/spilhistorik: the player's rounds newest first (game, time to the minute in Danish time, stake, win,
// result, balance after), filtered by game and period, 'Vis flere' by cursor, and each round in a dialog.

setupMswServer();
const quiet = () => {};
beforeEach(() => configureApiClient({ logger: { debug: quiet, info: quiet, warn: quiet, error: quiet } }));

const history = `${origin}/api/proxy/games/history`;
const { earliest, today } = historyWindow();
const kr = (text: string) => text.replace(' kr.', '\u00a0kr.');

const row = (overrides: Partial<GameHistoryRow> & Pick<GameHistoryRow, 'id'>): GameHistoryRow => ({
  game: { slug: 'blackjack-classic', title: 'Blackjack Classic' },
  // 13:05 UTC is 14:05 in Copenhagen in November.
  playedAt: '2026-11-27T13:05:00.000Z',
  stake: 10,
  win: 25,
  balanceAfter: 515,
  hasOutcome: true,
  ...overrides,
});
const page = (items: GameHistoryRow[], nextCursor: string | null = null): HistoryPageWire => ({
  items,
  nextCursor,
  from: earliest,
  to: today,
  earliest,
});

const firstPage = page(
  [
    row({ id: 12 }),
    row({
      id: 11,
      game: { slug: 'odins-guld', title: 'Odins Guld' },
      playedAt: '2026-11-27T12:59:00.000Z',
      stake: 5,
      win: 0,
      balanceAfter: 490,
    }),
  ],
  'c2',
);
const secondPage = page([row({ id: 3, playedAt: '2026-11-20T08:00:00.000Z', balanceAfter: null, hasOutcome: false })]);
const games = [
  { slug: 'blackjack-classic', title: 'Blackjack Classic' },
  { slug: 'odins-guld', title: 'Odins Guld' },
];

const blackjackRound: GameHistoryRound = {
  ...row({ id: 12 }),
  outcome: {
    kind: 'blackjack',
    hands: [
      {
        cards: [
          { rank: 'A', suit: 'hearts' },
          { rank: '9', suit: 'spades' },
        ],
        total: 20,
        stake: 10,
        doubled: false,
        result: { outcome: 'win', returned: 20 },
      },
    ],
    dealer: [
      { rank: 'K', suit: 'clubs' },
      { rank: '8', suit: 'diamonds' },
    ],
    dealerTotal: 18,
    abandoned: false,
  },
  moves: [{ move: 'deal' }, { move: 'stand', hand: 0 }],
};

/** The fake server: the listing by cursor (every query it was asked, in order), the games, one round. */
function fakeHistory(options: { listing?: (query: URLSearchParams) => Response } = {}) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(`${history}/games`, () => HttpResponse.json(games)),
    http.get(`${history}/12`, () => HttpResponse.json(blackjackRound)),
    http.get(history, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(query));
      if (options.listing) return options.listing(query);
      return HttpResponse.json(query.get('cursor') === 'c2' ? secondPage : firstPage);
    }),
  );
  return asked;
}

function renderPage(path = '/mine/spilhistorik') {
  const rendered = renderAt([{ path: '*', element: <GameHistoryPage /> }], path);
  signInPlayer(rendered.store);
  return rendered;
}

const table = () => screen.findByRole('table', { name: 'Dine runder, nyeste først' });

describe('the game history page', () => {
  it('lists the rounds with game, time to the minute, stake, win, result and balance after; more by cursor', async () => {
    const asked = fakeHistory();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spilhistorik' })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole('columnheader')
          .map((cell) => cell.textContent),
      )[0],
    ).toEqual(['Spil', 'Tidspunkt', 'Indsats', 'Gevinst', 'Resultat', 'Saldo efter', 'Runden']);
    const cells = (r: HTMLElement) =>
      [...within(r).getAllByRole('rowheader'), ...within(r).getAllByRole('cell')].map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual([
      'Blackjack Classic',
      '27.11.2026 14:05',
      kr('10,00 kr.'),
      kr('25,00 kr.'),
      kr('+15,00 kr.'),
      kr('515,00 kr.'),
      'Se runden',
    ]);
    expect(cells(rows[2]!)).toEqual([
      'Odins Guld',
      '27.11.2026 13:59',
      kr('5,00 kr.'),
      '0\u00a0øre',
      kr('−5,00 kr.'),
      kr('490,00 kr.'),
      'Se runden',
    ]);
    expect(screen.getByText('Viser 2 runder.')).toBeInTheDocument();
    expect(asked).toEqual([{ limit: '20' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Vis flere runder' }));
    // The focus goes to the first round just added; the last page says it is the last.
    const added = await within(await table()).findByRole('button', {
      name: 'Se runden i Blackjack Classic 20.11.2026 09:00',
    });
    await waitFor(() => expect(added).toHaveFocus());
    expect(asked).toEqual([{ limit: '20' }, { limit: '20', cursor: 'c2' }]);
    expect(screen.getByText(/Viser 3 runder\. Det er alle runder i perioden\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vis flere runder' })).toBeNull();
    // A round whose balance was never recorded says so, and why, instead of showing a figure.
    const seeded = within(await table()).getAllByRole('row')[3]!;
    expect(within(seeded).getByText('Ikke registreret')).toBeInTheDocument();
    expect(screen.getByText(/for nogle af dine ældste runder blev saldoen efter runden/)).toBeInTheDocument();
  });

  it('filters by game and period from labelled fields, and keeps the filter in the address', async () => {
    const asked = fakeHistory();
    const { router } = renderPage();
    await table();
    const form = screen.getByRole('form', { name: 'Vælg spil og periode' });
    const gameField = within(form).getByRole('combobox', { name: 'Spil' });
    await waitFor(() => expect(within(gameField).getByRole('option', { name: 'Odins Guld' })).toBeInTheDocument());
    await userEvent.selectOptions(gameField, 'odins-guld');
    const from = addDaysToIsoDate(today, -7);
    fireEvent.change(within(form).getByLabelText('Fra dato'), { target: { value: from } });
    fireEvent.change(within(form).getByLabelText('Til dato'), { target: { value: today } });
    await userEvent.click(within(form).getByRole('button', { name: 'Vis runder' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ game: 'odins-guld', from, to: today, limit: '20' }));
    expect(router.state.location.search).toBe(`?game=odins-guld&from=${from}&to=${today}`);
    // The form stays as it was, the focus with it.
    expect(within(form).getByRole('button', { name: 'Vis runder' })).toHaveFocus();
    expect(gameField).toHaveValue('odins-guld');
    // Nulstil brings every round back; it goes away with the filter, so the focus goes to the first field.
    await userEvent.click(screen.getByRole('button', { name: 'Nulstil' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ limit: '20' }));
    expect(router.state.location.search).toBe('');
    expect(gameField).toHaveValue('');
    expect(within(form).getByLabelText('Fra dato')).toHaveValue('');
    expect(gameField).toHaveFocus();
  });

  it('says what is wrong with a period in Danish, at its field, before asking the server', async () => {
    const asked = fakeHistory();
    renderPage();
    await table();
    const form = screen.getByRole('form', { name: 'Vælg spil og periode' });
    const fromField = within(form).getByLabelText('Fra dato');
    fireEvent.change(fromField, { target: { value: today } });
    fireEvent.change(within(form).getByLabelText('Til dato'), { target: { value: addDaysToIsoDate(today, -1) } });
    await userEvent.click(within(form).getByRole('button', { name: 'Vis runder' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Fra-datoen skal ligge før til-datoen eller være den samme dag.',
    );
    expect(fromField).toHaveFocus();
    expect(fromField).toHaveAttribute('aria-invalid', 'true');
    expect(fromField).toHaveAttribute('min', earliest);
    expect(fromField).toHaveAttribute('max', today);
    expect(asked).toEqual([{ limit: '20' }]);
  });

  it("shows the server's Danish reason for a filter it refused, with the way back to every round", async () => {
    const refusal = 'Spilhistorikken viser de seneste 90 dage. Vælg en dato fra 29.08.2026 eller senere.';
    fakeHistory({
      listing: (query) =>
        query.get('from')
          ? HttpResponse.json({ error: refusal, issues: [] }, { status: 400 })
          : HttpResponse.json(firstPage),
    });
    const { router } = renderPage('/mine/spilhistorik?from=2020-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await userEvent.click(screen.getByRole('button', { name: 'Nulstil' }));
    expect(await table()).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says in Danish when there is nothing to show', async () => {
    fakeHistory({ listing: () => HttpResponse.json(page([])) });
    renderPage();
    expect(await screen.findByText(/Du har ikke spillet nogen runder de seneste 90 dage\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find et spil' })).toHaveAttribute('href', '/spil');
  });

  it('opens a round in a dialog with its cards and moves, and gives the focus back when it closes', async () => {
    fakeHistory();
    renderPage();
    await table();
    const button = within(await table()).getByRole('button', {
      name: 'Se runden i Blackjack Classic 27.11.2026 14:05',
    });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Runde i Blackjack Classic' });
    const dealer = await within(dialog).findByRole('group', { name: 'Bankens hånd' });
    expect(
      within(dealer)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['klør konge', 'ruder otte']);
    const hand = within(dialog).getByRole('group', { name: 'Din hånd' });
    expect(
      within(hand)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['hjerter es', 'spar ni']);
    expect(hand).toHaveTextContent('Sum: 20 · Indsats 10,00 kr. · Vundet · Udbetalt 20,00 kr.');
    const moves = within(dialog).getByRole('list');
    expect(
      within(moves)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Giv kort', 'Stå']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});
