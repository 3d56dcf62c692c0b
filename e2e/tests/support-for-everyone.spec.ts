// Support for everyone who needs it, in real browsers against the real server: a visitor without an account
// chats with an agent while a second agent sees the chat taken; an agent answers a guest's contact message by
// e-mail; an excluded player, refused at login, reaches support from the refusal. Three browser contexts at
// most: the visitor and the two seeded agents (packages/api-server/src/seed/support.ts, README "Test logins").
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sites } from '../support/env.ts';
import { mailboxOf } from '../support/sandboxes.ts';
import { failOnPageErrors, seededPlayer } from '../support/profile.ts';
import { copy, fallbackOf, region } from '../support/site-helpers.ts';
import { agentConsole, agents, otherBrowsers } from '../support/support-chat.ts';

const { sara, ali } = agents;
const newPage = otherBrowsers();

/** A visitor's conversation in an agent's queue. */
const queued = (agentPage: Page, name: string) =>
  agentPage
    .getByRole('region', { name: 'Åbne samtaler' })
    .getByRole('listitem')
    .filter({ has: agentPage.getByRole('button', { name: `Åbn samtalen med ${name}` }) });

/** A visitor without an account on /chat says who they are. */
async function asGuest(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/chat');
  await page.getByLabel('Dit navn').fill(name);
  await page.getByLabel('Din e-mail').fill(email);
  await page.getByRole('button', { name: 'Fortsæt' }).click();
}

test.describe('support without an account', () => {
  failOnPageErrors();

  test('a signed-out visitor chats with an agent who takes the chat; a second agent sees it taken', async ({
    page,
    browser,
  }) => {
    const saraConsole = await agentConsole(await newPage(browser), sara, true);
    const aliConsole = await agentConsole(await newPage(browser), ali, null);

    await asGuest(page, 'Karen Holm', 'karen.holm@example.dk');
    await expect(page.getByText('Du skriver som gæst: Karen Holm.')).toBeVisible();
    await page.getByLabel('Din besked').fill('Jeg kan ikke logge ind. Hvad gør jeg?');
    await page.getByRole('button', { name: 'Start chat' }).click();
    const log = page.getByRole('log', { name: 'Beskeder i chatten' });
    await expect(log).toContainText('Jeg kan ikke logge ind. Hvad gør jeg?');

    // Both consoles list the guest live, waiting, not yet taken.
    for (const agentPage of [saraConsole, aliConsole]) {
      const listed = queued(agentPage, 'Karen Holm');
      await expect(listed).toContainText('Gæst uden konto · karen.holm@example.dk');
      await expect(listed).toContainText('Venter under 1 min.');
      await expect(listed).toContainText('Ingen har taget samtalen endnu.');
    }

    await saraConsole.getByRole('button', { name: 'Åbn samtalen med Karen Holm' }).click();
    const saraView = saraConsole.getByRole('region', { name: 'Samtale med Karen Holm' });
    await saraView.getByRole('button', { name: 'Tag samtalen' }).click();
    await expect(saraView.getByRole('status').filter({ hasText: 'Du har samtalen.' })).toBeVisible();

    await aliConsole.getByRole('button', { name: 'Åbn samtalen med Karen Holm' }).click();
    const aliView = aliConsole.getByRole('region', { name: 'Samtale med Karen Holm' });
    await expect(aliView.getByText(`Taget af ${sara.name}`)).toBeVisible();
    await expect(aliView.getByLabel('Dit svar')).toHaveCount(0);

    await saraView.getByLabel('Dit svar').fill('Hej Karen, jeg hjælper dig gerne.');
    await saraView.getByRole('button', { name: 'Send svar' }).click();
    await expect(log).toContainText('Hej Karen, jeg hjælper dig gerne.');
    await expect(log.getByRole('listitem').last()).toContainText(sara.name);

    // After a reload the same browser carries on in the same chat.
    await page.reload();
    await expect(page.getByRole('log', { name: 'Beskeder i chatten' })).toContainText(
      'Hej Karen, jeg hjælper dig gerne.',
    );
    await page.getByRole('button', { name: 'Afslut chat' }).click();
    await expect(page.getByText('Du har afsluttet chatten.')).toBeVisible();
  });

  test('an agent answers a guest’s contact message by e-mail, and the answer arrives in the mailbox', async ({
    page,
    browser,
  }) => {
    const saraConsole = await agentConsole(await newPage(browser), sara, false);
    // The address of a seeded player, so the sandbox mailbox can be read by signing in as them.
    const reader = seededPlayer('chatoffline');
    await asGuest(page, 'Viktor Krogh', reader.email);
    const form = page.getByRole('form', { name: 'Skriv til kundeservice' });
    await expect(form.getByLabel('Navn')).toHaveValue('Viktor Krogh');
    await expect(form.getByLabel('E-mail')).toBeEditable();
    await form.getByLabel('Besked').fill('Hvorfor er min konto spærret?');
    await form.getByRole('button', { name: 'Send besked' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tak for din besked.' })).toHaveText(
      'Tak for din besked. Vi svarer dig hurtigst muligt.',
    );

    const filed = saraConsole
      .getByRole('region', { name: 'Beskeder fra kontaktformularen' })
      .getByRole('listitem')
      .filter({ hasText: 'Hvorfor er min konto spærret?' });
    await filed.getByLabel('Svar på e-mail').fill('Din konto er på pause til i morgen. Venlig hilsen Sara');
    await filed.getByRole('button', { name: 'Send svar på e-mail' }).click();
    await expect(filed.getByRole('status')).toHaveText('Svaret er sendt på e-mail.');
    await expect(filed).toContainText('Sendte svar');
    await expect(filed).toContainText('Besvaret');

    const mailbox = await newPage(browser);
    await expect(async () => {
      await mailbox.goto(mailboxOf('production', reader.email));
      const mail = mailbox.getByRole('article').filter({ hasText: 'Din konto er på pause til i morgen.' });
      await expect(mail.getByRole('heading', { name: 'Svar fra Casinos kundeservice' })).toBeVisible({ timeout: 1000 });
      await expect(mail).toContainText('Hvorfor er min konto spærret?');
    }).toPass({ timeout: 15_000 });
  });

  test('an excluded player, refused at login, reaches support from the refusal', async ({ page, browser }) => {
    const saraConsole = await agentConsole(await newPage(browser), sara, true);
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('udelukket@casino.test');
    await page.getByLabel('Adgangskode').fill(seededPlayer('udelukket').password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page.getByRole('alert')).toContainText('Du har udelukket dig selv fra spil.');
    await page.getByRole('link', { name: 'Skriv til kundeservice' }).click();
    await expect(page).toHaveURL(/\/chat$/);

    await page.getByLabel('Dit navn').fill('Ulla Udelukket');
    await page.getByLabel('Din e-mail').fill('udelukket@casino.test');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await page.getByLabel('Din besked').fill('Kan I hjælpe mig med min udelukkelse?');
    await page.getByRole('button', { name: 'Start chat' }).click();
    await expect(queued(saraConsole, 'Ulla Udelukket')).toContainText('Kan I hjælpe mig med min udelukkelse?');
    await page.getByRole('button', { name: 'Afslut chat' }).click();
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'mobile', width: 375, height: 667 },
  ]) {
    test(`on a first visit (${viewport.name}) the cookie banner covers neither the opened chat nor its "Prøv igen"`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Staging asks the cookie question (its stand-in consent script); the first interaction loads it.
      await page.goto(`${sites.staging.url}/help`);
      await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
      await page.keyboard.press('Tab');
      const banner = page.getByRole('region', { name: 'Cookies på Casino' });
      await expect(banner).toBeVisible();

      const widget = region(page, 'support/ChatWidget');
      await widget.getByRole('button', { name: copy.chatLauncher }).click();
      const panel = widget.getByRole('region', { name: 'Chat med kundeservice' });
      await expect(panel.getByLabel('Dit navn')).toBeVisible();
      await expectAbove(panel, banner);
      await panel.getByLabel('Dit navn').click();
      await expect(panel.getByLabel('Dit navn')).toBeFocused();
    });
  }

  test('on a first visit the Danish notice of a chat that cannot load stays above the cookie banner', async ({
    page,
  }) => {
    await page.route('**/remotes/support/**/mf-manifest.json', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    // The lobby: its page is not the support remote's, so only the widget fails.
    await page.goto(`${sites.staging.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
    await page.keyboard.press('Tab');
    const banner = page.getByRole('region', { name: 'Cookies på Casino' });
    await expect(banner).toBeVisible();
    await region(page, 'support/ChatWidget').getByRole('button', { name: copy.chatLauncher }).click();
    const notice = fallbackOf(page, 'support/ChatWidget');
    await expect(notice).toContainText(copy.widgetFailed('Chatten'));
    await expectAbove(notice, banner);
    await expectAbove(notice.getByRole('button', { name: copy.retry }), banner);
  });
});

/** `element` is drawn entirely above `banner`: nothing of it is under the banner. */
async function expectAbove(element: Locator, banner: Locator): Promise<void> {
  await expect(async () => {
    const [box, bannerBox] = await Promise.all([element.boundingBox(), banner.boundingBox()]);
    expect(box && bannerBox).toBeTruthy();
    expect(box!.y + box!.height).toBeLessThanOrEqual(bannerBox!.y + 1);
  }).toPass({ timeout: 5_000 });
}
