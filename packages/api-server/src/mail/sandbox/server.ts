// The sandbox mail service as a process of its own: `node src/mail/sandbox/server.ts`. A real SMTP server on
// SMTP_PORT that keeps what it receives instead of delivering it, and on PORT (both 127.0.0.1, any free port
// when unset) the test mailbox: GET /?to=<address> as a page for testers, GET /mails?to=<address> as JSON for
// tests. Started as a child of the site (process.ts), it tells its parent its addresses and ends with it.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createInbox } from './inbox.ts';
import { mailboxPage } from './mailbox-page.ts';
import { mailSandboxSettingsSchema } from './settings.ts';

const settings = mailSandboxSettingsSchema.safeParse(process.env);
if (!settings.success) {
  process.stderr.write(`The sandbox mail service cannot start: ${z.prettifyError(settings.error)}\n`);
  process.exit(1);
}
const inbox = createInbox();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  banner: 'Casino sandbox mail (test service, nothing is delivered)',
  logger: false,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    inbox.keep(stream, session).then(
      () => callback(),
      (error: Error) => {
        process.stderr.write(`sandbox mail could not keep a mail: ${error.message}\n`);
        callback(error);
      },
    );
  },
});

const app = new Hono();
app.get('/', (c) => mailboxPage(c, inbox));
app.get('/mails', (c) => c.json(inbox.to(c.req.query('to') ?? '')));
app.all('*', (c) => c.text('Not found', 404));

await new Promise<void>((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(settings.data.SMTP_PORT, '127.0.0.1', () => resolve());
});
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
const web = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: settings.data.PORT }, (info) => {
  const url = `http://127.0.0.1:${info.port}`;
  if (process.send) process.send({ url, smtpUrl });
  else process.stdout.write(`sandbox mail: mailbox on ${url}, SMTP on ${smtpUrl}\n`);
});

const stop = () => smtp.close(() => web.close(() => process.exit(0)));
// A child of the site ends when the site does, however the site ended (its IPC channel closes then).
process.on('disconnect', () => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
