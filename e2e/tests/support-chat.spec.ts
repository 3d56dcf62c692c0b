// The live support chat in real browsers against the real server: a player in one browser context
// and the seeded support agent in another (packages/api-server/src/seed/support.ts, README "Test logins").
// Each test has its own chat player, so their chats never meet.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { failOnPageErrors, seededPlayer } from '../support/profile.ts';
import { copy, region, signIn } from '../support/site-helpers.ts';
import { agentConsole, agents, otherBrowsers } from '../support/support-chat.ts';

const chatPlayers = {
  live: { ...seededPlayer('chatlive'), name: 'Jonas Friis', customerNo: '100301' },
  idle: { ...seededPlayer('chatinaktiv'), name: 'Clara Bach', customerNo: '100302' },
  offline: { ...seededPlayer('chatoffline'), name: 'Viktor Krogh', phone: '40100003' },
};
const inactivityText = 'Du vendte ikke tilbage inden for 10 minutter, så chatten er blevet lukket.';

const newPage = otherBrowsers();
const openConsole = async (browser: Browser, online: boolean) =>
  agentConsole(await newPage(browser), agents.sara, online);

/** The chat widget's panel, opened from the launcher. */
async function openWidget(page: Page): Promise<Locator> {
  const widget = region(page, 'support/ChatWidget');
  await widget.getByRole('button', { name: copy.chatLauncher }).click();
  const panel = widget.getByRole('region', { name: 'Chat med kundeservice' });
  await expect(panel).toBeVisible();
  return panel;
}

async function startChat(page: Page, message: string): Promise<Locator> {
  const panel = await openWidget(page);
  await panel.getByLabel('Din besked').fill(message);
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(panel.getByRole('log', { name: 'Beskeder i chatten' })).toContainText(message);
  return panel;
}

/** The console opens a player's chat from the list of open chats. */
async function openConversation(agent: Page, playerName: string): Promise<Locator> {
  await agent.getByRole('button', { name: `Åbn samtalen med ${playerName}` }).click();
  const view = agent.getByRole('region', { name: `Samtale med ${playerName}` });
  await expect(view).toBeVisible();
  return view;
}

async function reply(view: Locator, message: string): Promise<void> {
  await view.getByLabel('Dit svar').fill(message);
  await view.getByRole('button', { name: 'Send svar' }).click();
}

test.describe('support chat', () => {
  failOnPageErrors();

  test('the player starts a chat from the widget, the agent answers in the console, both see it live', async ({
    page,
    browser,
  }) => {
    const agent = await openConsole(browser, true);
    const { live } = chatPlayers;
    await signIn(page, 'production', live);
    await page.goto('/help');
    const panel = await startChat(page, 'Hej, hvordan hæver jeg min gevinst?');
    const playerLog = panel.getByRole('log', { name: 'Beskeder i chatten' });

    // The console lists the chat live with the player's name, customer number and last message.
    const listed = agent.getByRole('region', { name: 'Åbne samtaler' }).getByRole('listitem').filter({
      hasText: live.name,
    });
    await expect(listed).toContainText(`Kundenr. ${live.customerNo}`);
    await expect(listed).toContainText('Hej, hvordan hæver jeg min gevinst?');

    const view = await openConversation(agent, live.name);
    await reply(view, 'Hej Jonas! Det gør du under Udbetaling i din profil.');
    await expect(playerLog.getByRole('listitem').last()).toContainText('Sara fra kundeservice');
    await expect(playerLog).toContainText('Hej Jonas! Det gør du under Udbetaling i din profil.');

    await panel.getByLabel('Din besked').fill('Tak, det virkede! <b>super</b>');
    await panel.getByRole('button', { name: 'Send' }).click();
    // Plain text both ways: the markup arrives as the characters typed.
    await expect(view.getByRole('log')).toContainText('Tak, det virkede! <b>super</b>');
    await expect(view.getByRole('log').locator('b')).toHaveCount(0);

    await view.getByRole('button', { name: 'Afslut samtalen' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Kundeservice har afsluttet chatten.' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Start en ny chat' })).toBeVisible();
  });

  test('spec 4: a chat the player leaves for 10 minutes ends with the Danish closing text, also after a reload', async ({
    page,
    browser,
  }) => {
    const agent = await openConsole(browser, true);
    const { idle } = chatPlayers;
    await page.clock.install();
    await signIn(page, 'production', idle);
    // The lobby, where the chat loads only on the player's intent; a chat in progress comes back with the page.
    await page.goto('/');
    const panel = await startChat(page, 'Kan I se min bonus?');
    const view = await openConversation(agent, idle.name);
    await reply(view, 'Ja, den står under Mine bonusser.');
    await expect(panel.getByRole('log')).toContainText('Ja, den står under Mine bonusser.');

    // Four minutes away, then a reload: the timer resumes from session storage rather than starting again.
    await page.clock.fastForward('04:00');
    await page.reload();
    const reopened = region(page, 'support/ChatWidget').getByRole('region', { name: 'Chat med kundeservice' });
    await expect(reopened.getByRole('log')).toContainText('Ja, den står under Mine bonusser.');
    await page.clock.fastForward('05:50');
    await expect(reopened.getByLabel('Din besked')).toBeVisible();
    await expect(reopened.getByText(inactivityText)).toHaveCount(0);

    await page.clock.fastForward('00:15');
    await expect(reopened.getByRole('status').filter({ hasText: inactivityText })).toBeVisible();
    await expect(reopened.getByLabel('Din besked')).toHaveCount(0);
    // The server has the chat as ended too: the console says so.
    await expect(view.getByText(inactivityText)).toBeVisible();
    await expect(view.getByRole('button', { name: 'Afslut samtalen' })).toHaveCount(0);
  });

  test('spec 2: with no agent online the widget offers the contact form, prefilled read-only, and the console shows the message', async ({
    page,
    browser,
  }) => {
    const agent = await openConsole(browser, false);
    const { offline } = chatPlayers;
    await signIn(page, 'production', offline);
    await page.goto('/spil');
    const panel = await openWidget(page);
    const form = panel.getByRole('form', { name: 'Skriv til kundeservice' });
    for (const [label, value] of [
      ['Navn', offline.name],
      ['E-mail', offline.email],
      ['Telefon', offline.phone],
    ] as const) {
      await expect(form.getByLabel(label)).toHaveValue(value);
      await expect(form.getByLabel(label)).not.toBeEditable();
    }
    await form.getByLabel('Besked').fill('Ring gerne til mig om min udbetaling.');
    await form.getByRole('button', { name: 'Send besked' }).click();
    await expect(panel.getByRole('status')).toHaveText('Tak for din besked. Vi svarer dig hurtigst muligt.');

    const inbox = agent.getByRole('region', { name: 'Beskeder fra kontaktformularen' });
    const filed = inbox.getByRole('listitem').filter({ hasText: 'Ring gerne til mig om min udbetaling.' });
    await expect(filed).toContainText(offline.name);
    await expect(filed).toContainText(offline.email);
    await expect(filed).toContainText(offline.phone);
  });

  test('spec 8: a chat that fails to load is only logged; the page and the launcher stay', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await signIn(page, 'production', chatPlayers.offline);
    await page.route(/\/remotes\/support\/.*chat-panel.*\.js$/, (route) => route.abort());
    await page.goto('/help');
    const launcher = region(page, 'support/ChatWidget').getByRole('button', { name: copy.chatLauncher });
    await launcher.click();
    await expect.poll(() => consoleErrors.join('\n')).toContain('[support] the chat could not be loaded');
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-region-fallback]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
  });
});
