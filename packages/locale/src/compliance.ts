// '@casino/locale/compliance' (an entry of its own): the compliance view of the agent console (support remote),
// its API client entry and the api-server's refusal. The view shows what was reported to the Danish Gambling
// Authority's SAFE: per day its files, their seals, and the day's End Of Day against the ledger.

const number = (n: number) => new Intl.NumberFormat('da-DK').format(n);

/** A file's size as the view writes it: bytes, or kB/MB with one decimal ('12,3 kB'). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${number(bytes)} B`;
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1000, 'kB'] : [bytes / 1_000_000, 'MB'];
  return `${new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}

export const complianceTexts = {
  title: 'Compliance: indberetning til Spillemyndigheden',
  complianceOnly: 'Denne side er kun for compliance. Log ind med en konto, der har compliance-rollen.',
  signIn: 'Log ind',
  intro:
    'Alle afsluttede spil indberettes til SAFE som Spillemyndighedens standardrecords, pakket i zip-filer og ' +
    'forseglet med TamperToken. Her ses hver dags filer med deres forsegling og dagens End Of Day holdt op ' +
    'mod regnskabet. Filerne opbevares i mindst fem år.',
  days: 'Dage med indberetninger',
  noDays: 'Der er endnu ikke indberettet noget til SAFE.',
  daySummary: (files: number, games: number) =>
    `${number(files)} ${files === 1 ? 'fil' : 'filer'}, ${number(games)} spil`,
  endOfDayFiled: 'End Of Day indsendt',
  endOfDayPending: 'Ingen End Of Day endnu',
  files: (date: string) => `SAFE-filer for ${date}`,
  noFiles: 'Ingen filer for dagen endnu: spillene pakkes og forsegles inden for et minut.',
  columns: {
    file: 'Fil',
    kind: 'Standardrecord',
    size: 'Størrelse',
    records: 'Records',
    sealed: 'Forseglet',
    retainedUntil: 'Opbevares til',
    mac: 'MAC-kontrol',
    schema: 'Skema',
  },
  kinds: { KasinoSpil: 'Kasinospil', JackpotUdloesning: 'Jackpotudløsning', EndOfDay: 'End Of Day' },
  mac: {
    ok: 'Uændret siden forseglingen',
    differs: 'Ændret efter forseglingen',
    missing: 'Mangler i SAFE',
    unchained: 'Ingen MAC at regne fra',
  },
  schema: { valid: 'Gyldig', invalid: 'Ugyldig' },
  problems: 'Fejl i filen',
  check: (date: string) => `End Of Day mod regnskabet for ${date}`,
  checkColumns: { figure: 'Tal', filed: 'End Of Day', reported: 'Indberettet', ledger: 'Regnskab' },
  figures: { games: 'Antal spil', stake: 'Indsats', jackpotContribution: 'Jackpotbidrag', wins: 'Gevinster' },
  notFiled: 'Ikke indsendt',
  verdicts: {
    matches: 'End Of Day stemmer med regnskabet.',
    differs: 'End Of Day stemmer ikke med regnskabet. Undersøg dagen, før Spillemyndigheden henter den.',
    running:
      'Dagen er ikke afsluttet: End Of Day indsendes efter midnat. Det indberettede stemmer indtil nu med regnskabet.',
    runningDiffers:
      'Dagen er ikke afsluttet: End Of Day indsendes efter midnat. Det indberettede stemmer ikke med regnskabet.',
  },
  reload: 'Opdatér',
  dayInvalid: 'Vælg en gyldig dag, skrevet som ÅÅÅÅ-MM-DD.',
} as const;
