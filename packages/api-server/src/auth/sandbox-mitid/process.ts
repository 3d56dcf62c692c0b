import path from 'node:path';
import { forkSandbox, type StartedSandbox } from '../../providers/sandbox-process.ts';

export interface MitidSandbox extends StartedSandbox {
  /** Its issuer: where the site's OIDC adapter discovers it and the browser logs in. */
  issuer: string;
}

/** Starts the sandbox MitID broker as a process of its own, on a free port unless `port` names one. */
export function startMitidSandbox(port = 0): Promise<MitidSandbox> {
  return forkSandbox<{ issuer: string }>(path.join(import.meta.dirname, 'server.ts'), 'MitID', { PORT: String(port) });
}
