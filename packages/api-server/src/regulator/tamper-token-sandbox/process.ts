import { fork } from 'node:child_process';
import path from 'node:path';

const entry = path.join(import.meta.dirname, 'server.ts');

/** How long the sandbox may take to start (a Node start and one small module). */
const START_TIMEOUT_MS = 20_000;

export interface TamperTokenSandbox {
  /** Where it answers TamperTokenAnvend calls. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the sandbox TamperToken service as a process of its own, with its own key, on a free port; resolves
 * with its address once it listens. It ends when `stop` is called or this process ends.
 */
export function startTamperTokenSandbox(key: string): Promise<TamperTokenSandbox> {
  const child = fork(entry, [], {
    env: { PATH: process.env.PATH ?? '', TAMPER_TOKEN_SANDBOX_KEY: key },
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
      reject(new Error(`the TamperToken sandbox did not start in ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', (message: { url: string }) => {
      clearTimeout(timer);
      resolve({ url: message.url, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the TamperToken sandbox stopped as it started (exit code ${code})`));
    });
  });
}
