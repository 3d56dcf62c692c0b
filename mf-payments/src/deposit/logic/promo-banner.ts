import { depositFormRules } from './rules.ts';

/** Spec sections 4 and 9: the banner opens by itself above 1000 kr. when the promo pays a bonus percentage. */
export function shouldAutoExpandPromo(amount: number | null, bonusPaymentPercent: number): boolean {
  return amount !== null && amount > depositFormRules.promoAutoExpandAbove && bonusPaymentPercent > 0;
}

export interface PromoBannerState {
  expanded: boolean;
  /** Whether the auto-expand condition held at the last check, so it fires on the change only. */
  autoExpandMet: boolean;
}

export type PromoBannerEvent = { type: 'toggled' } | { type: 'autoExpandChecked'; met: boolean };

/** Collapsed by default (spec section 4). */
export const initialPromoBannerState: PromoBannerState = { expanded: false, autoExpandMet: false };

/**
 * A click toggles. The banner auto-expands when the condition becomes true; it never collapses by
 * itself (no layout jump while typing) and a player who closes it is not overruled until the
 * amount drops to 1000 or below and rises above it again.
 */
export function promoBannerReducer(state: PromoBannerState, event: PromoBannerEvent): PromoBannerState {
  switch (event.type) {
    case 'toggled':
      return { ...state, expanded: !state.expanded };
    case 'autoExpandChecked':
      if (event.met === state.autoExpandMet) return state;
      return { expanded: state.expanded || event.met, autoExpandMet: event.met };
  }
}
