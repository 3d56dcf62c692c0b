// ARCHITECTURE.md "Outside systems" (mail) and spec section 7 (profile deletion): every mail leaves over SMTP,
// to the sandbox mail server this process runs (whose mailbox page shows it) or to a real host; the same code
// path either way. A mail the host refuses stays queued and goes out on a later try.
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { mailOutbox, sandboxMailbox } from '../db/schema.ts';
import { deliverPending, queueMail } from './outbox.ts';
import { readProviderSettings } from '../providers/settings.ts';
import { SEED_USERS } from '../seed/index.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { playerIdOf } from '../../test/payments-support.ts';

const subject = 'Bekræft sletning af din profil';

/** An SMTP host of the test's own on loopback; `refuse` makes it turn mails away. */
async function smtpHost(options: { refuse?: () => boolean } = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (options.refuse?.()) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail through the sandbox mail server', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it("a deletion's one-time link arrives over SMTP in the player's test mailbox, and its link deletes the profile", async () => {
    const who = SEED_USERS.profileDelete;
    const player = await signedIn(site, 'profileDelete');
    const request = await json<{ outboxUrl: string }>(await player.post('/api/proxy/profiles/delete'));
    expect(request.outboxUrl).toBe('/sandbox/mail');

    // What the SMTP server received, parsed from the wire: the subject's Danish letters decoded.
    const [received] = await site.db.select().from(sandboxMailbox).where(eq(sandboxMailbox.toAddress, who.email));
    expect(received).toMatchObject({ subject, fromAddress: '"Casino" <kundeservice@casino.test>' });
    const [queued] = await site.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, who.email));
    expect(queued!.sentAt).toBeInstanceOf(Date);

    const mailbox = await (await player.get('/sandbox/mail')).text();
    expect(mailbox).toContain(subject);
    const link = /href="([^"]+confirm-delete\?token=([\w-]+))"/u.exec(mailbox);
    expect(link).not.toBeNull();

    // Someone else's mailbox does not show it.
    const other = await (await (await signedIn(site, 'player')).get('/sandbox/mail')).text();
    expect(other).not.toContain(subject);

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

  it('keeps a mail the host refused and sends it on the next try, once', async () => {
    let refusing = true;
    const flaky = await smtpHost({ refuse: () => refusing });
    const transport = nodemailer.createTransport({ url: flaky.url, ignoreTLS: true });
    try {
      const playerId = await playerIdOf(site.db, 'player');
      await queueMail(site.db, { playerId, to: SEED_USERS.player.email, subject: 'Prøve', text: 'Hej' });
      expect(await deliverPending(site.db, transport, 'Casino <kundeservice@casino.example>')).toBe(0);
      const [kept] = await site.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Prøve'));
      expect(kept).toMatchObject({ sentAt: null, attempts: 1 });
      expect(kept!.lastError).toContain('mailbox busy');

      refusing = false;
      expect(await deliverPending(site.db, transport, 'Casino <kundeservice@casino.example>')).toBe(1);
      expect(await deliverPending(site.db, transport, 'Casino <kundeservice@casino.example>')).toBe(0);
      expect(flaky.received.map((mail) => mail.subject)).toEqual(['Prøve']);
    } finally {
      transport.close();
      await flaky.close();
    }
  });
});
