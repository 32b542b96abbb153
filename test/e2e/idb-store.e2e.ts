// The IndexedDB store in real Chromium (issue 8): a page writes a game's records, waits for them to
// be durable, reloads, and a fresh IdbStore reads exactly the same keys and bytes; the namespaces
// are listed and one is deleted. Also times a 'strict' write here; Playwright's browser contexts
// keep storage in memory, so that figure is IndexedDB's own overhead, not a disk flush.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, recordFigures, type OpenPage } from '../../src/ui/common/browser.testkit';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

/** Runs `body` in the page with `m` = the idb-store module (a string: vitest would rewrite import()). */
function inPage<T>(body: string): Promise<T> {
  return open.page.evaluate(`import('/persist/idb-store.ts').then(async (m) => { ${body} })`) as Promise<T>;
}

describe('IdbStore in Chromium', () => {
  it('reads back after a page reload exactly what was written, and lists and deletes namespaces', async () => {
    open = await openPage();
    const written = await inPage<{ one: number; batch: number; flushedAfter: boolean }>(`
      const store = await m.openIdbStore('sealed-orders-e2e', 'game-a');
      const bytes = (n, fill) => new Uint8Array(n).fill(fill);
      let t = performance.now();
      store.put('seed', bytes(80, 1));
      await store.flushed();
      const one = performance.now() - t;
      t = performance.now();
      for (let i = 0; i < 200; i++) {
        store.put('own/' + String(i).padStart(9, '0'), bytes(1000, i % 256));
        if (i % 10 === 9) await store.flushed(); // as a session does: a few puts, then a send
      }
      store.put('sealed/bid@7', bytes(40, 9));
      await store.flushed();
      const batch = (performance.now() - t) / 20;
      const other = await m.openIdbStore('sealed-orders-e2e', 'game-b');
      other.put('seed', bytes(80, 2));
      await other.close();
      const flushedAfter = store.isFlushed();
      await store.close();
      return { one, batch, flushedAfter };
    `);
    expect(written.flushedAfter).toBe(true);

    await open.page.reload();
    const read = await inPage<{ keys: string[]; own: string[]; sums: number[]; seed: number[]; isBytes: boolean; namespaces: string[]; b: string[] }>(`
      const store = await m.openIdbStore('sealed-orders-e2e', 'game-a');
      const own = store.keys('own/');
      const sums = own.map((k) => store.get(k).reduce((a, x) => a + x, 0));
      const result = {
        keys: store.keys(''),
        own,
        sums,
        seed: [...store.get('seed')],
        isBytes: store.get('sealed/bid@7') instanceof Uint8Array,
        namespaces: await m.listNamespaces('sealed-orders-e2e'),
        b: [],
      };
      await store.close();
      await m.deleteNamespace('sealed-orders-e2e', 'game-a');
      result.b = (await m.openIdbStore('sealed-orders-e2e', 'game-b')).keys('');
      result.namespaces.push('|', ...(await m.listNamespaces('sealed-orders-e2e')));
      return result;
    `);
    expect(read.own).toEqual(Array.from({ length: 200 }, (_, i) => `own/${String(i).padStart(9, '0')}`));
    expect(read.keys).toEqual([...read.own, 'sealed/bid@7', 'seed']);
    expect(read.sums).toEqual(Array.from({ length: 200 }, (_, i) => (i % 256) * 1000));
    expect(read.seed).toEqual(Array.from({ length: 80 }, () => 1));
    expect(read.isBytes).toBe(true);
    expect(read.namespaces).toEqual(['game-a', 'game-b', '|', 'game-b']);
    expect(read.b).toEqual(['seed']);
    recordFigures({
      'idb (in-memory context): first put + flushed, ms': Math.round(written.one * 10) / 10,
      'idb (in-memory context): 10 puts of 1 kB + flushed, ms': Math.round(written.batch * 10) / 10,
    });
  });

  it('lets one tab at a time hold a game (Web Locks), and frees it when the tab closes', async () => {
    open = await openPage();
    const second = await open.page.context().newPage();
    const blank = `${baseUrl()}/__e2e_blank__.html`;
    await second.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body></body></html>' }));
    await second.goto(blank);
    // Each page keeps its locks in window.held; returns whether the claim was granted.
    const claim = (page: Page, ns: string) =>
      page.evaluate(`import('/persist/game-lock.ts').then(async (m) => {
        const lock = await m.claimGame(${JSON.stringify(ns)});
        if (lock !== null) (window.held ??= {})[${JSON.stringify(ns)}] = lock;
        return lock !== null;
      })`) as Promise<boolean>;
    const release = (page: Page, ns: string) => page.evaluate(`window.held[${JSON.stringify(ns)}].release()`);
    expect(await claim(open.page, 'game-a')).toBe(true);
    expect(await claim(second, 'game-a')).toBe(false); // open in the first tab
    expect(await claim(second, 'game-b')).toBe(true); // another game is free
    await release(open.page, 'game-a');
    await expect.poll(() => claim(second, 'game-a')).toBe(true);
    expect(await claim(open.page, 'game-a')).toBe(false);
    await second.close(); // the tab goes (or crashes): its locks go with it
    await expect.poll(() => claim(open.page, 'game-a')).toBe(true);
    expect(await claim(open.page, 'game-b')).toBe(true);
  });
});
