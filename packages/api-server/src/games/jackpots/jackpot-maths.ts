import type { RandomInt } from '../maths/random-source.ts';

// A jackpot game's progressive jackpot: one pool per game, funded by a fixed share of every stake on it, won
// by a draw the server makes after each round's spin and reset to the game's seed (paid by the house) when won.
//
// Both halves return to players in the long run, so both are part of the game's published RTP:
// - the contribution: 1 % of every stake goes to the pool, and everything in the pool is paid out to a winner;
// - the seed: the pool starts at the seed the house puts in, and the house pays a new seed after every win.
//   The chance of winning is proportional to the stake, one chance per øre staked in `turnoverPerHitOre`, so a
//   seed is won on average once per `turnoverPerHitOre` øre staked: it returns seed / turnoverPerHitOre.
// The base game's maths is tuned to the published RTP minus these two (catalogue-maths.ts).

const BASIS_POINTS = 10_000;

/** The share of every stake that funds the pool: 1 %. */
export const JACKPOT_CONTRIBUTION_BASIS_POINTS = 100;

/** What the house's seeds return to players, as a share of the stakes: 0.5 %. */
export const JACKPOT_SEED_RETURN_BASIS_POINTS = 50;

export interface JackpotMaths {
  /** What the pool starts at and resets to after a win, paid by the house. */
  seedOre: number;
  /** The share of every stake that funds the pool, in basis points. */
  contributionBasisPoints: number;
  /** Staked øre per jackpot on average: a round wins with probability stakeOre / turnoverPerHitOre. */
  turnoverPerHitOre: number;
}

/** The jackpot of a game whose pool starts at `seedOre`. */
export function jackpotMathsFor(seedOre: number): JackpotMaths {
  return {
    seedOre,
    contributionBasisPoints: JACKPOT_CONTRIBUTION_BASIS_POINTS,
    turnoverPerHitOre: (seedOre * BASIS_POINTS) / JACKPOT_SEED_RETURN_BASIS_POINTS,
  };
}

/** The jackpot's long-run return to players in basis points: the contribution plus the seed's return. */
export const jackpotRtpBasisPoints = (jackpot: JackpotMaths) =>
  jackpot.contributionBasisPoints + (jackpot.seedOre * BASIS_POINTS) / jackpot.turnoverPerHitOre;

/** The øre of a stake that go to the pool; stakes are whole kroner, so 1 % of one is a whole number of øre. */
export const contributionOf = (jackpot: JackpotMaths, stakeOre: number) =>
  Math.floor((stakeOre * jackpot.contributionBasisPoints) / BASIS_POINTS);

/** The server's draw for the jackpot after a round: won with probability stakeOre / turnoverPerHitOre. */
export const jackpotDrawWins = (jackpot: JackpotMaths, random: RandomInt, stakeOre: number) =>
  random(jackpot.turnoverPerHitOre) < stakeOre;

/** A player's chance of the jackpot per round at `stakeOre`, as "1 in N" rounds. */
export const oneInRoundsAt = (jackpot: JackpotMaths, stakeOre: number) =>
  Math.round(jackpot.turnoverPerHitOre / stakeOre);
