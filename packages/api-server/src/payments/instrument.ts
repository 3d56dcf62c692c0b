import { paymentTexts } from '@casino/locale/payments';

const walletNames: Record<string, string> = {
  mobilepay: paymentTexts.methods.mobilepay,
  applepay: paymentTexts.methods.applepay,
  googlepay: paymentTexts.methods.googlepay,
};

/** How the player recognises what paid (and gets payouts): `•••• 1111`, `MobilePay •••• 5678`. */
export function instrumentLabel(method: string | null, last4: string | null): string | null {
  if (!last4) return null;
  const wallet = method ? walletNames[method] : undefined;
  return wallet ? `${wallet} •••• ${last4}` : `•••• ${last4}`;
}
