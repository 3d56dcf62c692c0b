import { render, screen, within } from '@testing-library/react';
import type { RoundOutcome as Outcome } from '@casino/api-client/play';
import { danishList, RoundOutcome } from './RoundOutcome.tsx';

// What a round of each kind of game shows in the history's dialog, drawn from the outcome the server recorded.

const names = (element: HTMLElement) =>
  within(element)
    .getAllByRole('img')
    .map((img) => img.getAttribute('aria-label'));

describe("a round's course", () => {
  it('shows the reels of a spin row by row and its line wins', () => {
    const reels = Array.from({ length: 5 }, () => ['cherry', 'bell', 'seven'] as const);
    const outcome: Outcome = {
      kind: 'slots',
      reels: reels.map((reel) => [...reel]),
      lineWins: [{ line: 2, symbol: 'bell', count: 5, win: 12.5 }],
    };
    render(<RoundOutcome outcome={outcome} moves={null} />);
    const table = screen.getByRole('table', { name: 'Hjulene' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hjul 1', 'Hjul 2', 'Hjul 3', 'Hjul 4', 'Hjul 5']);
    const middle = within(table).getByRole('row', { name: /Række 2/ });
    expect(
      within(middle)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(Array(5).fill('Klokke'));
    expect(screen.getByText('Linje 2: 5 × Klokke giver 12,50 kr.')).toBeInTheDocument();
  });

  it('shows the roulette wheel, the bet and where the ball landed', () => {
    render(
      <RoundOutcome
        outcome={{ kind: 'roulette', wheel: 'american', pocket: 37, colour: 'green', bet: { type: 'dozen', dozen: 2 } }}
        moves={null}
      />,
    );
    expect(screen.getByText('Amerikansk hjul (0 og 00)')).toBeInTheDocument();
    expect(screen.getByText('2. dusin (2:1)')).toBeInTheDocument();
    expect(screen.getByText('Kuglen landede på 00 grøn.')).toBeInTheDocument();
  });

  it('shows the scratch card with its winning cells named', () => {
    render(
      <RoundOutcome
        outcome={{ kind: 'scratch', cells: [5, 1, 5, 2, 5, 1, 2, 10, 20], winningCells: [0, 2, 4] }}
        moves={null}
      />,
    );
    const card = screen.getByRole('list', { name: 'Skrabekortet' });
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('5,00 kr., vinderfelt');
    expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent(/^1,00 kr\.$/);
  });

  it('shows both baccarat hands, their totals and the bet', () => {
    render(
      <RoundOutcome
        outcome={{
          kind: 'baccarat',
          player: [
            { rank: '7', suit: 'hearts' },
            { rank: 'K', suit: 'spades' },
          ],
          banker: [
            { rank: '4', suit: 'clubs' },
            { rank: '2', suit: 'diamonds' },
          ],
          playerTotal: 7,
          bankerTotal: 6,
          winner: 'player',
          bet: { type: 'banker' },
        }}
        moves={null}
      />,
    );
    expect(names(screen.getByRole('group', { name: 'Spillerens hånd' }))).toEqual(['hjerter syv', 'spar konge']);
    expect(screen.getByRole('group', { name: 'Bankens hånd' })).toHaveTextContent('Sum: 6');
    expect(screen.getByText('Din indsats: Bank (1:1, 5 % kommission)')).toBeInTheDocument();
    expect(screen.getByText('Spilleren vinder.')).toBeInTheDocument();
  });

  it('shows a video-poker hand, the cards held and the draw as it was taken', () => {
    render(
      <RoundOutcome
        outcome={{
          kind: 'videoPoker',
          payTable: 'jacks-or-better-9-6',
          hand: [
            { rank: 'J', suit: 'hearts' },
            { rank: 'J', suit: 'clubs' },
            { rank: '3', suit: 'spades' },
            { rank: 'joker' },
            { rank: '9', suit: 'diamonds' },
          ],
          held: [true, true, false, false, false],
          category: 'highPair',
          abandoned: false,
        }}
        moves={[{ move: 'deal' }, { move: 'draw', held: [true, true, false, false, false] }]}
      />,
    );
    const hand = screen.getByRole('group', { name: 'Dine kort' });
    expect(names(hand)).toEqual(['hjerter knægt', 'klør knægt', 'spar tre', 'joker', 'ruder ni']);
    expect(within(hand).getAllByText('Holdt')).toHaveLength(2);
    expect(screen.getByText('Hånd: Højt par')).toBeInTheDocument();
    const moves = screen.getAllByRole('list').at(-1)!;
    expect(
      within(moves)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Giv kort', 'Holdt kort 1 og 2 og trak 3 nye kort']);
  });

  it('names the hand of each move after a blackjack split, and says when the player left the hand', () => {
    const hand = (cards: [string, string][]) => ({
      cards: cards.map(([rank, suit]) => ({ rank, suit })) as { rank: '8'; suit: 'hearts' }[],
      total: 18,
      stake: 10,
      doubled: false,
    });
    render(
      <RoundOutcome
        outcome={{
          kind: 'blackjack',
          hands: [
            hand([
              ['8', 'hearts'],
              ['K', 'spades'],
            ]),
            hand([
              ['8', 'clubs'],
              ['Q', 'hearts'],
            ]),
          ],
          dealer: [
            { rank: '10', suit: 'clubs' },
            { rank: '9', suit: 'clubs' },
          ],
          dealerTotal: 19,
          abandoned: true,
        }}
        moves={[{ move: 'deal' }, { move: 'split', hand: 0 }, { move: 'stand', hand: 0 }]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Din hånd 2' })).toBeInTheDocument();
    expect(screen.getByText(/fordi du forlod den/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Giv kort',
      'Del (hånd 1)',
      'Stå (hånd 1)',
    ]);
  });

  it('says so when the course of a round was not kept', () => {
    render(<RoundOutcome outcome={null} moves={null} />);
    expect(screen.getByText(/Rundens forløb blev ikke gemt for denne runde/)).toBeInTheDocument();
  });

  it('writes lists the Danish way', () => {
    expect([danishList([1]), danishList([1, 2]), danishList([1, 2, 5])]).toEqual(['1', '1 og 2', '1, 2 og 5']);
  });
});
