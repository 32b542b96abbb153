// Leaving a game over days before its messages reached a relay: with nobody else online, what this
// page's seats wrote would wait on this device until it came back, so the page asks before it
// unloads (the browser's own question: a page cannot word it). Ann's lobby game with two bots:
// - with a relay nobody answers (a closed port), her page's messages stay unsent, and closing the
//   tab asks; she stays, and the game is still there;
// - with the browser tests' own relay, once the relay took everything, the tab closes without asking.
import { afterAll, describe, expect, it } from 'vitest';
import { openPage, type OpenPage } from '../../src/ui/common/browser.testkit';
import { startWithBots } from '../../src/ui/common/lobby-bots.testkit';
import { relayUrl } from './network.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

/** What the page's seats wrote that no relay has taken yet (its driver's count). */
const unsent = (p: OpenPage): Promise<number> => p.page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { unsent?(): number } | null }).driver?.unsent?.() ?? -1);

/**
 * Whether the page's seats have written all they will before Ann's first orders: both bots' orders
 * sealed. Before that, a bot may still write (its commitment) after the count was seen at 0, and
 * the tab would rightly ask.
 */
const botsSealed = (p: OpenPage): Promise<boolean> =>
  p.page.evaluate(() => {
    const d = (document.querySelector('so-app') as unknown as { driver: { me(): string | null; clocks(): readonly { house: string; wait: string }[] } | null }).driver;
    const others = d?.clocks().filter((c) => c.house !== d.me()) ?? [];
    return others.length > 0 && others.every((c) => c.wait === 'sealed');
  });

describe('closing a tab whose messages reached no relay', () => {
  it('asks first while a relay has not taken them, and not once it has', async () => {
    const stranded = await openPage({ path: '/' });
    pages.push(stranded);
    // Port 9 (discard) on this machine: nothing listens, so no relay takes anything.
    await startWithBots(stranded.page, 'easy', ['ws://127.0.0.1:9']);
    await expect.poll(() => unsent(stranded), { timeout: 30_000 }).toBeGreaterThan(0);
    const asked: string[] = [];
    stranded.page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss(); // "Stay on page"
    });
    await stranded.page.close({ runBeforeUnload: true });
    await expect.poll(() => asked, { timeout: 10_000 }).toEqual(['beforeunload']);
    expect(stranded.page.isClosed()).toBe(false);
    expect(await unsent(stranded)).toBeGreaterThan(0);

    const relayed = await openPage({ path: '/' });
    pages.push(relayed);
    await startWithBots(relayed.page, 'easy', [relayUrl()]);
    // The game waits for Ann's first orders: once both bots sealed theirs nothing more is written,
    // and the relay takes it all.
    await expect.poll(() => botsSealed(relayed), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => unsent(relayed), { timeout: 60_000 }).toBe(0);
    // Closed without a question; a question would keep the page open, so it ends the wait too.
    const outcome = new Promise<string>((resolve) => {
      relayed.page.once('close', () => resolve('closed'));
      relayed.page.once('dialog', (dialog) => {
        resolve(`asked: ${dialog.type()}`);
        void dialog.dismiss();
      });
    });
    await relayed.page.close({ runBeforeUnload: true });
    expect(await outcome).toBe('closed');
    // The stranded page's only complaints are its failed connections to the relay nobody answers.
    expect(stranded.errors.filter((e) => !e.includes("WebSocket connection to 'ws://127.0.0.1:9/' failed"))).toEqual([]);
    expect(relayed.errors).toEqual([]);
  }, 180_000);
});
