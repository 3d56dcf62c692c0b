import { fork } from 'node:child_process';
import path from 'node:path';
import type { RofusEndpoint } from '../rofus-client.ts';
import { ROFUS_SERVICE_PATHS, SANDBOX_ROFUS_LOGIN } from './answer.ts';
import { REGISTRATION_PATH, type Registration } from './register.ts';

const entry = path.join(import.meta.dirname, 'server.ts');

/** How long the sandbox may take to start (a Node start and a few small modules). */
const START_TIMEOUT_MS = 20_000;

export interface RofusSandbox {
  /** Its address; the services and the registration page are paths under it. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the sandbox ROFUS as a process of its own on a free port, with its fixture register; resolves with its
 * address once it listens. It ends when `stop` is called or this process ends.
 */
export function startRofusSandbox(): Promise<RofusSandbox> {
  const child = fork(entry, [], {
    env: { PATH: process.env.PATH ?? '' },
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the ROFUS sandbox did not start in ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', (message: { url: string }) => {
      clearTimeout(timer);
      resolve({ url: message.url, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ROFUS sandbox stopped as it started (exit code ${code})`));
    });
  });
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
