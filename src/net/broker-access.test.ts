// Who `npm start` serves and whom its broker takes (issue 15, findings 4 and 5): localhost by
// default, only the app's own files even to a LAN Host header, and broker WebSockets only from
// the app's own pages, within a number of connections per address.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startBroker, type RunningBroker } from '../../scripts/broker.mjs';
import { isLoopbackHost, startApp, startOptions, type RunningApp } from '../../scripts/start.mjs';

const PROJECT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

/** Opens a broker WebSocket; resolves with its first message, or the HTTP status it was refused with. */
function open(url: string, headers: Record<string, string> = {}, localAddress?: string): Promise<{ socket?: WebSocket; message?: string; status?: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, ...(localAddress ? { localAddress } : {}) });
    socket.once('message', (data) => resolve({ socket, message: String(data) }));
    socket.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', (e) => reject(e));
  });
}

/** A GET with the Host header we choose (fetch would replace it). */
function get(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

/** Every module the app's pages load, by following imports from the HTML: all must be served. */
async function crawl(base: string, pages: string[]): Promise<{ served: number; failed: string[] }> {
  const seen = new Set<string>();
  const failed: string[] = [];
  const visit = async (path: string): Promise<void> => {
    if (seen.has(path)) return;
    seen.add(path);
    const r = await fetch(base + path);
    const text = await r.text();
    if (r.status !== 200) return void failed.push(`${r.status} ${path}`);
    const refs = [...text.matchAll(/(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|src="([^"]+)"/g)]
      .map((m) => m[1] ?? m[2] ?? m[3]!)
      .filter((d) => d.startsWith('/') || d.startsWith('.'));
    await Promise.all(refs.map((d) => { const u = new URL(d, base + path); return visit(u.pathname + u.search); }));
  };
  for (const page of pages) await visit(page);
  return { served: seen.size - failed.length, failed };
}

describe('npm start: the command line', () => {
  it('listens on localhost unless --host is given, and says so', () => {
    expect(startOptions([])).toMatchObject({ host: 'localhost', port: 5173 });
    expect(startOptions(['--host'])).toMatchObject({ host: '0.0.0.0' });
    expect(startOptions(['--host', '--port', '8080'])).toMatchObject({ host: '0.0.0.0', port: 8080 });
    expect(startOptions(['--host', '192.168.1.20'])).toMatchObject({ host: '192.168.1.20' });
    expect(startOptions(['--allow-origin', 'https://a.example', '--allow-origin', 'https://b.example'])).toMatchObject({ allowedOrigins: ['https://a.example', 'https://b.example'] });
    expect(isLoopbackHost('localhost') && isLoopbackHost('127.0.0.1') && !isLoopbackHost('0.0.0.0')).toBe(true);
    expect(() => startOptions(['--port', 'x'])).toThrow(/port/);
    expect(() => startOptions(['--autoplay'])).toThrow();
  });
});

describe("npm start's server", () => {
  let app: RunningApp;
  let lan: RunningApp;
  const base = () => `http://127.0.0.1:${app.port}`;

  beforeAll(async () => {
    app = await startApp({ port: 0, host: '127.0.0.1' });
    lan = await startApp({ port: 0 }); // the default
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await lan?.close();
  });

  it('listens only on the loopback interface by default', () => {
    const address = lan.vite.httpServer?.address();
    expect(typeof address === 'object' && address !== null && ['127.0.0.1', '::1'].includes(address.address)).toBe(true);
  });

  it("serves every module of the app's pages, and no file of the project beyond them, even to a LAN Host header", async () => {
    const { served, failed } = await crawl(base(), ['/', '/embed-demo.html', '/board-demo.html', '/lobby/lobby-demo.html']);
    expect(failed).toEqual([]);
    expect(served).toBeGreaterThan(100);
    for (const file of ['package.json', 'package-lock.json', '.ci/run', 'node_modules/peer/package.json', 'README.md', 'scripts/start.mjs', 'tsconfig.json']) {
      const r = await get(app.port, `/@fs${PROJECT}/${file}`, `192.168.1.20:${app.port}`);
      expect(r.status, file).toBe(403);
      expect(r.body).not.toContain('"dependencies"');
    }
  }, 60_000);

  it("takes broker WebSockets from its own pages and from non-browser clients, never from another site's page", async () => {
    const url = (id: string) => `ws://127.0.0.1:${app.port}/signal/peerjs?key=peerjs&id=${id}&token=t`;
    const own = await open(url('own'), { origin: `http://127.0.0.1:${app.port}` });
    expect(JSON.parse(own.message!)).toEqual({ type: 'OPEN' });
    own.socket!.close();
    const node = await open(url('node'));
    expect(JSON.parse(node.message!)).toEqual({ type: 'OPEN' });
    node.socket!.close();
    expect((await open(url('evil'), { origin: 'https://evil.example' })).status).toBe(403);
    // DNS rebinding: evil.example re-pointed at 127.0.0.1, so the page's origin matches its Host.
    expect((await open(url('rebound'), { origin: `http://evil.example:${app.port}`, host: `evil.example:${app.port}` })).status).toBe(403);
    expect((await get(app.port, '/signal/peerjs/id', `evil.example:${app.port}`)).status).toBe(403);
    expect((await get(app.port, '/signal/peerjs/id', `192.168.1.20:${app.port}`)).status).toBe(200);
  });
});

describe('the broker: allowed origins and clients per address', () => {
  let broker: RunningBroker;
  const url = (id: string) => `ws://127.0.0.1:${broker.port}/signal/peerjs?key=peerjs&id=${id}&token=t`;

  beforeAll(async () => {
    broker = await startBroker({ log: () => {}, allowedOrigins: ['https://games.example.org'], limits: { maxClientsPerAddress: 3 } });
  });
  afterAll(() => broker.close());

  it('admits a listed origin and refuses others', async () => {
    const listed = await open(url('listed'), { origin: 'https://games.example.org' });
    expect(listed.message).toContain('OPEN');
    listed.socket!.close();
    expect((await open(url('other'), { origin: 'https://other.example.org' })).status).toBe(403);
  });

  it('refuses a fourth connection from one address while three are open, and takes one from another address', async () => {
    const three = await Promise.all(['a1', 'a2', 'a3'].map((id) => open(url(id))));
    expect(three.every((c) => c.message?.includes('OPEN'))).toBe(true);
    expect((await open(url('a4'))).status).toBe(429);
    const elsewhere = await open(url('b1'), {}, '127.0.0.2');
    expect(elsewhere.message).toContain('OPEN');
    elsewhere.socket!.close();
    for (const c of three) c.socket!.close();
  });
});
