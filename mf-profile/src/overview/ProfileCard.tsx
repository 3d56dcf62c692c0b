import type { Profile } from '@casino/api-client';
import { DateText, formatKroner, initials } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import styles from './Overview.module.css';

const t = profileTexts.overview;

/** Name with its initials avatar (spec section 5: first and last word), customer number, balance, last login. */
export function ProfileCard({ profile, balance }: { profile: Profile; balance: number | null }) {
  return (
    <section aria-labelledby="profile-details" className={styles.card}>
      <h2 id="profile-details" className="visually-hidden">
        {t.details}
      </h2>
      <span className={styles.avatar} role="img" aria-label={t.avatar(profile.name)}>
        {initials(profile.name)}
      </span>
      <p className={styles.name}>{profile.name}</p>
      <dl className={`facts ${styles.facts}`}>
        <dt>{t.customerNo}</dt>
        <dd>{profile.customerNo}</dd>
        <dt>{t.email}</dt>
        <dd>{profile.email}</dd>
        <dt>{t.balance}</dt>
        <dd>{balance === null ? '–' : formatKroner(balance)}</dd>
        <dt>{t.lastLogin}</dt>
        <dd>{profile.lastLogin ? <DateText value={profile.lastLogin} /> : t.firstLogin}</dd>
      </dl>
    </section>
  );
}
