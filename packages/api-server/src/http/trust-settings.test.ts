// ARCHITECTURE "Trust boundaries": the public origin and the trusted proxies are configuration, checked when the
// server starts, with a message naming the setting; so is the strength of the secret that signs sessions.
import { readConfig } from '../config.ts';
import { configProblemsOf as problemsOf } from '../../test/config-problems.ts';

const demo = { SITE_ENV: 'production', CASINO_DEMO: '1', AUTH_SECRET: 'x'.repeat(40) };

describe('the trust settings a server starts with', () => {
  it('production and staging do not start without PUBLIC_ORIGIN', () => {
    expect(problemsOf(demo)).toContainEqual(expect.stringMatching(/^PUBLIC_ORIGIN: not set/));
    expect(problemsOf({ ...demo, SITE_ENV: 'staging', CASINO_DEMO: '0' })).toContainEqual(
      expect.stringMatching(/^PUBLIC_ORIGIN: not set/),
    );
  });

  it('development serves on http://localhost and its port when no origin is set', () => {
    expect(readConfig({ PORT: '3456' }).publicOrigin).toBe('http://localhost:3456');
  });

  it.each(['casino.example', 'https://casino.example/spil', 'ftp://casino.example', 'https://casino.example?x=1'])(
    'refuses PUBLIC_ORIGIN=%s, which is no origin',
    (value) => {
      expect(problemsOf({ ...demo, PUBLIC_ORIGIN: value })).toContainEqual(
        expect.stringMatching(/^PUBLIC_ORIGIN: .* is no origin/),
      );
    },
  );

  it('takes an origin as written, with or without its final slash', () => {
    expect(readConfig({ ...demo, PUBLIC_ORIGIN: 'https://casino.example/' }).publicOrigin).toBe(
      'https://casino.example',
    );
  });

  it('trusts no proxy unless TRUSTED_PROXIES names it, and refuses one it cannot read', () => {
    const origin = { ...demo, PUBLIC_ORIGIN: 'https://casino.example' };
    expect(readConfig(origin).trustedProxies).toEqual([]);
    expect(readConfig({ ...origin, TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
    ]);
    expect(problemsOf({ ...origin, TRUSTED_PROXIES: 'not-an-address' })).toContainEqual(
      expect.stringMatching(/^TRUSTED_PROXIES: /),
    );
  });

  it('production refuses an AUTH_SECRET shorter than 32 characters', () => {
    const problems = problemsOf({ ...demo, PUBLIC_ORIGIN: 'https://casino.example', AUTH_SECRET: 'hemmelig' });
    expect(problems).toContainEqual(expect.stringMatching(/^AUTH_SECRET: 8 characters; at least 32/));
  });
});
