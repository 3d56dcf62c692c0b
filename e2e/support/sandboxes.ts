// The sandboxes each e2e server started beside itself (support/site.ts wrote their addresses): the test mailbox
// of the sandbox mail service, where a tester reads what the site sent.
import { readFileSync } from 'node:fs';
import { sandboxesFile } from './env.ts';

/** Which of support/site.ts's servers. */
export type SiteName = 'production' | 'staging' | 'proxied';

/** The sandbox mailbox page of `address`, beside the server `site`. */
export function mailboxOf(site: SiteName, address: string): string {
  const sandboxes = JSON.parse(readFileSync(sandboxesFile, 'utf8')) as Record<SiteName, { mailbox?: string }>;
  const mailbox = sandboxes[site].mailbox;
  if (!mailbox) throw new Error(`no sandbox mail service beside the ${site} server`);
  const url = new URL('/', mailbox);
  url.searchParams.set('to', address);
  return url.href;
}
