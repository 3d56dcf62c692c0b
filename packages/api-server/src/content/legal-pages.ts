import { depositRules, formatKronerNumber } from '@casino/locale';
import type { PageWire } from '@casino/api-client/content';
import type { Page } from './queries.ts';
import { renderedText } from './wordpress.ts';

/**
 * The site's legal pages (/legal/{slug}) and the pages behind /about (om-os) and /security (sikkerhed), served
 * as WordPress pages (rest_route=/wp/v2/pages).
 * They live in the code, not the database: a legal text changes only through a reviewed release,
 * and the date it applies from travels with it.
 */
interface LegalPage {
  id: number;
  slug: string;
  title: string;
  contentHtml: string;
  /** When this version took effect. */
  modifiedAt: string;
}

export const legalPages: readonly LegalPage[] = [
  {
    id: 9001,
    slug: 'vilkaar-og-regler',
    title: 'Vilkår og regler',
    modifiedAt: '2026-10-01T00:00:00',
    contentHtml:
      '<p>Casino drives med tilladelse fra Spillemyndigheden. Du skal være fyldt 18 år og bo i Danmark for at oprette en konto.</p>' +
      '<h2>Din konto</h2><p>Du må kun have én konto. Du skal sætte en daglig, ugentlig eller månedlig indbetalingsgrænse, før du kan spille. En lavere grænse gælder med det samme, en højere grænse først efter 24 timer.</p>' +
      `<h2>Indbetaling og udbetaling</h2><p>Du kan indbetale mellem ${formatKronerNumber(depositRules.minimum)} kr. og ${formatKronerNumber(depositRules.maximum)} kr. ad gangen. Udbetalinger sendes til den konto, du senest har indbetalt fra.</p>` +
      '<h2>Spilpause og udelukkelse</h2><p>Du kan holde en spilpause på 24 timer, udelukke dig i mindst 30 dage eller lukke din konto endeligt. Vi tjekker ROFUS, når du opretter dig og logger ind.</p>',
  },
  {
    id: 9002,
    slug: 'bonusvilkaar',
    title: 'Bonusvilkår',
    modifiedAt: '2026-10-01T00:00:00',
    contentHtml:
      '<p>En bonus er højst 1.000 kr. Gennemspilskravet er højst 10 gange indbetaling plus bonus, og der er intet gennemspilskrav på gevinster.</p>' +
      '<p>Alle spil, der kan bruges med bonussen, tæller 100 %, og du har mindst 60 dage til at opfylde kravet.</p>' +
      '<h2>Et eksempel</h2><p>Du indbetaler 500 kr. og får 500 kr. i bonus. Du skal spille for 10.000 kr., før bonussen kan udbetales.</p>',
  },
  {
    id: 9003,
    slug: 'privatlivspolitik',
    title: 'Privatlivspolitik',
    modifiedAt: '2026-10-01T00:00:00',
    contentHtml:
      '<p>Vi behandler dine oplysninger for at kunne drive din konto, overholde spillelovgivningen og hvidvaskreglerne og beskytte dig mod overdrevent spil.</p>' +
      '<p>Du har ret til indsigt i, berigtigelse og sletning af dine oplysninger, i det omfang loven tillader det. Kontakt kundeservice, hvis du har spørgsmål.</p>',
  },
  {
    id: 9004,
    slug: 'cookiepolitik',
    title: 'Cookiepolitik',
    modifiedAt: '2026-10-01T00:00:00',
    contentHtml:
      '<p>Vi bruger nødvendige cookies, så du kan logge ind og spille sikkert. De kan ikke fravælges.</p>' +
      '<p>Med dit samtykke bruger vi også cookies til statistik og markedsføring. Du kan til enhver tid trække dit samtykke tilbage ved at slette dine cookies.</p>',
  },
  {
    id: 9005,
    slug: 'ansvarligt-spil',
    title: 'Ansvarligt spil',
    modifiedAt: '2026-10-01T00:00:00',
    contentHtml:
      '<p>Spil skal være underholdning. Sæt en grænse for, hvor meget du vil indbetale om dagen, ugen eller måneden, og hold pauser.</p>' +
      '<h2>Værktøjer på din konto</h2><p>Under Min profil kan du sætte indbetalingsgrænser, holde en spilpause på 24 timer eller udelukke dig selv i mindst 30 dage eller endeligt.</p>' +
      '<h2>Få hjælp</h2><p>StopSpillet giver gratis og anonym rådgivning på telefon 70 22 28 25 og på <a href="https://www.stopspillet.dk">stopspillet.dk</a>. Du kan udelukke dig fra alle danske spiludbydere i ROFUS på <a href="https://www.rofus.nu">rofus.nu</a>.</p>',
  },
  {
    id: 9101,
    slug: 'om-os',
    title: 'Om Casino',
    modifiedAt: '2026-09-01T00:00:00',
    contentHtml:
      '<p>Casino er et dansk onlinecasino med tilladelse fra Spillemyndigheden. Vi tilbyder spilleautomater, bordspil, live casino og skrabespil for spillere over 18 år, der bor i Danmark.</p>' +
      '<h2>Kundeservice</h2><p>Du kan chatte med os, når en medarbejder er online, eller skrive til os via chatten, når vi ikke er. Vi svarer på e-mail hurtigst muligt.</p>' +
      '<h2>Ansvarligt spil</h2><p>Vi vil have, at spil forbliver underholdning. Alle spillere skal sætte indbetalingsgrænser, før de spiller, og kan til enhver tid holde pause eller udelukke sig selv.</p>',
  },
  {
    id: 9102,
    slug: 'sikkerhed',
    title: 'Sikkerhed',
    modifiedAt: '2026-09-01T00:00:00',
    contentHtml:
      '<p>Din konto og dine penge skal være sikre. Forbindelsen til Casino er altid krypteret, og vi gemmer aldrig din adgangskode, kun et stærkt, saltet aftryk af den.</p>' +
      '<h2>Betalinger</h2><p>Kortbetalinger sker på betalingsudbyderens egen side. Dine kortoplysninger kommer aldrig forbi os, og vi bekræfter hver betaling direkte hos udbyderen, før pengene står på din konto.</p>' +
      '<h2>Pas på din konto</h2><p>Brug en adgangskode, du ikke bruger andre steder, og log ud på delte computere. Vi beder dig aldrig om din adgangskode på e-mail, SMS eller i chatten.</p>',
  },
];

function pageWire(page: LegalPage): PageWire {
  return {
    id: page.id,
    slug: page.slug,
    modified_gmt: page.modifiedAt,
    title: { rendered: renderedText(page.title) },
    content: { rendered: page.contentHtml },
  };
}

/** Pages by slug or all of them, in title order (WordPress's `orderby=title` for pages). */
export function listLegalPages(q: { slug?: string | undefined; per_page: number; page: number }): Page<PageWire> {
  const matching = legalPages
    .filter((page) => !q.slug || page.slug === q.slug)
    .toSorted((a, b) => a.title.localeCompare(b.title, 'da'));
  const start = (q.page - 1) * q.per_page;
  return { total: matching.length, items: matching.slice(start, start + q.per_page).map(pageWire) };
}
