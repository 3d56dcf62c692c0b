import { paymentTexts } from './payments.ts';
import { texts } from './texts.ts';

// Spec sections 2, 4 and 8: the site-wide messages a player reads.
describe('site-wide texts', () => {
  it('uses the spec wording for payment returns', () => {
    expect(paymentTexts.return.success).toBe('Betalingen blev gennemført. Du kan nu fortsætte dit spil.');
    expect(paymentTexts.return.cancelled).toBe('Betalingen blev afbrudt. Prøv igen.');
  });

  it('says in Danish that the connection to the server was lost', () => {
    expect(texts.shell.offline.title).toBe('Kunne ikke oprette forbindelse til serveren');
    expect(texts.shell.offline.description).toBe(
      'Det ser ud til, at du har mistet forbindelsen til serveren. Tjek din internetforbindelse, og prøv at genindlæse siden',
    );
  });

  it('titles system notifications in Danish', () => {
    expect(texts.shell.systemNotification.title).toBe('Besked fra produktet');
  });
});
