import { profileSchema } from '@casino/api-client';
import { profileUpdateSchema } from '@casino/api-client/requests/profile';
import {
  cooldownRequestSchema,
  deleteProfileRequestSchema,
  deleteRequestResultSchema,
  lockPeriodSchema,
  lockRequestSchema,
  lockResultSchema,
} from '@casino/api-client/profile';

const messagesOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const profile = {
  customerNo: 'C-100042',
  name: 'Mette Hansen',
  firstName: 'Mette',
  lastName: 'Hansen',
  email: 'mette@example.dk',
  phoneNumber: '20304050',
  lastLogin: '2026-11-20T18:45:00.000Z',
  acceptedNewsletters: false,
  hasAcceptedSms: true,
  spendingLevel: { id: '1000-5000' },
};

// Spec section 3 "Profile".
describe('profile schema', () => {
  it('reads the profile, with no phone number and no earlier login for a new player', () => {
    expect(profileSchema.parse(profile)).toEqual(profile);
    expect(profileSchema.parse({ ...profile, phoneNumber: null, lastLogin: null, spendingLevel: null })).toMatchObject({
      phoneNumber: null,
      lastLogin: null,
    });
  });

  it('refuses a profile without consent flags or with a malformed email or login time', () => {
    expect(profileSchema.safeParse({ ...profile, acceptedNewsletters: undefined }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, email: 'mette' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, lastLogin: 'i går' }).success).toBe(false);
  });
});

// Spec section 3 "Profile update payload": spendingLevel is sent as spendingLevel.id.
describe('profile update payload', () => {
  it('takes any subset of the fields, with the spending level as an id', () => {
    expect(profileUpdateSchema.parse({ spendingLevel: { id: 'under-1000' } })).toEqual({
      spendingLevel: { id: 'under-1000' },
    });
    expect(profileUpdateSchema.parse({ acceptedNewsletters: true })).toEqual({ acceptedNewsletters: true });
  });

  it('normalises a Danish phone number and email as the player typed them', () => {
    expect(profileUpdateSchema.parse({ phoneNumber: '+45 20 30 40 50', email: ' Mette@Example.DK ' })).toEqual({
      phoneNumber: '20304050',
      email: 'mette@example.dk',
    });
  });

  it('answers bad input with Danish messages a player can act on', () => {
    expect(messagesOf(profileUpdateSchema.safeParse({ email: 'mette@' }))).toEqual(['Indtast en gyldig e-mailadresse']);
    expect(messagesOf(profileUpdateSchema.safeParse({ phoneNumber: '1234' }))).toEqual([
      'Indtast et gyldigt dansk telefonnummer på 8 cifre',
    ]);
    expect(messagesOf(profileUpdateSchema.safeParse({ firstName: '  ' }))).toEqual(['Fornavn er påkrævet']);
    expect(messagesOf(profileUpdateSchema.safeParse({}))).toEqual(['Der er ingen ændringer at gemme']);
    expect(messagesOf(profileUpdateSchema.safeParse({ hasAcceptedSms: true, phoneNumber: null }))).toEqual([
      'Angiv et telefonnummer for at modtage SMS',
    ]);
  });

  it('refuses fields a player may not change and a spending level sent as a bare string', () => {
    expect(messagesOf(profileUpdateSchema.safeParse({ customerNo: 'C-1' }))).toContain('Ukendt felt: customerNo.');
    expect(profileUpdateSchema.safeParse({ spendingLevel: 'under-1000' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ spendingLevel: { id: 'unlimited' } }).success).toBe(false);
  });
});

// Spec sections 3, 4 and 7: lock payload (period, acceptedNewsletters); day goes to cooldown.
describe('lock and cooldown payloads', () => {
  it('accepts a month or forever lock', () => {
    expect(lockRequestSchema.parse({ period: 'month', acceptedNewsletters: false })).toEqual({
      period: 'month',
      acceptedNewsletters: false,
    });
    expect(lockRequestSchema.safeParse({ period: 'forever', acceptedNewsletters: true }).success).toBe(true);
  });

  it('refuses a day lock (that is the cooldown), an unknown period and a missing consent flag', () => {
    expect(messagesOf(lockRequestSchema.safeParse({ period: 'day', acceptedNewsletters: false }))).toEqual([
      'Vælg en gyldig periode for udelukkelsen',
    ]);
    expect(lockRequestSchema.safeParse({ period: 'week', acceptedNewsletters: false }).success).toBe(false);
    expect(messagesOf(lockRequestSchema.safeParse({ period: 'month' }))).toEqual([
      'Angiv om du vil modtage nyhedsbreve',
    ]);
  });

  it('knows exactly the periods day, month and forever', () => {
    expect(lockPeriodSchema.options).toEqual(['day', 'month', 'forever']);
    expect(lockPeriodSchema.safeParse('year').success).toBe(false);
  });

  it('takes an empty cooldown body and refuses anything in it', () => {
    expect(cooldownRequestSchema.parse({})).toEqual({});
    expect(cooldownRequestSchema.safeParse({ period: 'day' }).success).toBe(false);
  });

  it('reads the lock result, open-ended for forever', () => {
    const day = { period: 'day', lockedUntil: '2026-11-23T10:00:00.000Z', payout: null };
    expect(lockResultSchema.parse(day).lockedUntil).toBe('2026-11-23T10:00:00.000Z');
    const payout = { amount: 125.5, forfeitedBonus: 0, destination: '•••• 1111' };
    expect(lockResultSchema.parse({ period: 'forever', lockedUntil: null, payout })).toEqual({
      period: 'forever',
      lockedUntil: null,
      payout,
    });
    expect(lockResultSchema.safeParse({ period: 'forever', payout: null }).success).toBe(false);
  });
});

// Spec section 3 "Delete profile payload": acceptedNewsletters (false) and token.
describe('profile deletion payloads', () => {
  it('reads where the one-time link was sent, never the token itself (the token goes by e-mail)', () => {
    const result = {
      sentTo: 'mette@example.dk',
      expiresAt: '2026-11-22T12:00:00.000Z',
      outboxUrl: 'http://127.0.0.1:4011/?to=mette%40example.dk',
    };
    expect(deleteRequestResultSchema.parse(result)).toEqual(result);
    expect(deleteRequestResultSchema.parse({ ...result, outboxUrl: null }).outboxUrl).toBeNull();
    // The sandbox mail service's page is a web address; nothing else is a link the site would show.
    expect(deleteRequestResultSchema.safeParse({ ...result, outboxUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(deleteRequestResultSchema.safeParse({ ...result, sentTo: 'ikke en e-mail' }).success).toBe(false);
  });

  it('confirms with the token and newsletters off', () => {
    expect(deleteProfileRequestSchema.parse({ acceptedNewsletters: false, token: 'del_8f2c' })).toEqual({
      acceptedNewsletters: false,
      token: 'del_8f2c',
    });
  });

  it('refuses to keep newsletters or to confirm without a token', () => {
    expect(messagesOf(deleteProfileRequestSchema.safeParse({ acceptedNewsletters: true, token: 'x' }))).toEqual([
      'Nyhedsbreve skal være fravalgt, når profilen slettes',
    ]);
    expect(messagesOf(deleteProfileRequestSchema.safeParse({ acceptedNewsletters: false }))).toEqual([
      'Bekræftelseskoden mangler',
    ]);
  });
});
