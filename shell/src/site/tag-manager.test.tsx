import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@casino/testing';
import { fakeApi, json } from '../test-support/fake-api.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { consentEvent, type ConsentChoice } from './consent.ts';
import { loadTagManagerConfig, noTagManager, safeScriptUrl, type TagManagerConfig } from './tag-manager.ts';
import { useTagManager } from './useTagManager.ts';

const configured: TagManagerConfig = {
  tagManagerUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
  consentScriptUrl: 'https://consent.example/uc.js',
};

function Harness({ config }: { config: () => Promise<TagManagerConfig> }) {
  useTagManager(config);
  return null;
}

const scripts = () => [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const interact = () => act(() => void window.dispatchEvent(new Event('pointerdown')));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// Spec section 2: att_status and the consent script / tag manager, loaded after interaction.
describe('consent script and tag manager', () => {
  beforeEach(() => document.head.querySelectorAll('script').forEach((node) => node.remove()));

  it('load only after the first interaction when att_status is unknown, the consent script first', async () => {
    const config = jest.fn(async () => configured);
    renderWithProviders(<Harness config={config} />, '/');
    await settle();
    expect(config).not.toHaveBeenCalled(); // not even the configuration before the player acts
    expect(scripts()).toEqual([]);
    interact();
    await settle();
    expect(scripts()).toEqual([configured.consentScriptUrl, configured.tagManagerUrl]);
    interact();
    await settle();
    expect(scripts()).toHaveLength(2);
    expect(config).toHaveBeenCalledTimes(1);
  });

  it('load when iOS tracking is authorised (att_status=3)', async () => {
    renderWithProviders(<Harness config={async () => configured} />, '/?att_status=3');
    interact();
    await settle();
    expect(scripts()).toHaveLength(2);
  });

  it.each(['0', '1', '2'])('never load when att_status is %s', async (status) => {
    const config = jest.fn(async () => configured);
    renderWithProviders(<Harness config={config} />, `/?att_status=${status}`);
    interact();
    await settle();
    expect(scripts()).toEqual([]);
    expect(config).not.toHaveBeenCalled();
  });

  it('load nothing when this environment configures none', async () => {
    renderWithProviders(<Harness config={async () => noTagManager} />, '/');
    interact();
    await settle();
    expect(scripts()).toEqual([]);
  });
});

describe('their configuration', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => api?.restore());

  it("comes from the api-server's configuration", async () => {
    api = fakeApi({
      'GET /api/tag-manager/config': () =>
        json({ tagManagerUrl: '/stand-ins/tag-manager.js', consentScriptUrl: 'https://consent.example/uc.js' }),
    });
    expect(await loadTagManagerConfig()).toEqual({
      tagManagerUrl: `${location.origin}/stand-ins/tag-manager.js`,
      consentScriptUrl: 'https://consent.example/uc.js',
    });
  });

  it('is none when it cannot be read (logged only, spec section 8)', async () => {
    api = fakeApi({ 'GET /api/tag-manager/config': () => json({ error: 'Fejl' }, { status: 500 }) });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadTagManagerConfig()).toEqual(noTagManager);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('allows only https scripts or the site’s own', () => {
    expect(safeScriptUrl('https://www.googletagmanager.com/gtm.js?id=GTM-X')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-X',
    );
    expect(safeScriptUrl('/stand-ins/consent.js')).toBe(`${location.origin}/stand-ins/consent.js`);
    expect(safeScriptUrl('http://insecure.example/uc.js')).toBeNull();
    expect(safeScriptUrl('javascript:alert(1)')).toBeNull();
    expect(safeScriptUrl(null)).toBeNull();
  });
});

/** The consent script as the shell meets it (consent.ts): its choice, and the event it announces. */
function loadConsentScript(choice: ConsentChoice | null) {
  const script = {
    choice,
    choose: jest.fn((answer: ConsentChoice) => {
      script.choice = answer;
      window.dispatchEvent(new CustomEvent(consentEvent, { detail: { choice: answer } }));
    }),
  };
  (window as { casinoConsent?: unknown }).casinoConsent = script;
  act(() => void window.dispatchEvent(new CustomEvent(consentEvent, { detail: { choice } })));
  return script;
}

describe('the consent banner', () => {
  afterEach(() => delete (window as { casinoConsent?: unknown }).casinoConsent);
  const banner = () => screen.queryByRole('region', { name: 'Cookies på Casino' });

  it('asks nothing before the consent script has loaded', () => {
    renderWithProviders(<ConsentBanner />);
    expect(banner()).toBeNull();
  });

  it('asks a player who has not answered, with equal choices and the cookie policy, and passes the answer on', async () => {
    renderWithProviders(<ConsentBanner />);
    const script = loadConsentScript(null);
    const region = banner();
    expect(region).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Læs vores cookiepolitik' })).toHaveAttribute(
      'href',
      '/legal/cookiepolitik',
    );
    // The keyboard reaches both answers.
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Kun nødvendige' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Accepter alle' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(script.choose).toHaveBeenCalledWith('all');
    await waitFor(() => expect(banner()).toBeNull());
  });

  it('asks nothing of a player who answered before', () => {
    renderWithProviders(<ConsentBanner />);
    loadConsentScript('necessary');
    expect(banner()).toBeNull();
  });
});
