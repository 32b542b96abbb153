// "My games" in Chromium, as a player uses it: a 3-player game against bots is started from the
// form and played a little; a reload resumes it where it was (same moves, same state); "New game"
// shows it in the list (houses, round, whose turn, last activity) — the screenshot; Export
// downloads its replay file; Resume opens it again; Leave, from the keyboard, asks once more and
// forgets it. A finished game is offered as "See the end" (in English and in Russian), and its page
// has no your-turn alert settings.
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision, GameState } from '../../../engine/index';
import { heuristicBot } from '../../bots/heuristic-bot';
import { artifactsDir, openPage, recordFigures, startBotsGame, untilMyDecision, type OpenPage } from '../common/browser.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

interface Seen {
  readonly moves: number;
  readonly hashes: string[];
  readonly decision: Decision | null;
  readonly state: GameState | null;
  /** A bot (in its worker) is still thinking. */
  readonly thinking: boolean;
}

function look(page: Page): Promise<Seen | null> {
  return page.evaluate(() => {
    type D = { me(): string; state(): unknown; pending(): Decision[]; log(): { hash: string }[]; clocks(): { wait: string }[] };
    type Decision = { house: string | null };
    const d = (document.querySelector('so-app') as unknown as { driver: D | null }).driver;
    if (d === null) return null;
    const decision = d.pending().find((x) => x.house === d.me()) ?? null;
    const thinking = d.clocks().some((c) => c.wait === 'thinking');
    return { moves: d.log().length, hashes: d.log().map((e) => e.hash), decision, state: decision === null ? null : d.state(), thinking } as never;
  });
}

/** How many moves of local game `id` are durably stored in the page's IndexedDB (src/play/local-games.ts). */
function storedMoves(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sealed-orders-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('records').objectStore('records').count(IDBKeyRange.bound([id, 'move/'], [id, 'move/\uffff']));
          count.onsuccess = () => (db.close(), resolve(count.result));
          count.onerror = () => (db.close(), reject(count.error));
        };
      }),
    id,
  );
}

describe('My games', () => {
  it('resumes a game against bots after a reload, lists it, exports it, resumes it from the list and leaves it', async () => {
    const open = await openPage({ path: '/' });
    pages.push(open);
    const { page } = open;
    // No game on this device yet: the list says so, then shows the one started here.
    await expect.poll(() => page.locator('so-my-games .none').count()).toBe(1);
    const link = await startBotsGame(page, { players: 3, house: 'stark', pace: 0, level: 'easy' });

    // Play my decisions until some 40 moves are in.
    const bot = heuristicBot(new Uint8Array(32).fill(5), 'stark');
    let seen: Seen | null = null;
    for (let i = 0; i < 400 && (seen?.moves ?? 0) < 40; i++) {
      seen = await look(page);
      if (seen?.decision != null && seen.state !== null) {
        await page.evaluate((m) => (document.querySelector('so-app') as unknown as { driver: { submit(m: unknown): Promise<void> } }).driver.submit(m), bot.choose(seen.state, seen.decision));
      } else await untilMyDecision(page);
    }
    // Let the bots finish what they are doing (they wait for me next; a sealed choice's bots think in their workers meanwhile).
    await expect.poll(async () => { const s = await look(page); return s?.decision != null && !s.thinking; }, { timeout: 20_000 }).toBe(true);
    const before = (await look(page))!;
    expect(before.moves).toBeGreaterThanOrEqual(40);

    // The moves are written behind the game (IndexedDB): wait until they are all stored, as a
    // loaded machine may lag, then a reload resumes the same game: the same moves, then on.
    await expect.poll(() => storedMoves(page, link.slice('#game='.length)), { timeout: 20_000 }).toBeGreaterThanOrEqual(before.moves);
    const reloadAt = Date.now();
    await page.reload();
    await expect.poll(async () => (await look(page))?.moves ?? 0, { timeout: 20_000 }).toBeGreaterThanOrEqual(before.moves);
    const resumedMs = Date.now() - reloadAt;
    const after = (await look(page))!;
    expect(after.hashes.slice(0, before.moves)).toEqual(before.hashes);
    expect(await page.evaluate(() => location.hash)).toBe(link);
    expect(await page.locator('so-app header .me').innerText()).toBe('You play Stark');
    // The resumed game's bots choose their sealed moves again, in workers: the list says "Your turn" once they have.
    await expect.poll(async () => (await look(page))?.thinking, { timeout: 20_000 }).toBe(false);

    // New game: the list shows it.
    await page.locator('so-app header button', { hasText: 'New game' }).click();
    const list = page.locator('so-my-games');
    const item = list.locator('li.game');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.locator('strong').innerText()).toBe('Stark against bots');
    expect(await item.locator('.houses').innerText()).toMatch(/Stark \(you\)/);
    expect(await item.locator('.state').innerText()).toMatch(/^Round \d+\/10 · Your turn · just now$/);
    await page.screenshot({ path: `${artifactsDir()}/my-games.png` });

    // Export: the replay file with every move so far.
    const [download] = await Promise.all([page.waitForEvent('download'), item.locator('button.export').click()]);
    expect(download.suggestedFilename()).toMatch(/^sealed-orders-bots-[0-9a-f]{16}\.json$/);
    const saved = `${artifactsDir()}/my-games-export.json`;
    await download.saveAs(saved);
    const file = JSON.parse(readFileSync(saved, 'utf8')) as { config: unknown; moves: unknown[] };
    expect(file.config).toEqual({ players: 3, tidesOfBattle: false });
    expect(file.moves.length).toBeGreaterThanOrEqual(before.moves);

    // Resume from the list.
    await item.locator('button.resume').click();
    await expect.poll(async () => (await look(page))?.moves ?? 0, { timeout: 20_000 }).toBeGreaterThanOrEqual(before.moves);
    expect(await page.evaluate(() => location.hash)).toBe(link);

    // Leave, from the keyboard: asked once more, then gone.
    await page.locator('so-app header button', { hasText: 'New game' }).click();
    await item.locator('button.leave').focus();
    await page.keyboard.press('Enter');
    expect(await item.locator('.warning').innerText()).toMatch(/forgets the game/);
    await item.locator('button.leave-confirm').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => list.locator('.none').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.locator('so-my-games .none').count()).toBe(1);
    expect(open.errors).toEqual([]);
    recordFigures({ 'my games: reload → a 40-move bot game resumed (ms)': resumedMs });
  }, 60_000);

  it('offers a finished game as "See the end", whose page has no your-turn alert settings', async () => {
    const open = await openPage({ path: '/' });
    pages.push(open);
    const { page } = open;
    await page.locator('so-new-game').waitFor();
    // A whole 3-player game between the seeded bots, saved on this device as a game against bots
    // with Stark as mine (strings, not functions: vitest would rewrite `import()` for Node).
    const id = (await page.evaluate(`(async () => {
      const { createLocalDriver } = await import('/ui/drivers/local-driver.ts');
      const { createLocalGame } = await import('/play/local-games.ts');
      const queue = [];
      const seed = new Uint8Array(32);
      seed[1] = 3;
      const config = { players: 3, tidesOfBattle: false };
      const driver = createLocalDriver({ config, seed, me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
      while (queue.length > 0) queue.shift()();
      if (driver.state().winner === null) throw new Error('the bots game did not end');
      const id = '0123456789abcdef';
      const record = await createLocalGame(id, { config, seed, me: 'stark', pace: 0, bots: 'random', created: Date.now() });
      record.append(driver.log());
      await record.flushed();
      await record.close();
      return id;
    })()`)) as string;
    await page.evaluate((id) => (location.hash = `#game=${id}`), id);
    await page.reload();
    await expect.poll(() => page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { state(): { winner: string | null } } | null }).driver?.state().winner ?? null), { timeout: 20_000 }).not.toBeNull();
    const app = page.locator('so-app');
    await expect.poll(() => app.locator('so-game-log').count()).toBe(1);
    expect(await app.locator('so-turn-alerts').count()).toBe(0);

    // New game: the list says who won, and "See the end" opens the final board again.
    await app.locator('header button', { hasText: 'New game' }).click();
    const item = page.locator('so-my-games li.game');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.locator('.state').innerText()).toMatch(/^\w+ won · /);
    expect(await item.locator('button.resume').innerText()).toBe('See the end');
    await page.locator('so-language-picker select').first().selectOption('ru');
    await expect.poll(() => item.locator('button.resume').innerText()).toBe('Посмотреть финал');
    await page.locator('so-language-picker select').first().selectOption('en');
    await expect.poll(() => item.locator('button.resume').innerText()).toBe('See the end');
    await item.locator('button.resume').click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#game=${id}`);
    await expect.poll(() => app.locator('so-game-log').count()).toBe(1);
    expect(await app.locator('so-turn-alerts').count()).toBe(0);
    expect(open.errors).toEqual([]);
  }, 60_000);
});
