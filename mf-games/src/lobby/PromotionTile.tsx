import { useEffect, useRef } from 'react';
import { lobbyTexts } from '@casino/locale';
import { AppLink, paths, track, type PromotionEvent } from '@casino/platform';
import styles from './PromotionTile.module.css';

const texts = lobbyTexts.lobby.promotion;

/** Where the tile sits, for the promotion events (spec section 3: name, location, position, list). */
const placement = { name: texts.name, location: 'lobby', position: 1, list: 'lobby-promotions' } as const;
const eventOf = (event: PromotionEvent['event']): PromotionEvent => ({ event, ...placement });

/**
 * The lobby's promotion: the offer with its terms and a worked example beside it (DOMAIN: never "free").
 * Tracked once when it is seen, and when it is followed.
 */
export function PromotionTile() {
  const tile = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = tile.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      track(eventOf('promotionView'));
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      track(eventOf('promotionView'));
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={tile} className={styles.tile} aria-labelledby="promotion-title">
      <h2 id="promotion-title" className={styles.title}>
        {texts.title}
      </h2>
      <p>{texts.body}</p>
      <p className={styles.example}>{texts.example}</p>
      <AppLink to={paths.wageringHelp} onClick={() => track(eventOf('promotionClick'))}>
        {texts.cta}
      </AppLink>
    </section>
  );
}
