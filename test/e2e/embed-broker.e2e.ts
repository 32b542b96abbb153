// <sealed-orders-board watch> in Chromium, given a lobby link without ?broker= from another origin,
// as the app shares it: the board asks the link's own host for `npm start`'s broker and uses it when
// that broker allows this page's site (`--allow-origin`); a broker that does not allow it is not
// readable from this page (CORS), so the board falls back to its own page's server's broker (the
// e2e server is `npm start`'s). Two brokers of scripts/broker.mjs stand for the links' hosts; nobody
// serves the lobby: what is checked is where each board's PeerJS WebSocket goes.
import { afterEach, describe, expect, it } from 'vitest';
import { startBroker } from '../../scripts/broker.mjs';
import { baseUrl, openPage, type OpenPage } from '../../src/ui/common/browser.testkit';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

describe('<sealed-orders-board watch> chooses its broker as npm run watch does', () => {
  it("uses the broker on the link's own host when it allows this site, else its page's server's", async () => {
    // A page the server serves (the reference page, which defines the element): Chromium lets a
    // page that Playwright fulfilled itself (the blank page) reach no loopback address at all.
    open = await openPage({ width: 600, height: 400, path: '/embed-demo.html' });
    const page = open.page;
    const allowing = await startBroker({ host: '127.0.0.1', port: 0, allowedOrigins: [baseUrl()], log: () => undefined });
    const refusing = await startBroker({ host: '127.0.0.1', port: 0, log: () => undefined });
    try {
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      const brokerSockets = (port: string) => sockets.filter((url) => url.startsWith(`ws://127.0.0.1:${port}/signal/peerjs?`));
      const pagePort = new URL(baseUrl()).port;
      const watch = (id: string, port: number) =>
        page.evaluate(
          ([id, link]) => {
            const board = document.createElement('sealed-orders-board');
            board.id = id;
            board.style.height = '150px';
            board.setAttribute('watch', link);
            document.body.append(board);
          },
          [id, `http://127.0.0.1:${port}/#lobby=0123456789abcdef`] as const,
        );

      await watch('allowed', allowing.port);
      await expect.poll(() => brokerSockets(String(allowing.port)).length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(brokerSockets(pagePort)).toEqual([]);
      expect(await page.locator('#allowed .caption').innerText()).toBe('Joining the lobby to watch…');
      await page.locator('#allowed').evaluate((el) => el.remove());

      await watch('refused', refusing.port);
      await expect.poll(() => brokerSockets(pagePort).length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(brokerSockets(String(refusing.port))).toEqual([]);
      await page.locator('#refused').evaluate((el) => el.remove());
      // The browser says so in the console when the probe is refused: the one error this test expects.
      const refusal = open.errors.filter((e) => e.includes(`127.0.0.1:${refusing.port}/signal/peerjs/id`) || e.includes('net::ERR_FAILED'));
      expect(refusal.length).toBeGreaterThan(0);
      open.errors.splice(0, open.errors.length, ...open.errors.filter((e) => !refusal.includes(e)));
    } finally {
      await allowing.close();
      await refusing.close();
    }
  });
});
