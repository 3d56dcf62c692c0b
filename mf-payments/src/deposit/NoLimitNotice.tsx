import { AppLink, paths } from '@casino/platform';
import styles from './DepositForm.module.css';

export const noLimitTexts = {
  title: 'Sæt en indbetalingsgrænse',
  text: 'Du skal sætte en daglig, ugentlig eller månedlig indbetalingsgrænse, før du kan indbetale.',
  link: 'Sæt din grænse',
} as const;

/** DOMAIN.md: a deposit limit is mandatory before the first deposit (status.limitsSet false). */
export function NoLimitNotice({ onLeave }: { onLeave?: (() => void) | undefined }) {
  return (
    <div role="alert" className={styles.warning}>
      <p className={styles.warningTitle}>{noLimitTexts.title}</p>
      <p>{noLimitTexts.text}</p>
      <p>
        <AppLink to={paths.limits} onClick={onLeave}>
          {noLimitTexts.link}
        </AppLink>
      </p>
    </div>
  );
}
