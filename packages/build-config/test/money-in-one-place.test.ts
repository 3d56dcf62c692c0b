// Money has one module (packages/locale/src/money/): øre <-> kroner, the deposit rules, reading and writing amounts.
// A conversion written by hand elsewhere, or a deposit limit written as its number, is a second place a change
// has to find.
import { codeOf, moneyViolations } from '../src/money-rules.ts';
import { trackedSources } from '../src/tracked-sources.ts';

describe('money is converted and limited in one place', () => {
  it('holds for every tracked source file', () => {
    const files = trackedSources();
    expect(files.length).toBeGreaterThan(100);
    expect(moneyViolations(files)).toEqual([]);
  });

  it.each([
    'const kroner = (ore: number) => ore / 100;',
    'return { balance: balanceOre / 100 };',
    'const stake = game!.betMinOre / 100;',
    'const shown = formatKroner(payment.amountOre / 100);',
    'const wantedOre = kr * 100;',
    'const stakeOre = request.stake * 100;',
    'const amountOre = Math.round(input.amount * 100);',
    'if (amountOre >= Math.round(offer.minPaymentTransactionAmount * 100)) return;',
    'const ore = (value: number) => Math.round(value * 100);',
  ])('finds the conversion by hand in %j', (source) => {
    expect(moneyViolations([{ path: 'packages/api-server/src/probe.ts', source }])).toHaveLength(1);
  });

  it.each([
    "minimum: 'Minimumsbeløb er 50 kr.',",
    "maximum: 'Maksimumsbeløb er 10.000 kr.',",
    "amountHint: 'Hele kroner mellem 50 og 10.000 kr.',",
    "'<p>Du kan indbetale mellem 50 kr. og 10.000 kr. ad gangen.</p>'",
    'export const depositRules = { minimum: 50, maximum: 10_000 } as const;',
    'const amount = z.number().check(z.minimum(50, message));',
    'const rangeStart = 50;',
    'const MAX_DEPOSIT_ORE = 1_000_000;',
    'if (depositAmount > 10000) return refusal;',
  ])('finds the literal deposit limit in %j', (source) => {
    expect(moneyViolations([{ path: 'mf-payments/src/probe.ts', source }])).toHaveLength(1);
  });

  it('names the file and line, and reads the money module itself as the one place', () => {
    const source = 'const a = 1;\nconst kroner = amountOre / 100;';
    expect(moneyViolations([{ path: 'shell/src/a.ts', source }])).toEqual([
      'shell/src/a.ts:2: øre to kroner by hand (use oreToKroner): const kroner = amountOre / 100;',
    ]);
    expect(moneyViolations([{ path: 'packages/locale/src/money/ore.ts', source }])).toEqual([]);
  });

  it.each([
    'const share = (percent: number) => formatDanishNumber(percent / 100, 2);',
    'const rtp = rtpPercent(game.rtpBasisPoints);',
    'const a = fractionOf(s) * Math.min(l / 100, 1);',
    'const bonusOre = Math.floor((payment.amountOre * code.bonusPaymentPercent) / 100);',
    'darkness: Math.round(this.darkness(at) * 100) / 100,',
    'const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);',
    'const shown = oreToKroner(balanceOre);',
    '// A deposit is 50 to 10.000 kr.; ore / 100 is what oreToKroner does.',
  ])('leaves %j alone in shipped code', (source) => {
    expect(moneyViolations([{ path: 'packages/api-server/src/probe.ts', source }])).toEqual([]);
  });

  it('lets tests state the spec figures, but not convert by hand', () => {
    const limits =
      "expect(depositRules).toEqual({ minimum: 50, maximum: 10_000 });\nconst m = 'Minimumsbeløb er 50 kr.';";
    expect(moneyViolations([{ path: 'packages/api-client/test/schemas/payments.test.ts', source: limits }])).toEqual(
      [],
    );
    const conversion = 'const stake = game.betMinOre / 100;';
    expect(moneyViolations([{ path: 'packages/api-server/test/games.test.ts', source: conversion }])).toHaveLength(1);
  });

  it('blanks comments and keeps strings, templates and line breaks', () => {
    const source = "a(); // ore / 100\n/* kr * 100\n */ b('// no comment', `${ore / 100}`, /\\/\\/ x/);";
    expect(codeOf(source)).toBe(
      `a(); ${' '.repeat(12)}\n${' '.repeat(11)}\n    b('// no comment', \`\${ore / 100}\`, /\\/\\/ x/);`,
    );
  });
});
