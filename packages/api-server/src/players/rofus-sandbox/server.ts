// The sandbox ROFUS as a process of its own: `node src/players/rofus-sandbox/server.ts`, on PORT (any free port
// when unset) at 127.0.0.1. It answers ROFUS's two SOAP services at their paths, with the published login or the
// one ROFUS_SANDBOX_USERNAME and ROFUS_SANDBOX_PASSWORD name, and stands in for rofus.nu where citizens register
// themselves (POST /borger/registrering, JSON). Started as a child of the site
// (process.ts), it tells its parent its address and ends with it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { MARKETING_CHECK_MAX_PEOPLE } from '../rofus-protocol.ts';
import { ROFUS_SERVICE_PATHS, sandboxAnswer } from './answer.ts';
import { createSandboxRegister, REGISTRATION_PATH, registrationSchema } from './register.ts';

/** A bulk call of 1,000 CPR numbers is some 60 kB: anything far larger is no ROFUS call. */
const MAX_BODY_BYTES = 64 * MARKETING_CHECK_MAX_PEOPLE;

const register = createSandboxRegister();
const { ROFUS_SANDBOX_USERNAME: username, ROFUS_SANDBOX_PASSWORD: password } = process.env;
const login = username && password ? { username, password } : undefined;
const servicePaths: readonly string[] = Object.values(ROFUS_SERVICE_PATHS);

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
  const known = servicePaths.includes(path) || path === REGISTRATION_PATH;
  if (!known) {
    response.writeHead(404).end();
    return;
  }
  if (request.method !== 'POST' || Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    response.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  buffer(request).then(
    (raw) => {
      const body = raw.subarray(0, MAX_BODY_BYTES).toString('utf8');
      if (path === REGISTRATION_PATH) {
        let parsed;
        try {
          parsed = registrationSchema.safeParse(JSON.parse(body));
        } catch {
          parsed = null;
        }
        if (!parsed?.success) {
          response.writeHead(400).end();
          return;
        }
        const { cpr, until, ...listing } = parsed.data;
        register.register(cpr, { ...listing, until: until ? new Date(until) : undefined });
        response.writeHead(204).end();
        return;
      }
      const { status, xml } = sandboxAnswer(register, path, request.headers.authorization, body, { login });
      response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(xml);
    },
    () => response.destroy(),
  );
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (process.send) process.send({ url });
  else process.stdout.write(`ROFUS sandbox on ${url}\n`);
});

// A child of the site ends when the site does, however the site ended (its IPC channel closes then).
process.on('disconnect', () => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
