// War of the Ring: The Card Game between two Chromium pages of the real app over real WebRTC and
// the dev server's broker: Ann opens the app, "Play with friends", creates a lobby, picks War of the
// Ring (the app's Fellowship preview table) and Gandalf; Bob opens her link, joins, says ready; Ann
// says ready. Each page then shows War of the Ring's page playing its own seat over the network
// (its Session over the PeerJS mesh, the other seat the other page's), hands its seat to the bot
// ("Let the bot play for me"), and both pages reach the same winner; each page's downloaded signed
// log is certified by `verifyLog` with the module the log names (`gameOfLogFile`).
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { gameOfLogFile } from '../../src/games/registry';
import { verifyLog } from '../../src/session/verify-log';
import { artifactsDir, baseUrl, openPage, recordFigures, type OpenPage } from '../../src/ui/common/browser.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages) expect(p.errors).toEqual([]);
  for (const p of pages.splice(0)) await p.close();
});

describe('War of the Ring with a friend', () => {
  it('two pages settle a Fellowship lobby in the app, play it to the end over the network, the same winner, logs certified', async () => {
    const ann = await openPage({ path: '/' });
    pages.push(ann);
    await ann.page.locator('so-app button.friends').click();
    const a = ann.page.locator('so-lobby');
    await a.locator('input[name="name"]').fill('Ann');
    await a.locator('button.create').click();
    const link = await a.locator('input.link').inputValue();
    await a.locator('select[name="game"]').selectOption('wotr-card');
    await expect.poll(() => a.locator('select[name="scenario"]').inputValue()).toBe('fellowship');
    await expect.poll(() => a.locator('li.seat').count()).toBe(2);
    await a.locator('select.house').first().selectOption('gandalf');

    const bob = await openPage({ path: link.slice(baseUrl().length) });
    pages.push(bob);
    const b = bob.page.locator('so-lobby');
    await b.locator('input[name="name"]').fill('Bob');
    await b.locator('button.join').click();
    await b.locator('li.seat.me').waitFor({ timeout: 45_000 });
    await b.locator('li.seat .house', { hasText: 'Gandalf' }).waitFor({ timeout: 45_000 });
    await b.locator('button.ready-button').click();
    await a.locator('li.seat .ready.yes').waitFor({ timeout: 45_000 });
    await a.locator('button.ready-button').click();
    const startedAt = Date.now();

    // Each page plays its own seat on War of the Ring's page.
    const games = [ann, bob].map((p) => p.page.locator('so-app so-wotr-game'));
    await Promise.all(games.map((g) => g.locator('h1').waitFor({ timeout: 60_000 })));
    expect(await games[0]!.locator('.me').innerText()).toContain('Gandalf');
    expect(await games[1]!.locator('.me').innerText()).toContain('Balrog');
    // A first decision comes to a page (the decks shuffled by both and the hands dealt over the
    // network), shown there with its controls; the other page waits for that seat.
    const statuses = () => Promise.all(games.map((g) => g.locator('.status').innerText()));
    await expect.poll(statuses, { timeout: 60_000 }).toContainEqual('Your move');
    const [annStatus, bobStatus] = await statuses();
    const asked = annStatus === 'Your move' ? 0 : 1;
    await games[asked]!.locator('so-wotr-decisions h2').waitFor();
    expect([annStatus, bobStatus][1 - asked]).toMatch(/^(Your move|Waiting for (Gandalf|Balrog of Moria)…)$/);
    await ann.page.screenshot({ path: `${artifactsDir()}/wotr-network-game.png` });
    recordFigures({ 'wotr network: ready to the first decision (ms)': Date.now() - startedAt });

    // The rest by each page's bot.
    for (const g of games) await g.locator('button.autoplay').click();
    await Promise.all(games.map((g) => g.locator('.end').waitFor({ timeout: 240_000 })));
    recordFigures({ 'wotr network: ready to the end, both seats by their pages bots (ms)': Date.now() - startedAt });
    const winners = await Promise.all(games.map((g) => g.locator('.end p').first().innerText()));
    expect(winners[0]).toMatch(/^The (Free Peoples|Shadow) win, \d+ to \d+ \(Free Peoples to Shadow\)\.$/);
    expect(winners[1]).toBe(winners[0]);
    await bob.page.screenshot({ path: `${artifactsDir()}/wotr-network-end.png` });

    // Each page's signed log, downloaded, certified with the module it names, with the winner shown.
    for (const [i, p] of [ann, bob].entries()) {
      // The end shows with the winner; the seeds and the seats' end signatures follow over the
      // network (the fold's `auditing`): the page's log certifies once they are in, so a log
      // downloaded too early is downloaded again, for at most 30 s.
      const download = async () => {
        const [file] = await Promise.all([p.page.waitForEvent('download'), games[i]!.locator('button.end-download').click()]);
        const saved = `${artifactsDir()}/wotr-network-${i}.log`;
        await file.saveAs(saved);
        return new Uint8Array(await readFile(saved));
      };
      let bytes = await download();
      const game = gameOfLogFile(bytes);
      expect(game.ok && game.game.id).toBe('wotr-card');
      if (!game.ok) continue;
      let verdict = verifyLog(bytes, game.game);
      for (let tries = 0; verdict.kind !== 'certified' && tries < 30; tries++) {
        await new Promise((r) => setTimeout(r, 1000));
        bytes = await download();
        verdict = verifyLog(bytes, game.game);
      }
      expect(verdict.kind).toBe('certified');
      if (verdict.kind === 'certified') expect(winners[0]!.startsWith(verdict.winner === 'fp' ? 'The Free Peoples' : 'The Shadow')).toBe(true);
    }
  }, 400_000);
});
