// ROFUS over mutual TLS (the issue "Settings for each adapter (endpoints, keys, certificates)";
// docs/decisions/0062-rofus.md): the authority's ROFUS is reached over TLS with the licence holder's client
// certificate. The adapter presents the certificate and trusts the CA its settings name; a service that asks for
// a client certificate refuses the adapter without one, and the site then hears "ROFUS unavailable".
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { testTempRoot } from '../../test/temp-root.ts';
import { createRofusRegister, type RofusEndpoint } from './rofus-client.ts';
import { ROFUS_SERVICE_PATHS, SANDBOX_ROFUS_LOGIN, sandboxAnswer } from './rofus-sandbox/answer.ts';
import { createSandboxRegister } from './rofus-sandbox/register.ts';
import { RofusUnavailableError } from './self-exclusion-register.ts';

/** A CA of this test only, and a server and a client certificate it issued (openssl, as an operator would). */
async function certificates(dir: string) {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  const rsa = ['-newkey', 'rsa:2048', '-nodes', '-days', '1'];
  openssl('req', '-x509', ...rsa, '-keyout', 'ca.key', '-out', 'ca.crt', '-subj', '/CN=Test ROFUS CA');
  for (const [name, subject] of [
    ['server', '/CN=127.0.0.1'],
    ['client', '/CN=Licence holder'],
  ] as const)
    openssl(
      'req',
      '-x509',
      ...rsa,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.crt`,
      '-subj',
      subject,
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
    );
  const read = (file: string) => readFile(path.join(dir, file), 'utf8');
  return {
    ca: await read('ca.crt'),
    server: { cert: await read('server.crt'), key: await read('server.key') },
    client: { cert: await read('client.crt'), key: await read('client.key') },
  };
}

describe('ROFUS over mutual TLS', () => {
  let dir: string;
  let server: Server;
  let endpoint: RofusEndpoint;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(testTempRoot(), 'rofus-tls-'));
    const pems = await certificates(dir);
    const register = createSandboxRegister();
    // The service as the authority runs it: TLS, and no answer to a client without a certificate its CA issued.
    server = createServer({ ...pems.server, ca: pems.ca, requestCert: true, rejectUnauthorized: true }, (req, res) => {
      void buffer(req).then((body) => {
        const path = new URL(req.url ?? '/', 'https://rofus').pathname;
        const { status, xml } = sandboxAnswer(register, path, req.headers.authorization, body.toString('utf8'));
        res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(xml);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    endpoint = {
      kind: 'rofus',
      checkUrl: `${base}${ROFUS_SERVICE_PATHS.GamblerCheck}`,
      marketingUrl: `${base}${ROFUS_SERVICE_PATHS.GamblerMultiReklameCheck}`,
      ...SANDBOX_ROFUS_LOGIN,
      clientCertificate: pems.client.cert,
      clientKey: pems.client.key,
      caCertificate: pems.ca,
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('asks with the licence holder’s client certificate, trusting the CA the settings name', async () => {
    await expect(createRofusRegister(endpoint).exclusionOf({ cpr: '0101904001' })).resolves.toBe(
      'PersonIsNotRegistered',
    );
  });

  it('is refused without a client certificate, which the site hears as ROFUS unavailable', async () => {
    const without = { ...endpoint, clientCertificate: undefined, clientKey: undefined };
    await expect(createRofusRegister(without).exclusionOf({ cpr: '0101904001' })).rejects.toThrow(
      RofusUnavailableError,
    );
  });

  it('does not trust a service whose certificate no CA of its settings issued', async () => {
    const untrusting = { ...endpoint, caCertificate: undefined };
    await expect(createRofusRegister(untrusting).exclusionOf({ cpr: '0101904001' })).rejects.toThrow(
      /ROFUS unavailable: GamblerCheck at https:\/\/127\.0\.0\.1:\d+\/GamblerProject\/GamblerService: .*certificate/u,
    );
  });
});
