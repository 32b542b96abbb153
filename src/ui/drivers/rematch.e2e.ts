// Rematch in Chromium: Ann (?autoplay: a bot plays her seat) and two bots of hers play a whole
// game in a lobby to its winner; at the end one click on "Rematch with this table" opens the new
// lobby of that game — its id derived from the game id, so the others' pages find the same one —
// with Ann seated, the same player count and time limits, and her two bots back.
import { afterAll, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, recordFigures, type OpenPage } from '../common/browser.testkit';
import { startWithBots } from '../common/lobby-bots.testkit';
import { rematchLobbyId } from './rematch';
import { decodeLogFile } from '../../session/log-file';
import { gameId } from '../../session/setup';
import { AGOT } from '../../games/agot';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

describe('rematch', () => {
  it('opens a new lobby for the same table in one click at the end', async () => {
    const ann = await openPage({ path: '/?autoplay' });
    pages.push(ann);
    const readyAt = await startWithBots(ann.page);
    const app = ann.page.locator('so-app');
    const rematch = app.locator('so-decision-panel button.rematch');
    await rematch.waitFor({ timeout: 240_000 });
    const playedMs = Date.now() - readyAt;
    expect(await app.locator('so-decision-panel .over h2').innerText()).toMatch(/wins the game$/);
    // What every page of this table derives: the finished game's id, from its signed log.
    const bytes = await ann.page.evaluate(() => Array.from((document.querySelector('so-app') as unknown as { driver: { exportLog(): { bytes: Uint8Array } } }).driver.exportLog().bytes));
    const file = decodeLogFile(new Uint8Array(bytes), AGOT);
    if (!file.ok) throw new Error(`expected the game's log, got ${file.error.code}`);
    const expected = { lobby: rematchLobbyId(gameId(file.value.setup)), deadlines: file.value.setup.deadlines };
    await ann.page.screenshot({ path: `${artifactsDir()}/rematch-end.png` });

    await rematch.click();
    const lobby = app.locator('so-lobby');
    await expect.poll(() => lobby.locator('input.link').inputValue(), { timeout: 20_000 }).toMatch(new RegExp(`#lobby=${expected.lobby}$`));
    await expect.poll(() => lobby.locator('li.seat .name', { hasText: '(bot)' }).count(), { timeout: 10_000 }).toBe(2);
    expect(await lobby.locator('li.seat.me').count()).toBe(1);
    expect(await lobby.locator('select[name="players"]').inputValue()).toBe('3');
    expect(await lobby.locator('input[name="deadline-move"]').inputValue()).toBe(String(expected.deadlines.move / 1000));
    await ann.page.screenshot({ path: `${artifactsDir()}/rematch-lobby.png` });
    expect(ann.errors).toEqual([]);
    recordFigures({ 'rematch e2e: a whole 3-player lobby game (1 autoplay + 2 bots), last ready → winner (ms)': playedMs });
  }, 300_000);
});
