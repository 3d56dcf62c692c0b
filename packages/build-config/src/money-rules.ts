import { proseOf } from './code-history.ts';

/**
 * Money has one module, `packages/locale/src/money/`: øre <-> kroner, the deposit rules, reading and writing
 * amounts. This finds code elsewhere that does its job by hand: a conversion between øre and kroner written as
 * `/ 100` or `* 100`, or a deposit limit written as its number instead of read from `depositRules`. It reads code
 * only (comments may say "50 kr."), and recognises a conversion by what the operand is called (`amountOre / 100`,
 * `stake * 100`), so percentages, basis points and colour maths (`percent / 100`) are left alone.
 */

export const moneyModule = 'packages/locale/src/money/';

/**
 * Files left out: the sandbox game's script is served to the browser as it is (no bundler, and the page's CSP
 * allows no inline script), so it cannot import the money module and mirrors formatKroner in a few lines of its
 * own; this guard's test holds the conversions it must find.
 */
const exempt = new Set([
  'packages/api-server/src/games/sandbox/client/game-kit.js',
  'packages/build-config/test/money-in-one-place.test.ts',
]);

/** Where a conversion by hand is found, with why. Tests count too: they convert the same amounts. */
const conversions: Array<[RegExp, string]> = [
  [/(?<![\w$])(?:ore|[\w$]*Ore)\b\)*\s*\/\s*100\b/, 'øre to kroner by hand (use oreToKroner)'],
  [
    /(?<![\w$])(?:kr|kroner|amount|stake|balance|[\w$]*(?:Kroner|Amount|Stake|Balance))\b\)*\s*\*\s*100\b/,
    'kroner to øre by hand (use kronerToOre)',
  ],
  [/\bMath\.round\(\s*[\w$.!?]+\s*\*\s*100\s*\)/, 'kroner to øre by hand (use kronerToOre)'],
];

const limitNumber = String.raw`(?:50|10_?000)`;
/** The limits in øre (5.000 and 1.000.000), as a deposit's `amountOre` would be compared with them. */
const limitNumberOrOre = String.raw`(?:50|10_?000|5_?000|1_?000_?000)`;

/** Where a deposit limit is written as its number. Shipped code only: tests state the spec's figures on purpose. */
const literalLimits: Array<[RegExp, string]> = [
  [/\b(?:Minimumsbeløb|Maksimumsbeløb) er (?:50|10\.000) kr/, 'a text states a deposit limit as a literal'],
  [/\bmellem 50 (?:kr\.? )?og 10\.000 kr/, 'a text states the deposit range as literals'],
  [new RegExp(String.raw`\b(?:minimum|maximum|min|max)\s*:\s*${limitNumber}\b`), 'a deposit limit as a literal'],
  [new RegExp(String.raw`\bz\.(?:minimum|maximum|gte|lte)\(\s*${limitNumber}\b`), 'a deposit limit as a literal'],
  [
    new RegExp(String.raw`\b[\w$]*(?:[Ss]tart|[Mm]in|[Mm]ax)[\w$]*\s*=\s*${limitNumber}\s*;`),
    'a deposit limit as a literal',
  ],
  [
    new RegExp(String.raw`\b[\w$]*(?:[Dd]eposit|DEPOSIT)[\w$]*\s*(?:[:=]|[<>]=?)\s*${limitNumberOrOre}\b`),
    'a deposit limit as a literal',
  ],
];

/** Test files and their helpers: they may write the spec's figures, which is what they check the code against. */
const testFile = /(?:\.test\.tsx?$|\.spec\.ts$|(?:^|\/)(?:test|tests|testing|test-support|e2e|scripts)\/)/;

/** The source with its comments blanked (line breaks kept, so lines still count), by the lexer of code-history. */
export function codeOf(source: string): string {
  let code = source;
  for (const { span } of proseOf(source)) {
    if (span) code = code.slice(0, span[0]) + code.slice(...span).replace(/[^\n]/g, ' ') + code.slice(span[1]);
  }
  return code;
}

/** `file:line: why: code` for every conversion by hand and every literal deposit limit outside the money module. */
export function moneyViolations(files: Array<{ path: string; source: string }>): string[] {
  return files
    .filter(({ path }) => !path.startsWith(moneyModule) && !exempt.has(path) && !path.endsWith('.css'))
    .flatMap(({ path, source }) => {
      const rules = testFile.test(path) ? conversions : [...conversions, ...literalLimits];
      return codeOf(source)
        .split('\n')
        .flatMap((line, index) => {
          const found = rules.find(([pattern]) => pattern.test(line));
          return found ? [`${path}:${index + 1}: ${found[1]}: ${line.trim()}`] : [];
        });
    });
}
