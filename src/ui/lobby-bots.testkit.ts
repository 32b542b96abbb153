// A lobby game with bots, started as a player starts one (for the browser tests of such games).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Ann's lobby with two bots, settled; resolves when her page shows the board. */
export async function startWithBots(page: Page): Promise<number> {
  await page.locator('so-app button.friends').click();
  const lobby = page.locator('so-lobby');
  await lobby.locator('input[name="name"]').fill('Ann');
  await lobby.locator('button.create').click();
  await lobby.locator('button.add-bot').first().click();
  await lobby.locator('li.seat .name', { hasText: '(bot)' }).first().waitFor();
  await lobby.locator('button.add-bot').first().click();
  await expect.poll(() => lobby.locator('li.seat .name', { hasText: '(bot)' }).count()).toBe(2);
  await lobby.locator('button.ready-button').click();
  const readyAt = Date.now();
  await page.locator('so-app so-game-board').waitFor({ timeout: 30_000 });
  return readyAt;
}

