// Plays blackjack hands through the game by basic strategy and prints the return with its 99 % confidence
// interval, next to the exact RTP the casino publishes (src/games/maths/blackjack-odds.ts).
//
//   node scripts/blackjack-simulation.ts [hands=20000000] [seed=1]
//
// Twenty million hands take a few minutes and give an interval of about ±0.07 points.
import { BLACKJACK_RTP_BASIS_POINTS } from '../src/games/maths/blackjack-odds.ts';
import { simulateBasicStrategy } from '../src/games/maths/blackjack-simulation.ts';
import { seededRandomInt } from '../src/games/maths/random-source.ts';

const hands = Number(process.argv[2] ?? 20_000_000);
const seed = Number(process.argv[3] ?? 1);
const percent = (x: number) => `${(x * 100).toFixed(3)} %`;

const started = performance.now();
const { rtp, halfWidth99 } = simulateBasicStrategy(seededRandomInt(seed), hands);
const published = BLACKJACK_RTP_BASIS_POINTS / 10_000;
const inside = Math.abs(rtp - published) < halfWidth99;
console.log(
  `${hands.toLocaleString('en')} hands (seed ${seed}) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
console.log(
  `simulated RTP ${percent(rtp)}, 99 % interval ${percent(rtp - halfWidth99)} to ${percent(rtp + halfWidth99)}`,
);
console.log(`published ${percent(published)}: ${inside ? 'inside' : 'OUTSIDE'} the interval`);
process.exitCode = inside ? 0 : 1;
