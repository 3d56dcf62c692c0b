import { kronerToOre, oreToKroner } from '@casino/locale';
import { rtpPercent } from '../games/maths/catalogue-maths.ts';
import { tableGameOf, tableRtpOf } from '../games/maths/table-games.ts';
import { tableGuide } from './table-guides.ts';
import { jackpotFactHtml, jackpotGuideHtml } from './jackpot-guide.ts';
import { jackpotMathsFor } from '../games/jackpots/jackpot-maths.ts';
import type { GameAchievement } from '../content/schema.ts';
import type { Random } from '../random.ts';
import { slugify } from './slugify.ts';

// The game catalogue: categories, tags, games and their manuals, generated from word lists with a seeded
// random generator so every seed gives the same 300+ games.

/** Content dates are fixed, not relative to now: the catalogue is the same on every machine. */
export const CONTENT_EPOCH = Date.UTC(2025, 0, 6, 9, 0, 0);
const day = 86_400_000;

export interface SeedTerm {
  id: number;
  taxonomy: 'category' | 'tag';
  slug: string;
  name: string;
  description: string;
  visible: boolean;
}

export interface SeedGame {
  id: number;
  slug: string;
  title: string;
  pageTitle: string;
  provider: string;
  isActive: boolean;
  isPublished: boolean;
  isInternal: boolean;
  color: string;
  jackpotOre: number | null;
  manualId: number;
  achievements: GameAchievement[];
  year: number;
  volatility: number;
  betMinOre: number;
  betMaxOre: number;
  rtpBasisPoints: number;
  descriptionHtml: string;
  publishedAt: Date;
  modifiedAt: Date;
  termIds: number[];
  manual: { id: number; slug: string; title: string; contentHtml: string; modifiedAt: Date };
}

const category = (id: number, slug: string, name: string, description: string, visible = true): SeedTerm => ({
  id,
  taxonomy: 'category',
  slug,
  name,
  description,
  visible,
});

export const CATEGORIES = {
  slots: category(
    1,
    'slots',
    'Spilleautomater',
    'Klassiske og moderne spilleautomater med hjul, linjer og bonusrunder.',
  ),
  bordspil: category(2, 'bordspil', 'Bordspil', 'Roulette, blackjack, baccarat og videopoker mod computeren.'),
  jackpot: category(4, 'jackpot', 'Jackpots', 'Spil med en jackpot, der vokser, indtil nogen vinder den.'),
  skrabespil: category(5, 'skrabespil', 'Skrabespil', 'Skrab felterne fri og se med det samme, om du har vundet.'),
  megaways: category(6, 'megaways', 'Megaways', 'Spilleautomater med op til 117.649 måder at vinde på.'),
  nye: category(7, 'nye-spil', 'Nye spil', 'De nyeste spil i vores spiloversigt.'),
  populaere: category(8, 'populaere', 'Populære', 'De spil, vores spillere vælger oftest.'),
  intern: category(9, 'intern', 'Interne testspil', 'Bruges kun internt til test.', false),
} as const;

const tagNames: [string, string][] = [
  ['Vikinger', 'Nordiske guder, langskibe og saga.'],
  ['Egypten', 'Faraoer, pyramider og skjulte skatte.'],
  ['Frugt', 'Kirsebær, citroner og syvtaller.'],
  ['Klassisk', 'Enkle spil i gammel stil.'],
  ['Eventyr', 'Prinsesser, drager og trolddom.'],
  ['Dyr', 'Fra savannen til skoven.'],
  ['Guld', 'Guldbarrer, mønter og rigdom.'],
  ['Rumfart', 'Planeter, stjerner og rumskibe.'],
  ['Hav', 'Havfruer, skibsvrag og perler.'],
  ['Jul', 'Nisser, sne og gaver.'],
  ['Halloween', 'Græskar, flagermus og spøgelser.'],
  ['Musik', 'Rock, disco og store scener.'],
  ['Bonusspins', 'Spil med en runde bonusspins.'],
  ['Multiplikator', 'Gevinster, der ganges op.'],
  ['Høj volatilitet', 'Færre, men større gevinster.'],
  ['Lav volatilitet', 'Mange små gevinster.'],
  ['Roulette', 'Kuglen og hjulet.'],
  ['Blackjack', 'Kom så tæt på 21 som muligt.'],
  ['Baccarat', 'Spiller eller bank.'],
  ['Poker', 'Den bedste hånd vinder.'],
];

export const TAGS: SeedTerm[] = tagNames.map(([name, description], i) => ({
  id: 101 + i,
  taxonomy: 'tag',
  slug: slugify(name),
  name,
  description,
  visible: true,
}));
const tag = (name: string) => TAGS.find((t) => t.name === name)!.id;

const themes: { tag: string; first: string[]; second: string[] }[] = [
  {
    tag: 'Vikinger',
    first: ['Vikingernes', 'Odins', 'Tors', 'Nordens', 'Valhallas', 'Ragnaroks'],
    second: ['Guld', 'Hammer', 'Saga', 'Storm', 'Langskib', 'Ravne'],
  },
  {
    tag: 'Egypten',
    first: ['Faraos', 'Kleopatras', 'Nilens', 'Pyramidens', 'Ørkenens', 'Anubis'],
    second: ['Skat', 'Øje', 'Hemmelighed', 'Rigdom', 'Forbandelse', 'Gravkammer'],
  },
  {
    tag: 'Frugt',
    first: ['Frugt', 'Kirsebær', 'Citron', 'Melon', 'Blomme', 'Jordbær'],
    second: ['Fest', 'Eksplosion', 'Mani', 'Bonanza', 'Hjul', 'Kurv'],
  },
  {
    tag: 'Eventyr',
    first: ['Troldmandens', 'Dragens', 'Prinsessens', 'Skovens', 'Heksens', 'Riddernes'],
    second: ['Rige', 'Slot', 'Bog', 'Spejl', 'Krone', 'Eliksir'],
  },
  {
    tag: 'Dyr',
    first: ['Ulvens', 'Løvens', 'Bjørnens', 'Ørnens', 'Tigerens', 'Pandaens'],
    second: ['Jagt', 'Brøl', 'Flok', 'Rige', 'Sti', 'Lykke'],
  },
  {
    tag: 'Guld',
    first: ['Gyldne', 'Glitrende', 'Skinnende', 'Kongelige', 'Rige', 'Dybe'],
    second: ['Mønter', 'Barrer', 'Klokker', 'Diamanter', 'Kister', 'Nuggets'],
  },
  {
    tag: 'Rumfart',
    first: ['Stjerne', 'Galakse', 'Komet', 'Nova', 'Måne', 'Planet'],
    second: ['Rejsen', 'Krigeren', 'Stormen', 'Juvelen', 'Porten', 'Raketten'],
  },
  {
    tag: 'Hav',
    first: ['Havfruens', 'Kaptajnens', 'Piraternes', 'Dybhavets', 'Koralrevets', 'Fyrtårnets'],
    second: ['Perler', 'Skat', 'Vrag', 'Kompas', 'Bølger', 'Fangst'],
  },
  {
    tag: 'Jul',
    first: ['Nissernes', 'Julemandens', 'Vinterens', 'Snefnuggets', 'Rensdyrets', 'Juleaftens'],
    second: ['Gaver', 'Værksted', 'Slæde', 'Lys', 'Mirakel', 'Klokker'],
  },
  {
    tag: 'Halloween',
    first: ['Græskarrets', 'Spøgelsets', 'Vampyrens', 'Flagermusens', 'Heksenattens', 'Skeletternes'],
    second: ['Nat', 'Slot', 'Fest', 'Kiste', 'Måne', 'Forbandelse'],
  },
  {
    tag: 'Musik',
    first: ['Rock', 'Disco', 'Jazz', 'Funk', 'Pop', 'Blues'],
    second: ['Legender', 'Nætter', 'Koncerten', 'Rytmen', 'Scenen', 'Stjerner'],
  },
  {
    tag: 'Klassisk',
    first: ['Lucky', 'Super', 'Mega', 'Triple', 'Hot', 'Classic'],
    second: ['Sevens', 'Bars', 'Diamonds', 'Stars', 'Bells', 'Crowns'],
  },
];

const studios = [
  'Nordlys Studios',
  'Fyrtårn Gaming',
  'Havfrue Games',
  'Rød Drage Interactive',
  'Kronborg Play',
  'Bølge Gaming',
];
const houseStudio = 'Casino Huset';
const tables = ['Nyhavn', 'Tivoli', 'Skagen', 'Bornholm', 'Aarhus', 'Odense', 'Aalborg', 'Ribe', 'Møn', 'Samsø'];
/** Table games whose rules the sandbox plays (games/maths/table-games.ts reads the rules from the name). */
const tableGames = [
  ['Europæisk Roulette', 'Roulette'],
  ['Fransk Roulette', 'Roulette'],
  ['Amerikansk Roulette', 'Roulette'],
  ['Roulette Pro', 'Roulette'],
  ['Blackjack Classic', 'Blackjack'],
  ['Baccarat', 'Baccarat'],
  ['Punto Banco', 'Baccarat'],
  ['Mini Baccarat', 'Baccarat'],
  ['Jacks or Better', 'Poker'],
  ['Deuces Wild', 'Poker'],
  ['Joker Poker', 'Poker'],
] as const;
/** The house's own tables, named after Danish places: the same computer-dealt games, each with its own limits. */
const houseTables = ['Roulette', 'Blackjack', 'Baccarat'] as const;
const scratchNames = [
  'Skrab & Vind',
  'Lykkeskrab',
  'Guldskrab',
  'Diamantskrab',
  'Juleskrab',
  'Kløverskrab',
  'Sommerskrab',
  'Skatteskrab',
  'Hjerteskrab',
  'Stjerneskrab',
  'Frugtskrab',
  'Vikingeskrab',
  'Millionskrab',
  'Lynskrab',
  'Regnbueskrab',
  'Pengeskrab',
  'Heldigskrab',
  'Kongeskrab',
  'Havskrab',
  'Nordlysskrab',
];
const achievementPool: GameAchievement[] = [
  { id: 'first-spin', title: 'Første spin', description: 'Spil din første runde.' },
  { id: 'big-win', title: 'Storgevinst', description: 'Vind mindst 50 gange din indsats i én runde.' },
  { id: 'hundred-rounds', title: '100 runder', description: 'Spil 100 runder.' },
  { id: 'bonus-round', title: 'Bonusrunde', description: 'Udløs spillets bonusrunde.' },
  { id: 'jackpot-hunter', title: 'Jackpotjæger', description: 'Spil 50 runder på et jackpotspil.' },
  { id: 'regular', title: 'Stamgæst', description: 'Spil på syv forskellige dage.' },
];

const kr = (ore: number) => oreToKroner(ore).toLocaleString('da-DK', { maximumFractionDigits: 2 });

function colorFrom(random: Random): string {
  const hue = random.int(0, 359);
  const saturation = random.int(55, 80);
  const lightness = random.int(35, 50);
  return hslToHex(hue, saturation, lightness);
}

/** Saturation and lightness are percentages; the colour maths wants them as fractions of 1. */
const fractionOf = (percent: number) => percent / 100;

function hslToHex(h: number, s: number, l: number): string {
  const a = fractionOf(s) * Math.min(fractionOf(l), 1 - fractionOf(l));
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = fractionOf(l) - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

type Kind = 'slot' | 'megaways' | 'jackpot' | 'table' | 'scratch';

const kindText: Record<Kind, string> = {
  slot: 'en spilleautomat',
  megaways: 'en Megaways-spilleautomat',
  jackpot: 'en jackpot-spilleautomat',
  table: 'et bordspil',
  scratch: 'et skrabespil',
};

function description(
  title: string,
  kind: Kind,
  provider: string,
  g: Pick<SeedGame, 'rtpBasisPoints' | 'betMinOre' | 'betMaxOre' | 'volatility' | 'jackpotOre'>,
): string {
  const rtp = rtpPercent(g.rtpBasisPoints).toLocaleString('da-DK', { minimumFractionDigits: 2 });
  const jackpot = g.jackpotOre ? jackpotFactHtml(g.jackpotOre) : '';
  return (
    `<p><strong>${title}</strong> er ${kindText[kind]} fra ${provider}. ` +
    `Tilbagebetalingsprocenten (RTP) er ${rtp} %.</p>` +
    `<ul><li>Indsats fra ${kr(g.betMinOre)} kr. til ${kr(g.betMaxOre)} kr.</li>` +
    `<li>Volatilitet: ${g.volatility} af 5</li>${jackpot}</ul>` +
    `<p>Spil ansvarligt. Sæt en grænse, før du spiller.</p>`
  );
}

function manualHtml(
  title: string,
  kind: Kind,
  g: Pick<SeedGame, 'rtpBasisPoints' | 'betMinOre' | 'betMaxOre' | 'jackpotOre'>,
): string {
  const rtp = rtpPercent(g.rtpBasisPoints).toLocaleString('da-DK', { minimumFractionDigits: 2 });
  const table = kind === 'table' ? tableGameOf(title) : null;
  const howTo: Record<Exclude<Kind, 'table' | 'jackpot'>, string> = {
    slot: 'Vælg din indsats, og tryk på Spin. Tre eller flere ens symboler på en gevinstlinje fra venstre giver gevinst.',
    megaways:
      'Hvert hjul viser mellem to og syv symboler pr. spin. Ens symboler på hjul ved siden af hinanden fra venstre giver gevinst.',
    scratch: 'Skrab de ni felter fri. Tre ens beløb giver gevinst med det beløb.',
  };
  const rules = table
    ? tableGuide(table).html
    : kind === 'jackpot'
      ? `<p>${howTo.slot}</p><h3>Jackpot</h3>${jackpotGuideHtml(jackpotMathsFor(g.jackpotOre!), g.betMinOre)}`
      : `<p>${howTo[kind as Exclude<Kind, 'table' | 'jackpot'>]}</p>`;
  return (
    `<h2>Sådan spiller du ${title}</h2>${rules}` +
    `<h3>Indsats</h3><p>Mindste indsats er ${kr(g.betMinOre)} kr., største indsats er ${kr(g.betMaxOre)} kr.</p>` +
    `<h3>Tilbagebetaling</h3><p>Den teoretiske tilbagebetalingsprocent er ${rtp} %. ` +
    `Den er beregnet over et meget stort antal spil og siger ikke noget om det enkelte spil.</p>` +
    `<h3>Fejl</h3><p>Fejl i spillet annullerer alle gevinster og indsatser i den berørte runde.</p>`
  );
}

/** A seeded game as the maths reads it: with the slugs of its categories and of its tags. */
export function withTermSlugs(game: SeedGame, terms: readonly SeedTerm[]) {
  const slugs = (taxonomy: SeedTerm['taxonomy']) =>
    terms.filter((t) => t.taxonomy === taxonomy && game.termIds.includes(t.id)).map((t) => t.slug);
  return { ...game, categories: slugs('category'), tags: slugs('tag') };
}

/** The whole catalogue: 320 games across slots, Megaways, jackpots, table games and scratch cards. */
export function generateCatalogue(random: Random): { terms: SeedTerm[]; games: SeedGame[] } {
  const titles = new Set<string>();
  const games: SeedGame[] = [];

  const add = (title: string, kind: Kind, extraTags: string[]) => {
    const id = 1000 + games.length;
    const isScratch = kind === 'scratch';
    const provider = isScratch ? houseStudio : random.pick(studios);
    const volatility = kind === 'table' ? 1 : random.int(1, 5);
    const betMinOre = random.pick([100, 100, 200, 400, 500]);
    const betMaxOre = isScratch ? random.pick([2_000, 5_000, 10_000]) : random.pick([10_000, 20_000, 50_000, 100_000]);
    const drawnRtp = random.int(9_400, 9_750);
    // A table game publishes the RTP of its rules; slots and scratch cards are tuned to the drawn one.
    const table = kind === 'table' ? tableGameOf(title) : null;
    if (kind === 'table' && !table) throw new Error(`No rules for the table game ${title}`);
    const rtpBasisPoints = table ? tableRtpOf(table) : drawnRtp;
    const jackpotOre = kind === 'jackpot' ? kronerToOre(random.int(50_000, 5_000_000)) : null;
    // Dates and year are set once the whole catalogue exists (below).
    const publishedAt = new Date(CONTENT_EPOCH);
    const g = { rtpBasisPoints, betMinOre, betMaxOre, volatility, jackpotOre };
    const termIds = new Set<number>();
    const kindCategory: Record<Kind, SeedTerm[]> = {
      slot: [CATEGORIES.slots],
      megaways: [CATEGORIES.slots, CATEGORIES.megaways],
      jackpot: [CATEGORIES.slots, CATEGORIES.jackpot],
      table: [CATEGORIES.bordspil],
      scratch: [CATEGORIES.skrabespil],
    };
    for (const c of kindCategory[kind]) termIds.add(c.id);
    for (const t of extraTags) termIds.add(tag(t));
    if (kind !== 'table') {
      if (volatility !== 3) termIds.add(tag(volatility >= 4 ? 'Høj volatilitet' : 'Lav volatilitet'));
      // A slot's mechanics tags are what its maths plays (slot-features.ts). The draw keeps its third choice, a
      // mechanic no slot has, so the seeded catalogue stays the same game for game; it adds no tag.
      for (const mechanic of random.sample(['Bonusspins', 'Multiplikator', ''], random.int(0, 2)))
        if (mechanic && kind !== 'scratch') termIds.add(tag(mechanic));
    }
    const slug = slugify(title);
    const modifiedAt = publishedAt;
    games.push({
      id,
      slug,
      title,
      pageTitle: `${title} – spil online`,
      provider,
      // A few games are switched off or not yet published, so the production visibility rule has work to do.
      isActive: !random.chance(0.05),
      isPublished: !random.chance(0.03),
      isInternal: isScratch,
      color: colorFrom(random),
      manualId: 5000 + games.length,
      achievements: random.sample(achievementPool, random.int(1, 4)),
      year: 2025,
      ...g,
      descriptionHtml: description(title, kind, provider, g),
      publishedAt,
      modifiedAt,
      termIds: [...termIds],
      manual: {
        id: 5000 + games.length,
        slug: `${slug}-spillevejledning`,
        title: `Spillevejledning: ${title}`,
        contentHtml: manualHtml(title, kind, g),
        modifiedAt,
      },
    });
  };

  const unique = (title: string) => {
    if (titles.has(title)) return undefined;
    titles.add(title);
    return title;
  };

  // Slots: every theme combination in a seeded order until we have 200.
  const combinations = themes.flatMap((theme) =>
    theme.first.flatMap((first) => theme.second.map((second) => ({ theme, title: `${first} ${second}` }))),
  );
  for (const { theme, title } of random.sample(combinations, 200)) {
    const roll = random.next();
    const kind: Kind = roll < 0.12 ? 'jackpot' : roll < 0.27 ? 'megaways' : 'slot';
    const name = unique(kind === 'megaways' ? `${title} Megaways` : title);
    if (name) add(name, kind, [theme.tag]);
  }
  for (const [name, tagName] of tableGames) add(unique(name)!, 'table', [tagName]);
  for (const [name, tagName] of tableGames) add(unique(`${name} VIP`)!, 'table', [tagName]);
  for (const place of tables) for (const game of houseTables) add(unique(`${game} ${place}`)!, 'table', [game]);
  for (const name of scratchNames) add(unique(name)!, 'scratch', ['Klassisk']);
  // Top up to 320 with sequels of the earliest slots.
  for (let i = 0; games.length < 320; i++) {
    const original = games[i]!;
    const name = unique(`${original.title} II`);
    if (name) add(name, 'slot', []);
  }

  // Release dates in a seeded order over about 21 months, so new games are of every kind.
  for (const [order, g] of random.sample(games, games.length).entries()) {
    const publishedAt = new Date(CONTENT_EPOCH + order * 2 * day + random.int(0, 8) * 3_600_000);
    g.publishedAt = publishedAt;
    g.modifiedAt = new Date(publishedAt.getTime() + random.int(1, 30) * day);
    g.manual.modifiedAt = g.modifiedAt;
    g.year = publishedAt.getUTCFullYear() - random.int(0, 8);
  }

  // The 20 newest are "Nye spil"; a seeded fifth of the rest is "Populære"; two switched-off games are
  // internal test games (hidden category).
  const byDate = [...games].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  for (const g of byDate.slice(0, 20)) g.termIds.push(CATEGORIES.nye.id);
  for (const g of random.sample(games, 64))
    if (!g.termIds.includes(CATEGORIES.populaere.id)) g.termIds.push(CATEGORIES.populaere.id);
  for (const g of random.sample(games, 2)) {
    g.termIds.push(CATEGORIES.intern.id);
    g.isActive = false;
  }

  return { terms: [...Object.values(CATEGORIES), ...TAGS], games };
}
