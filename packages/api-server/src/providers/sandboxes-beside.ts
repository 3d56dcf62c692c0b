import { startMailSandbox } from '../mail/sandbox/process.ts';
import type { StartedSandbox } from './sandbox-process.ts';
import type { ProviderSettings } from './settings.ts';

/** Where the sandboxes started beside a site are, for testers (the start-up log) and the e2e tests. */
export interface SandboxAddresses {
  mailbox?: string;
}

/**
 * Starts the sandbox mail service beside a site whose settings name it without an address (refused in
 * production, config.ts), each a process of its own; answers the settings pointed at them.
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
    let { mail } = providers;
    const addresses: SandboxAddresses = {};
    if (mail.kind === 'sandbox' && !mail.url) {
      const sandbox = await startMailSandbox();
      started.push(sandbox);
      mail = { ...mail, url: sandbox.smtpUrl, mailboxUrl: sandbox.url };
      addresses.mailbox = sandbox.url;
    }
    return { providers: { ...providers, mail }, addresses, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
