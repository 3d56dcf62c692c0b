import path from 'node:path';
import type { RofusEndpoint } from '../rofus-client.ts';
import { ROFUS_SERVICE_PATHS, SANDBOX_ROFUS_LOGIN, type RofusLogin } from './answer.ts';
import { REGISTRATION_PATH, type Registration } from './register.ts';
import { forkSandbox } from '../../sandbox-process.ts';

const entry = path.join(import.meta.dirname, 'server.ts');

export interface RofusSandbox {
  /** Its address; the services and the registration page are paths under it. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the sandbox ROFUS as a process of its own on a free port, with its fixture register; resolves with its
 * address once it listens. It takes its published login, or `login` (a licence holder's own, for a production
 * site pointed at it). It ends when `stop` is called or this process ends.
 */
export function startRofusSandbox(login?: RofusLogin): Promise<RofusSandbox> {
  return forkSandbox(
    entry,
    'ROFUS',
    login ? { ROFUS_SANDBOX_USERNAME: login.username, ROFUS_SANDBOX_PASSWORD: login.password } : {},
  );
}

/** The production adapter's settings for the sandbox at `url`: its paths and its published login. */
export const sandboxRofusEndpoint = (url: string): RofusEndpoint => ({
  kind: 'sandbox',
  checkUrl: new URL(ROFUS_SERVICE_PATHS.GamblerCheck, url).href,
  marketingUrl: new URL(ROFUS_SERVICE_PATHS.GamblerMultiReklameCheck, url).href,
  ...SANDBOX_ROFUS_LOGIN,
});

/** Registers a person in the sandbox at `url` as they would themselves on rofus.nu (testers and tests). */
export async function registerInSandboxRofus(url: string, registration: Registration): Promise<void> {
  const response = await fetch(new URL(REGISTRATION_PATH, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration),
  });
  if (response.status !== 204) throw new Error(`the ROFUS sandbox refused the registration: HTTP ${response.status}`);
}
