import { winsDefaults, type WinsQuery } from '@casino/api-client';

/** The choices of /wins: smallest win from 250 kr. (the default, spec section 9) and a period. */
export const amountChoices = [250, 500, 1_000, 5_000] as const;
export const periods = ['day', 'week', 'month'] as const;
export type WinsPeriod = (typeof periods)[number];

export interface WinsFilter {
  amountMin: number;
  period: WinsPeriod;
}

/** The filter of a /wins URL; anything unknown falls back to the spec's defaults (250 kr., day). */
export function winsFilterFrom(search: string): WinsFilter {
  const query = new URLSearchParams(search);
  const amount = Number(query.get('amountMin'));
  const period = query.get('period');
  return {
    amountMin: (amountChoices as readonly number[]).includes(amount) ? amount : winsDefaults.amountMin,
    period: periods.find((choice) => choice === period) ?? winsDefaults.period,
  };
}

/** The query string of a filter, defaults left out. */
export function winsSearchOf(filter: WinsFilter): string {
  const query = new URLSearchParams();
  if (filter.amountMin !== winsDefaults.amountMin) query.set('amountMin', String(filter.amountMin));
  if (filter.period !== winsDefaults.period) query.set('period', filter.period);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const winsQueryOf = (filter: WinsFilter): WinsQuery => ({ ...filter });
