// One game, one tab: a lobby game running in one tab and opened again by its link in a second tab of
// the same browser is refused there (two tabs signing with one seat's key could sign two entries at
// one seq), in the catalogue's words and without the lobby's invitation to take a seat, and the
// first tab plays on.
import { afterAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/translate';
import { openPage, type OpenPage } from '../../src/ui/common/browser.testkit';
import { startWithBots } from '../../src/ui/common/lobby-bots.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

describe('a game open in another tab', () => {
  it('is refused in the second tab, which says why, and the first plays on', async () => {
    const first = await openPage({ path: '/' });
    pages.push(first);
    await startWithBots(first.page);
    const link = first.page.url();
    expect(link).toMatch(/#lobby=/);

    const second = await first.page.context().newPage();
    await second.goto(link);
    const refusal = second.locator('so-app p.failure[role="alert"]');
    await refusal.waitFor({ timeout: 30_000 });
    expect(await refusal.innerText()).toBe(t('shell.openElsewhere'));
    expect(await second.locator('so-app so-game-board').count()).toBe(0);
    // Only the refusal: not the invitation to a table where "nothing has started yet" and its Take a seat.
    expect(await second.locator('so-app so-link-arrival').count()).toBe(0);
    expect(await second.locator('so-app so-lobby').count()).toBe(0);
    // The first tab still has its game, waiting for Ann's orders.
    expect(await first.page.locator('so-app so-game-board').count()).toBe(1);
    expect(first.errors).toEqual([]);
    await second.close();
  }, 120_000);
});
