import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { jackpotsQuery, type Game } from '@casino/api-client';
import { liveAmountsOf, withLiveJackpots } from './live-jackpots.ts';

/** The games with their jackpots as the pools stand now, read again while shown (jackpotsQuery's interval). */
export function useLiveJackpots<G extends Pick<Game, 'slug' | 'jackpot'>>(games: G[] | undefined): G[] | undefined {
  const { data } = useQuery(jackpotsQuery());
  return useMemo(() => games && withLiveJackpots(games, liveAmountsOf(data)), [games, data]);
}

/** One game's jackpot as its pool stands now: the catalogue's figure until the live one arrives. */
export function useLiveJackpot(game: Pick<Game, 'slug' | 'jackpot'>): number | null {
  const { data } = useQuery({ ...jackpotsQuery(), enabled: game.jackpot !== null });
  if (game.jackpot === null) return null;
  return data?.jackpots.find((j) => j.slug === game.slug)?.amount ?? game.jackpot;
}
