import { startMitidSandbox } from '../auth/sandbox-mitid/process.ts';
import { startMailSandbox } from '../mail/sandbox/process.ts';
import type { StartedSandbox } from './sandbox-process.ts';
import type { ProviderSettings } from './settings.ts';

/** Where the sandboxes started beside a site are, for testers (the start-up log) and the e2e tests. */
export interface SandboxAddresses {
  mailbox?: string;
  mitid?: string;
}

/**
 * Starts the sandbox MitID broker and mail service beside a site whose settings name them without an address
 * (refused in production, config.ts), each a process of its own; answers the settings pointed at them.
 */
export async function startSandboxesBeside(providers: ProviderSettings): Promise<{
  providers: ProviderSettings;
  addresses: SandboxAddresses;
  stop: () => Promise<void>;
}> {
  const started: StartedSandbox[] = [];
  const stop = async () => {
    await Promise.all(started.map((sandbox) => sandbox.stop()));
  };
  try {
    let { mail, identity } = providers;
    const addresses: SandboxAddresses = {};
    const needsMail = mail.kind === 'sandbox' && !mail.url;
    const needsMitid = identity.kind === 'sandbox' && !identity.issuer;
    const [mailSandbox, mitidSandbox] = await Promise.all([
      needsMail ? startMailSandbox().then((sandbox) => (started.push(sandbox), sandbox)) : undefined,
      needsMitid ? startMitidSandbox().then((sandbox) => (started.push(sandbox), sandbox)) : undefined,
    ]);
    if (mailSandbox) {
      mail = { kind: 'sandbox', from: mail.from, url: mailSandbox.smtpUrl, mailboxUrl: mailSandbox.url };
      addresses.mailbox = mailSandbox.url;
    }
    if (mitidSandbox) {
      identity = { kind: 'sandbox', issuer: mitidSandbox.issuer };
      addresses.mitid = mitidSandbox.issuer;
    }
    return { providers: { ...providers, mail, identity }, addresses, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
