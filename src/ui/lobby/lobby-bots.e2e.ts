// A lobby game with bot seats, as a new player starts one: Ann opens the app, chooses "Play with
// friends", creates the lobby, adds two bots and says ready. The lobby settles, her page runs her
// Session and both bot seats' Sessions over the broker.
// 1. With ?autoplay (a bot answers her seat) the game goes through round 1 and the first Westeros
//    phase into round 2's planning. Before the fix in src/play/network-game.ts the bot seats threw
//    `expected seed to be 32 bytes, got 79` and the page stayed on the lobby.
// 2. Played by hand: at the first orders the table waits for Ann alone — every house's clock shows
//    it (the bots' orders sealed, hers counting down), the waiting line names who sealed — and the
//    tab says it is her turn: title, icon, tone and (hidden page, opted in) a notification, all
//    gone once her orders are in. Then she leaves for the setup page: My games lists the game, and
//    its Export gives the signed log kept when she left, which `verifyLog` replays to the same move,
//    and which the app's Open a game file verifies again with the same verdict.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision, GameState, House } from '../../../engine/index';
import { heuristicBot } from '../../bots/heuristic-bot';
import { decodeLogFile } from '../../session/log-file';
import { describeVerdict, verifyLog } from '../../session/verify-log';
import { artifactsDir, openPage, recordFigures, type OpenPage } from '../common/browser.testkit';
import { startWithBots } from '../common/lobby-bots.testkit';
import { AGOT } from '../../games/agot';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

interface Progress {
  readonly round: number;
  /** The kinds of the engine's frame stack, bottom first. */
  readonly frames: string[];
  readonly moves: number;
  readonly failure: string | null;
}

/** Round 2, its Westeros phase resolved and its Planning phase begun. */
const pastWesteros = (p: Progress): boolean => p.round >= 2 && !p.frames.includes('westeros') && p.frames.includes('planning');

describe('a lobby game with one person and two bots', () => {
  it('starts and plays past the first Westeros phase', async () => {
    const ann = await openPage({ path: '/?autoplay' });
    pages.push(ann);
    const readyAt = await startWithBots(ann.page);
    const startedMs = Date.now() - readyAt;

    const progress = (): Promise<Progress> =>
      ann.page.evaluate(() => {
        type D = { state(): { round: number; stack: { kind: string }[] }; log(): unknown[]; failure(): Error | null };
        const d = (document.querySelector('so-app') as unknown as { driver: D }).driver;
        const s = d.state();
        return { round: s.round, frames: s.stack.map((f) => f.kind), moves: d.log().length, failure: d.failure()?.message ?? null };
      });
    // Until the page's driver is past round 2's Westeros phase, or has failed (45 s, then this fails).
    await ann.page.waitForFunction(() => {
      type D = { state(): { round: number; stack: { kind: string }[] }; failure(): Error | null };
      const d = (document.querySelector('so-app') as unknown as { driver: D }).driver;
      const kinds = d.state().stack.map((f) => f.kind);
      return d.failure() !== null || (d.state().round >= 2 && !kinds.includes('westeros') && kinds.includes('planning'));
    }, null, { timeout: 45_000 });
    const last = await progress();
    if (last.failure !== null) throw new Error(`the game halted: ${last.failure}`);
    expect(pastWesteros(last)).toBe(true);
    const playedMs = Date.now() - readyAt;
    expect(await ann.page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { me(): string } }).driver.me())).not.toBeNull();
    await ann.page.screenshot({ path: `${artifactsDir()}/lobby-bots-round-2.png` });
    expect(ann.errors).toEqual([]);
    recordFigures({
      'lobby with 2 bots: last ready → board shown (ms)': startedMs,
      'lobby with 2 bots: last ready → round 2 planning (ms)': playedMs,
      'lobby with 2 bots: moves when first seen past round 2 Westeros': last.moves,
    });
  }, 80_000);

  it("shows every house's clock, tells the tab it is my turn, and keeps the game in My games with its signed log", async () => {
    const ann = await openPage({ path: '/' });
    pages.push(ann);
    // The player chose a tone and notifications earlier; the tab is in the background; the
    // browser's Notification and AudioContext are recorded instead of shown and played.
    await ann.page.addInitScript(() => {
      const w = window as unknown as { alerts: string[] };
      w.alerts = [];
      localStorage.setItem('sealed-orders/alerts', JSON.stringify({ sound: true, notify: true }));
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      class FakeNotification {
        static permission = 'granted';
        constructor(title: string, options: { body: string }) {
          w.alerts.push(`notify ${title}: ${options.body}`);
        }
      }
      class FakeAudio {
        currentTime = 0;
        destination = {};
        createGain() {
          return { connect: () => undefined, gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined } };
        }
        createOscillator() {
          w.alerts.push('tone');
          return { frequency: { value: 0 }, connect: () => undefined, start: () => undefined, stop: () => undefined };
        }
        close() {
          return Promise.resolve();
        }
      }
      Object.assign(window, { Notification: FakeNotification, AudioContext: FakeAudio });
    });
    await ann.page.reload();
    await startWithBots(ann.page);

    const mine = async () =>
      ann.page.evaluate(() => {
        type D = { me(): string; state(): unknown; pending(): { house: string | null }[] };
        const d = (document.querySelector('so-app') as unknown as { driver: D }).driver;
        const decision = d.pending().find((x) => x.house === d.me());
        return decision === undefined ? null : { me: d.me(), state: d.state(), decision };
      });
    await expect.poll(mine, { timeout: 20_000 }).not.toBeNull();
    const turn = (await mine()) as { me: House; state: GameState; decision: Decision };
    expect(turn.decision.kind).toBe('place-orders');

    const app = ann.page.locator('so-app');
    const clocks = app.locator('so-seat-clocks');
    // The bots seal theirs at once: the table waits for Ann alone, and every clock shows it.
    await expect.poll(() => clocks.locator('li.sealed').count(), { timeout: 20_000 }).toBe(2);
    const name = turn.me[0]!.toUpperCase() + turn.me.slice(1);
    expect(await clocks.locator('.summary').innerText()).toBe(`The table waits for ${name}`);
    expect(await clocks.locator('li.waited').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.house))).toEqual([turn.me]);
    expect(await clocks.locator('li.waited .time').innerText()).toMatch(/^\d+:\d\d$/);
    expect(await clocks.locator('li.me').count()).toBe(1);
    const others = await clocks.locator('li.sealed').evaluateAll((lis) => lis.map((li) => li.querySelector('.name')!.textContent!.trim()));
    expect(await app.locator('so-decision-panel .sealed-others').innerText()).toBe(`Sealed already: ${others.join(' and ')}`);
    expect(await app.locator('so-decision-panel .waiting-others').count()).toBe(0);

    // The tab: title and icon while it is my turn; the tone and one notification when it began.
    expect(await ann.page.title()).toBe('● Your turn — Sealed Orders');
    expect(await ann.page.locator('link[rel~="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    await expect.poll(() => ann.page.evaluate(() => (window as unknown as { alerts: string[] }).alerts)).toEqual(['tone', 'tone', 'notify Your turn: Place your orders']);
    await ann.page.screenshot({ path: `${artifactsDir()}/clocks-your-turn.png` });

    // My orders in: the title and icon are back, and nothing more is played or shown.
    const move = heuristicBot(new Uint8Array(32).fill(7), turn.me).choose(turn.state, turn.decision);
    await ann.page.evaluate((m) => (document.querySelector('so-app') as unknown as { driver: { submit(m: unknown): Promise<void> } }).driver.submit(m), move);
    // Title and icon read in one look: the bots play at once, so my next decision may come between
    // two reads and bring its icon back (a clean-clone CI run read the title reset, then that icon).
    let tab: [string, string | null] = ['', null];
    await expect
      .poll(async () => {
        tab = await ann.page.evaluate(() => [document.title, document.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? null] as [string, string | null]);
        return tab[0];
      })
      .toBe('Sealed Orders');
    expect(tab[1]).toBe('data:,');
    // Nothing more for these orders. The bots play at once, so my next decision may already have
    // come: its alerts are then a whole new set of their own (the final check met 6 alerts here).
    const alerts = await ann.page.evaluate(() => (window as unknown as { alerts: string[] }).alerts);
    expect(alerts.length % 3).toBe(0);
    for (let i = 3; i < alerts.length; i += 3) expect(alerts.slice(i, i + 3)).toEqual(['tone', 'tone', expect.stringMatching(/^notify Your turn: /)]);

    // Played on a little, then left for the setup page: My games lists it, and exports the signed
    // log kept when the page left it, which verifies as the game so far.
    const movesOf = () => ann.page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { log(): unknown[] } | null }).driver?.log().length ?? -1);
    // Everyone's orders opened and applied (the next decision may be mine: the Raven).
    await expect.poll(movesOf, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    const moves = await movesOf();
    await app.locator('header button', { hasText: 'New game' }).click();
    const item = app.locator('so-my-games li.game');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.locator('strong').innerText()).toBe(`${name} with friends`);
    expect(await item.locator('.state').innerText()).toMatch(/^Round 1\/10 · .* · just now$/);
    await ann.page.screenshot({ path: `${artifactsDir()}/my-games-network.png` });
    const [download] = await Promise.all([ann.page.waitForEvent('download'), item.locator('button.export').click()]);
    expect(download.suggestedFilename()).toMatch(/^sealed-orders-[0-9a-f]{12}-round-1\.log$/);
    const saved = `${artifactsDir()}/lobby-bots-export.log`;
    await download.saveAs(saved);
    const bytes = new Uint8Array(readFileSync(saved));
    const verdict = verifyLog(bytes, AGOT);
    expect(verdict.kind).toBe('incomplete');
    expect(verdict.kind === 'incomplete' && verdict.moves).toBeGreaterThanOrEqual(moves);
    // The downloaded file opened again in the app: verified in the page, the verdict as npm run verify words it.
    await app.locator('so-open-game input[type="file"]').setInputFiles(saved);
    const replay = app.locator('so-replay-view');
    await replay.locator('.verdict').waitFor({ timeout: 30_000 });
    const file = decodeLogFile(bytes, AGOT);
    expect(file.ok).toBe(true);
    const houses = file.ok ? file.value.setup.seats.map((s) => s.house) : [];
    expect(await replay.locator('.verdict pre').innerText()).toBe(describeVerdict(verdict, houses));
    await ann.page.screenshot({ path: `${artifactsDir()}/downloaded-log-replay.png` });
    expect(ann.errors).toEqual([]);
  }, 120_000);
});
