// The sandbox TamperToken service as a process of its own: `node src/regulator/tamper-token-sandbox/server.ts`,
// on PORT (any free port when unset) at 127.0.0.1, sealing with TAMPER_TOKEN_SANDBOX_KEY (else the published
// sandbox key). Started as a child of the site (process.ts), it tells its parent its address and ends with it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { SANDBOX_TAMPER_TOKEN_KEY } from '../tamper-token.ts';
import { sandboxAnswer } from './answer.ts';

/** A call's body is a few hundred bytes: anything far larger is no TamperToken call. */
const MAX_BODY_BYTES = 64 * 1024;

const key = process.env.TAMPER_TOKEN_SANDBOX_KEY || SANDBOX_TAMPER_TOKEN_KEY;

const server = createServer((request, response) => {
  if (request.method !== 'POST' || Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    response.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  buffer(request).then(
    (body) => {
      const { status, xml } = sandboxAnswer(key, body.subarray(0, MAX_BODY_BYTES).toString('utf8'));
      response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(xml);
    },
    () => response.destroy(),
  );
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  if (process.send) process.send({ url });
  else process.stdout.write(`TamperToken sandbox on ${url}\n`);
});

// A child of the site ends when the site does, however the site ended (its IPC channel closes then).
process.on('disconnect', () => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
