import { formatDanishNumber } from '@casino/locale';

/**
 * The Danish messages of the input rules every request obeys: length bounds, allowed characters and
 * number ranges, for the fields whose own texts do not say it more precisely. Client forms and the api-server
 * read them through the shared schemas of @casino/api-client.
 */
export const inputTexts = {
  required: 'Feltet skal udfyldes.',
  tooLong: (max: number) => `Feltet må højst være ${formatDanishNumber(max)} tegn.`,
  /** NUL and other control characters, or broken characters (half of an emoji): never typed by a person. */
  controlCharacters: 'Feltet indeholder tegn, der ikke er tilladt.',
  /** Names: letters in any alphabet, spaces, hyphens, full stops and apostrophes. */
  nameCharacters: (label: string) => `${label} må kun indeholde bogstaver, mellemrum, bindestreg, punktum og apostrof.`,
  nameTooLong: (label: string, max: number) => `${label} må højst være ${formatDanishNumber(max)} tegn.`,
  nameRequired: (label: string) => `${label} er påkrævet`,
  emailRequired: 'E-mail er påkrævet',
  emailInvalid: 'Indtast en gyldig e-mailadresse',
  phoneRequired: 'Telefonnummer er påkrævet',
  phoneInvalid: 'Indtast et gyldigt dansk telefonnummer på 8 cifre',
  /** Reference numbers the site hands out itself (payment, game session): letters, digits and . _ : - */
  idInvalid: 'Referencen er ugyldig.',
  slugInvalid: 'Adressen er ugyldig: kun små bogstaver, tal og bindestreger.',
  urlInvalid: 'Adressen er ugyldig.',
  searchTooLong: (max: number) => `Søgningen må højst være ${formatDanishNumber(max)} tegn.`,
  numberInvalid: 'Angiv et tal.',
  wholeNumber: 'Angiv et helt tal.',
  numberTooSmall: (min: number) => `Tallet skal være mindst ${formatDanishNumber(min)}.`,
  numberTooLarge: (max: number) => `Tallet må højst være ${formatDanishNumber(max)}.`,
  amountInvalid: 'Angiv et beløb.',
  /** Every amount's currency (on every page: the API client's primitives); paymentTexts reuses it. */
  currencyDkkOnly: 'Kun danske kroner (DKK) understøttes',
  amountNegative: 'Beløbet kan ikke være negativt.',
  amountTooLarge: (max: number) => `Beløbet må højst være ${formatDanishNumber(max)} kr.`,
  dateInvalid: 'Angiv et gyldigt tidspunkt.',
  periodInvalid: 'Vælg en gyldig periode: dag, uge eller måned.',
  unknownFields: (keys: string) => `Ukendt felt: ${keys}.`,
} as const;
