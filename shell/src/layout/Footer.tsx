import { accessibilityTexts, texts } from '@casino/locale';
import { AppLink, paths } from '@casino/platform';
import styles from './Footer.module.css';

/** The responsible-gambling block Danish rules require on every page (DOMAIN.md). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <ul className={styles.block} aria-label={texts.footer.responsible}>
        <li>
          {/* A mark, read in words: an image with its text alternative. */}
          <span className={styles.age} role="img" aria-label={accessibilityTexts.ageLimit}>
            {texts.footer.ageLimit}
          </span>
        </li>
        <li>
          <a href="https://www.spillemyndigheden.dk" rel="noopener noreferrer">
            {texts.footer.licence}
          </a>
        </li>
        <li>
          <a href="https://www.stopspillet.dk" rel="noopener noreferrer">
            {texts.footer.stopSpillet}
          </a>
        </li>
        <li>
          <a href="https://www.rofus.nu" rel="noopener noreferrer">
            {texts.footer.rofus}
          </a>
        </li>
        <li>
          <AppLink to={paths.help}>{texts.footer.help}</AppLink>
        </li>
      </ul>
    </footer>
  );
}
