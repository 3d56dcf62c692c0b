import { useId, useReducer } from 'react';
import { formatKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { AppLink, paths } from '@casino/platform';
import { preloadSanitizer, SanitizedHtml } from '@casino/ui/html';
import type { NextPromoCode } from '@casino/api-client/payments';
import { initialPromoBannerState, promoBannerReducer, shouldAutoExpandPromo } from './logic/promo-banner.ts';
import styles from './PromoBanner.module.css';

export interface PromoBannerProps {
  promo: NextPromoCode;
  /** The amount in the field, parsed; null while it is empty or unreadable. */
  amount: number | null;
  /** A link inside the banner leaves the form (the dialog closes). */
  onLeave?: () => void;
}

/** The next promo code (spec section 4): collapsed by default, opens on click or above 1000 kr. */
export function PromoBanner({ promo, amount, onLeave }: PromoBannerProps) {
  const [state, dispatch] = useReducer(promoBannerReducer, initialPromoBannerState);
  const autoExpand = shouldAutoExpandPromo(amount, promo.bonusPaymentPercent);
  // Reacting to the amount during render (not in an effect) opens the banner in the same paint.
  if (autoExpand !== state.autoExpandMet) dispatch({ type: 'autoExpandChecked', met: autoExpand });

  const bodyId = useId();
  const { promo: texts } = paymentTexts;
  const title = promo.bonusPaymentPercent > 0 ? texts.titleWithPercent(String(promo.bonusPaymentPercent)) : texts.title;

  return (
    <div className={styles.banner}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={state.expanded}
        aria-controls={bodyId}
        onClick={() => dispatch({ type: 'toggled' })}
        onPointerEnter={() => void preloadSanitizer()}
        onFocus={() => void preloadSanitizer()}
      >
        {title}
      </button>
      <div id={bodyId} className={styles.body} hidden={!state.expanded}>
        {state.expanded && (
          <SanitizedHtml
            html={promo.message}
            className={styles.message}
            fallback={<p>{paymentTexts.form.loading}</p>}
          />
        )}
        {promo.minPaymentTransactionAmount > 0 && (
          <p>{texts.minimumDeposit(formatKroner(promo.minPaymentTransactionAmount, { decimals: 'auto' }))}</p>
        )}
        <p className={styles.links}>
          <AppLink to={paths.terms} onClick={onLeave}>
            {texts.terms}
          </AppLink>
          <AppLink to={paths.wageringHelp} onClick={onLeave}>
            {texts.wagering}
          </AppLink>
        </p>
      </div>
    </div>
  );
}
