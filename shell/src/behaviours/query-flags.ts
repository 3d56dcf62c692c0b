import type { PaymentReturnFlag, ThemeName } from '@casino/platform';
import { themeNames } from '@casino/ui';

/**
 * The query flags any page understands (spec section 2). The one-shot flags (payment return,
 * justLoggedIn, justSignedUp) are removed from the URL once handled so a reload does not repeat
 * their toast or tracking event. The mode flags (att_status, layout, theme) stay: they describe how
 * the page is shown, and a reload should show it the same way.
 */

export interface QueryFlags {
  /** status=paymentSuccess with paymentId, or status=paymentCancelled. */
  payment: PaymentReturnFlag | null;
  justLoggedIn: boolean;
  justSignedUp: boolean;
  /** iOS tracking consent from the app wrapper, as sent ('0' to '3'), or null when absent. */
  attStatus: string | null;
  /** layout=0: the page is embedded without the support widget. */
  layoutHidden: boolean;
  /** A known theme asked for by the query, or null. */
  theme: ThemeName | null;
}

function readPayment(params: URLSearchParams): PaymentReturnFlag | null {
  const status = params.get('status');
  const paymentId = params.get('paymentId');
  if (status === 'paymentSuccess' && paymentId) return { status: 'success', paymentId };
  if (status === 'paymentCancelled') return { status: 'cancelled' };
  return null;
}

export function parseQueryFlags(search: string): QueryFlags {
  const params = new URLSearchParams(search);
  const theme = params.get('theme');
  return {
    payment: readPayment(params),
    justLoggedIn: params.get('justLoggedIn') === 'true',
    justSignedUp: params.get('justSignedUp') === 'true',
    attStatus: params.get('att_status') || null,
    layoutHidden: params.get('layout') === '0',
    theme: themeNames.find((name) => name === theme) ?? null,
  };
}

/** The parameter names a parsed query handles once and must drop. */
function handledNames(flags: QueryFlags): Set<string> {
  const names = new Set<string>();
  if (flags.payment) names.add('status').add('paymentId');
  if (flags.justLoggedIn) names.add('justLoggedIn');
  if (flags.justSignedUp) names.add('justSignedUp');
  return names;
}

function decodeName(pair: string): string {
  const name = (pair.split('=', 1)[0] ?? '').replace(/\+/gu, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The search string ('?a=1' or '') without the one-shot flags just handled. Every other parameter
 * is kept exactly as written, including its encoding and order.
 */
export function withoutHandledQueryFlags(search: string): string {
  const handled = handledNames(parseQueryFlags(search));
  const kept = search
    .replace(/^\?/u, '')
    .split('&')
    .filter((pair) => pair !== '' && !handled.has(decodeName(pair)));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** iOS App Tracking Transparency statuses that forbid tracking: not determined, restricted, denied. */
const attWithoutConsent = ['0', '1', '2'];

/**
 * Spec section 2: the consent script and tag manager load when att_status is 3 (authorised) or
 * unknown (absent, as on the web, or a value iOS does not define).
 */
export function shouldLoadConsentAndTagManager(attStatus: string | null | undefined): boolean {
  return !attWithoutConsent.includes(attStatus?.trim() ?? '');
}

/**
 * Whether the toasts of the page's boot wait for the player (bootstrap.tsx). A page the payer returns to from
 * the payment page answers them at once: the outcome of their money is what they came back to see.
 */
export function holdsBootToasts(search: string): boolean {
  return parseQueryFlags(search).payment === null;
}
