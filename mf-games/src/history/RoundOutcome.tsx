import type { HandMove, RouletteBet, RoundOutcome as Outcome } from '@casino/api-client/play';
import { formatKroner } from '@casino/locale';
import { gamePageTexts, gameTexts } from '@casino/locale/games';
import { CardRow, PlayingCard } from './PlayingCard.tsx';
import styles from './RoundOutcome.module.css';

// What a settled round shows in the game history: the reels and line wins of a spin, the scratch card, the
// roulette pocket and the bet, the baccarat coup, the blackjack hands and the dealer's, the video-poker hand,
// and for a hand the moves the player took. Drawn from what the server recorded when it settled the round.

const t = gamePageTexts.history.round;
const sandbox = gameTexts.sandbox;

type OutcomeOf<K extends Outcome['kind']> = Extract<Outcome, { kind: K }>;

/** '1', '1 og 2', '1, 2 og 5'. */
export function danishList(items: readonly (string | number)[]): string {
  const words = items.map(String);
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} og ${words.at(-1)}`;
}

function Slots({ outcome }: { outcome: OutcomeOf<'slots'> }) {
  const rows = [0, 1, 2];
  return (
    <>
      <table className={styles.reels}>
        <caption>{t.reels}</caption>
        <thead>
          <tr>
            <td />
            {outcome.reels.map((_, reel) => (
              <th key={reel} scope="col">
                {sandbox.slots.reel(reel + 1)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row">{t.row(row + 1)}</th>
              {outcome.reels.map((reel, i) => (
                <td key={i} data-symbol={reel[row]}>
                  {sandbox.symbols[reel[row]!]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className={styles.subheading}>{t.lineWins}</h4>
      {outcome.lineWins.length ? (
        <ul>
          {outcome.lineWins.map((win) => (
            <li key={win.line}>
              {sandbox.slots.lineWin(win.line, win.count, sandbox.symbols[win.symbol], formatKroner(win.win))}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.noLineWins}</p>
      )}
    </>
  );
}

function Scratch({ outcome }: { outcome: OutcomeOf<'scratch'> }) {
  return (
    <>
      <ol className={styles.scratch} aria-label={t.scratchCard}>
        {outcome.cells.map((amount, cell) => {
          const winning = outcome.winningCells.includes(cell);
          return (
            <li key={cell} className={winning ? styles.winningCell : undefined}>
              {formatKroner(amount)}
              {winning && <span className="visually-hidden">, {t.winningCell}</span>}
            </li>
          );
        })}
      </ol>
      {outcome.winningCells.length === 0 && <p>{t.noScratchWin}</p>}
    </>
  );
}

function rouletteBet(bet: RouletteBet): string {
  const texts = sandbox.roulette;
  if (bet.type === 'straight') return texts.number(bet.number === 37 ? '00' : bet.number);
  if (bet.type === 'dozen') return texts.dozen(bet.dozen);
  if (bet.type === 'column') return texts.column(bet.column);
  return texts.bets[bet.type];
}

function Roulette({ outcome }: { outcome: OutcomeOf<'roulette'> }) {
  const texts = sandbox.roulette;
  return (
    <dl className="facts">
      <dt>{t.wheel}</dt>
      <dd>{texts.wheel[outcome.wheel ?? 'european']}</dd>
      <dt>{t.bet}</dt>
      <dd>{rouletteBet(outcome.bet)}</dd>
      <dt>{t.result}</dt>
      <dd>{texts.pocket(outcome.pocket === 37 ? '00' : outcome.pocket, texts.colours[outcome.colour])}</dd>
    </dl>
  );
}

function Baccarat({ outcome }: { outcome: OutcomeOf<'baccarat'> }) {
  const texts = sandbox.baccarat;
  return (
    <>
      <p>
        {t.bet}: {texts.bets[outcome.bet.type]}
      </p>
      <CardRow label={t.player} cards={outcome.player}>
        <span>{t.total(outcome.playerTotal)}</span>
      </CardRow>
      <CardRow label={t.banker} cards={outcome.banker}>
        <span>{t.total(outcome.bankerTotal)}</span>
      </CardRow>
      <p>{texts.winners[outcome.winner]}</p>
    </>
  );
}

function Moves({ moves, hands }: { moves: HandMove[] | null; hands: number }) {
  if (!moves) return <p>{t.movesNotSaved}</p>;
  const labelOf = (move: HandMove): string => {
    if (move.move === 'deal') return t.move.deal;
    if (move.move === 'draw') {
      const kept = move.held.flatMap((held, i) => (held ? [i + 1] : []));
      if (kept.length === 0) return t.move.drawNone;
      if (kept.length === 5) return t.move.drawAll;
      return t.move.draw(danishList(kept), 5 - kept.length);
    }
    const label = t.move[move.move];
    return hands > 1 ? t.move.onHand(label, move.hand + 1) : label;
  };
  return (
    <>
      <h4 className={styles.subheading}>{t.moves}</h4>
      <ol className={styles.moves}>
        {moves.map((move, i) => (
          <li key={i}>{labelOf(move)}</li>
        ))}
      </ol>
    </>
  );
}

function Blackjack({ outcome, moves }: { outcome: OutcomeOf<'blackjack'>; moves: HandMove[] | null }) {
  const texts = sandbox.blackjack;
  const split = outcome.hands.length > 1;
  return (
    <>
      <CardRow label={t.dealer} cards={outcome.dealer}>
        <span>{t.total(outcome.dealerTotal)}</span>
      </CardRow>
      {outcome.hands.map((hand, i) => (
        <CardRow key={i} label={split ? t.hand(i + 1) : t.yourHand} cards={hand.cards}>
          <span>
            {t.total(hand.total)} · {t.handStake(formatKroner(hand.stake))}
            {hand.doubled && ` · ${t.doubled}`}
            {hand.result &&
              ` · ${texts.outcomes[hand.result.outcome]} · ${t.returned(formatKroner(hand.result.returned))}`}
          </span>
        </CardRow>
      ))}
      {outcome.abandoned && <p>{texts.abandoned}</p>}
      <Moves moves={moves} hands={outcome.hands.length} />
    </>
  );
}

function VideoPoker({ outcome, moves }: { outcome: OutcomeOf<'videoPoker'>; moves: HandMove[] | null }) {
  const category = outcome.category as keyof typeof gameTexts.pokerHands | null;
  return (
    <>
      <div role="group" aria-label={t.cards}>
        <span className={styles.subheading}>{t.cards}</span>
        <ol className={`chip-list ${styles.pokerHand}`}>
          {outcome.hand.map((card, i) => (
            <li key={i}>
              <PlayingCard card={card} />
              {outcome.held[i] && <span className={styles.held}>{t.held}</span>}
            </li>
          ))}
        </ol>
      </div>
      <p>
        {category && gameTexts.pokerHands[category]
          ? t.pokerHand(gameTexts.pokerHands[category])
          : sandbox.videoPoker.nothing}
      </p>
      {outcome.abandoned && <p>{sandbox.videoPoker.abandoned}</p>}
      <Moves moves={moves} hands={1} />
    </>
  );
}

/** What was played in a round, by the kind of game; a round whose course was not kept says so. */
export function RoundOutcome({ outcome, moves }: { outcome: Outcome | null; moves: HandMove[] | null }) {
  if (!outcome) return <p>{t.notSaved}</p>;
  switch (outcome.kind) {
    case 'slots':
      return <Slots outcome={outcome} />;
    case 'scratch':
      return <Scratch outcome={outcome} />;
    case 'roulette':
      return <Roulette outcome={outcome} />;
    case 'baccarat':
      return <Baccarat outcome={outcome} />;
    case 'blackjack':
      return <Blackjack outcome={outcome} moves={moves} />;
    case 'videoPoker':
      return <VideoPoker outcome={outcome} moves={moves} />;
  }
}
