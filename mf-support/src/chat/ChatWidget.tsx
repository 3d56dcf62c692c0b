import { accessibilityTexts, texts } from '@casino/locale';
import { AppLink, paths } from '@casino/platform';
import styles from './ChatWidget.module.css';

/** The support chat launcher the shell places on every page where the chat is allowed. */
export default function ChatWidget() {
  return (
    // A landmark of its own, so the launcher is not loose content outside the page's regions.
    <aside
      aria-label={accessibilityTexts.supportChat}
      className={styles.launcher}
      data-remote="support"
      data-remote-version={__APP_VERSION__}
    >
      <AppLink to={paths.chat}>{texts.chat.open}</AppLink>
    </aside>
  );
}
