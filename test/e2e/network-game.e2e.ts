// A peer-to-peer game between three Chromium pages over real WebRTC and the dev server's broker
// (/signal), as `npm start` serves it: Ann opens the app, chooses "Play with friends" and creates a
// lobby; Bob and Cy open her link and take seats; all say ready; each page then runs its own
// Session (signed log, sealed orders and House cards, joint decks) with its keys in IndexedDB.
// The test plays the pages through their drivers (network-plan.ts: a heuristic bot with a plan that
// brings a raid, marches and a battle) until a battle with sealed House cards is over and its round
// complete, checks that all three pages hold the same state, then reloads Cy's page mid-round and
// sees it resume its seat from IndexedDB and play on.
import { afterAll, describe, expect, it } from 'vitest';
import type { House } from '../../engine/index';
import { heuristicBot } from '../../src/bots/heuristic-bot';
import type { Bot } from '../../src/bots/bot';
import { artifactsDir, baseUrl, recordFigures, untilMyDecision, type OpenPage } from '../../src/ui/common/browser.testkit';
import { planMove } from './network-plan';
import { look, played, playUntil, sameState, startThreePageGame, submit, waitForDriver } from './network.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

describe('three pages play a game peer to peer', () => {
  it('lobby by link, a battle with sealed House cards, equal state everywhere, and a reload that resumes', async () => {
    // Deadlines short enough that a decision left open by the reload goes to the timeout bot soon.
    const { players, link } = await startThreePageGame(pages, { houses: ['baratheon', 'lannister', 'stark'], deadlines: { move: 20, sealed: 20, deck: 90 }, sharp: ['Ann'] });
    expect(link).toMatch(new RegExp(`^${baseUrl()}/#lobby=[0-9a-f]{16}$`));
    const startedAt = Date.now();
    const [ann, bob, cy] = players as [OpenPage, OpenPage, OpenPage];
    const mine = await Promise.all(players.map(async (p) => (await look(p.page))!.me));
    expect(mine).toEqual(['baratheon', 'lannister', 'stark']);
    await ann.page.locator('so-app so-game-board').waitFor();
    const seed = new Uint8Array(32).fill(3);
    const bots = new Map<House, Bot>(mine.map((h) => [h!, heuristicBot(seed, h!)]));

    // Sealed orders: Ann's are handed in and shown face down on her page; the others see nothing of them.
    await untilMyDecision(ann.page, { kind: 'place-orders', timeoutMs: 20_000 });
    const first = await look(ann.page);
    expect(first!.decision!.kind).toBe('place-orders');
    // The lobby's time limit for a sealed choice counts down on the page asked (20 s here).
    await expect.poll(() => ann.page.locator('so-app so-decision-panel .time-left').innerText(), { timeout: 10_000 }).toMatch(/^Time left 0:(1\d|20); then a bot answers for you\.$/);
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
