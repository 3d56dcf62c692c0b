// Each remote's pages and widgets, walked as a player would: what the skew matrix renders for every pair
// of shell and remote versions. Each walk ends with the region's own content on screen.
import { expect, type Page } from '@playwright/test';
import { copy, navigate, region, type RemoteName } from './site-helpers.ts';

const lobby = (page: Page) => page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' });

/** A signed-in player's walk through each remote (profile and payments pages need a session). */
export const remotePages: Record<RemoteName, (page: Page) => Promise<void>> = {
  games: async (page) => {
    await page.goto('/?theme=default');
    await expect(lobby(page)).toBeVisible();
    await navigate(page, 'Spil');
    await expect(region(page, 'games/routes').getByRole('heading', { level: 1, name: 'Alle spil' })).toBeVisible();
  },
  payments: async (page) => {
    await page.goto('/profile/payment/deposit?theme=default');
    await expect(region(page, 'payments/routes').getByRole('heading', { level: 1, name: copy.deposit })).toBeVisible();
    await page.goto('/help?theme=default');
    await page.getByRole('banner').getByRole('button', { name: copy.deposit }).click();
    const dialog = page.getByRole('dialog', { name: copy.deposit });
    await expect(dialog.getByRole('link', { name: 'Leder du efter udbetaling?' })).toBeVisible();
  },
  profile: async (page) => {
    await page.goto('/profile/settings?theme=default');
    await expect(
      region(page, 'profile/routes').getByRole('heading', { level: 1, name: 'Indstillinger' }),
    ).toBeVisible();
  },
  support: async (page) => {
    await page.goto('/help?theme=default');
    await expect(region(page, 'support/routes').getByRole('heading', { level: 1, name: 'Hjælp' })).toBeVisible();
    const chat = region(page, 'support/ChatWidget');
    await chat.getByRole('button', { name: copy.chatLauncher }).click();
    await expect(chat.getByRole('heading', { level: 2, name: 'Chat med kundeservice' })).toBeVisible();
  },
  effects: async (page) => {
    await page.goto('/?theme=winter');
    await expect(lobby(page)).toBeVisible();
    await expect(page.locator('[data-remote="effects"][data-theme-effects="winter"]')).toBeAttached();
  },
};
