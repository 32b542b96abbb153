// A watcher who comes late (issue 18, "Late watchers"): three Chromium pages play a game by a
// lobby link (each seat by the page's own bot, `?autoplay`); once the players are in round 2, a
// fourth page, Dee's, opens the same link for the first time and clicks Watch. The creator's page
// kept its lobby open after the start, and answers her with the settled game (the view, the start
// and every seat's signed acceptance, which her page checks as an in-lobby watcher's does). Her
// page then watches over a spectator transport: it asks the players for every entry since the
// first, verifies and replays them, and follows live. It reaches the players' state hash after the
// same move. A fifth page, opened then too, embeds <sealed-orders-board watch="<link>">: it joins
// late the same way and shows the live game with the players' history.
import { afterAll, describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/index';
import { artifactsDir, baseUrl, openPage, recordFigures, type OpenPage } from '../../src/ui/browser.testkit';
import { DRAFT_SCALE, look, startThreePageGame, waitForDriver } from './network.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

/** The state hash after every move a page's driver applied. */
function hashes(p: OpenPage): Promise<string[]> {
  return p.page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { log(): { hash: string }[] } }).driver.log().map((e) => e.hash));
}

/** Waits until the page's driver has applied `n` moves. */
async function reaches(p: OpenPage, n: number, timeout: number): Promise<void> {
  await p.page.waitForFunction((n) => (document.querySelector('so-app') as unknown as { driver: { log(): unknown[] } }).driver.log().length >= n, n, { timeout, polling: 250 });
}

describe('a watcher who opens the link in round 2', () => {
  it('catches up from the log and reaches the players\' state hash', async () => {
    const startedAt = Date.now();
    const embed = await openPage({ path: '/embed-demo.html', scale: DRAFT_SCALE });
    pages.push(embed);
    const { players, link } = await startThreePageGame(pages, {
      path: '/?autoplay',
      houses: ['baratheon', 'lannister', 'stark'],
      deadlines: { move: 30, sealed: 30, deck: 90 },
    });
    const ann = players[0]!;
    await ann.page.waitForFunction(() => (document.querySelector('so-app') as unknown as { driver: { state(): { round: number } } }).driver.state().round >= 2, null, { timeout: 150_000, polling: 500 });
    const target = (await hashes(ann)).length;

    // Dee has never seen this lobby: the game has been running for a round.
    const dee = await openPage({ path: link.slice(baseUrl().length) });
    pages.push(dee);
    const lobby = dee.page.locator('so-lobby');
    await lobby.locator('input[name="name"]').fill('Dee');
    const joinedAt = Date.now();
    await lobby.locator('button.watch').click();
    await waitForDriver(dee);
    await reaches(dee, target, 90_000);
    const catchUpMs = Date.now() - joinedAt;

    // Her page plays no house and shows the players' state after the same move.
    expect(await dee.page.locator('so-app header .me').count()).toBe(0);
    const [seen, ...played] = await Promise.all([dee, ...players].map(hashes));
    expect(seen!.length).toBeGreaterThanOrEqual(target);
    for (const h of played) {
      const common = Math.min(seen!.length, h.length);
      expect(seen!.slice(0, common)).toEqual(h.slice(0, common));
    }
    const shown = (await look(dee.page, true))!;
    expect(shown.me).toBeNull();
    expect(shown.failure).toBeNull();
    expect(shown.round).toBeGreaterThanOrEqual(2);
    await reaches(ann, shown.moves, 30_000);
    expect(stateHash(shown.state!)).toBe((await hashes(ann))[shown.moves - 1]);
    await dee.page.locator('so-app so-game-board').waitFor();
    await dee.page.screenshot({ path: `${artifactsDir()}/late-watcher-round2.png` });

    // The embed's watch attribute comes late the same way (its page was opened before the game,
    // while the machine was idle; the board goes in now).
    await embed.page.evaluate((link) => {
      const board = document.createElement('sealed-orders-board');
      board.id = 'late';
      board.setAttribute('watch', link);
      board.setAttribute('watch-name', 'Embed');
      board.style.height = '500px';
      document.body.prepend(board);
    }, link);
    await expect.poll(() => embed.page.locator('#late .caption').innerText(), { timeout: 90_000 }).toMatch(/^Live · Round \d+\/10/);
    const embedded = () => embed.page.evaluate(() => (document.querySelector('#late') as unknown as { watching: { log(): { hash: string }[] } }).watching.log().map((e) => e.hash));
    await expect.poll(async () => (await embedded()).length, { timeout: 90_000 }).toBeGreaterThanOrEqual(target);
    const [shownByEmbed, annNow] = await Promise.all([embedded(), hashes(ann)]);
    const common = Math.min(shownByEmbed.length, annNow.length);
    expect(shownByEmbed.slice(0, common)).toEqual(annNow.slice(0, common));
    for (const p of [dee, embed, ...players]) expect(p.errors).toEqual([]);
    recordFigures({ 'network e2e: a late watcher catches up with round 1 (ms)': catchUpMs, 'network e2e: late watch test total (ms)': Date.now() - startedAt });
  }, 420_000);
});
