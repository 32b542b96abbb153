// Ids that cannot be squatted (issue 14, finding 7): in a three-page game (bots in every page,
// `?autoplay`), Cy's page closes; a second page registers Cy's PeerJS id at the broker and dials
// Ann and Bob as Cy would, with a key of its own. Every channel must prove the seat's key before it
// carries anything: the impostor gets nothing but the challenges, is refused, and the game goes on
// without it — Stark played by the timeout bot, the same state on Ann's and Bob's pages.
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, recordFigures, type OpenPage } from '../../src/ui/common/browser.testkit';
import { played, sameState, startThreePageGame } from './network.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

describe('a second page on a dropped player\'s id', () => {
  it('is refused by every peer, gets nothing, and the game goes on', async () => {
    const { players } = await startThreePageGame(pages, {
      path: '/?autoplay',
      houses: ['baratheon', 'lannister', 'stark'],
      deadlines: { move: 8, sealed: 8, deck: 90 },
    });
    const [ann, bob, cy] = players as [OpenPage, OpenPage, OpenPage];
    // Cy leaves at once, while Stark still has decisions of round 1 to make: the game reaches the
    // next deck step only after one of them (a deck step needs Cy's share and would halt the game).
    await cy.page.close();
    pages.splice(pages.indexOf(cy), 1);
    // Cy's PeerJS id and the others', as Ann's page saved them (public: every peer knows them).
    const ids = (await ann.page.evaluate(`(async () => {
      const { GAME_DB } = await import('/play/saved-seats.ts');
      const { listNamespaces, openIdbStore } = await import('/persist/idb-store.ts');
      const { loadGame } = await import('/persist/saved-game.ts');
      const [ns] = await listNamespaces(GAME_DB);
      const store = await openIdbStore(GAME_DB, ns);
      const game = loadGame(store);
      await store.close();
      const stark = game.value.setup.seats.findIndex((seat) => seat.house === 'stark');
      return { self: game.value.peerIds[stark], peers: game.value.peerIds };
    })()`)) as { self: string; peers: string[] };
    const before = (await played(ann.page)).length;

    // Mallory's page takes Cy's id at the broker (as soon as it is free) and runs the app's own
    // transport without any key: it shows whatever reaches it.
    const mallory = await openPage({ path: '/lobby/lobby-demo.html' });
    pages.push(mallory);
    await mallory.page.evaluate(`(async () => {
      const { PeerjsTransport } = await import('/net/peerjs-transport.ts');
      const { networkForPage, servedBrokerPath } = await import('/net/peerjs-broker-options.ts');
      const network = networkForPage(location, servedBrokerPath).value;
      const m = (window.__squat = { got: [], reports: [] });
      const ids = ${JSON.stringify(ids)};
      const t = new PeerjsTransport({ self: ids.self, peers: ids.peers, broker: network.broker, iceServers: network.iceServers });
      t.onMessage((from, bytes) => m.got.push({ from, length: bytes.length, first: bytes[0] }));
      t.onReport((r) => m.reports.push(r.kind === 'link' ? 'link ' + r.state : r.kind === 'error' ? 'error ' + r.code : r.kind));
      m.transport = t;
      // It also tries to be heard: junk to everyone, every half second.
      setInterval(() => t.broadcast(new Uint8Array([1, 2, 3])), 500);
    })(); true`);
    // The script above sets window.__squat once its imports are in: wait for it, then for an open link.
    await mallory.page.waitForFunction('window.__squat?.reports.includes("link open") === true', null, { timeout: 60_000 });
    const claimedAt = Date.now();

    // The game goes on without Cy and without Mallory: Stark's moves come from the timeout bot.
    await ann.page.waitForFunction(
      (n) => {
        type E = { move: { kind: string; house?: string } };
        const d = (document.querySelector('so-app') as unknown as { driver: { log(): E[]; failure(): Error | null } }).driver;
        if (d.failure() !== null) throw new Error(`the game halted: ${d.failure()!.message}`);
        return d.log().slice(n).some((e) => e.move.house === 'stark');
      },
      before,
      { timeout: 120_000, polling: 500 },
    );
    await sameState([ann, bob]);
    const squat = (await mallory.page.evaluate('({ got: window.__squat.got, reports: window.__squat.reports })')) as { got: { from: string; length: number; first: number }[]; reports: string[] };
    // All it ever got: the challenges (0xa0 and a 32-byte nonce) of the channels that opened.
    expect(squat.got.length).toBeGreaterThan(0);
    expect(squat.got.every((m) => m.length === 33 && m.first === 0xa0)).toBe(true);
    expect(squat.got.length).toBeLessThanOrEqual(squat.reports.filter((r) => r === 'link open').length);
    for (const p of [ann, bob]) expect(p.errors).toEqual([]);
    expect((await played(ann.page)).length).toBeGreaterThan(before);
    recordFigures({ 'network e2e: a squatter on a dropped seat, from its first channel to the seat botted (ms)': Date.now() - claimedAt });
    console.log(JSON.stringify({ squatterGot: squat.got.length, squatterReports: squat.reports.slice(0, 12), base: baseUrl() }));
  }, 300_000);
});
