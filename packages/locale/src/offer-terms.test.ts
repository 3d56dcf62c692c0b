// The terms of a promo code as the player reads them (DOMAIN.md "Bonuses": terms and a worked example in kroner next
// to the offer; an offer with wagering is never called free): today's wording, every number from the offer.
import { offerTermsHtml, type OfferTerms } from '@casino/locale/server';

const none: OfferTerms = {
  minPaymentOre: 20_000,
  firstDepositOnly: false,
  bonus: null,
  spins: null,
  wagering: null,
  example: null,
};
const nbsp = (html: string) => html.replaceAll('\u00a0', ' ');

describe('offerTermsHtml', () => {
  it('says the bonus spins, their value, their days and that their wins carry no wagering', () => {
    const html = offerTermsHtml({ ...none, spins: { count: 20, valueOre: 100, days: 7 } });
    expect(nbsp(html)).toBe(
      '<p>Indbetal mindst 200 kr. og få 20 bonusspins à 1 kr.</p><p>Bonusspinsene skal bruges inden for 7 dage. Gevinster fra bonusspins udbetales uden gennemspilskrav.</p>',
    );
  });

  it('says a welcome bonus with its cap, its wagering and a worked example', () => {
    const html = offerTermsHtml({
      ...none,
      minPaymentOre: 10_000,
      firstDepositOnly: true,
      bonus: { percent: 100, capOre: 100_000 },
      wagering: { multiplier: 10, days: 60 },
      example: { depositOre: 50_000, bonusOre: 50_000, requiredOre: 1_000_000 },
    });
    expect(nbsp(html)).toBe(
      '<p>Få 100 % i bonus op til 1.000 kr. på din første indbetaling.</p><p>Gennemspilskrav: 10 x (indbetaling + bonus) inden for 60 dage. Eksempel: Du indbetaler 500 kr. og får 500 kr. i bonus. Du skal da spille for 10.000 kr., før bonussen kan udbetales.</p>',
    );
  });

  it('holds bonus-spin wins to the offer’s wagering when it has one, and writes one day and øre as Danish', () => {
    const html = offerTermsHtml({
      ...none,
      bonus: { percent: 30, capOre: 30_000 },
      spins: { count: 5, valueOre: 50, days: 1 },
      wagering: { multiplier: 8, days: 90 },
      example: { depositOre: 50_000, bonusOre: 15_000, requiredOre: 520_000 },
    });
    expect(nbsp(html)).toBe(
      '<p>Få 30 % i bonus op til 300 kr. Du får også 5 bonusspins à 50 øre.</p><p>Gennemspilskrav: 8 x (indbetaling + bonus) inden for 90 dage. Eksempel: Du indbetaler 500 kr. og får 150 kr. i bonus. Du skal da spille for 5.200 kr., før bonussen kan udbetales. Bonusspinsene skal bruges inden for 1 dag. Gevinster fra bonusspins skal gennemspilles 8 gange inden for 90 dage, før de kan udbetales.</p>',
    );
  });

  it('says a bonus without wagering has none', () => {
    const html = offerTermsHtml({ ...none, bonus: { percent: 25, capOre: 25_000 } });
    expect(nbsp(html)).toBe('<p>Få 25 % i bonus op til 250 kr.</p><p>Intet gennemspilskrav.</p>');
  });
});
