import { texts } from '@casino/locale';
import { AppLink, paths } from '@casino/platform';
import styles from './ChatWidget.module.css';

/** The support chat launcher the shell places on every page where the chat is allowed. */
export default function ChatWidget() {
  return (
    <div className={styles.launcher} data-remote="support" data-remote-version={__APP_VERSION__}>
      <AppLink to={paths.chat}>{texts.chat.open}</AppLink>
    </div>
  );
}
