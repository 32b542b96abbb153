// A player who closes the page does not stop the game: three Chromium pages play peer to peer, each
// seat played by the page's own bot (`?autoplay`, which the link passes on). Cy closes her page at
// the first orders; after the deadline the other two vote her seat out and the deterministic
// timeout bot plays Stark, identically on both pages. Cy opens the link again in a new tab of the
// same browser: the page finds her seat in IndexedDB, catches up from her peers and plays on, and
// the game ends with a winner on all three pages with the same state.
import { afterAll, describe, expect, it } from 'vitest';
import { openPage, recordFigures, type OpenPage } from '../../src/ui/common/browser.testkit';
import { gameEnds, look, played, sameState, startThreePageGame, waitForDriver } from './network.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

describe('a page closed in the middle of a peer-to-peer game', () => {
  it('its seat goes to the timeout bot after the deadline, it comes back, and the game ends on every page', async () => {
    const { players, link } = await startThreePageGame(pages, {
      path: '/?autoplay',
      houses: ['baratheon', 'lannister', 'stark'],
      // Short player deadlines so the test sees the vote; a deck step cannot be botted, so Cy must be
      // back within the deck deadline (a withheld shuffle or share halts the game, blamed).
      deadlines: { move: 8, sealed: 8, deck: 90 },
    });
    const [ann, bob, cy] = players as [OpenPage, OpenPage, OpenPage];
    expect((await look(cy.page))!.me).toBe('stark');

    // Cy leaves before her first orders are in.
    const context = cy.page.context();
    await cy.page.close();
    const closedAt = Date.now();

    // Ann and Bob go on: Stark's orders come from the timeout bot once both voted.
    await ann.page.waitForFunction(
      () => {
        type E = { move: { kind: string; house?: string } };
        const d = (document.querySelector('so-app') as unknown as { driver: { log(): E[] } }).driver;
        return d.log().some((e) => e.move.kind === 'place-orders' && e.move.house === 'stark');
      },
      null,
      { timeout: 90_000 },
    );
    const bottedMs = Date.now() - closedAt;
    const whileAway = (await played(ann.page)).length;

    // Cy opens the link again in a new tab: her seat resumes from IndexedDB.
    const back = await context.newPage();
    const errors: string[] = [];
    back.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await back.goto(link);
    const returned: OpenPage = { page: back, errors, close: () => context.close() };
    pages.push(returned);
    await waitForDriver(returned);
    expect((await look(back))!.me).toBe('stark');
    await back.waitForFunction((n) => ((document.querySelector('so-app') as unknown as { driver?: { log(): unknown[] } | null }).driver?.log().length ?? 0) >= n, whileAway, { timeout: 90_000 });

    // Everyone plays on (bots in every page) to the end of the game.
    const live = [ann, bob, returned];
    await gameEnds(ann.page);
    await sameState(live);
    const winners = await Promise.all(live.map(async (p) => (await look(p.page, true))!.state!.winner));
    expect(new Set(winners).size).toBe(1);
    expect(winners[0]).not.toBeNull();
    // Stark kept playing after Cy came back (moves of Stark beyond those played while she was away).
    const stark = (await played(back)).filter((m) => m.house === 'stark');
    expect(stark.length).toBeGreaterThan((await played(ann.page)).slice(0, whileAway).filter((m) => m.house === 'stark').length);
    for (const p of live) expect(p.errors).toEqual([]);
    recordFigures({ 'network e2e: a closed page, from closing to its seat botted (ms)': bottedMs, 'network e2e: whole 3-page game with a closed page (ms)': Date.now() - closedAt });
  }, 900_000);
});
