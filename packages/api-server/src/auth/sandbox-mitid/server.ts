// The sandbox MitID broker as a process of its own: `node src/auth/sandbox-mitid/server.ts`, an OpenID Connect
// provider on PORT at 127.0.0.1 (any free port when unset), its issuer that address (or ISSUER). Its login page
// lists made-up people and takes a typed one. Started as a child of the site (process.ts), it tells its parent
// its issuer and ends with it.
import { serve } from '@hono/node-server';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { createSandboxProvider } from './provider.ts';
import { sandboxMitidRoutes } from './routes.ts';
import { mitidSandboxSettingsSchema } from './settings.ts';

const settings = mitidSandboxSettingsSchema.safeParse(process.env);
if (!settings.success) {
  process.stderr.write(`The sandbox MitID cannot start: ${z.prettifyError(settings.error)}\n`);
  process.exit(1);
}
let provider: Provider | undefined;
const app = sandboxMitidRoutes(() => provider!);
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: settings.data.PORT }, (info) => {
  const issuer = settings.data.ISSUER ?? `http://127.0.0.1:${info.port}`;
  const { CLIENT_ID: id, CLIENT_SECRET: secret } = settings.data;
  provider = createSandboxProvider(issuer, id && secret ? { id, secret } : undefined);
  if (process.send) process.send({ issuer });
  else process.stdout.write(`sandbox MitID: issuer ${issuer}\n`);
});

// A child of the site ends when the site does, however the site ended (its IPC channel closes then).
process.on('disconnect', () => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
