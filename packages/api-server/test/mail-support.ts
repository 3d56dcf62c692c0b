// A sandbox mail service of one test file's own, for tests that read the mails: the global one is shared by every
// file running at the same time, and the seeded players' addresses are the same in each.
import type { ServerConfig } from '../src/config.ts';
import type { ReceivedMail } from '../src/mail/sandbox/inbox.ts';
import { mailsTo, startMailSandbox, type MailSandbox } from '../src/mail/sandbox/process.ts';
import { readProviderSettings } from '../src/providers/settings.ts';

export interface OwnMail {
  sandbox: MailSandbox;
  /** The site's provider settings, mail to this sandbox (and ROFUS as `base` has it). */
  providers: ServerConfig['providers'];
  /** What it received for `address`, newest first. */
  mailsTo: (address: string) => Promise<ReceivedMail[]>;
}

export async function startOwnMail(base = readProviderSettings({}, true).settings!): Promise<OwnMail> {
  const sandbox = await startMailSandbox();
  return {
    sandbox,
    providers: { ...base, mail: { ...base.mail, kind: 'sandbox', url: sandbox.smtpUrl, mailboxUrl: sandbox.url } },
    mailsTo: (address) => mailsTo(sandbox.url, address),
  };
}
