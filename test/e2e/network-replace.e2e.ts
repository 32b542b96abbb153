// A seat replaced by vote (issue 18; session README, "Replacing a seat"): three Chromium pages play
// peer to peer, each seat played by the page's own bot (`?autoplay`). Cy closes her page for good.
// Once her seat is timed out, Ann and Bob each see Stark "absent" with a "Replace with a bot"
// button — Ann presses it from the keyboard, Bob clicks it — and when both votes are in, every page
// shows Stark "replaced by a bot". The game goes on to its end without her (before, a seat gone for
// good stopped the game at its end: its seed is needed), and `npm run verify` accepts the log Ann's
// page exports: certified by Ann and Bob, nobody a cheater, Stark absent and replaced.
import { afterAll, describe, expect, it } from 'vitest';
import { artifactsDir, type OpenPage } from '../../src/ui/common/browser.testkit';
import { gameEnds, sameState, startWithStarkGone, verifiedExport } from './network.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

describe('a seat replaced by vote in a peer-to-peer game', () => {
  it('the two others vote Stark to the bot, the game ends without her, and verify accepts the log', async () => {
    const { ann, bob } = await startWithStarkGone(pages);

    // Stark's row says "absent" once the others timed her out, with the button on each other page.
    const starkRow = (p: OpenPage) => p.page.locator('so-seat-clocks li.seat[data-house="stark"]');
    for (const p of [ann, bob]) await starkRow(p).locator('button.replace').waitFor({ timeout: 120_000 });
    expect(await starkRow(ann).locator('.absent').innerText()).toBe('absent');
    // Ann from the keyboard, Bob with the mouse.
    await starkRow(ann).locator('button.replace').focus();
    await ann.page.keyboard.press('Enter');
    await starkRow(ann).locator('.voted').waitFor({ timeout: 30_000 });
    await starkRow(bob).locator('button.replace').click();
    for (const p of [ann, bob]) await starkRow(p).locator('.wait', { hasText: 'replaced by a bot' }).waitFor({ timeout: 120_000 });
    await ann.page.locator('so-seat-clocks').screenshot({ path: `${artifactsDir()}/network-replace.png` });

    // The game ends on both pages, at one state, with Stark played by the bot.
    await gameEnds(ann.page);
    await sameState([ann, bob]);

    // The log Ann's page exports, checked by `npm run verify` from scratch.
    const lines = await verifiedExport(ann, 'network-replace.log');
    expect(lines[0]).toMatch(/^certified: /);
    // The seats are in the engine's house order: Stark's is read off the log's own words.
    const replaced = lines.map((l) => /^ {2}replaced: seat (\d) \(stark\) at .* \[2 signed votes\]$/.exec(l)).find((m) => m !== null);
    expect(replaced, lines.join('\n')).toBeDefined();
    const stark = Number(replaced![1]);
    // Signed by the two seats left; Stark signs nothing after her replacement.
    const signers = lines.filter((l) => l.startsWith('  signed by ')).map((l) => l.slice(0, l.indexOf(':')));
    expect(signers).toHaveLength(2);
    expect(signers.some((l) => l.includes('(stark)'))).toBe(false);
    expect(lines.at(-1)).toBe(`verdict: {"certified":true,"cheaters":[],"absent":[${stark}],"replaced":[{"seat":${stark},"to":"bot"}]}`);
    for (const p of [ann, bob]) expect(p.errors).toEqual([]);
  }, 900_000);
});
