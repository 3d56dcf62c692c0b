import { useAtom } from 'jotai';
import { useLocation } from 'react-router';
import { useDepositStatus } from '@casino/api-client';
import { formatKroner, texts } from '@casino/locale';
import {
  AppLink,
  depositDialogOpenAtom,
  loginUrlFor,
  NavLink,
  paths,
  returnHereFrom,
  signUpUrlFor,
} from '@casino/platform';
import { Button } from '@casino/ui';
import styles from './Header.module.css';
import { RemoteRegion } from '../regions/RemoteRegion.tsx';
import { isPlayersPage } from '../routing/players-page.ts';
import { usePrefetch, usePrefetchDeposit } from '../routing/prefetch.ts';
import { SessionClock } from './SessionClock.tsx';
import clockStyles from './SessionClock.module.css';
import { useServerRenderedSession } from '../session/useServerRenderedSession.ts';

const navItems = [
  { to: paths.home, label: texts.nav.home },
  { to: paths.games, label: texts.nav.games },
  { to: paths.mine, label: texts.nav.mine },
  { to: paths.help, label: texts.nav.help },
];

/** A balance's room while it is asked for: a typical amount's width, unseen. */
const reservedBalanceRoom = (
  <span className={`${styles.balance} ${styles.reserved}`} aria-hidden="true">
    <span className={styles.balanceLabel}>{texts.shell.balance}</span> {formatKroner(1000)}
  </span>
);

function Balance() {
  const { data } = useDepositStatus({ isAuthenticated: true });
  // Until the balance is known it holds its room, so the header keeps its width and height when it arrives.
  if (!data) return reservedBalanceRoom;
  return (
    <span className={styles.balance} data-balance="">
      <span className={styles.balanceLabel}>{texts.shell.balance}</span> {formatKroner(data.balance)}
    </span>
  );
}

/**
 * A player's session clock, balance and menu hold their room unseen while the session is asked for on a
 * player's page: the header is rendered on the server (it knows no visitor) and keeps its size when the
 * player's own replace them (on a narrow screen they take a second row).
 */
const reservedClock = (
  <span className={`${clockStyles.clock} ${styles.reserved}`} aria-hidden="true">
    <span>{texts.shell.sessionClock.label}</span> 00:00:00
  </span>
);
const reservedMenu = (
  <span className={`${styles.menu} ${styles.reserved}`} aria-hidden="true">
    <span className={styles.menuReserved}>{texts.nav.profile}</span>
  </span>
);
// While the session is asked for elsewhere, 'Opret konto' and 'Log ind' hold their room unseen, so the actions
// do not grow and move under the reader when a visitor's answer arrives (a layout shift).
const reservedVisitorLinks = (
  <>
    <span className={`${styles.login} ${styles.reserved}`} aria-hidden="true">
      {texts.nav.signUp}
    </span>
    <span className={`${styles.login} ${styles.reserved}`} aria-hidden="true">
      {texts.nav.login}
    </span>
  </>
);

/** 'Opret konto' and 'Log ind', each coming back to the page the visitor is on once they are through. */
function VisitorLinks() {
  const here = returnHereFrom(useLocation());
  return (
    <>
      <AppLink to={signUpUrlFor(here)} className={styles.login}>
        {texts.nav.signUp}
      </AppLink>
      <AppLink to={loginUrlFor(here)} className={styles.login}>
        {texts.nav.login}
      </AppLink>
    </>
  );
}

function ProfileMenu({ name }: { name: string }) {
  const prefetch = usePrefetch();
  const { pathname } = useLocation();
  return (
    // Keyed by the path: the menu closes when the player goes somewhere. Escape closes it too, from the
    // summary or any link inside, so the listener sits on <details> (interactive, though jsx-a11y
    // does not know it).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      key={pathname}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector('summary')?.focus();
      }}
    >
      <summary aria-label={`${texts.shell.profileMenu}: ${name}`}>{name || texts.nav.profile}</summary>
      <ul>
        <li>
          <AppLink to={paths.profile} onMouseEnter={() => prefetch(paths.profile)}>
            {texts.nav.profile}
          </AppLink>
        </li>
        <li>
          <AppLink to={paths.logout}>{texts.nav.logout}</AppLink>
        </li>
      </ul>
    </details>
  );
}

/**
 * The site's header. 'Indbetal' opens payments' own dialog through `depositDialogOpenAtom` (as a game or a promo
 * does); the dialog is a modal over the page, so its region sits here, beside the button that opens it.
 */
export function Header() {
  const [depositOpen, openDeposit] = useAtom(depositDialogOpenAtom);
  const session = useServerRenderedSession();
  const { pathname } = useLocation();
  const signedIn = session.status === 'authenticated';
  const playerRoom = session.status === 'loading' && isPlayersPage(pathname);
  const prefetch = usePrefetch();
  const prefetchDeposit = usePrefetchDeposit();
  return (
    <>
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
          {/* One child per place, so the button keeps its element (and focus) when the session is known. */}
          {signedIn ? <SessionClock /> : playerRoom && reservedClock}
          {signedIn ? <Balance /> : playerRoom && reservedBalanceRoom}
          <Button
            onClick={() => openDeposit(true)}
            onMouseEnter={prefetchDeposit}
            onFocus={prefetchDeposit}
            onTouchStart={prefetchDeposit}
          >
            {texts.nav.deposit}
          </Button>
          {session.status === 'authenticated' ? (
            <ProfileMenu name={session.user.name} />
          ) : session.status === 'unauthenticated' ? (
            <VisitorLinks />
          ) : playerRoom ? (
            reservedMenu
          ) : (
            reservedVisitorLinks
          )}
        </div>
      </header>
      {depositOpen && (
        <RemoteRegion module="payments/DepositDialog" widgetName={texts.widgets.depositDialog} loading={null}>
          {({ default: DepositDialog }) => <DepositDialog open onClose={() => openDeposit(false)} />}
        </RemoteRegion>
      )}
    </>
  );
}
