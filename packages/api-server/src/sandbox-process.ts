import { fork } from 'node:child_process';
import { z } from 'zod';

/** How long a sandbox may take to start (a Node start and its few modules). */
const START_TIMEOUT_MS = 20_000;

/** A sandbox's port where a tester wants it fixed (a bookmark); unset: any free one. */
export const sandboxPortSchema = z.coerce.number().int().min(1).max(65_535).optional();

export interface StartedSandbox {
  stop: () => Promise<void>;
}

/**
 * Starts the sandbox at `entry` as a process of its own (`name` for the errors), with only `env` and PATH;
 * resolves with the addresses it reports once it listens. It ends when `stop` is called or this process ends.
 */
export function forkSandbox<Addresses extends object>(
  entry: string,
  name: string,
  env: Record<string, string> = {},
): Promise<Addresses & StartedSandbox> {
  const child = fork(entry, [], {
    env: { PATH: process.env.PATH ?? '', ...env },
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
      reject(new Error(`the ${name} sandbox did not start in ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', (addresses: Addresses) => {
      clearTimeout(timer);
      resolve({ ...addresses, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ${name} sandbox stopped as it started (exit code ${code})`));
    });
  });
}
