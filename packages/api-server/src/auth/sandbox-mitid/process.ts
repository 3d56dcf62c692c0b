import path from 'node:path';
import { forkSandbox, type StartedSandbox } from '../../sandbox-process.ts';

export interface MitidSandbox extends StartedSandbox {
  /** Its issuer: where the site's OIDC adapter discovers it and the browser logs in. */
  issuer: string;
}

/**
 * Starts the sandbox MitID broker as a process of its own, on a free port unless `port` names one; with the
 * published client login unless `client` gives a broker contract's own.
 */
export function startMitidSandbox(port = 0, client?: { id: string; secret: string }): Promise<MitidSandbox> {
  return forkSandbox<{ issuer: string }>(path.join(import.meta.dirname, 'server.ts'), 'MitID', {
    PORT: String(port),
    ...(client ? { CLIENT_ID: client.id, CLIENT_SECRET: client.secret } : {}),
  });
}
