import { texts } from '@casino/locale';
import { helpTexts } from '@casino/locale/help';
import { profileTexts } from '@casino/locale/profile';
import styles from './Lock.module.css';

const t = profileTexts.lock.help;

/** DOMAIN.md: after a pause or an exclusion the player is told where to get help (StopSpillet, ROFUS, treatment). */
export function ResponsibleHelp() {
  return (
    <section aria-labelledby="lock-help" className={styles.help}>
      <h2 id="lock-help">{t.title}</h2>
      <p>{t.intro}</p>
      <ul>
        <li>
          <a href="https://www.stopspillet.dk" rel="noopener noreferrer">
            {texts.footer.stopSpillet}
          </a>
          <p>{t.stopSpillet}</p>
        </li>
        <li>
          <a href="https://www.rofus.nu" rel="noopener noreferrer">
            {texts.footer.rofus}
          </a>
          <p>{t.rofus}</p>
        </li>
        <li>
          <p>{helpTexts.treatment}</p>
        </li>
      </ul>
    </section>
  );
}
