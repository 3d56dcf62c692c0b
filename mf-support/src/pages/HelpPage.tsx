import { texts } from '@casino/locale';
import { helpTexts } from '@casino/locale/help';
import { Page } from '@casino/ui';
import { useHashTarget } from '../content/useHashTarget.ts';

/** Help and responsible gambling: one click from every page (DOMAIN.md). */
export default function HelpPage() {
  const help = helpTexts;
  // /help#hvad-betyder-gennemspilskrav (spec section 2) lands on the wagering explanation.
  useHashTarget();
  return (
    <Page title={texts.pages.help}>
      <section aria-labelledby="ansvarligt-spil">
        <h2 id="ansvarligt-spil">{help.responsibleTitle}</h2>
        <p>{help.responsibleIntro}</p>
        <ul>
          <li>
            <a href="https://www.stopspillet.dk">{texts.footer.stopSpillet}</a>
          </li>
          <li>
            <a href="https://www.rofus.nu">{texts.footer.rofus}</a>
          </li>
          <li>
            <a href="https://www.stopspillet.dk/test-dig-selv">{help.selfTest}</a>
          </li>
          <li>{help.treatment}</li>
        </ul>
      </section>
      <section aria-labelledby="hvad-betyder-gennemspilskrav-title" id="hvad-betyder-gennemspilskrav">
        <h2 id="hvad-betyder-gennemspilskrav-title">{help.wageringTitle}</h2>
        <p>{help.wageringBody}</p>
      </section>
    </Page>
  );
}
