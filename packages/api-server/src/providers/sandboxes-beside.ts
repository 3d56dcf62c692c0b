import { startMitidSandbox } from '../auth/sandbox-mitid/process.ts';
import { startMailSandbox } from '../mail/sandbox/process.ts';
import type { StartedSandbox } from '../sandbox-process.ts';
import type { ProviderSettings } from './settings.ts';

/** Where the sandboxes started beside a site are, for testers (the start-up log) and the e2e tests. */
export interface SandboxAddresses {
  mailbox?: string;
  mitid?: string;
  /** The sandbox game aggregator (its games' frames). */
  games?: string;
  /** The sandbox Nexi (its hosted payment page). */
  nexi?: string;
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
    const kept = <T extends StartedSandbox>(sandbox: T) => (started.push(sandbox), sandbox);
    const [mailSandbox, mitidSandbox] = await Promise.all([
      mail.kind === 'sandbox' && !mail.url
        ? startMailSandbox({ web: mail.mailboxPort, smtp: mail.smtpPort }).then(kept)
        : undefined,
      identity.kind === 'sandbox' && !identity.issuer ? startMitidSandbox(identity.mitidPort).then(kept) : undefined,
    ]);
    if (mailSandbox) {
      mail = { ...mail, kind: 'sandbox', url: mailSandbox.smtpUrl, mailboxUrl: mailSandbox.url };
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
