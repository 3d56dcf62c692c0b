import { texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { AppLink, paths } from '@casino/platform';
import styles from './Overview.module.css';

const t = profileTexts.overview;

/** Every area of the profile, grouped as a player looks for them. */
const groups = [
  {
    title: t.groups.account,
    links: [
      [paths.settings, texts.pages.settings],
      [paths.password, texts.pages.password],
      [paths.addressLock, texts.pages.addressLock],
      [paths.deleteProfile, texts.pages.deleteProfile],
    ],
  },
  {
    title: t.groups.responsible,
    links: [
      [paths.limits, texts.pages.limits],
      [paths.lock, texts.pages.lock],
    ],
  },
  {
    title: t.groups.money,
    links: [
      [paths.transactions, texts.pages.transactions],
      [paths.gameHistory, t.gameHistory],
      [paths.payout, texts.pages.payout],
      [paths.bonusProgress, texts.pages.bonusProgress],
      [paths.myPromoCodes, texts.pages.myPromoCodes],
      [paths.promoCode, texts.pages.promoCode],
    ],
  },
] as const;

export function ProfileAreas() {
  return (
    <nav aria-labelledby="profile-areas">
      <h2 id="profile-areas">{t.areas}</h2>
      <div className={styles.groups}>
        {groups.map((group) => (
          <div key={group.title} className={styles.group}>
            <h3>{group.title}</h3>
            <ul className={styles.links}>
              {group.links.map(([to, label]) => (
                <li key={to}>
                  <AppLink to={to}>{label}</AppLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
