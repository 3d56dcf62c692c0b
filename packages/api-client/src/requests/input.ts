import { inputTexts } from '@casino/locale/input';
import { z } from 'zod/mini';
import { inputLimits, slugText } from '@casino/api-client/rules';

// The building blocks of every request schema: each text has a length bound and a character rule,
// each number a finite range, so bad input is a 400 with a Danish message before it reaches the database.
// Its bounds are inputLimits (input-limits.ts, the main entry: the answers' schemas use them too).

/** C0 and C1 control characters (NUL among them; PostgreSQL refuses it in text) and halves of a surrogate pair. */
const controlInLine = /[\p{Cc}\p{Cs}]/u;
/** The same in free text, where tabs and line breaks are allowed. */
const controlInText = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** True when a single-line text has no control characters or broken characters. */
export const isCleanLine = (text: string): boolean => !controlInLine.test(text);
/** True when a free text (line breaks allowed) has no other control characters or broken characters. */
export const isCleanText = (text: string): boolean => !controlInText.test(text);

interface TextMessages {
  required?: string;
  tooLong?: string;
}

/**
 * One line of text as a person types it: trimmed, at most `max` characters, no control characters. Empty is
 * allowed unless `required` gives the message for it.
 */
export function lineText(max: number, messages: TextMessages = {}) {
  const text = z.string(messages.required ? { error: messages.required } : undefined).check(z.trim());
  return (messages.required ? text.check(z.minLength(1, messages.required)) : text).check(
    z.maxLength(max, messages.tooLong ?? inputTexts.tooLong(max)),
    z.refine(isCleanLine, inputTexts.controlCharacters),
  );
}

/** A message a person writes (chat, contact form): trimmed, not empty, at most `max` characters, lines allowed. */
export function freeText(max: number, messages: Required<TextMessages>) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.maxLength(max, messages.tooLong),
      z.refine(isCleanText, inputTexts.controlCharacters),
    );
}

/** A secret being checked (a password): at most `max` characters, no control characters, never trimmed. */
export function secretText(max: number, required: string) {
  return z
    .string({ error: required })
    .check(
      z.minLength(1, required),
      z.maxLength(max, inputTexts.tooLong(max)),
      z.refine(isCleanLine, inputTexts.controlCharacters),
    );
}

/** A person's first or last name: letters of any alphabet, spaces, hyphens, full stops and apostrophes. */
export function personName(label: string) {
  return z.string({ error: inputTexts.nameRequired(label) }).check(
    z.trim(),
    z.minLength(1, inputTexts.nameRequired(label)),
    z.maxLength(inputLimits.name, inputTexts.nameTooLong(label, inputLimits.name)),
    // Empty is the required rule's to report.
    z.regex(/^(?:[\p{L}\p{M}][\p{L}\p{M} .'’-]*)?$/u, inputTexts.nameCharacters(label)),
  );
}

/** An e-mail address as a person types it: trimmed, lower-case, at most 254 characters (RFC 5321). */
export const emailInputSchema = z.pipe(
  z
    .string({ error: inputTexts.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, inputTexts.emailRequired),
      z.maxLength(inputLimits.email, inputTexts.emailInvalid),
      z.toLowerCase(),
    ),
  z.email(inputTexts.emailInvalid),
);

/** A Danish mobile number: 8 digits, spaces and a +45/0045 prefix allowed; stored as the 8 digits. */
export const phoneNumberInputSchema = z.pipe(
  z.pipe(
    z.string({ error: inputTexts.phoneRequired }).check(z.maxLength(inputLimits.phoneTyped, inputTexts.phoneInvalid)),
    z.transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+45|0045)/, '')),
  ),
  z.string().check(z.regex(/^[2-9]\d{7}$/, inputTexts.phoneInvalid)),
);

/** A reference the site handed out (payment id, game session id): letters, digits and . _ : - only. */
export const referenceIdSchema = z
  .string({ error: inputTexts.idInvalid })
  .check(
    z.trim(),
    z.minLength(1, inputTexts.idInvalid),
    z.maxLength(inputLimits.id, inputTexts.idInvalid),
    z.regex(/^[A-Za-z0-9._:-]+$/, inputTexts.idInvalid),
  );

/** Words to search for: one line of at most 100 characters. */
export const searchTermSchema = lineText(inputLimits.search, { tooLong: inputTexts.searchTooLong(inputLimits.search) });

/** A short machine word (a log code, an event name): one line, not empty, at most 100 characters. */
export const codeWordSchema = lineText(inputLimits.code, { required: inputTexts.required });

/** An http(s) URL of at most 2,048 characters without control characters. */
export function httpUrl(message: string = inputTexts.urlInvalid) {
  return z.pipe(
    z.string({ error: message }).check(z.maxLength(inputLimits.url, message), z.refine(isCleanLine, message)),
    z.url({ protocol: /^https?$/, error: message }),
  );
}

/** A finite number of kroner from 0 up to the largest amount a request may name. */
export const kronerAmount = z
  .number({ error: inputTexts.amountInvalid })
  .check(
    z.minimum(0, inputTexts.amountNegative),
    z.maximum(inputLimits.kroner, inputTexts.amountTooLarge(inputLimits.kroner)),
  );

/** The same from a query string, where it arrives as text ('250', '1e17'). */
export const queryKronerSchema = z.pipe(z.coerce.number<number>({ error: inputTexts.amountInvalid }), kronerAmount);

/** A whole number within a range, from a query string or a number. */
export function queryIntIn(min: number, max: number) {
  return z.coerce
    .number<number>({ error: inputTexts.numberInvalid })
    .check(
      z.int(inputTexts.wholeNumber),
      z.minimum(min, inputTexts.numberTooSmall(min)),
      z.maximum(max, inputTexts.numberTooLarge(max)),
    );
}

/** The only currency the site takes; the spec lets it arrive as 'dkk' (section 2). */
export const currencySchema = z._default(
  z.pipe(z.string().check(z.trim(), z.toUpperCase()), z.literal('DKK', { error: inputTexts.currencyDkkOnly })),
  'DKK',
);

/** Message for a key a request schema does not know: requests are strict so typos fail loudly. */
export const strictObjectParams = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? inputTexts.unknownFields(issue.keys?.join(', ') ?? '') : undefined,
};

/** A point in time in a query (a list's from/to): ISO 8601 with its zone, in the years a list can hold. */
export const queryDateTimeSchema = z.iso.datetime({ offset: true, error: inputTexts.dateInvalid }).check(
  z.refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1900 && year <= 9999;
  }, inputTexts.dateInvalid),
);

/** A slug in a request (a game, a category, a post): the site's slug rule with its Danish message. */
export const slugInputSchema = slugText(inputTexts.slugInvalid);
