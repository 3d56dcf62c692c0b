// The inputs of the fuzz test: strings with NUL, halves of surrogate pairs, control and format
// characters, very long and number-like strings; huge, tiny and negative numbers and literals JSON turns into
// Infinity; wrong types; deep nesting; bodies that are not JSON at all; broken percent-encoding in URLs. Each
// endpoint's own good values are mixed in, so requests also get past the first check and reach the database.
import fc from 'fast-check';

/** Characters that have broken servers: NUL, lone surrogates, controls, bidi override, BOM, non-characters. */
const oddCharacter = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udfff',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\uffff',
  '\n',
  '\r',
  '\t',
  '%',
  '\\',
  '"',
  "'",
  '<',
  '😀',
  'ø',
  'Æ',
  '\u00a0',
  '\u0301',
);
/** What goes into a good value to spoil it: NUL most often, as PostgreSQL refuses it in text. */
const poison = fc.oneof({ weight: 3, arbitrary: fc.constant('\u0000') }, { weight: 2, arbitrary: oddCharacter });
const anyCharacter = fc.oneof(
  oddCharacter,
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
);

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: anyCharacter, maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e17',
      '1e308',
      '-1e308',
      '1e-400',
      '-1',
      '-0',
      '0x1F',
      '1_000',
      '9'.repeat(30),
      'null',
      'true',
      '[]',
      '{}',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '0000-01-01T00:00:00Z',
      '275760-09-13T00:00:00Z',
      '2026-02-30T25:61:00+99:00',
      '00000000-0000-0000-0000-000000000000',
      '------------------------------------',
    ),
  },
  { weight: 1, arbitrary: fc.tuple(fc.nat(6_000), anyCharacter).map(([length, c]) => c.repeat(length)) },
);

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, 0.001, 0.005, 49.99, 50, 10_000, 10_000.01, 1e15, 2 ** 53, 2 ** 63, 1e17, 1e308, -1e308),
);

/** `depth` arrays inside each other. */
const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 3, arbitrary: oddNumber },
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
  fc.nat(2_000).map(nested),
);

/** A field's good values mostly, odd ones otherwise. */
const goodOrOdd = <T>(good: fc.Arbitrary<T>, odd: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: good }, { weight: 1, arbitrary: odd });

/** Now and then a field nobody asked for. */
const withExtra = <T>(fields: fc.Arbitrary<Record<string, T>>, key: fc.Arbitrary<string>, value: fc.Arbitrary<T>) =>
  fc
    .tuple(
      fields,
      fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(key, value) }),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));

/**
 * A record of these fields: all good (so the request gets through and its effect is stored), all good but one odd
 * (so each field's own check answers), or each good or odd and some left out.
 */
function recordOf<T>(
  good: Record<string, fc.Arbitrary<T>>,
  odd: fc.Arbitrary<T>,
  oddKey: fc.Arbitrary<string>,
): fc.Arbitrary<Record<string, T>> {
  const keys = Object.keys(good);
  const allGood = fc.record(good);
  // The odd one is an odd value, or the good one with an odd character in it ('gs-9' -> 'gs\u0000-9').
  const oneOdd = keys.length
    ? fc
        .tuple(allGood, fc.constantFrom(...keys), odd, poison, fc.nat(), fc.boolean())
        .map(([record, key, value, character, at, poison]) => {
          const goodValue = record[key];
          if (!poison || typeof goodValue !== 'string') return { ...record, [key]: value };
          const i = at % (goodValue.length + 1);
          return { ...record, [key]: `${goodValue.slice(0, i)}${character}${goodValue.slice(i)}` as T };
        })
    : allGood;
  const mixed = fc.record(Object.fromEntries(keys.map((key) => [key, goodOrOdd(good[key]!, odd)])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, T>>;
  return withExtra(
    fc.oneof({ weight: 1, arbitrary: allGood }, { weight: 3, arbitrary: oneOdd }, { weight: 2, arbitrary: mixed }),
    oddKey,
    odd,
  );
}

/** JSON text no JSON.stringify writes: numbers past double range, duplicate keys, deep nesting, broken JSON. */
function rawJson(keys: string[]): fc.Arbitrary<string> {
  const key = fc.constantFrom(...(keys.length ? keys : ['x']));
  return fc.oneof(
    key.chain((k) =>
      fc.constantFrom(
        `{"${k}": 1e999}`,
        `{"${k}": -1e999}`,
        `{"${k}": "\\u0000"}`,
        `{"${k}": "\\ud800"}`,
        `{"${k}": 1, "${k}": "twice"}`,
        `{"${k}": {"__proto__": {"x": 1}}}`,
      ),
    ),
    fc.constantFrom('{"__proto__": {"admin": true}}', '{', 'null', '[]', '"text"', '1e999', 'NaN', '\u0000', '{"a":'),
    fc.nat(30_000).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc.string({ unit: anyCharacter, maxLength: 50 }),
  );
}

/** Good and odd values of a record's fields, some left out, sometimes a field nobody asked for. */
function fieldsOf(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return recordOf(fields, oddValue, oddString);
}

/** A JSON body for an endpoint whose body has these fields (with their good values). */
export function jsonBodyOf(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fieldsOf(fields).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: oddValue.map((value) => JSON.stringify(value) ?? '') },
    { weight: 1, arbitrary: rawJson(Object.keys(fields)) },
  );
}

/** Text a URL can carry: odd strings percent-encoded, and percent-encoding that decodes to nothing valid. */
export const urlText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: oddString.map((s) => encodeURIComponent(s.slice(0, 300).toWellFormed())) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('%00', '%FF', '%ED%A0%80', '%C0%80', '%', '%zz', '+', '%2B', '%E2%80%AE'),
      },
    ),
    { maxLength: 3 },
  )
  .map((parts) => parts.join(''));

/** A form body (application/x-www-form-urlencoded) with these fields. */
export function formBodyOf(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const encoded = Object.fromEntries(Object.entries(fields).map(([key, good]) => [key, good.map(encodeURIComponent)]));
  return recordOf(encoded, urlText, urlText).map((form) =>
    Object.entries(form)
      .map(([k, v]) => `${k}=${v}`)
      .join('&'),
  );
}

/** A query string (without `?`) for these parameters, with their good values. */
export function queryOf(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  return formBodyOf(params);
}

/** A path segment: a good one, or odd text. */
export function segmentOf(good: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return goodOrOdd(good.map(encodeURIComponent), urlText);
}
