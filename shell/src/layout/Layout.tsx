import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { accessibilityTexts, texts } from '@casino/locale';
import { ownerOf, themeAtom } from '@casino/platform';
import { isSupportWidgetVisible } from '../behaviours/chat-visibility.ts';
import { isStandaloneMode } from '../behaviours/standalone-mode.ts';
import { pinResolutionAtom } from '../qa/pins-atom.ts';
import { markPagePainted } from '../regions/first-paint.ts';
import { RemoteRegion } from '../regions/RemoteRegion.tsx';
import { isPlayersPage } from '../routing/players-page.ts';
import { ChatLauncher } from './ChatLauncher.tsx';
import { Footer } from './Footer.tsx';
import { layoutHiddenAtom, paymentReturnAtom } from '../site/atoms.ts';
import { Header } from './Header.tsx';
import styles from './Layout.module.css';

/** QA's banner loads only where pins are in force or refused: never in production. */
const QaPinBanner = lazy(() => import('../qa/QaPinBanner.tsx'));

/**
 * The skip link moves focus itself: following '#main' would change the URL's hash, which the router
 * treats as a navigation (theme, progress bar, region resets).
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus(); // focus scrolls it into view
}

export function Layout() {
  const [paymentReturn, setPaymentReturn] = useAtom(paymentReturnAtom);
  const theme = useAtomValue(themeAtom);
  const { pathname } = useLocation();
  const layoutHidden = useAtomValue(layoutHiddenAtom);
  const pins = useAtomValue(pinResolutionAtom);
  const pinned = Object.keys(pins.active).length > 0 || pins.refusals.length > 0;
  // Spec section 2: hidden on the play page, /chat, scratchers, in the installed app and with layout=0.
  const supportWidget = isSupportWidgetVisible({ pathname, standalone: isStandaloneMode(), layoutHidden });
  // On a page of the shell's own (sign-in, 404) no page region reports its first paint: the layout's commit is it.
  useEffect(() => {
    if (!ownerOf(location.pathname)) markPagePainted();
  }, []);
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink} onClick={skipToMain}>
        {accessibilityTexts.skipToContent}
      </a>
      {pinned && (
        <Suspense fallback={null}>
          <QaPinBanner />
        </Suspense>
      )}
      <Header />
      {/* tabIndex -1: the skip link can focus it, so the next Tab starts inside the content. */}
      {/* A player's page holds a screen's height: its footer waits below the fold while the player's data fills
          the frame, instead of being pushed down in view when it arrives (a layout shift). */}
      <main id="main" tabIndex={-1} className={isPlayersPage(pathname) ? `${styles.main} ${styles.tall}` : styles.main}>
        <Outlet />
      </main>
      <Footer />
      {paymentReturn && (
        <RemoteRegion module="payments/PaymentReturn" widgetName={texts.widgets.paymentReturn} loading={null}>
          {({ default: PaymentReturn }) => (
            <PaymentReturn payment={paymentReturn} onDone={() => setPaymentReturn(null)} />
          )}
        </RemoteRegion>
      )}
      {supportWidget && <ChatLauncher pathname={pathname} />}
      {theme !== 'default' && (
        <RemoteRegion module="effects/ThemeEffects" widgetName={texts.widgets.effects} loading={null}>
          {({ default: ThemeEffects }) => <ThemeEffects theme={theme} />}
        </RemoteRegion>
      )}
    </div>
  );
}
