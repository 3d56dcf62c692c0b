import type { RegistryResponse } from '@casino/api-client';
import { pinStorageKey } from './pin-storage.ts';
import { applyPins } from './pins.ts';

const manifest = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

function registry(environment: RegistryResponse['environment']): RegistryResponse {
  return {
    environment,
    remoteTimeoutMs: 1000,
    remotes: { payments: manifest('payments', '1.0.0-a'), games: manifest('games', '1.0.0-g') },
    published:
      environment === 'production'
        ? undefined
        : { payments: { '1.0.0-a': manifest('payments', '1.0.0-a'), '1.1.0-b': manifest('payments', '1.1.0-b') } },
  };
}

// ARCHITECTURE.md "Delivery": QA pins a published version per browser, never in production.
describe('QA version pins', () => {
  beforeEach(() => localStorage.clear());

  it('pins a published version in staging and remembers it for the next visit', async () => {
    const first = await applyPins(registry('staging'), '?pin=payments@1.1.0-b', localStorage);
    expect(first.remotes.payments).toBe(manifest('payments', '1.1.0-b'));
    expect(first.active).toEqual({ payments: '1.1.0-b' });

    const reload = await applyPins(registry('staging'), '', localStorage);
    expect(reload.remotes.payments).toBe(manifest('payments', '1.1.0-b'));
  });

  it('ignores and forgets pins in production', async () => {
    localStorage.setItem(pinStorageKey, JSON.stringify({ payments: '1.1.0-b' }));
    const result = await applyPins(registry('production'), '?pin=payments@1.1.0-b', localStorage);
    expect(result.remotes.payments).toBe(manifest('payments', '1.0.0-a'));
    expect(result.active).toEqual({});
    expect(result.refusals).toEqual([]);
    expect(localStorage.getItem(pinStorageKey)).toBeNull();
  });

  it('refuses an unpublished version and a URL with a Danish reason, keeping the registry version', async () => {
    const result = await applyPins(
      registry('staging'),
      '?pin=payments@9.9.9,payments@https://evil.example/mf-manifest.json,casino@1',
      localStorage,
    );
    expect(result.remotes.payments).toBe(manifest('payments', '1.0.0-a'));
    expect(result.refusals).toEqual([
      'Fastlåsning afvist: payments findes ikke i version "9.9.9". Vælg en udgivet version.',
      'Fastlåsning afvist: payments findes ikke i version "https://evil.example/mf-manifest.json". Vælg en udgivet version.',
      'Fastlåsning afvist: "casino" er ikke et kendt modul.',
    ]);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'refuses the built-in property name %s as a version, keeping the registry version',
    async (name) => {
      const result = await applyPins(registry('development'), `?pin=payments@${name}`, localStorage);
      expect(result.remotes.payments).toBe(manifest('payments', '1.0.0-a'));
      expect(result.active).toEqual({});
      expect(result.refusals).toEqual([
        `Fastlåsning afvist: payments findes ikke i version "${name}". Vælg en udgivet version.`,
      ]);
    },
  );

  it('forgets a stored pin that names a built-in property instead of a remote or version', async () => {
    localStorage.setItem(pinStorageKey, '{"payments":"constructor","__proto__":"toString","games":"valueOf"}');
    const result = await applyPins(registry('staging'), '', localStorage);
    expect(result.remotes).toEqual(registry('staging').remotes);
    expect(result.active).toEqual({});
    expect(localStorage.getItem(pinStorageKey)).toBe('{}');
  });

  it('clears every pin with pin=clear', async () => {
    await applyPins(registry('staging'), '?pin=payments@1.1.0-b', localStorage);
    const cleared = await applyPins(registry('staging'), '?pin=clear', localStorage);
    expect(cleared.active).toEqual({});
    expect(cleared.remotes.payments).toBe(manifest('payments', '1.0.0-a'));
  });

  it('drops a stored pin whose version was unpublished since', async () => {
    localStorage.setItem(pinStorageKey, JSON.stringify({ payments: '0.9.0-gone' }));
    const result = await applyPins(registry('staging'), '', localStorage);
    expect(result.active).toEqual({});
    expect(result.remotes.payments).toBe(manifest('payments', '1.0.0-a'));
  });
});
