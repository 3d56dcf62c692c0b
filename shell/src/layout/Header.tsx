import { useSetAtom } from 'jotai';
import { NavLink } from 'react-router';
import { texts } from '@casino/locale';
import { AppLink, depositDialogOpenAtom, paths } from '@casino/platform';
import { Button } from '@casino/ui';
import styles from './Header.module.css';
import { usePrefetch } from '../routing/prefetch.ts';

const navItems = [
  { to: paths.home, label: texts.nav.home },
  { to: paths.games, label: texts.nav.games },
  { to: paths.mine, label: texts.nav.mine },
  { to: paths.profile, label: texts.nav.profile },
  { to: paths.help, label: texts.nav.help },
];

export function Header() {
  const openDeposit = useSetAtom(depositDialogOpenAtom);
  const prefetch = usePrefetch();
  return (
    <header className={styles.header}>
      <AppLink to={paths.home} className={styles.logo}>
        {texts.siteName}
      </AppLink>
      <nav aria-label={texts.nav.mainNavigation} className={styles.nav}>
        <ul>
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end onMouseEnter={() => prefetch(item.to)} onFocus={() => prefetch(item.to)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <Button onClick={() => openDeposit(true)} onMouseEnter={() => prefetch('payments/DepositDialog')}>
          {texts.nav.deposit}
        </Button>
      </div>
    </header>
  );
}
