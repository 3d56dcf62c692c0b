import type { Profile } from '@casino/api-client';

/** A signed-in player's profile as `profiles/show` answers it; tests override what they are about. */
export function profileOf(overrides: Partial<Profile> = {}): Profile {
  return {
    customerNo: '100001',
    name: 'Mette Jensen',
    firstName: 'Mette',
    lastName: 'Jensen',
    email: 'spiller@casino.test',
    phoneNumber: null,
    lastLogin: null,
    acceptedNewsletters: false,
    hasAcceptedSms: false,
    spendingLevel: null,
    ...overrides,
  };
}
