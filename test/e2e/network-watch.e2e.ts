// Watching a live peer-to-peer game, from the lobby and late: three Chromium pages play it (each
// seat by the page's own bot, `?autoplay`, which the link passes on). Both tests watch one game:
// its lobby and round 1 (three pages' joint decks and sealed orders, ≈45 s each in CI) are what both
// need, and were played twice when they were two files.
//
// From the lobby: a fourth page, Dee's, opens the same link and clicks Watch. Dee's page runs a
// Watcher over a spectator PeerJS transport: it dials every player, asks them for the entries it
// missed (its links are made to open 5 s late, so the players have played on) and verifies and
// replays everything they sign. It shows the board, plays no house, refuses any move, and after a
// round it holds the players' history: the same state hash after every move. A fifth page embeds
// <sealed-orders-board watch="<link>">, which joins the lobby as a watcher and shows the live game.
//
// Late (issue 18, "Late watchers"): once the players are in round 2 (after the first test's checks),
// Eve opens the same link for the first time and clicks Watch. The creator's page kept its lobby
// open after the start, and answers her with the settled game (the view, the start and every
// seat's signed acceptance, which her page checks as an in-lobby watcher's does). Her page then
// watches over a spectator transport: it asks the players for every entry since the first,
// verifies and replays them, and follows live. It reaches the players' state hash after the same
// move. Another page, opened before the game, then embeds <sealed-orders-board watch="<link>">: it
// joins late the same way and shows the live game with the players' history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/index';
import { artifactsDir, baseUrl, openPage, recordFigures, type OpenPage } from '../../src/ui/common/browser.testkit';
import { DRAFT_SCALE, hashes, look, NETWORK_DEV_PAGES, startThreePageGame, submit, waitForDriver, type Look } from './network.testkit';

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

/** Waits until the page's driver has applied `n` moves. */
async function reaches(p: OpenPage, n: number, timeout: number): Promise<void> {
  await p.page.waitForFunction((n) => (document.querySelector('so-app') as unknown as { driver: { log(): unknown[] } }).driver.log().length >= n, n, { timeout, polling: 250 });
}

/**
 * A watcher's page agrees with the players: it has applied at least `target` moves, its hashes are
 * theirs move for move as far as both went, and the state it shows is Ann's after the same move,
 * from round 2 on and not halted. Returns what it shows.
 */
async function agreesWithPlayers(watcher: OpenPage, players: readonly OpenPage[], target: number): Promise<Look> {
  const [seen, ...played] = await Promise.all([watcher, ...players].map(hashes));
  expect(seen!.length).toBeGreaterThanOrEqual(target);
  for (const h of played) {
    const common = Math.min(seen!.length, h.length);
    expect(seen!.slice(0, common)).toEqual(h.slice(0, common));
  }
  const shown = (await look(watcher.page, true))!;
  expect(shown.failure).toBeNull();
  expect(shown.round).toBeGreaterThanOrEqual(2);
  const ann = players[0]!;
  await reaches(ann, shown.moves, 30_000);
  expect(stateHash(shown.state!)).toBe((await hashes(ann))[shown.moves - 1]);
  return shown;
}

/** Waits until Ann's game is in round 2. */
async function roundTwo(ann: OpenPage): Promise<void> {
  await ann.page.waitForFunction(() => (document.querySelector('so-app') as unknown as { driver: { state(): { round: number } } }).driver.state().round >= 2, null, { timeout: 150_000, polling: 500 });
}

describe('watchers of a peer-to-peer game', () => {
  const startedAt = Date.now();
  let players: OpenPage[] = [];
  let link = '';
  let dee: OpenPage;
  let embed: OpenPage;
  /** Opened before the game, while the machine was idle; its board goes in late. */
  let lateEmbed: OpenPage;
  let lobbyMs = 0;

  beforeAll(async () => {
    lateEmbed = await openPage({ path: '/embed-demo.html', scale: DRAFT_SCALE, devPages: NETWORK_DEV_PAGES });
    pages.push(lateEmbed);
    const started = await startThreePageGame(pages, {
      path: '/?autoplay',
      houses: ['baratheon', 'lannister', 'stark'],
      deadlines: { move: 30, sealed: 30, deck: 90 },
      watcher: true,
      onWatching: async (p, link) => {
        await p.page.evaluate(lateLinks, LATE_MS);
        embed = await openPage({ path: '/embed-demo.html', scale: DRAFT_SCALE, devPages: NETWORK_DEV_PAGES });
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
    players = started.players;
    link = started.link;
    dee = started.watcher!;
    lobbyMs = Date.now() - startedAt;
  }, 300_000);

  it('one who watches from the lobby sees the live game read-only, with the players\' state after every move', async () => {
    const ann = players[0]!;

    // The board, no house of its own (the header says the page watches), and no move taken from it.
    await dee.page.locator('so-app so-game-board').waitFor();
    expect(await dee.page.locator('so-app header .me').innerText()).toBe('You watch this game');
    expect(await dee.page.locator('so-app header .house-dot').count()).toBe(0);
    const first = (await look(dee.page))!;
    expect(first.me).toBeNull();
    expect(first.failure).toBeNull();
    await expect(submit(dee.page, { kind: 'use-raven', house: 'baratheon', use: 'none' } as never)).rejects.toThrow(/only watches/);

    // The players finish round 1 (Westeros skipped, Planning, Action); Dee follows.
    await roundTwo(ann);
    const target = (await hashes(ann)).length;
    const waitedAt = Date.now();
    await reaches(dee, target, 60_000);
    const followMs = Date.now() - waitedAt;

    // The state Dee shows is the players' state after the same move.
    await agreesWithPlayers(dee, players, target);

    // The embedded board watches too: the caption says so, and its history is the players'.
    await expect.poll(() => embed.page.locator('#live .caption').innerText(), { timeout: 30_000 }).toMatch(/^Live · Round \d+\/10/);
    const embedded = await embed.page.evaluate(() => (document.querySelector('#live') as unknown as { watching: { log(): { hash: string }[] } }).watching.log().map((e) => e.hash));
    const annNow = await hashes(ann);
    expect(embedded.length).toBeGreaterThan(0);
    expect(embedded.slice(0, Math.min(embedded.length, annNow.length))).toEqual(annNow.slice(0, Math.min(embedded.length, annNow.length)));
    for (const p of [dee, embed, ...players]) expect(p.errors).toEqual([]);
    recordFigures({ 'network e2e: a watcher follows round 1 — lobby (ms)': lobbyMs, 'network e2e: a watcher behind the players after round 1 (ms)': followMs, 'network e2e: watch test total (ms)': Date.now() - startedAt });
  }, 300_000);

  it('one who opens the link in round 2 catches up from the log and reaches the players\' state hash', async () => {
    const lateAt = Date.now();
    const ann = players[0]!;
    await roundTwo(ann);
    const target = (await hashes(ann)).length;

    // Eve has never seen this lobby: the game has been running for a round.
    const eve = await openPage({ path: link.slice(baseUrl().length), devPages: NETWORK_DEV_PAGES });
    pages.push(eve);
    const lobby = eve.page.locator('so-lobby');
    await lobby.locator('input[name="name"]').fill('Eve');
    const joinedAt = Date.now();
    await lobby.locator('button.watch').click();
    await waitForDriver(eve);
    await reaches(eve, target, 90_000);
    const catchUpMs = Date.now() - joinedAt;

    // Her page plays no house and shows the players' state after the same move.
    expect(await eve.page.locator('so-app header .me').innerText()).toBe('You watch this game');
    expect((await agreesWithPlayers(eve, players, target)).me).toBeNull();
    await eve.page.locator('so-app so-game-board').waitFor();
    await eve.page.screenshot({ path: `${artifactsDir()}/late-watcher-round2.png` });

    // The embed's watch attribute comes late the same way (its page was opened before the game,
    // while the machine was idle; the board goes in now).
    await lateEmbed.page.evaluate((link) => {
      const board = document.createElement('sealed-orders-board');
      board.id = 'late';
      board.setAttribute('watch', link);
      board.setAttribute('watch-name', 'Late embed');
      board.style.height = '500px';
      document.body.prepend(board);
    }, link);
    await expect.poll(() => lateEmbed.page.locator('#late .caption').innerText(), { timeout: 90_000 }).toMatch(/^Live · Round \d+\/10/);
    const embedded = () => lateEmbed.page.evaluate(() => (document.querySelector('#late') as unknown as { watching: { log(): { hash: string }[] } }).watching.log().map((e) => e.hash));
    await expect.poll(async () => (await embedded()).length, { timeout: 90_000 }).toBeGreaterThanOrEqual(target);
    const [shownByEmbed, annNow] = await Promise.all([embedded(), hashes(ann)]);
    const common = Math.min(shownByEmbed.length, annNow.length);
    expect(shownByEmbed.slice(0, common)).toEqual(annNow.slice(0, common));
    for (const p of [eve, lateEmbed, ...players]) expect(p.errors).toEqual([]);
    recordFigures({ 'network e2e: a late watcher catches up with round 1 (ms)': catchUpMs, 'network e2e: late watch test, from round 2 (ms)': Date.now() - lateAt });
  }, 420_000);
});
