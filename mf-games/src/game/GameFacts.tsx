import type { Game } from '@casino/api-client';
import { formatKroner } from '@casino/locale';
import { gamePageTexts } from '@casino/locale/games';
import { useLiveJackpot } from '../jackpots/useLiveJackpots.ts';
import styles from './GameFacts.module.css';

const texts = gamePageTexts.game;

/** Volatility 1-5 as a word, e.g. 'Høj (4 af 5)'. */
export function volatilityText(volatility: number): string {
  const level = Math.min(Math.max(Math.round(volatility), 1), 5);
  return texts.volatilityValue(texts.volatilityLevels[level - 1]!, level);
}

/** Bet range in kroner from the game's betrate, e.g. '1 kr. – 100 kr.'. */
export function betRangeText(betrate: Game['betrate']): string {
  const kroner = (amount: number) => formatKroner(amount, { decimals: 'auto' });
  return texts.betRangeValue(kroner(betrate.min), kroner(betrate.max));
}

/** The facts of a game: volatility, bet range, year and jackpot (its pool as it stands now). */
export function GameFacts({ game }: { game: Game }) {
  const jackpot = useLiveJackpot(game);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{texts.volatility}</dt>
        <dd>{volatilityText(game.volatility)}</dd>
      </div>
      <div>
        <dt>{texts.betRange}</dt>
        <dd>{betRangeText(game.betrate)}</dd>
      </div>
      {game.year ? (
        <div>
          <dt>{texts.year}</dt>
          <dd>{game.year}</dd>
        </div>
      ) : null}
      {jackpot ? (
        <div>
          <dt>{texts.jackpot}</dt>
          <dd className={styles.jackpot}>{formatKroner(jackpot)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
