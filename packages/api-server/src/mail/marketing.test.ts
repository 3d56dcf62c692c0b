// No marketing mail to a "nej tak" player (the issue "ROFUS through the regulator's service";
// BEK 1274/2019 § 25, stk. 5): before a marketing mail is queued, ROFUS's "Nej tak til spilreklamer" is asked for
// every addressee in one bulk call over its protocol, and whoever said no gets nothing, though their account
// accepts newsletters. Without ROFUS's answer no marketing mail is queued at all.
import { eq } from 'drizzle-orm';
import { createCprVault, SANDBOX_CPR_KEY } from '../players/cpr-vault.ts';
import { mailOutbox } from './schema.ts';
import { RofusUnavailableError } from '../players/self-exclusion-register.ts';
import { seedCprOf } from '../sandbox-people/seed-cpr.ts';
import { SEED_USERS } from '../sandbox-people/seed-users.ts';
import { startTestSite, type TestSite } from '../../test/harness.ts';
import { startOwnMail, type OwnMail } from '../../test/mail-support.ts';
import { startOwnRofus, type OwnRofus } from '../../test/rofus-support.ts';
import { queueMarketingMail } from './marketing.ts';

const vault = createCprVault(SANDBOX_CPR_KEY);
const offer = { subject: 'Ugens tilbud: 50 gratis spins', text: 'Log ind og se ugens tilbud.' };

describe('marketing mail', () => {
  let rofus: OwnRofus;
  let mails: OwnMail;
  let site: TestSite;
  beforeAll(async () => {
    rofus = await startOwnRofus();
    mails = await startOwnMail(rofus.providers);
    site = await startTestSite({ providers: mails.providers });
  });
  afterAll(async () => {
    await site.close();
    await Promise.all([rofus.sandbox.stop(), mails.sandbox.stop()]);
  });

  const received = async (emails: string[]) => (await Promise.all(emails.map(mails.mailsTo))).flat();

  it('reaches players who accepted newsletters, and not one who said "Nej tak til spilreklamer" in ROFUS', async () => {
    const saidNo = SEED_USERS.noLimits;
    const welcome = SEED_USERS.atDepositLimit;
    expect([saidNo.acceptedNewsletters, welcome.acceptedNewsletters]).toEqual([true, true]);
    await rofus.register(seedCprOf(saidNo.customerNo), { exclusion: null, declinedMarketing: true });

    const { queued, declined } = await queueMarketingMail(site.db, site.providers.selfExclusion, vault, offer);
    expect(declined).toBe(1);
    expect(queued).toBeGreaterThan(0);
    await site.providers.mail.deliverPending();

    expect((await received([welcome.email])).map((mail) => mail.subject)).toEqual([offer.subject]);
    expect(await received([saidNo.email])).toEqual([]);
    expect(await site.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, saidNo.email))).toEqual([]);
    // Nobody who took newsletters and is in ROFUS, nor a player who declined newsletters, got it either.
    expect(await received([SEED_USERS.rofus.email, SEED_USERS.player.email])).toEqual([]);
  });

  it('queues nothing when ROFUS gives no answer', async () => {
    const before = await site.db.select().from(mailOutbox);
    await rofus.sandbox.stop();
    await expect(
      queueMarketingMail(site.db, site.providers.selfExclusion, vault, { ...offer, subject: 'Uden ROFUS' }),
    ).rejects.toThrow(RofusUnavailableError);
    expect(await site.db.select().from(mailOutbox)).toHaveLength(before.length);
  });
});
