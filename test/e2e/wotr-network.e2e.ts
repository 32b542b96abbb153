// War of the Ring: The Card Game between two Chromium pages of the real app over real WebRTC and
// the dev server's broker: Ann opens the app, "Play with friends", creates a lobby, picks War of the
// Ring (the app's Fellowship preview table) and Gandalf; Bob opens her link, joins, says ready; Ann
// says ready. Each page then shows War of the Ring's page playing its own seat over the network
// (its Session over the PeerJS mesh, the other seat the other page's), hands its seat to the bot
// ("Let the bot play for me"), and both pages reach the same winner; each page's downloaded signed
// log is certified by `verifyLog` with the module the log names (`gameOfLogFile`). Then a lobby of
// Ann and a bot: her page runs the bot's seat beside hers (the game's random player), to a certified end.
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { gameOfLogFile } from '../../src/games/registry';
import { verifyLog } from '../../src/session/verify-log';
import type { Locator } from 'playwright-core';
import { artifactsDir, baseUrl, openPage, recordFigures, type OpenPage } from '../../src/ui/common/browser.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages) expect(p.errors).toEqual([]);
  for (const p of pages.splice(0)) await p.close();
});

/** The page's signed log, downloaded from the end, certified with the module it names and the winner shown. */
async function certifiedLog(p: OpenPage, game: Locator, winner: string, name: string): Promise<void> {
  // The end shows with the winner; the seeds and the seats' end signatures follow over the network
  // (the fold's `auditing`): the page's log certifies once they are in, so a log downloaded too
  // early is downloaded again, for at most 30 s.
  const download = async () => {
    const [file] = await Promise.all([p.page.waitForEvent('download'), game.locator('button.end-download').click()]);
    const saved = `${artifactsDir()}/${name}.log`;
    await file.saveAs(saved);
    return new Uint8Array(await readFile(saved));
  };
  const first = await download();
  const module = gameOfLogFile(first);
  expect(module.ok && module.game.id).toBe('wotr-card');
  if (!module.ok) return;
  let verdict = verifyLog(first, module.game);
  let tries = 0;
  await expect
    .poll(
      async () => {
        if (verdict.kind === 'certified') return verdict.kind;
        tries++;
        verdict = verifyLog(await download(), module.game);
        return verdict.kind;
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe('certified');
  recordFigures({ [`wotr network: downloads again until certified (${name})`]: tries });
  expect(verdict.kind).toBe('certified');
  if (verdict.kind === 'certified') expect(winner.startsWith(verdict.winner === 'fp' ? 'The Free Peoples' : 'The Shadow')).toBe(true);
}

/** Ann opens a table with friends in the app, picks War of the Ring (the Fellowship: two seats) and takes `seat`. */
async function annOpensWotrTable(seat: 'gandalf' | 'balrog'): Promise<{ ann: OpenPage; a: Locator }> {
  const ann = await openPage({ path: '/' });
  pages.push(ann);
  await ann.page.locator('so-app button.friends').click();
  const a = ann.page.locator('so-lobby');
  await a.locator('input[name="name"]').fill('Ann');
  await a.locator('button.create').click();
  await a.locator('select[name="game"]').selectOption('wotr-card');
  await expect.poll(() => a.locator('select[name="scenario"]').inputValue()).toBe('fellowship');
  await expect.poll(() => a.locator('li.seat').count()).toBe(2);
  await a.locator('select.house').first().selectOption(seat);
  return { ann, a };
}

describe('War of the Ring with a friend', () => {
  it('two pages settle a Fellowship lobby in the app, play it to the end over the network, the same winner, logs certified', async () => {
    const { ann, a } = await annOpensWotrTable('gandalf');
    const link = await a.locator('input.link').inputValue();

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
    // Not kept for a reload (nothing of it is saved), and the page says so.
    for (const g of games) expect(await g.locator('.not-kept').innerText()).toContain('This page does not keep the game');
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
    for (const [i, p] of [ann, bob].entries()) await certifiedLog(p, games[i]!, winners[0]!, `wotr-network-${i}`);
  }, 400_000);

  it("a lobby of one person and a bot: the creator's page runs the bot's seat beside hers, to a certified end", async () => {
    const { ann, a } = await annOpensWotrTable('balrog');
    await a.locator('button.add-bot').first().click();
    await a.locator('li.seat .name', { hasText: '(bot)' }).waitFor();
    await a.locator('button.ready-button').click();
    const game = ann.page.locator('so-app so-wotr-game');
    await game.locator('h1').waitFor({ timeout: 60_000 });
    expect(await game.locator('.me').innerText()).toContain('Balrog');
    expect(await game.locator('.not-kept').count()).toBe(1); // the lobby's game, not the page's game against its own bot
    await game.locator('button.autoplay').click();
    await game.locator('.end').waitFor({ timeout: 240_000 });
    const winner = await game.locator('.end p').first().innerText();
    expect(winner).toMatch(/^The (Free Peoples|Shadow) win, \d+ to \d+ \(Free Peoples to Shadow\)\.$/);
    await certifiedLog(ann, game, winner, 'wotr-network-bot');
  }, 300_000);
});
