import { startTestSite, type TestSite } from '../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('the API server', () => {
  it('answers the health check', async () => {
    const response = await fetch(`${site.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', environment: 'development' });
  });

  it('answers an unknown API address with 404 JSON in Danish, not the shell page', async () => {
    const response = await fetch(`${site.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'Adressen findes ikke.' });
  });

  it('sends security headers on API answers', async () => {
    const response = await fetch(`${site.url}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('refuses a body over 64 KB with 413 before reading it', async () => {
    const response = await fetch(`${site.url}/api/auth/_log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ level: 'error', code: 'X', message: 'x'.repeat(70_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Forespørgslen er for stor.' });
  });

  it('serves the shell page for client-side routes', async () => {
    const response = await fetch(`${site.url}/profile/settings`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Casino</title>');
  });
});

describe('errors', () => {
  it('answers an unexpected failure with 500 and a Danish message, never a stack trace', async () => {
    const broken = await startTestSite();
    try {
      await broken.database.close(); // every query now fails
      const response = await fetch(`${broken.url}/api/wins`);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: 'Der opstod en intern fejl. Prøv igen om lidt.' });
      expect(text).not.toMatch(/at |\.ts|Error/);
    } finally {
      await broken.close();
    }
  });
});
