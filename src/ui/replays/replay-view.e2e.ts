// The replay page in Chromium: a signed log made by a 3-peer game (the harness, in Node) is opened
// from the setup page's file chooser; the page verifies it in a worker and shows the verdict word
// for word as `npm run verify` prints it; the board steps through it with the buttons, the slider
// and the keys, showing each move's events and the log so far; the last step is the state the
// peers reached. A replay JSON opened by address (`?log=`) shows as unsigned.
import { afterAll, describe, expect, it } from 'vitest';
import { stateHash, type GameState } from '../../../engine/index';
import { randomBot } from '../../bots/random-bot';
import { InMemoryGame, seedBytes, agot } from '../../games/agot-harness';
import { describeVerdict, verifyLog } from '../../session/verify-log';
import { artifactsDir, baseUrl, openPage, recordFigures, type OpenPage } from '../common/browser.testkit';
import { AGOT } from '../../games/agot';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

/** A signed log of some 120 moves of a 3-player game between bot peers. */
function signedLog() {
  const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(41), bot: (_s, house) => randomBot(seedBytes(41), house) }));
  game.start();
  game.run({ until: () => game.sessions[0]!.replica.moves.length >= 120 });
  const session = game.sessions[0]!;
  return { bytes: session.exportLog(), houses: game.setup.seats.map((s) => s.house), state: session.state, moves: session.replica.moves.length };
}

const shownHash = (open: OpenPage) =>
  open.page.evaluate(() => {
    const view = document.querySelector('so-app')!.shadowRoot!.querySelector('so-replay-view') as unknown as { shown: unknown };
    return JSON.stringify(view.shown);
  });

describe('the replay page', () => {
  it('verifies a signed log as npm run verify does and steps through it on the board', async () => {
    const log = signedLog();
    const open = await openPage({ path: '/' });
    pages.push(open);
    const { page } = open;
    const chooser = page.locator('so-open-game input[type="file"]');
    const t0 = Date.now();
    await chooser.setInputFiles({ name: 'game.log', mimeType: 'application/octet-stream', buffer: Buffer.from(log.bytes) });
    const view = page.locator('so-replay-view');
    await view.locator('.verdict').waitFor({ timeout: 30_000 });
    const verifiedMs = Date.now() - t0;
    const verdict = verifyLog(log.bytes, AGOT);
    expect(verdict.kind).toBe('incomplete');
    expect(await view.locator('.verdict pre').innerText()).toBe(describeVerdict(verdict, log.houses));
    expect(await view.locator('.verdict strong').innerText()).toMatch(/^Verified so far/);

    // It opens on the last move: the state the peers hold.
    const total = log.moves;
    await expect.poll(() => view.locator('.step').innerText()).toMatch(new RegExp(`^Move ${total}/${total} · Round \\d+/10 · `));
    expect(stateHash(JSON.parse(await shownHash(open)) as GameState)).toBe(stateHash(log.state));
    await page.screenshot({ path: `${artifactsDir()}/replay-verified.png` });

    // Buttons, slider, keys.
    await view.locator('button.first').click();
    expect(await view.locator('.step').innerText()).toMatch(new RegExp(`^Move 0/${total} · Round 1/10 · Planning phase$`));
    expect(await view.locator('.events').innerText()).toMatch(/The start of the game/);
    await view.locator('button.next').click();
    expect(await view.locator('.step').innerText()).toMatch(new RegExp(`^Move 1/${total} `));
    await view.locator('.slider').fill('40');
    expect(await view.locator('.step').innerText()).toMatch(new RegExp(`^Move 40/${total} `));
    await view.locator('aside.side').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await view.locator('.step').innerText()).toMatch(new RegExp(`^Move 42/${total} `));
    await page.keyboard.press('ArrowLeft');
    expect(await view.locator('.step').innerText()).toMatch(new RegExp(`^Move 41/${total} `));
    await page.keyboard.press('End');
    expect(await view.locator('.step').innerText()).toMatch(new RegExp(`^Move ${total}/${total} `));
    await page.keyboard.press('Home');
    expect(await view.locator('.step').innerText()).toMatch(new RegExp(`^Move 0/${total} `));
    // A move that reveals the orders lists its events; the log shows every move so far.
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await view.locator('.events li').count()).toBeGreaterThan(0);
    expect(await view.locator('so-game-log').evaluate((el) => el.shadowRoot!.textContent ?? '')).toMatch(/placed \d+ orders/);
    await view.locator('button.close').click();
    await page.locator('so-new-game').waitFor();
    expect(open.errors).toEqual([]);
    recordFigures({ 'replay page: a 120-move signed log chosen → verdict shown (ms)': verifiedMs });
  }, 60_000);

  it('opens a replay JSON by address as an unsigned replay', async () => {
    const open = await openPage({ path: '/__e2e_blank__.html' });
    pages.push(open);
    const { page } = open;
    const json = JSON.stringify({ config: { players: 3 }, moves: [] });
    await page.route(`${baseUrl()}/__e2e_game__.json`, (route) => route.fulfill({ contentType: 'application/json', body: json }));
    await page.goto(`${baseUrl()}/?log=${encodeURIComponent('/__e2e_game__.json')}`);
    const view = page.locator('so-replay-view');
    await expect.poll(() => view.locator('.verdict').innerText(), { timeout: 20_000 }).toMatch(/^Unsigned replay/);
    expect(await view.locator('.step').innerText()).toBe('Move 0/0 · Round 1/10 · Planning phase');
    // The tracks, Power, supply and Castles of the step shown, a row a house, as beside a game.
    expect(await view.locator('so-game-hud tbody tr').count()).toBe(3);
    await view.locator('button.close').click();
    expect(await page.evaluate(() => location.search)).toBe('');
    expect(open.errors).toEqual([]);
  }, 40_000);
});
