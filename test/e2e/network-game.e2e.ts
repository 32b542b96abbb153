// A peer-to-peer game between three Chromium pages over real WebRTC and the dev server's broker
// (/signal), as `npm start` serves it: Ann opens the app, chooses "Play with friends" and creates a
// lobby; Bob and Cy open her link and take seats; all say ready; each page then runs its own
// Session (signed log, sealed orders and House cards, joint decks) with its keys in IndexedDB.
// The test plays the pages through their drivers (network-plan.ts: a heuristic bot with a plan that
// brings a raid, marches and a battle) until a battle with sealed House cards is over and its round
// complete, checks that all three pages hold the same state, then reloads Cy's page mid-round and
// sees it resume its seat from IndexedDB and play on.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stateHash, type Decision, type GameState, type House, type Move } from '../../engine/index';
import { heuristicBot } from '../../src/bots/heuristic-bot';
import type { Bot } from '../../src/bots/bot';
import { artifactsDir, baseUrl, openPage, recordFigures, type OpenPage } from '../../src/ui/browser.testkit';
import { planMove } from './network-plan';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

interface Look {
  readonly me: House | null;
  readonly round: number;
  readonly moves: number;
  readonly decision: Decision | null;
  readonly state: GameState | null;
  readonly failure: string | null;
}

/** What a page's driver shows: its state only when it has a decision to answer (states are large). */
function look(page: Page, withState = false): Promise<Look | null> {
  return page.evaluate((withState) => {
    type D = {
      me(): string | null;
      state(): { round: number };
      pending(): { house: string | null }[];
      failure(): Error | null;
      log(): unknown[];
    };
    const d = (document.querySelector('so-app') as unknown as { driver: D | null }).driver;
    if (d === null) return null;
    const decision = d.pending().find((x) => x.house !== null && x.house === d.me()) ?? null;
    const state = d.state();
    return {
      me: d.me(),
      round: state.round,
      moves: d.log().length,
      decision,
      state: decision !== null || withState ? state : null,
      failure: d.failure()?.message ?? null,
    } as never;
  }, withState);
}

function submit(page: Page, move: Move): Promise<void> {
  return page.evaluate((m) => (document.querySelector('so-app') as unknown as { driver: { submit(m: unknown): Promise<void> } }).driver.submit(m), move);
}

/** The moves applied so far on a page (kind, house, card). */
function played(page: Page): Promise<{ kind: string; house: string | undefined; round: number }[]> {
  return page.evaluate(() => {
    type E = { move: { kind: string; house?: string }; before: { round: number } };
    const d = (document.querySelector('so-app') as unknown as { driver: { log(): E[] } }).driver;
    return d.log().map((e) => ({ kind: e.move.kind, house: e.move.house, round: e.before.round }));
  });
}

async function waitForDriver(p: OpenPage): Promise<void> {
  await p.page.waitForFunction(() => (document.querySelector('so-app') as unknown as { driver: unknown }).driver != null, null, { timeout: 60_000 });
}

/** Each page answers its own decision, if it has one; true if any did. */
async function playOnce(players: readonly OpenPage[], bots: Map<House, Bot>): Promise<boolean> {
  let moved = false;
  for (const p of players) {
    const l = await look(p.page);
    if (l === null) continue;
    if (l.failure !== null) throw new Error(`a page's game halted: ${l.failure}`);
    if (l.decision === null || l.state === null || l.me === null) continue;
    await submit(p.page, planMove(l.state, l.decision, bots.get(l.me)!));
    moved = true;
  }
  return moved;
}

/** Plays until `done` holds, checking it every second; fails after `ms`. */
async function playUntil(players: readonly OpenPage[], bots: Map<House, Bot>, done: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  let checked = 0;
  while (Date.now() < end) {
    const moved = await playOnce(players, bots);
    if (Date.now() - checked > 1000) {
      checked = Date.now();
      if (await done()) return;
    }
    if (!moved) await players[0]!.page.waitForTimeout(50);
  }
  throw new Error(`the game did not get there within ${ms / 1000} s`);
}

/** Waits until every page holds the same state (they may be a message apart), and returns its hash. */
async function sameState(players: readonly OpenPage[]): Promise<string> {
  let hashes: string[] = [];
  for (let i = 0; i < 100; i++) {
    const looks = await Promise.all(players.map((p) => look(p.page, true)));
    hashes = looks.map((l) => (l?.state == null ? '' : stateHash(l.state)));
    if (hashes[0] !== '' && hashes.every((h) => h === hashes[0])) return hashes[0]!;
    await players[0]!.page.waitForTimeout(300);
  }
  throw new Error(`expected the pages to agree, got ${hashes.join(' / ')}`);
}

describe('three pages play a game peer to peer', () => {
  it('lobby by link, a battle with sealed House cards, equal state everywhere, and a reload that resumes', async () => {
    const ann = await openPage({ path: '/' });
    pages.push(ann);
    await ann.page.locator('so-app button.friends').click();
    const lobby = ann.page.locator('so-lobby');
    await lobby.locator('input[name="name"]').fill('Ann');
    await lobby.locator('button.create').click();
    const link = await lobby.locator('input.link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/#lobby=[0-9a-f]{16}$`));

    const join = async (name: string): Promise<OpenPage> => {
      const p = await openPage({ path: link.slice(baseUrl().length) });
      pages.push(p);
      const el = p.page.locator('so-lobby');
      await el.locator('input[name="name"]').fill(name);
      await el.locator('button.join').click();
      await el.locator('li.seat.me').waitFor({ timeout: 45_000 });
      return p;
    };
    const bob = await join('Bob');
    const cy = await join('Cy');
    await lobby.locator('li.seat .name', { hasText: /^Cy$/ }).waitFor({ timeout: 45_000 });
    for (const [i, house] of ['baratheon', 'lannister', 'stark'].entries()) await lobby.locator('select.house').nth(i).selectOption(house);
    await bob.page.locator('so-lobby li.seat .house', { hasText: 'Stark' }).waitFor();
    await cy.page.locator('so-lobby li.seat .house', { hasText: 'Stark' }).waitFor();
    for (const p of [bob, cy]) await p.page.locator('so-lobby button.ready-button').click();
    await lobby.locator('li.seat .ready.yes').nth(1).waitFor({ timeout: 30_000 });
    await lobby.locator('button.ready-button').click();
    const startedAt = Date.now();

    const players = [ann, bob, cy];
    for (const p of players) await waitForDriver(p);
    const mine = await Promise.all(players.map(async (p) => (await look(p.page))!.me));
    expect(mine).toEqual(['baratheon', 'lannister', 'stark']);
    await ann.page.locator('so-app so-game-board').waitFor();
    const seed = new Uint8Array(32).fill(3);
    const bots = new Map<House, Bot>(mine.map((h) => [h!, heuristicBot(seed, h!)]));

    // Sealed orders: Ann's are handed in and shown face down on her page; the others see nothing of them.
    let first: Look | null = null;
    for (let i = 0; i < 200 && first?.decision?.kind !== 'place-orders'; i++) {
      first = await look(ann.page);
      await ann.page.waitForTimeout(100);
    }
    expect(first!.decision!.kind).toBe('place-orders');
    await submit(ann.page, planMove(first!.state!, first!.decision!, bots.get('baratheon')!));
    expect(await ann.page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { sealed(): unknown[] } }).driver.sealed().length)).toBe(1);
    const bobsView = (await look(bob.page, true))!.state!;
    expect(Object.values(bobsView.areas).filter((a) => a.order !== null)).toEqual([]);

    // Play until a battle with House cards has been fought and its round is over.
    let battleRound = 0;
    await playUntil(
      players,
      bots,
      async () => {
        const log = await played(ann.page);
        const cards = log.filter((m) => m.kind === 'choose-house-card');
        if (cards.length < 2) return false;
        battleRound = cards[0]!.round;
        return (await look(ann.page))!.round > battleRound;
      },
      240_000,
    );
    const log = await played(ann.page);
    const kinds = (round: number) => new Set(log.filter((m) => m.round === round).map((m) => m.kind));
    expect([...kinds(1)]).toEqual(expect.arrayContaining(['place-orders', 'resolve-raid', 'resolve-march']));
    expect(log.filter((m) => m.kind === 'place-orders' && m.round === 1).map((m) => m.house).sort()).toEqual(['baratheon', 'lannister', 'stark']);
    expect(log.filter((m) => m.kind === 'choose-house-card' && m.round === battleRound).map((m) => m.house).sort()).toEqual(['baratheon', 'lannister']);
    const agreed = await sameState(players);
    const playedMs = Date.now() - startedAt;
    await ann.page.screenshot({ path: `${artifactsDir()}/network-after-battle.png` });

    // Cy reloads mid-round: the page finds its seat in IndexedDB, re-verifies the log from its peers and plays on.
    const before = (await look(cy.page))!.moves;
    await cy.page.reload();
    await waitForDriver(cy);
    const reloadedAt = Date.now();
    await cy.page.waitForFunction((n) => ((document.querySelector('so-app') as unknown as { driver: { log(): unknown[] } }).driver.log().length >= n), before, { timeout: 60_000 });
    const caughtUpMs = Date.now() - reloadedAt;
    expect((await look(cy.page))!.me).toBe('stark');
    const target = (await look(ann.page))!.moves + 15;
    await playUntil(players, bots, async () => (await Promise.all(players.map((p) => look(p.page)))).every((l) => l !== null && l.moves >= target), 120_000);
    const after = await sameState(players);
    expect(after).not.toBe(agreed);
    for (const p of players) expect(p.errors).toEqual([]);
    recordFigures({
      'network e2e: from the last ready to the end of the battle round, 3 pages (ms)': playedMs,
      'network e2e: a reloaded page back to the log it had (ms)': caughtUpMs,
      'network e2e: battle in round': battleRound,
    });
  }, 480_000);
});
