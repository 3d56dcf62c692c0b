// ROFUS's settings validated at start (the issue "Settings for each adapter ... validated at start"; ARCHITECTURE.md
// "Outside systems"): ROFUS's settings are read and checked when the server starts. Production
// takes the authority's service and refuses the sandbox ROFUS, by kind and by its published login, unless it is a
// declared demo; each missing or wrong setting is named by its variable.
import { configProblemsOf as problemsOf } from '../../test/config-problems.ts';
import { readProviderSettings } from './settings.ts';
import { SANDBOX_ROFUS_LOGIN } from '../players/rofus-sandbox/answer.ts';

const production = { SITE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };
const authority = {
  ROFUS_PROVIDER: 'rofus',
  ROFUS_URL: 'https://rofus.example/GamblerProject/GamblerService',
  ROFUS_MARKETING_URL: 'https://rofus.example/GamblerReklameProject/GamblerReklameService',
  ROFUS_USERNAME: 'licence-holder',
  ROFUS_PASSWORD: 'issued-by-the-authority',
};
const rofusProblems = (env: Record<string, string>) => problemsOf(env).filter((problem) => /ROFUS/u.test(problem));

describe('ROFUS settings at start', () => {
  it('production with no ROFUS named does not start, and says what the authority’s service needs', () => {
    expect(rofusProblems(production)).toEqual([
      'ROFUS_PROVIDER: not set; needs ROFUS_PROVIDER=rofus with ROFUS_URL, ROFUS_MARKETING_URL, ROFUS_USERNAME, ' +
        'ROFUS_PASSWORD (ROFUS_CLIENT_CERTIFICATE and ROFUS_CLIENT_KEY for mutual TLS, ROFUS_CA_CERTIFICATE)',
    ]);
  });

  it('production refuses the sandbox ROFUS, named outright or reached with its published login', () => {
    expect(rofusProblems({ ...production, ROFUS_PROVIDER: 'sandbox' })[0]).toMatch(/^ROFUS_PROVIDER: is the sandbox/u);
    const sandboxLogin = {
      ...authority,
      ROFUS_URL: 'http://127.0.0.1:4100/GamblerProject/GamblerService',
      ...loginOf(),
    };
    expect(rofusProblems({ ...production, ...sandboxLogin })).toEqual(['ROFUS_USERNAME: not set or invalid']);
    // A demo may run on the sandbox, either way.
    expect(rofusProblems({ ...production, CASINO_DEMO: '1', ...sandboxLogin })).toEqual([]);
    expect(rofusProblems({ ...production, CASINO_DEMO: '1', ROFUS_PROVIDER: 'sandbox' })).toEqual([]);
  });

  it('production starts its ROFUS with the authority’s addresses and login, a certificate with its key', () => {
    expect(rofusProblems({ ...production, ...authority })).toEqual([]);
    // The certificate and key as one-line variables, their line breaks written as \n.
    const tls = {
      ROFUS_CLIENT_CERTIFICATE: '-----BEGIN CERTIFICATE-----\\nMIIB\\n-----END CERTIFICATE-----',
      ROFUS_CLIENT_KEY: '-----BEGIN PRIVATE KEY-----\\nMIIE\\n-----END PRIVATE KEY-----',
    };
    expect(rofusProblems({ ...production, ...authority, ...tls })).toEqual([]);
    const { settings } = readProviderSettings({ ...authority, ...tls }, true);
    expect(settings?.selfExclusion).toEqual({
      kind: 'rofus',
      checkUrl: authority.ROFUS_URL,
      marketingUrl: authority.ROFUS_MARKETING_URL,
      username: authority.ROFUS_USERNAME,
      password: authority.ROFUS_PASSWORD,
      clientCertificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
      clientKey: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----',
    });
  });

  it('names each missing or wrong ROFUS setting by its variable', () => {
    expect(rofusProblems({ ...production, ...authority, ROFUS_URL: 'rofus', ROFUS_MARKETING_URL: '' })).toEqual([
      'ROFUS_URL: not set or invalid',
      'ROFUS_MARKETING_URL: not set or invalid',
    ]);
    const certificate = '-----BEGIN CERTIFICATE-----\\nMIIB\\n-----END CERTIFICATE-----';
    expect(rofusProblems({ ...production, ...authority, ROFUS_CLIENT_CERTIFICATE: certificate })).toEqual([
      'ROFUS_CLIENT_KEY: not set or invalid',
    ]);
    expect(rofusProblems({ ...production, ...authority, ROFUS_CA_CERTIFICATE: 'not a certificate' })).toEqual([
      'ROFUS_CA_CERTIFICATE: not set or invalid',
    ]);
  });
});

function loginOf() {
  return { ROFUS_USERNAME: SANDBOX_ROFUS_LOGIN.username, ROFUS_PASSWORD: SANDBOX_ROFUS_LOGIN.password };
}
