import type { Profile } from '@casino/api-client';
import type { SubscriptionEvent } from '@casino/platform';

/** Spec section 3: a SUBSCRIPTION event (type, action, origin) for each consent the player changed. */
export function subscriptionEvents(before: Profile, after: Profile, origin: string): SubscriptionEvent[] {
  const changes = [
    ['newsletter', before.acceptedNewsletters, after.acceptedNewsletters],
    ['sms', before.hasAcceptedSms, after.hasAcceptedSms],
  ] as const;
  return changes
    .filter(([, was, is]) => was !== is)
    .map(([type, , is]) => ({ event: 'SUBSCRIPTION', type, action: is ? 'subscribe' : 'unsubscribe', origin }));
}
