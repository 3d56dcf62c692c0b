import { useEffect } from 'react';
import { lobbyTexts } from '@casino/locale';
import { AppLink, paths, track, type PromotionEvent } from '@casino/platform';
import { useNearView } from '../components/useNearView.ts';
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
  const { element, near: seen } = useNearView<HTMLElement>('0px');
  useEffect(() => {
    if (seen) track(eventOf('promotionView'));
  }, [seen]);
  return (
    <section ref={element} className={styles.tile} aria-labelledby="promotion-title">
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
