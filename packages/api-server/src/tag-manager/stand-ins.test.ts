/**
 * @jest-environment jsdom
 */
// Spec section 2: the stand-in consent script and tag manager behave as the real ones
// do for the site: the choice is kept and announced on the data layer; analytics events (spec
// section 3) wait for consent, are sent once it is granted and dropped when it is refused.
import { readFileSync } from 'node:fs';

const source = (file: string) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
const run = (file: string) => new Function(source(file))() as void;

type Page = Window & {
  dataLayer?: Record<string, unknown>[];
  casinoConsent?: { choice: string | null; choose: (choice: string) => void };
  casinoTagManager?: { sent: string[]; dropped: string[]; consent: string | null };
};
const page = window as unknown as Page;

let posted: { clientId: string; events: { event: string }[] }[];
beforeEach(() => {
  delete page.dataLayer;
  delete page.casinoConsent;
  delete page.casinoTagManager;
  document.cookie = 'casino_consent=; Max-Age=0; Path=/';
  localStorage.clear();
  posted = [];
  page.fetch = jest.fn(async (_url: unknown, init?: { body?: string }) => {
    posted.push(JSON.parse(init?.body ?? '{}') as (typeof posted)[number]);
    return { ok: true, status: 204 };
  }) as unknown as typeof fetch;
});

describe('the stand-in consent script', () => {
  it('announces that the player has not answered, then keeps and announces the answer', () => {
    const announced: unknown[] = [];
    window.addEventListener('casino:consent', (event) => announced.push((event as CustomEvent).detail));
    run('stand-in-consent.js');
    expect(announced).toEqual([{ choice: null }]);
    page.casinoConsent?.choose('all');
    expect(announced.at(-1)).toEqual({ choice: 'all' });
    expect(document.cookie).toContain('casino_consent=all');
    expect(page.dataLayer).toContainEqual({
      event: 'consent_update',
      analytics_storage: 'granted',
      ad_storage: 'granted',
    });
  });

  it('remembers an earlier answer on the next page', () => {
    document.cookie = 'casino_consent=necessary; Path=/';
    run('stand-in-consent.js');
    expect(page.casinoConsent?.choice).toBe('necessary');
    expect(page.dataLayer).toContainEqual(expect.objectContaining({ analytics_storage: 'denied' }));
  });
});

describe('the stand-in tag manager', () => {
  it('holds events pushed before consent and sends them, and later ones, once consent is granted', () => {
    page.dataLayer = [{ event: 'LOGIN', country: 'DK', userId: '7' }];
    run('stand-in-tag-manager.js');
    expect(posted).toEqual([]);
    run('stand-in-consent.js');
    page.casinoConsent?.choose('all');
    page.dataLayer.push({ event: 'SUBSCRIPTION', type: 'newsletter', country: 'DK' });
    expect(posted.flatMap((batch) => batch.events.map((entry) => entry.event))).toEqual(['LOGIN', 'SUBSCRIPTION']);
    expect(posted[0]?.clientId).toMatch(/^[0-9a-f-]{36}$/u);
    expect(page.casinoTagManager?.sent).toEqual(['LOGIN', 'SUBSCRIPTION']);
  });

  it('drops every analytics event when the player chose only necessary cookies', () => {
    document.cookie = 'casino_consent=necessary; Path=/';
    run('stand-in-consent.js');
    run('stand-in-tag-manager.js');
    page.dataLayer?.push({ event: 'LOGIN', country: 'DK' });
    expect(posted).toEqual([]);
    expect(page.casinoTagManager?.dropped).toEqual(['LOGIN']);
  });
});
