// MitID's settings validated at start (the issue "Settings for each adapter ... validated at start" and
// "Sandboxes are outside systems"): the site's OIDC adapter is pointed at a real broker or, where a sandbox may
// run, at the sandbox MitID process. Production refuses the sandbox, by kind and by its published client login,
// unless it is a declared demo; each missing or wrong setting is named by its variable.
import { configProblemsOf as problemsOf } from '../../test/config-problems.ts';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../auth/sandbox-mitid/client.ts';
import { readProviderSettings } from './settings.ts';

const production = { SITE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), CPR_KEY: 'y'.repeat(40) };
const broker = {
  MITID_PROVIDER: 'oidc',
  MITID_ISSUER: 'https://casino.broker.example/',
  MITID_CLIENT_ID: 'urn:casino:production',
  MITID_CLIENT_SECRET: 'issued-by-the-broker',
};
const mitidProblems = (env: Record<string, string>) => problemsOf(env).filter((problem) => /MITID/u.test(problem));

describe('MitID settings at start', () => {
  it('production refuses the sandbox MitID, named outright or reached with its published client login', () => {
    expect(mitidProblems({ ...production, MITID_PROVIDER: 'sandbox' })[0]).toMatch(/^MITID_PROVIDER: is the sandbox/u);
    const sandboxIssuer = { MITID_ISSUER: 'http://127.0.0.1:4200' };
    const sandboxClient = { ...broker, ...sandboxIssuer, MITID_CLIENT_ID: SANDBOX_CLIENT_ID };
    expect(mitidProblems({ ...production, ...sandboxClient })).toEqual([
      'MITID_CLIENT_ID: not set or invalid',
      'MITID_CLIENT_SECRET: not set or invalid',
    ]);
    expect(mitidProblems({ ...production, ...broker, MITID_CLIENT_SECRET: SANDBOX_CLIENT_SECRET })).toEqual([
      'MITID_CLIENT_ID: not set or invalid',
      'MITID_CLIENT_SECRET: not set or invalid',
    ]);
    // A demo may run on the sandbox, either way.
    expect(mitidProblems({ ...production, CASINO_DEMO: '1', ...sandboxClient })).toEqual([]);
    expect(mitidProblems({ ...production, CASINO_DEMO: '1', MITID_PROVIDER: 'sandbox' })).toEqual([]);
  });

  it("production starts its OIDC adapter with the broker's issuer and client", () => {
    expect(mitidProblems({ ...production, ...broker })).toEqual([]);
    expect(readProviderSettings(broker, true).settings?.identity).toEqual({
      kind: 'oidc',
      issuer: 'https://casino.broker.example/',
      clientId: 'urn:casino:production',
      clientSecret: 'issued-by-the-broker',
    });
  });

  it('names each missing setting of a real broker by its variable', () => {
    expect(mitidProblems({ ...production, MITID_PROVIDER: 'oidc' })).toEqual([
      'MITID_ISSUER: not set or invalid',
      'MITID_CLIENT_ID: not set or invalid',
      'MITID_CLIENT_SECRET: not set or invalid',
    ]);
  });

  it('development runs the sandbox MitID, its process started beside the site (no issuer until then)', () => {
    expect(readProviderSettings({}, true).settings?.identity).toEqual({ kind: 'sandbox' });
  });

  it("lets a tester fix the sandboxes' ports (a bookmark), and names a port that is none", () => {
    const fixed = { SANDBOX_MITID_PORT: '4201', SANDBOX_MAILBOX_PORT: '4202', SANDBOX_SMTP_PORT: '4203' };
    const { settings } = readProviderSettings(fixed, true);
    expect(settings?.identity).toEqual({ kind: 'sandbox', mitidPort: 4201 });
    expect(settings?.mail).toMatchObject({ kind: 'sandbox', mailboxPort: 4202, smtpPort: 4203 });
    expect(
      readProviderSettings({ ...fixed, SANDBOX_MITID_PORT: 'x', SANDBOX_SMTP_PORT: '70000' }, true).problems,
    ).toEqual(['SANDBOX_MITID_PORT: not set or invalid', 'SANDBOX_SMTP_PORT: not set or invalid']);
  });
});
