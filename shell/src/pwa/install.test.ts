import { jest } from '@jest/globals';
import { installApp, manifestUrl, serviceWorkerUrl } from './install.ts';

const headAnswer = (status: number, type: string) =>
  jest.fn(async () => new Response(null, { status, headers: { 'content-type': type } }));

function environment(fetch: ReturnType<typeof headAnswer>) {
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
  return {
    register,
    env: { document, navigator: { serviceWorker: { register } } as unknown as Navigator, fetch: fetch as never },
  };
}

// Spec section 2 (/app?source=pwa, the installed app): manifest and offline service worker.
describe('installed app', () => {
  beforeEach(() => document.head.querySelectorAll('link, meta').forEach((node) => node.remove()));

  it('links the web app manifest and registers the service worker for the whole site', async () => {
    const { env, register } = environment(headAnswer(200, 'application/manifest+json'));
    await installApp(env);
    expect(document.querySelector('link[rel="manifest"]')).toHaveAttribute('href', manifestUrl);
    expect(register).toHaveBeenCalledWith(serviceWorkerUrl, { scope: '/' });
  });

  it('does nothing when the files are not deployed (the page fallback answers)', async () => {
    const { env, register } = environment(headAnswer(200, 'text/html; charset=utf-8'));
    await installApp(env);
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('only warns when registration fails: the site works without it', async () => {
    const { env, register } = environment(headAnswer(200, 'application/manifest+json'));
    register.mockRejectedValueOnce(new Error('blocked'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(installApp(env)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
