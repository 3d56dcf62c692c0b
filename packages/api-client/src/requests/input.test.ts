// The building blocks of every request schema. Each text has a length bound and a character rule, each
// number a finite range, and a refusal says what is wrong in Danish.
import { inputTexts } from '@casino/locale/input';
import { inputLimits } from '@casino/api-client';
import {
  emailInputSchema,
  freeText,
  httpUrl,
  lineText,
  personName,
  phoneNumberInputSchema,
  queryIntIn,
  queryKronerSchema,
  referenceIdSchema,
  searchTermSchema,
  secretText,
} from '@casino/api-client/requests';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('text building blocks', () => {
  it('takes names in any alphabet with hyphens and apostrophes, and refuses NUL, digits and 101 letters', () => {
    const firstName = personName('Fornavn');
    for (const name of ['Anne-Marie', 'Jørgen Æbelø', 'O’Brien', "D'Angelo", 'Zoë', 'Jr.'])
      expect(firstName.parse(` ${name} `)).toBe(name);
    expect(firstMessage(firstName.safeParse('Anna\u0000'))).toBe(inputTexts.nameCharacters('Fornavn'));
    expect(firstMessage(firstName.safeParse('R2D2'))).toBe(inputTexts.nameCharacters('Fornavn'));
    expect(firstMessage(firstName.safeParse('a'.repeat(101)))).toBe(inputTexts.nameTooLong('Fornavn', 100));
    expect(firstMessage(firstName.safeParse(' '))).toBe('Fornavn er påkrævet');
  });

  it('keeps an e-mail address to 254 characters (RFC 5321), trimmed and lower-case', () => {
    expect(emailInputSchema.parse(' Mette@Example.DK ')).toBe('mette@example.dk');
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.dk`;
    expect(longest).toHaveLength(254);
    expect(emailInputSchema.parse(longest)).toBe(longest);
    expect(firstMessage(emailInputSchema.safeParse(`a${longest}`))).toBe(inputTexts.emailInvalid);
    expect(firstMessage(emailInputSchema.safeParse(`${'a'.repeat(5_000)}@example.com`))).toBe(inputTexts.emailInvalid);
    expect(firstMessage(emailInputSchema.safeParse('mette\u0000@example.dk'))).toBe(inputTexts.emailInvalid);
  });

  it('reads a Danish mobile number and refuses anything longer than a typed one', () => {
    expect(phoneNumberInputSchema.parse('+45 20 30 40 50')).toBe('20304050');
    expect(firstMessage(phoneNumberInputSchema.safeParse(' '.repeat(40) + '20304050'))).toBe(inputTexts.phoneInvalid);
    expect(firstMessage(phoneNumberInputSchema.safeParse('2030\u00004050'))).toBe(inputTexts.phoneInvalid);
  });

  it('refuses control characters and halves of surrogate pairs in one line, and allows line breaks in free text', () => {
    const line = lineText(20);
    expect(line.parse(' Hej med dig 😀 ')).toBe('Hej med dig 😀');
    for (const bad of ['a\u0000b', 'a\nb', 'a\u0007', 'a\ud800', '\udc00b'])
      expect(firstMessage(line.safeParse(bad))).toBe(inputTexts.controlCharacters);
    expect(firstMessage(line.safeParse('a'.repeat(21)))).toBe(inputTexts.tooLong(20));

    const text = freeText(50, { required: 'Skriv en besked', tooLong: 'For lang' });
    expect(text.parse('Linje 1\r\nLinje 2\tslut')).toBe('Linje 1\r\nLinje 2\tslut');
    expect(firstMessage(text.safeParse('Linje 1\u0000'))).toBe(inputTexts.controlCharacters);
    expect(firstMessage(text.safeParse('   '))).toBe('Skriv en besked');
  });

  it('checks a password as typed: never trimmed, bounded, no control characters', () => {
    const password = secretText(inputLimits.password, 'Adgangskode er påkrævet');
    expect(password.parse(' mellemrum tæller ')).toBe(' mellemrum tæller ');
    expect(firstMessage(password.safeParse('x\u0000'))).toBe(inputTexts.controlCharacters);
    expect(firstMessage(password.safeParse('x'.repeat(201)))).toBe(inputTexts.tooLong(200));
  });

  it('takes references of letters, digits and . _ : - only, and searches of 100 characters', () => {
    expect(referenceIdSchema.parse('gs-9')).toBe('gs-9');
    for (const bad of ['abc\u0000def', 'a b', '<script>', 'x'.repeat(201), ''])
      expect(firstMessage(referenceIdSchema.safeParse(bad))).toBe(inputTexts.idInvalid);
    expect(firstMessage(searchTermSchema.safeParse('roulette\u0000'))).toBe(inputTexts.controlCharacters);
    expect(firstMessage(searchTermSchema.safeParse('r'.repeat(101)))).toBe(inputTexts.searchTooLong(100));
  });

  it('takes http(s) URLs of at most 2,048 characters without control characters', () => {
    const url = httpUrl('Ugyldig adresse');
    expect(url.parse('https://casino.test/mine/spil?status=paymentSuccess')).toBe(
      'https://casino.test/mine/spil?status=paymentSuccess',
    );
    for (const bad of ['https://casino.test/\u0000', 'javascript:alert(1)', `https://casino.test/${'a'.repeat(2_030)}`])
      expect(firstMessage(url.safeParse(bad))).toBe('Ugyldig adresse');
  });
});

describe('number building blocks', () => {
  it('takes kroner from a query up to 1.000.000.000, and refuses 1e17, 1e308, Infinity, NaN and negatives', () => {
    expect(queryKronerSchema.parse('250')).toBe(250);
    expect(queryKronerSchema.parse(String(inputLimits.kroner))).toBe(inputLimits.kroner);
    expect(firstMessage(queryKronerSchema.safeParse('1e17'))).toBe(inputTexts.amountTooLarge(inputLimits.kroner));
    expect(firstMessage(queryKronerSchema.safeParse('1e308'))).toBe(inputTexts.amountTooLarge(inputLimits.kroner));
    expect(inputTexts.amountTooLarge(inputLimits.kroner)).toBe('Beløbet må højst være 1.000.000.000 kr.');
    for (const bad of ['Infinity', 'NaN', 'abc']) expect(queryKronerSchema.safeParse(bad).success).toBe(false);
    expect(firstMessage(queryKronerSchema.safeParse('-1'))).toBe(inputTexts.amountNegative);
  });

  it('takes whole numbers within their range only', () => {
    const perPage = queryIntIn(1, 100);
    expect(perPage.parse('10')).toBe(10);
    expect(firstMessage(perPage.safeParse('0'))).toBe(inputTexts.numberTooSmall(1));
    expect(firstMessage(perPage.safeParse('101'))).toBe(inputTexts.numberTooLarge(100));
    expect(firstMessage(perPage.safeParse('1.5'))).toBe(inputTexts.wholeNumber);
    expect(perPage.safeParse('1e308').success).toBe(false);
  });
});
