// A lobby game whose every seat runs in one page (Ann with ?autoplay and two bots), reloaded in
// round 1: the page finds its three seats in IndexedDB and, with no other peer anywhere, serves them
// the log from their own stores (src/play/local-archive.ts). The reloaded page gets back the moves
// it had, with the same hashes, and plays on; and, as if Ann had last seen the game 5 moves in, it
// tells her what happened since (src/ui/panels/since-visit.ts), until Got it (from the keyboard) closes it.
import { afterAll, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, recordFigures, type OpenPage } from '../common/browser.testkit';
import { startWithBots } from '../common/lobby-bots.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

interface Seen {
  readonly hashes: string[];
  readonly failure: string | null;
}

describe('a lobby game of one person and two bots, reloaded', () => {
  it('resumes from the seats stored in the page and plays on', async () => {
    const ann = await openPage({ path: '/?autoplay' });
    pages.push(ann);
    await startWithBots(ann.page);
    const seen = (): Promise<Seen | null> =>
      ann.page.evaluate(() => {
        type D = { log(): { hash: string }[]; failure(): Error | null };
        const d = (document.querySelector('so-app') as unknown as { driver: D | null }).driver;
        return d === null ? null : { hashes: d.log().map((e) => e.hash), failure: d.failure()?.message ?? null };
      });
    const movesAtLeast = (n: number) =>
      ann.page.waitForFunction((n) => ((document.querySelector('so-app') as unknown as { driver: { log(): unknown[] } | null }).driver?.log().length ?? 0) >= n, n, { timeout: 90_000, polling: 250 });
    await movesAtLeast(12);
    const before = (await seen())!;
    expect(before.failure).toBeNull();
    const url = ann.page.url();
    expect(url).toMatch(/#lobby=[0-9a-f]{16}$/);

    // As if Ann had last seen the game 5 moves in (the record a visit leaves, src/play/last-visit.ts):
    // the reloaded page tells her what happened since.
    await ann.page.addInitScript(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('sealed-orders/seen/')) localStorage.setItem(key, '5');
    });
    await ann.page.reload();
    const reloadedAt = Date.now();
    await ann.page.locator('so-app so-game-board').waitFor({ timeout: 60_000 });
    await movesAtLeast(before.hashes.length);
    const backMs = Date.now() - reloadedAt;
    await movesAtLeast(before.hashes.length + 8);
    // Every seat restarted in this page, so none leaves its open decision to the timeout bot: the
    // 8 moves come without a deadline waited out (src/session/README.md, "Reconnect"; local-archive.test).
    const onMs = Date.now() - reloadedAt - backMs;
    const after = (await seen())!;
    expect(after.failure).toBeNull();
    expect(after.hashes.slice(0, before.hashes.length)).toEqual(before.hashes);
    await ann.page.screenshot({ path: `${artifactsDir()}/lobby-bots-reloaded.png` });

    // "Since your last visit": the moves after the 5th, their rounds, and their events as the game log words them.
    const notice = ann.page.locator('so-app so-since-visit .since-visit');
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.locator('h2').innerText()).toBe('Since your last visit');
    const [, played] = /^(\d+) moves played · (?:in round \d+|rounds \d+ to \d+)$/.exec(await notice.locator('.since-summary').innerText()) ?? [];
    expect(Number(played)).toBeGreaterThanOrEqual(before.hashes.length - 5);
    await expect.poll(() => notice.locator('.since-lines li').count()).toBeGreaterThan(0);
    const told = await notice.locator('.since-lines li').allInnerTexts();
    const logged = await ann.page.locator('so-app so-game-log li.event').allInnerTexts();
    for (const line of told) expect(logged.some((l) => l.includes(line))).toBe(true);
    await ann.page.screenshot({ path: `${artifactsDir()}/since-last-visit.png` });
    await notice.locator('button.since-close').focus();
    await ann.page.keyboard.press('Enter');
    await expect.poll(() => ann.page.locator('so-app so-since-visit .since-visit').count()).toBe(0);
    expect(ann.errors).toEqual([]);
    recordFigures({
      'lobby with 2 bots, reloaded: back to the moves it had (ms)': backMs,
      'lobby with 2 bots, reloaded: moves before the reload': before.hashes.length,
      'lobby with 2 bots, reloaded: 8 moves on after that (ms)': onMs,
    });
  }, 240_000);
});
