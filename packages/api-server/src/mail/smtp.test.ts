// ARCHITECTURE.md "Outside systems" (mail) and spec section 7 (profile deletion): every mail leaves over SMTP,
// to the sandbox mail service, a process of its own whose mailbox page shows it (the issue "Sandboxes are
// outside systems"), or to a real host; the same code path either way. A mail the host refuses stays queued and goes out on a later try: tries 30 s apart, then
// doubling to an hour apart, for a day; then it is given up, kept, and the metrics say so.
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import { mailOutbox } from './schema.ts';
import { deliverPending, queueMail } from './outbox.ts';
import { readProviderSettings } from '../providers/settings.ts';
import { SEED_USERS } from '../seed/index.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { playerIdOf } from '../../test/payments-support.ts';
import { startOwnMail, type OwnMail } from '../../test/mail-support.ts';
import { smtpHost } from '../../test/smtp-host.ts';

const subject = 'Bekræft sletning af din profil';

describe('mail through the sandbox mail service', () => {
  let mails: OwnMail;
  let site: TestSite;
  beforeAll(async () => {
    mails = await startOwnMail();
    site = await startTestSite({ providers: mails.providers });
  });
  afterAll(async () => {
    await site.close();
    await mails.sandbox.stop();
  });

  it("a deletion's one-time link arrives over SMTP in the sandbox's mailbox of the player, and its link deletes the profile", async () => {
    const who = SEED_USERS.profileDelete;
    const player = await signedIn(site, 'profileDelete');
    const request = await json<{ outboxUrl: string }>(await player.post('/api/proxy/profiles/delete'));
    expect(request.outboxUrl).toBe(`${mails.sandbox.url}/?to=${encodeURIComponent(who.email)}`);

    // What the SMTP server received, parsed from the wire: the subject's Danish letters decoded.
    const [received] = await mails.mailsTo(who.email);
    expect(received).toMatchObject({ subject, from: '"Casino" <kundeservice@casino.test>' });
    const [queued] = await site.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, who.email));
    expect(queued!.sentAt).toBeInstanceOf(Date);

    const mailbox = await (await fetch(request.outboxUrl)).text();
    expect(mailbox).toContain(subject);
    const link = /href="([^"]+confirm-delete\?token=([\w-]+))"/u.exec(mailbox);
    expect(link).not.toBeNull();

    // Another address's mailbox does not show it, and the site serves no mailbox of its own.
    const other = new URL(request.outboxUrl);
    other.searchParams.set('to', SEED_USERS.player.email);
    expect(await (await fetch(other)).text()).not.toContain(subject);
    expect((await player.get('/sandbox/mail')).status).toBe(404);

    const deleted = await player.post('/api/proxy/profiles/deleteProfile', {
      acceptedNewsletters: false,
      token: link![2],
    });
    expect(deleted.status).toBe(200);
  });
});

describe('mail through a real SMTP host', () => {
  let site: TestSite;
  let host: Awaited<ReturnType<typeof smtpHost>>;
  beforeAll(async () => {
    host = await smtpHost();
    site = await startTestSite({
      providers: {
        ...readProviderSettings({}, true).settings!,
        mail: { kind: 'smtp', url: host.url, from: 'Casino <kundeservice@casino.example>' },
      },
    });
  });
  afterAll(async () => {
    await site.close();
    await host.close();
  });

  it('sends the mail to the configured host, and the site links to no test mailbox', async () => {
    const player = await signedIn(site, 'profileDelete');
    const request = await json<{ outboxUrl: string | null }>(await player.post('/api/proxy/profiles/delete'));
    expect(request.outboxUrl).toBeNull();
    expect(host.received).toHaveLength(1);
    expect(host.received[0]!.subject).toBe(subject);
    expect(host.received[0]!.from?.value).toEqual([{ name: 'Casino', address: 'kundeservice@casino.example' }]);
    expect(host.received[0]!.text).toMatch(/confirm-delete\?token=[\w-]+/u);
    expect((await player.get('/sandbox/mail')).status).toBe(404);
  });

  const from = 'Casino <kundeservice@casino.example>';
  const later = (time: Date, ms: number) => new Date(time.getTime() + ms);
  const outboxRow = async (subject: string) =>
    (await site.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)))[0]!;

  /** A host that refuses while `refusing` says so, its transport, and a mail queued for it. */
  async function refusedMail(subject: string, refusing: () => boolean) {
    const flaky = await smtpHost({ refuse: refusing });
    const transport = nodemailer.createTransport({ url: flaky.url, ignoreTLS: true });
    const playerId = await playerIdOf(site.db, 'player');
    await queueMail(site.db, { playerId, to: SEED_USERS.player.email, subject, text: 'Hej' });
    return {
      flaky,
      /** One delivery pass at `now` on the test's clock. */
      pass: (now: Date) => deliverPending(site.db, transport, from, now),
      close: async () => {
        transport.close();
        await flaky.close();
      },
    };
  }

  it('keeps a mail the host refused and sends it on its next try, after its wait, once', async () => {
    let refusing = true;
    const mail = await refusedMail('Prøve', () => refusing);
    try {
      const start = new Date();
      expect(await mail.pass(start)).toBe(0);
      const kept = await outboxRow('Prøve');
      expect(kept).toMatchObject({ sentAt: null, attempts: 1, nextAttemptAt: later(start, 30_000) });
      expect(kept.lastError).toContain('mailbox busy');

      refusing = false;
      expect(await mail.pass(later(start, 29_000))).toBe(0);
      expect(await mail.pass(later(start, 30_000))).toBe(1);
      expect(await mail.pass(later(start, 60_000))).toBe(0);
      expect(mail.flaky.received.map((received) => received.subject)).toEqual(['Prøve']);
    } finally {
      await mail.close();
    }
  });

  it('delivers a mail the host refused for an hour once it takes mail again, trying less often meanwhile', async () => {
    let refusing = true;
    let refusals = 0;
    const mail = await refusedMail('Efter en time', () => {
      if (refusing) refusals += 1;
      return refusing;
    });
    try {
      const start = new Date();
      const triedAt: number[] = [];
      let now = start;
      while (now.getTime() - start.getTime() < 60 * 60_000) {
        expect(await mail.pass(now)).toBe(0);
        triedAt.push((now.getTime() - start.getTime()) / 1000);
        const { nextAttemptAt, attempts } = await outboxRow('Efter en time');
        // Not before its time: a pass a second early leaves it alone.
        expect(await mail.pass(later(nextAttemptAt!, -1000))).toBe(0);
        expect((await outboxRow('Efter en time')).attempts).toBe(attempts);
        now = nextAttemptAt!;
      }
      // 30 s, doubling: seven tries in the hour, not one every 30 s.
      expect(triedAt).toEqual([0, 30, 90, 210, 450, 930, 1890]);
      expect(refusals).toBe(7);

      refusing = false;
      expect(await mail.pass(now)).toBe(1);
      expect(mail.flaky.received.map((received) => received.subject)).toEqual(['Efter en time']);
      expect(await outboxRow('Efter en time')).toMatchObject({ attempts: 8, lastError: null, gaveUpAt: null });
      expect(await mail.pass(later(now, 60 * 60_000))).toBe(0);
    } finally {
      await mail.close();
    }
  });

  it('gives up a mail refused for a day, keeps it unsent, and says so in the metrics', async () => {
    const mail = await refusedMail('Efter en dag', () => true);
    try {
      const start = new Date();
      let now = start;
      for (;;) {
        await mail.pass(now);
        const row = await outboxRow('Efter en dag');
        if (row.gaveUpAt) break;
        // Tried at least hourly all day.
        expect(row.nextAttemptAt!.getTime() - now.getTime()).toBeLessThanOrEqual(60 * 60_000);
        now = row.nextAttemptAt!;
      }
      const givenUp = await outboxRow('Efter en dag');
      expect(now.getTime() - givenUp.createdAt.getTime()).toBeGreaterThanOrEqual(24 * 60 * 60_000);
      expect(givenUp).toMatchObject({ sentAt: null, gaveUpAt: now, bodyText: 'Hej' });
      // No longer tried, however late.
      await mail.pass(later(now, 7 * 24 * 60 * 60_000));
      expect((await outboxRow('Efter en dag')).attempts).toBe(givenUp.attempts);
      expect(mail.flaky.received).toEqual([]);

      const metrics = await (await fetch(`${site.url}/metrics`)).text();
      expect(metrics).toMatch(/^casino_mail_outbox_given_up [1-9]/mu);
    } finally {
      await mail.close();
    }
  });
});
