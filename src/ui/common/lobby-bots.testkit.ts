// A lobby game with bots, started as a player starts one (for the browser tests of such games).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Ann's lobby with two bots of `level` (easy by default: these tests are about the table, not the
 * bots' strength, and easy decides in milliseconds), settled; resolves when her page shows the board.
 * `relays`: the Nostr relays she types into the lobby (none by default).
 */
export async function startWithBots(page: Page, level: 'easy' | 'normal' | 'hard' = 'easy', relays: readonly string[] = []): Promise<number> {
  await page.locator('so-app button.friends').click();
  const lobby = page.locator('so-lobby');
  await lobby.locator('input[name="name"]').fill('Ann');
  await lobby.locator('button.create').click();
  if (relays.length > 0) {
    const field = lobby.locator('textarea[name="relays"]');
    await field.fill(relays.join('\n'));
    await field.press('Tab');
  }
  await lobby.locator('button.add-bot').first().click();
  await lobby.locator('li.seat .name', { hasText: '(bot)' }).first().waitFor();
  await lobby.locator('button.add-bot').first().click();
  await expect.poll(() => lobby.locator('li.seat .name', { hasText: '(bot)' }).count()).toBe(2);
  for (const select of await lobby.locator('select.bot-level').all()) await select.selectOption(level);
  await expect.poll(() => lobby.locator('select.bot-level').evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).value))).toEqual([level, level]);
  await lobby.locator('button.ready-button').click();
  const readyAt = Date.now();
  await page.locator('so-app so-game-board').waitFor({ timeout: 30_000 });
  return readyAt;
}

