import path from 'node:path';
import { forkSandbox } from '../../sandbox-process.ts';

const entry = path.join(import.meta.dirname, 'server.ts');

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
  return forkSandbox(entry, 'TamperToken', { TAMPER_TOKEN_SANDBOX_KEY: key });
}
