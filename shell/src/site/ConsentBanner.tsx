import { useEffect, useRef, type RefObject } from 'react';
import { consentTexts } from '@casino/locale';
import { AppLink, paths } from '@casino/platform';
import { Button } from '@casino/ui';
import styles from './ConsentBanner.module.css';
import { observeSize } from './observe-size.ts';
import { useConsentQuestion } from './useConsentQuestion.ts';

/**
 * While the banner is open the page gets room for it at the bottom, so scrolled to the end the
 * footer (StopSpillet, ROFUS) sits above the banner, never under it; and what is fixed to the bottom
 * (the chat widget, a widget's notice) moves up by its height (`--banner-room`), so the banner never
 * covers an opened chat or its "Prøv igen".
 */
function useRoomBelowPage(banner: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const element = banner.current;
    if (!open || !element) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const stop = observeSize(element, () => {
      const room = `${element.getBoundingClientRect().height}px`;
      body.style.paddingBottom = room;
      body.style.setProperty('--banner-room', room);
    });
    return () => {
      stop();
      body.style.paddingBottom = before;
      body.style.removeProperty('--banner-room');
    };
  }, [banner, open]);
}

/**
 * The cookie question (spec section 2), asked once the consent script has loaded and
 * the player has not answered. A labelled region early in the page, so the keyboard reaches it
 * first; not modal, the page stays usable. Both answers are equally easy.
 */
export function ConsentBanner() {
  const { open, choose } = useConsentQuestion();
  const banner = useRef<HTMLElement>(null);
  useRoomBelowPage(banner, open);
  if (!open) return null;
  return (
    <section ref={banner} className={styles.banner} aria-labelledby="consent-title" data-consent-banner="">
      <div className={styles.text}>
        <h2 id="consent-title" className={styles.title}>
          {consentTexts.title}
        </h2>
        <p className={styles.body}>
          {consentTexts.body} <AppLink to={paths.legal(consentTexts.policySlug)}>{consentTexts.policy}</AppLink>
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => choose('necessary')}>
          {consentTexts.onlyNecessary}
        </Button>
        <Button variant="secondary" onClick={() => choose('all')}>
          {consentTexts.acceptAll}
        </Button>
      </div>
    </section>
  );
}
