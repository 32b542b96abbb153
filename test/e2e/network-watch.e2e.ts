// Watching a live peer-to-peer game: three Chromium pages play it (each seat by the page's own bot,
// `?autoplay`, which the link passes on) and a fourth, Dee's, opens the same link and clicks Watch.
// Dee's page runs a Watcher over a spectator PeerJS transport: it dials every player, asks them for
// the entries it missed (its links are made to open 5 s late, so the players have played on) and
// verifies and replays everything they sign. It shows the board, plays no house, refuses any move,
// and after a round it holds the players' history: the same state hash after every move. A fifth
// page embeds <sealed-orders-board watch="<link>">, which joins the lobby as a watcher and shows
// the live game.
import { afterAll, describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/index';
import { openPage, recordFigures, type OpenPage } from '../../src/ui/browser.testkit';
import { DRAFT_SCALE, look, startThreePageGame, submit } from './network.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

/**
 * Dee's links to the players open this much after the game starts, so the players have signed
 * entries she never received: she can follow only by asking for them (with the players' filter
 * refusing her sync requests, this test fails: her log stays empty).
 */
const LATE_MS = 5000;

/** In the page: every WebRTC connection made from now on applies the remote side's answer and candidates `ms` late (in order). */
function lateLinks(ms: number): void {
  const proto = RTCPeerConnection.prototype;
  for (const name of ['setRemoteDescription', 'addIceCandidate'] as const) {
    const original = proto[name] as (...args: unknown[]) => Promise<void>;
    (proto as unknown as Record<string, unknown>)[name] = function (this: RTCPeerConnection, ...args: unknown[]) {
      return new Promise((resolve) => setTimeout(resolve, ms)).then(() => original.apply(this, args));
    };
  }
}

/** The state hash after every move a page's driver applied. */
function hashes(p: OpenPage): Promise<string[]> {
  return p.page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { log(): { hash: string }[] } }).driver.log().map((e) => e.hash));
}

/** Waits until the page's driver has applied `n` moves. */
async function reaches(p: OpenPage, n: number, timeout: number): Promise<void> {
  await p.page.waitForFunction((n) => (document.querySelector('so-app') as unknown as { driver: { log(): unknown[] } }).driver.log().length >= n, n, { timeout, polling: 250 });
}

describe('a watcher of a peer-to-peer game', () => {
  it('sees the live game read-only, with the players\' state after every move', async () => {
    const startedAt = Date.now();
    let embed: OpenPage | null = null;
    const { players, watcher } = await startThreePageGame(pages, {
      path: '/?autoplay',
      houses: ['baratheon', 'lannister', 'stark'],
      deadlines: { move: 30, sealed: 30, deck: 90 },
      watcher: true,
      onWatching: async (p, link) => {
        await p.page.evaluate(lateLinks, LATE_MS);
        embed = await openPage({ path: '/embed-demo.html', scale: DRAFT_SCALE });
        pages.push(embed);
        await embed.page.evaluate((link) => {
          const board = document.createElement('sealed-orders-board');
          board.id = 'live';
          board.setAttribute('watch', link);
          board.setAttribute('watch-name', 'Embed');
          board.style.height = '500px';
          document.body.prepend(board);
        }, link);
        await p.page.locator('so-lobby .watchers', { hasText: 'Embed' }).waitFor({ timeout: 45_000 });
      },
    });
    const dee = watcher!;
    const ann = players[0]!;
    const lobbyMs = Date.now() - startedAt;

    // The board, no house of its own, and no move taken from it.
    await dee.page.locator('so-app so-game-board').waitFor();
    expect(await dee.page.locator('so-app header .me').count()).toBe(0);
    const first = (await look(dee.page))!;
    expect(first.me).toBeNull();
    expect(first.failure).toBeNull();
    await expect(submit(dee.page, { kind: 'use-raven', house: 'baratheon', use: 'none' } as never)).rejects.toThrow(/only watches/);

    // The players finish round 1 (Westeros skipped, Planning, Action); Dee follows.
    await ann.page.waitForFunction(() => (document.querySelector('so-app') as unknown as { driver: { state(): { round: number } } }).driver.state().round >= 2, null, { timeout: 150_000, polling: 500 });
    const target = (await hashes(ann)).length;
    const waitedAt = Date.now();
    await reaches(dee, target, 60_000);
    const followMs = Date.now() - waitedAt;

    const [seen, ...played] = await Promise.all([dee, ...players].map(hashes));
    expect(seen!.length).toBeGreaterThanOrEqual(target);
    for (const h of played) {
      const common = Math.min(seen!.length, h.length);
      expect(seen!.slice(0, common)).toEqual(h.slice(0, common));
    }
    // The state Dee shows is the players' state after the same move.
    const shown = (await look(dee.page, true))!;
    expect(shown.failure).toBeNull();
    expect(shown.round).toBeGreaterThanOrEqual(2);
    await reaches(ann, shown.moves, 30_000);
    expect(stateHash(shown.state!)).toBe((await hashes(ann))[shown.moves - 1]);

    // The embedded board watches too: the caption says so, and its history is the players'.
    const board = embed!;
    await expect.poll(() => board.page.locator('#live .caption').innerText(), { timeout: 30_000 }).toMatch(/^Live · Round \d+\/10/);
    const embedded = await board.page.evaluate(() => (document.querySelector('#live') as unknown as { watching: { log(): { hash: string }[] } }).watching.log().map((e) => e.hash));
    const annNow = await hashes(ann);
    expect(embedded.length).toBeGreaterThan(0);
    expect(embedded.slice(0, Math.min(embedded.length, annNow.length))).toEqual(annNow.slice(0, Math.min(embedded.length, annNow.length)));
    for (const p of [dee, board, ...players]) expect(p.errors).toEqual([]);
    recordFigures({ 'network e2e: a watcher follows round 1 — lobby (ms)': lobbyMs, 'network e2e: a watcher behind the players after round 1 (ms)': followMs, 'network e2e: watch test total (ms)': Date.now() - startedAt });
  }, 300_000);
});
