import { depositRules, formatKronerNumber } from '@casino/locale';
import { CONTENT_EPOCH } from './catalogue.ts';
import { jackpotContributionText } from './jackpot-guide.ts';
import { slugify } from './slugify.ts';

// Blog posts, system notifications and promo codes: hand-written Danish copy, fixed dates.

const day = 86_400_000;

export interface SeedPost {
  id: number;
  slug: string;
  title: string;
  excerptHtml: string;
  contentHtml: string;
  publishedAt: Date;
  modifiedAt: Date;
}

const articles: [string, string, string][] = [
  [
    'Sådan fungerer gennemspilskrav',
    'Et gennemspilskrav fortæller, hvor meget du skal spille for, før en bonus kan udbetales.',
    '<p>Når du får en bonus, følger der et gennemspilskrav med. Hos os er kravet højst 10 gange indbetaling plus bonus, og du har mindst 60 dage til at opfylde det.</p><h2>Et eksempel</h2><p>Du indbetaler 500 kr. og får 500 kr. i bonus. Med et krav på 10 gange skal du spille for 10.000 kr., før bonussen og gevinsterne kan udbetales.</p><p>Alle spil, der kan bruges med bonussen, tæller 100 %.</p>',
  ],
  [
    'Ansvarligt spil: sæt dine grænser',
    'Indbetalingsgrænser hjælper dig med at holde styr på dit forbrug. Her er, hvordan du sætter dem.',
    '<p>Du skal sætte en daglig, ugentlig eller månedlig indbetalingsgrænse, før du kan spille. En lavere grænse gælder med det samme, en højere grænse først efter 24 timer.</p><p>Har du brug for en pause, kan du holde en spilpause på 24 timer, udelukke dig i mindst 30 dage eller lukke din konto. Du kan også registrere dig i ROFUS på rofus.nu. Har du brug for at tale med nogen, kan du ringe til StopSpillet på 70 22 28 25.</p>',
  ],
  [
    'Hvad er RTP?',
    'Tilbagebetalingsprocenten siger, hvor meget et spil i gennemsnit betaler tilbage over tid.',
    '<p>RTP står for return to player. Et spil med en RTP på 96 % betaler i gennemsnit 96 kr. tilbage for hver 100 kr., der spilles for, men kun over et meget stort antal spil.</p><p>Det enkelte spil er altid tilfældigt.</p>',
  ],
  [
    'Volatilitet forklaret',
    'Lav volatilitet giver mange små gevinster, høj volatilitet færre og større.',
    '<p>Vi viser volatiliteten på en skala fra 1 til 5 på hvert spil. Vælg et spil, der passer til den måde, du gerne vil spille på.</p>',
  ],
  [
    'Bordspil: sådan kommer du i gang',
    'Spil roulette, blackjack, baccarat og videopoker mod computeren.',
    '<p>Vores bordspil er computerspil: kortene og kuglen afgøres af en tilfældighedsgenerator på vores server, og der er ingen dealer. Spillevejledningen til hvert spil viser reglerne og tilbagebetalingsprocenten for hver indsats.</p>',
  ],
  [
    'Sådan indbetaler du',
    'Indbetal med Dankort, Visa, Mastercard, MobilePay, Google Pay eller Apple Pay.',
    `<p>Tryk på Indbetal, vælg et beløb mellem ${formatKronerNumber(depositRules.minimum)} kr. og ${formatKronerNumber(depositRules.maximum)} kr., og gennemfør betalingen hos vores betalingsudbyder. Pengene står på din konto, så snart betalingen er bekræftet.</p>`,
  ],
  [
    'Sådan hæver du dine gevinster',
    'Udbetalinger sendes til den konto, du senest har indbetalt fra.',
    '<p>Gå til Udbetaling under din profil, og vælg beløbet. En udbetaling ændrer ikke dine indbetalingsgrænser.</p>',
  ],
  [
    'Skrabespil: hurtigt og enkelt',
    'Skrab felterne fri og se med det samme, om du har vundet.',
    '<p>Vores skrabespil er lavet af os selv. Tre ens beløb giver gevinst med det beløb.</p>',
  ],
  [
    'Jackpots: sådan vokser puljen',
    'En del af hver indsats går til jackpotten, indtil nogen vinder den.',
    `<p>${jackpotContributionText} af hver indsats går til spillets jackpot. Efter hver runde trækker vores ` +
      'server lod om jackpotten, og chancen følger indsatsen. Vinderen får hele puljen, og den starter forfra ' +
      'fra det beløb, casinoet lægger i. Jackpotten vises på spillets side og opdateres løbende.</p>',
  ],
  [
    'Vinter på casinoet',
    'Sne på knapperne og nye vinterspil i hele december.',
    '<p>I vintertemaet falder der sne over siden, og den lægger sig på knapper og kort. Prøv vores vinterspil under tagget Jul.</p>',
  ],
  [
    'Halloween på casinoet',
    'Flagermus, græskar og uhyggelige spil.',
    '<p>I halloweentemaet flyver der flagermus over skærmen, og græskarrene ruller ind, hvis du holder en pause.</p>',
  ],
  [
    'Sikkerhed på din konto',
    'Sådan beskytter vi din konto, og sådan kan du selv gøre den mere sikker.',
    '<p>Vælg en stærk adgangskode, som du ikke bruger andre steder. Vi logger dig ud af alle enheder, hvis du lukker eller udelukker din konto.</p>',
  ],
];

const months = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
];

/** 24 posts: the guides above and a "Månedens spil" post per month of 2025. */
export function generatePosts(gameTitles: readonly string[]): SeedPost[] {
  const monthly: [string, string, string][] = months.map((month, i) => {
    const picks = [0, 1, 2].map((k) => gameTitles[(i * 7 + k * 13) % gameTitles.length]!);
    return [
      `Månedens spil: ${month} 2025`,
      `Vores tre favoritter i ${month}: ${picks.join(', ')}.`,
      `<p>Hver måned vælger vi tre spil, vi synes, du skal prøve.</p><ul>${picks.map((p) => `<li>${p}</li>`).join('')}</ul>`,
    ];
  });
  return [...articles, ...monthly].map(([title, excerpt, content], i) => {
    const publishedAt = new Date(CONTENT_EPOCH + i * 15 * day);
    return {
      id: 200 + i,
      slug: slugify(title),
      title,
      excerptHtml: `<p>${excerpt}</p>`,
      contentHtml: content,
      publishedAt,
      modifiedAt: new Date(publishedAt.getTime() + day),
    };
  });
}

export interface SeedNotification {
  id: number;
  message: string;
  activeFrom: Date | null;
  activeTo: Date | null;
}

/** Two notifications shown now, one that has ended and one that has not started. */
export function generateNotifications(now: number): SeedNotification[] {
  return [
    {
      id: 1,
      message: 'Vi opdaterer vores systemer natten til søndag mellem kl. 2 og 4. I det tidsrum kan du ikke spille.',
      activeFrom: new Date(now - 2 * day),
      activeTo: new Date(now + 5 * day),
    },
    {
      id: 2,
      message: 'Nye spil hver uge: se dem under Nye spil.',
      activeFrom: null,
      activeTo: null,
    },
    {
      id: 3,
      message: 'Vores kundeservice har lukket i dag. Vi er tilbage i morgen kl. 9.',
      activeFrom: new Date(now - 10 * day),
      activeTo: new Date(now - 9 * day),
    },
    {
      id: 4,
      message: 'Julekalenderen åbner 1. december.',
      activeFrom: new Date(now + 30 * day),
      activeTo: null,
    },
  ];
}

export interface SeedPromoCode {
  id: number;
  code: string;
  gameSlug: string | null;
  minPaymentOre: number;
  freeSpins: number;
  bonusAmountOre: number;
  bonusPaymentPercent: number;
  wageringMultiplier: number;
  /** Left out: the table's default (60 days, 1 kr. a spin, 7 days to play them). */
  wageringDays?: number;
  freeSpinValueOre?: number;
  freeSpinDays?: number;
  firstDepositOnly: boolean;
  priority: number;
  validFrom: Date | null;
  validTo: Date | null;
}

/**
 * Bonus offers within the Danish rules: at most 1.000 kr., wagering at most 10 x over at least 60 days, never called
 * "free". Their terms text is made from these numbers (promotions/offer-terms.ts).
 */
export function generatePromoCodes(now: number, spinGameSlug: string): SeedPromoCode[] {
  return [
    {
      id: 1,
      code: 'VELKOMST',
      gameSlug: null,
      minPaymentOre: 10_000,
      freeSpins: 0,
      bonusAmountOre: 100_000,
      bonusPaymentPercent: 100,
      wageringMultiplier: 10,
      wageringDays: 60,
      firstDepositOnly: true,
      priority: 100,
      validFrom: null,
      validTo: null,
    },
    {
      id: 2,
      code: 'WEEKENDSPINS',
      gameSlug: spinGameSlug,
      minPaymentOre: 20_000,
      freeSpins: 20,
      bonusAmountOre: 0,
      bonusPaymentPercent: 0,
      wageringMultiplier: 0,
      freeSpinValueOre: 100,
      freeSpinDays: 7,
      firstDepositOnly: false,
      priority: 50,
      validFrom: new Date(now - 7 * day),
      validTo: new Date(now + 60 * day),
    },
    {
      id: 3,
      code: 'BONUS50',
      gameSlug: null,
      minPaymentOre: 20_000,
      freeSpins: 0,
      bonusAmountOre: 50_000,
      bonusPaymentPercent: 50,
      wageringMultiplier: 10,
      wageringDays: 60,
      firstDepositOnly: false,
      priority: 75,
      validFrom: null,
      validTo: null,
    },
    {
      id: 4,
      code: 'SOMMER2025',
      gameSlug: null,
      minPaymentOre: 10_000,
      freeSpins: 0,
      bonusAmountOre: 25_000,
      bonusPaymentPercent: 25,
      wageringMultiplier: 10,
      wageringDays: 60,
      firstDepositOnly: false,
      priority: 10,
      validFrom: new Date(CONTENT_EPOCH),
      validTo: new Date(CONTENT_EPOCH + 60 * day),
    },
  ];
}
