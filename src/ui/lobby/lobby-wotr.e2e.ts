// <so-lobby> setting a War of the Ring table in Chromium over real WebRTC and the dev server's
// broker: Ann's page has card tables (the demo page's `?wotr-tables=synthetic`, as the build has
// none yet), picks War of the Ring, the Three-Player Duel then the Fellowship, and Gandalf for
// herself; A Game of Thrones' fields give way to the scenario and table fields. Bob's page (with
// the tables) joins by her link and sees the game, the scenario, the table and the seats' names
// before he says ready; both pages settle the same game (one game code) and fire `lobby-ready`
// with it. Cy's page, without the tables, is refused with a message naming the table.
import { afterEach, describe, expect, it } from 'vitest';
import { artifactsDir, baseUrl, openPage, type OpenPage } from '../common/browser.testkit';

const pages: OpenPage[] = [];
afterEach(async () => {
  for (const p of pages) expect(p.errors).toEqual([]);
  for (const p of pages.splice(0)) await p.close();
});

const DEMO = '/lobby/lobby-demo.html';

async function lobbyPage(path: string): Promise<OpenPage> {
  const p = await openPage({ path });
  pages.push(p);
  await p.page.locator('so-lobby input[name="name"]').waitFor();
  return p;
}

describe('<so-lobby> War of the Ring', () => {
  it('picks the game, scenario and seat; a joiner with the table sees them and settles the same game; one without it is refused, the table named', async () => {
    const ann = await lobbyPage(`${DEMO}?wotr-tables=synthetic`);
    const a = ann.page.locator('so-lobby');
    await a.locator('input[name="name"]').fill('Ann');
    await a.locator('button.create').click();
    const link = await a.locator('input.link').inputValue();

    // A Game of Thrones first, with its own fields; then War of the Ring.
    expect(await a.locator('select[name="game"]').inputValue()).toBe('agot');
    await a.locator('select[name="players"]').waitFor();
    await a.locator('select[name="game"]').selectOption('wotr-card');
    await a.locator('select[name="scenario"]').waitFor();
    expect(await a.locator('select[name="players"]').count()).toBe(0);
    expect(await a.locator('input[name="tides"]').count()).toBe(0);
    // The Fellowship table cannot deal the Three-Player Duel: another table is taken with it.
    await a.locator('select[name="table"]').selectOption('synthetic-full');
    await a.locator('select[name="scenario"]').selectOption('three-player-duel');
    await expect.poll(() => a.locator('li.seat').count()).toBe(3);
    await a.locator('select[name="table"]').selectOption('synthetic-fellowship');
    await expect.poll(() => a.locator('select[name="scenario"]').inputValue()).toBe('fellowship');
    await expect.poll(() => a.locator('li.seat').count()).toBe(2);
    await a.locator('select.house').first().selectOption('gandalf');
    expect(await a.locator('select.house').first().locator('option:checked').innerText()).toBe('Gandalf');
    expect(await a.locator('input[name="list-publicly"]').isDisabled()).toBe(true);
    expect(await a.locator('.seats-count').innerText()).toBe('2 seats, the scenario’s');
    await ann.page.screenshot({ path: `${artifactsDir()}/lobby-wotr-creator.png`, fullPage: true });

    // Bob's page has the tables too.
    const url = new URL(link);
    url.searchParams.set('wotr-tables', 'synthetic');
    const bob = await lobbyPage(url.href.slice(baseUrl().length));
    const b = bob.page.locator('so-lobby');
    await b.locator('input[name="name"]').fill('Bob');
    await b.locator('button.join').click();
    await b.locator('.game-summary', { hasText: 'War of the Ring: The Card Game: The Fellowship of the Ring (2 players), on the card table synthetic-fellowship' }).waitFor({ timeout: 45_000 });
    await b.locator('li.seat.me').waitFor({ timeout: 45_000 });
    expect(await b.locator('li.seat .house').allInnerTexts()).toEqual(['Gandalf', 'Random']);
    await bob.page.screenshot({ path: `${artifactsDir()}/lobby-wotr-joiner.png` });

    // Cy's page has no table: refused, the table named.
    const cy = await lobbyPage(link.slice(baseUrl().length));
    const c = cy.page.locator('so-lobby');
    await c.locator('input[name="name"]').fill('Cy');
    await c.locator('button.join').click();
    await c.locator('p.error', { hasText: 'This game is played on the card table “synthetic-fellowship”, which this page does not have.' }).waitFor({ timeout: 45_000 });

    await b.locator('button.ready-button').click();
    await a.locator('li.seat .ready.yes').waitFor({ timeout: 45_000 });
    await a.locator('button.ready-button').click();
    const code = async (el: typeof a) => {
      await el.locator('.settled .code').waitFor({ timeout: 60_000 });
      return el.locator('.settled .code').innerText();
    };
    const [annCode, bobCode] = await Promise.all([code(a), code(b)]);
    expect(annCode).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
    expect(bobCode).toBe(annCode);
    expect(await a.locator('.settled').innerText()).toContain('You play Gandalf.');
    expect(await b.locator('.settled').innerText()).toContain('You play Balrog.');
    // Each player's page is handed the game (the app plays it: test/e2e/wotr-network.e2e.ts), nothing says it cannot play it.
    const readyGames = (p: OpenPage) => p.page.evaluate(() => (window as unknown as { events: { detail: { setup: { game: { id: string } } } }[] }).events.map((e) => e.detail.setup.game.id));
    await expect.poll(() => readyGames(ann)).toEqual(['wotr-card']);
    await expect.poll(() => readyGames(bob)).toEqual(['wotr-card']);
    expect(await b.locator('.not-here').count()).toBe(0);
    await ann.page.screenshot({ path: `${artifactsDir()}/lobby-wotr-settled.png` });
  }, 180_000);
});
