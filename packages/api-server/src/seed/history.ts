import { kronerToOre } from '@casino/locale';
import type { Random } from '../random.ts';
import type { SeedGame } from './catalogue.ts';

// Play and payment history: deposits, game rounds and the ledger entries they make, simulated in memory so
// no balance ever goes below zero and each test player ends at the balance SEED_USERS documents.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export interface SeedLedgerEvent {
  reference: string;
  at: Date;
  entries: { type: 'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus'; amountOre: number }[];
}

export interface SeedRound {
  gameId: number;
  stakeOre: number;
  winOre: number;
  playedAt: Date;
}

export interface PlayerHistory {
  events: SeedLedgerEvent[];
  rounds: SeedRound[];
}

interface Plan {
  /** Deposits (or bonus grants) as [øre, how long ago in ms, type]. */
  deposits: ([number, number] | [number, number, 'bonus'])[];
  rounds: number;
  /** Rounds are spread over this many ms before now. */
  spanMs: number;
  /** Balance in øre to end at; undefined leaves the simulated balance. */
  targetOre?: number;
  /** Games this player mostly plays (recent games, wins). */
  games: SeedGame[];
  /** Chance that a round is a big win (at least 250 kr.). */
  bigWinChance: number;
  /** Big wins that must be there, as [win in øre, how long ago in ms]. */
  bigWins?: [number, number][];
}

/** Simulates one player's deposits and rounds; `key` makes the ledger references unique. */
export function simulateHistory(random: Random, now: number, key: string, plan: Plan): PlayerHistory {
  const events: SeedLedgerEvent[] = [];
  const rounds: SeedRound[] = [];
  const moments = [
    ...plan.deposits.map(([amount, ago, type]) => ({ at: now - ago, deposit: amount, type, win: -1 })),
    ...Array.from({ length: plan.rounds }, () => ({
      at: now - random.int(5 * minute, plan.spanMs),
      deposit: 0,
      win: -1,
    })),
    ...(plan.bigWins ?? []).map(([win, ago]) => ({ at: now - ago, deposit: 0, win })),
  ].sort((a, b) => a.at - b.at);

  let balance = 0;
  let n = 0;
  const round = (game: SeedGame, at: number, stakeOre: number, winOre: number) => {
    n += 1;
    rounds.push({ gameId: game.id, stakeOre, winOre, playedAt: new Date(at) });
    const entries: SeedLedgerEvent['entries'] = [{ type: 'bet', amountOre: -stakeOre }];
    if (winOre > 0) entries.push({ type: 'win', amountOre: winOre });
    events.push({ reference: `seed:${key}:round:${n}`, at: new Date(at), entries });
    balance += winOre - stakeOre;
  };

  for (const moment of moments) {
    if (moment.deposit) {
      n += 1;
      const type = 'type' in moment && moment.type === 'bonus' ? 'bonus' : 'deposit';
      events.push({
        reference: `seed:${key}:${type}:${n}`,
        at: new Date(moment.at),
        entries: [{ type, amountOre: moment.deposit }],
      });
      balance += moment.deposit;
      continue;
    }
    const game = random.pick(plan.games);
    const stake = Math.min(Math.max(game.betMinOre, random.pick([100, 200, 500, 1_000, 2_000])), game.betMaxOre);
    if (stake > balance) continue;
    const roll = random.next();
    const win =
      moment.win >= 0
        ? moment.win
        : roll < plan.bigWinChance
          ? kronerToOre(random.int(250, 5_000))
          : roll < 0.35
            ? stake * random.int(1, 4)
            : 0;
    round(game, moment.at, stake, win);
  }

  if (plan.targetOre !== undefined && balance !== plan.targetOre) {
    // A withdrawal of what is left over lands the balance exactly on the documented figure.
    const surplus = balance - plan.targetOre;
    if (surplus < 0) throw new Error(`Seed plan for ${key} deposits too little to reach its balance`);
    events.push({
      reference: `seed:${key}:withdrawal:${n + 1}`,
      at: new Date(now - 2 * minute),
      entries: [{ type: 'withdrawal', amountOre: -surplus }],
    });
  }
  return { events, rounds };
}

/** What each documented player did before today. */
export function planFor(key: string, balanceOre: number, history: boolean, now: number): Omit<Plan, 'games'> {
  if (key === 'player')
    return {
      deposits: [
        [100_000, 20 * day],
        [150_000, 10 * day],
        [50_000, 3 * day],
        // the BONUS50 bonus on the deposit above (50 % of 500 kr.), still being wagered
        [25_000, 3 * day - minute, 'bonus'],
      ],
      rounds: 90,
      spanMs: 19 * day,
      targetOre: balanceOre,
      bigWinChance: 0,
      // one win today, Danish time (the profile's wins list, default period "day"), and one earlier this week
      bigWins: [
        [75_000, Math.min(3 * hour, sinceDanishMidnight(now) - 3_000)],
        [32_000, 2 * day],
      ],
    };
  if (key === 'atDepositLimit')
    // 1.000 kr. within the last hour (and today, Danish time): exactly his daily limit.
    return {
      deposits: [
        [150_000, 3 * day],
        [60_000, Math.min(50 * minute, sinceDanishMidnight(now) - 2_000)],
        [40_000, Math.min(20 * minute, sinceDanishMidnight(now) - 1_000)],
      ],
      rounds: 30,
      spanMs: 3 * day - hour,
      targetOre: balanceOre,
      bigWinChance: 0,
    };
  if (history) throw new Error(`No history plan for ${key}`);
  // Everyone else with money has one deposit a week ago and no rounds.
  return {
    deposits: balanceOre > 0 ? [[balanceOre, 7 * day]] : [],
    rounds: 0,
    spanMs: day,
    targetOre: balanceOre,
    bigWinChance: 0,
  };
}

/** Milliseconds since midnight in Denmark, where deposit limits count calendar days. */
function sinceDanishMidnight(now: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Copenhagen',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + (now % 1000);
}

const firstNames = [
  'Anders',
  'Birgitte',
  'Christian',
  'Dorthe',
  'Erik',
  'Frederik',
  'Gitte',
  'Henrik',
  'Inge',
  'Jakob',
  'Karen',
  'Lene',
  'Morten',
  'Nanna',
  'Ole',
  'Pia',
  'Rasmus',
  'Susanne',
  'Thomas',
  'Ulla',
  'Viktor',
  'Winnie',
  'Asger',
  'Bente',
  'Carsten',
  'Ditte',
  'Esben',
  'Flemming',
  'Grethe',
  'Hans',
];
const lastNames = [
  'Jensen',
  'Nielsen',
  'Hansen',
  'Pedersen',
  'Andersen',
  'Christensen',
  'Larsen',
  'Sørensen',
  'Rasmussen',
  'Jørgensen',
  'Petersen',
  'Madsen',
  'Kristensen',
  'Olsen',
  'Thomsen',
  'Christiansen',
  'Poulsen',
  'Johansen',
];

export interface BackgroundPlayer {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  customerNo: string;
}

/** Other players of the site, who cannot sign in but fill the public list of wins. */
export function backgroundPlayers(count: number, random: Random): BackgroundPlayer[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `bg${i + 1}`,
    firstName: firstNames[i % firstNames.length]!,
    lastName: random.pick(lastNames),
    email: `spiller.${String(i + 1).padStart(3, '0')}@example.test`,
    customerNo: String(200_001 + i),
  }));
}

export const backgroundPlan = (games: SeedGame[]): Plan => ({
  deposits: [[200_000, 3 * day]],
  rounds: 25,
  spanMs: 3 * day - hour,
  games,
  bigWinChance: 0.08,
});
