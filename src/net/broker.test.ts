// The signalling broker: standalone (as the transport tests use it) and inside `npm start`'s
// dev server, where it must answer on /signal without breaking the page or vite's HMR socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_SIGNAL_BYTES, startBroker, type RunningBroker } from '../../scripts/broker.mjs';
import { startApp, type RunningApp } from '../../scripts/start.mjs';

const BANNER = 'PeerJS Server';

/** Opens a WebSocket and resolves with its first message (or the close code if none came). */
function firstMessage(url: string, protocol?: string): Promise<{ socket: WebSocket; message: string }> {
  return new Promise((resolve, reject) => {
    const socket = protocol === undefined ? new WebSocket(url) : new WebSocket(url, protocol);
    socket.once('message', (data) => resolve({ socket, message: String(data) }));
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`closed with ${code} before any message`)));
  });
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve(-1);
    else socket.once('close', (code) => resolve(code));
  });

describe('startBroker', () => {
  let broker: RunningBroker;
  const logged: string[] = [];
  const base = () => `http://127.0.0.1:${broker.port}${broker.path}`;
  const socketUrl = (id: string) => `ws://127.0.0.1:${broker.port}${broker.path}/peerjs?key=${broker.key}&id=${id}&token=t-${id}`;

  beforeAll(async () => {
    broker = await startBroker({ port: 0, log: (m) => logged.push(m) });
  });
  afterAll(() => broker.close());

  it('serves the banner, ids, and nothing else', async () => {
    expect(broker.port).toBeGreaterThan(0);
    expect(await (await fetch(`${base()}/`)).json()).toMatchObject({ name: BANNER });
    expect(await (await fetch(`${base()}/${broker.key}/id`)).text()).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${base()}/${broker.key}/peers`)).status).toBe(401); // no discovery
    expect((await fetch(`http://127.0.0.1:${broker.port}/elsewhere`)).status).toBe(404);
  });

  it('relays an offer from one client to another, and survives garbage', async () => {
    const a = await firstMessage(socketUrl('alice'));
    const b = await firstMessage(socketUrl('bob'));
    expect(JSON.parse(a.message)).toEqual({ type: 'OPEN' });
    a.socket.send('{ not json');
    const relayed = new Promise<string>((resolve) => b.socket.once('message', (d) => resolve(String(d))));
    a.socket.send(JSON.stringify({ type: 'OFFER', dst: 'bob', payload: { sdp: 'x' } }));
    expect(JSON.parse(await relayed)).toEqual({ type: 'OFFER', src: 'alice', dst: 'bob', payload: { sdp: 'x' } });
    expect(logged.some((m) => m.includes('JSON'))).toBe(true);
    a.socket.close();
    b.socket.close();
  });

  it('drops a client that sends an oversized frame, and keeps serving', async () => {
    const c = await firstMessage(socketUrl('carol'));
    c.socket.send('x'.repeat(MAX_SIGNAL_BYTES + 1));
    expect(await closed(c.socket)).toBe(1009); // "message too big"
    const d = await firstMessage(socketUrl('dave'));
    expect(JSON.parse(d.message)).toEqual({ type: 'OPEN' });
    d.socket.close();
  });

  it('holds an offer for an id that is not there yet, and hands it over when it registers', async () => {
    const f = await firstMessage(socketUrl('frank'));
    f.socket.send(JSON.stringify({ type: 'OFFER', dst: 'gina', payload: { sdp: 'early' } }));
    await new Promise((r) => setTimeout(r, 100));
    expect(broker.guard.queuedBytes).toBeGreaterThan(0);
    const g = new WebSocket(socketUrl('gina'));
    const got: string[] = [];
    await new Promise<void>((resolve) => g.on('message', (d) => (got.push(String(d)), got.length === 2 && resolve())));
    expect(JSON.parse(got[1]!)).toEqual({ type: 'OFFER', src: 'frank', dst: 'gina', payload: { sdp: 'early' } });
    expect(broker.guard.queuedBytes).toBe(0);
    f.socket.close();
    g.close();
  });

  it('tells the sender when an offer expires unclaimed, and cuts off a flooder with the reason', async () => {
    const small = await startBroker({ port: 0, log: () => {}, limits: { queueExpiryMs: 200, burstMessages: 20 } });
    const h = await firstMessage(`ws://127.0.0.1:${small.port}/signal/peerjs?key=peerjs&id=hank&token=t`);
    const expired = new Promise<string>((resolve) => h.socket.once('message', (d) => resolve(String(d))));
    h.socket.send(JSON.stringify({ type: 'OFFER', dst: 'nobody', payload: {} }));
    expect(JSON.parse(await expired)).toEqual({ type: 'EXPIRE', src: 'nobody', dst: 'hank' });
    const closedWith = new Promise<[number, string]>((resolve) => h.socket.once('close', (code, reason) => resolve([code, String(reason)])));
    for (let i = 0; i < 30; i += 1) h.socket.send(JSON.stringify({ type: 'HEARTBEAT' }));
    const [code, reason] = await closedWith;
    expect(code).toBe(1008);
    expect(reason).toMatch(/rate limit/);
    await small.close();
  });

  it('close() drops connected clients and frees the port', async () => {
    const other = await startBroker({ port: 0, log: () => {} });
    const e = await firstMessage(`ws://127.0.0.1:${other.port}/signal/peerjs?key=peerjs&id=erin&token=t`);
    const gone = closed(e.socket);
    await other.close();
    await gone;
    await expect(fetch(`http://127.0.0.1:${other.port}/signal/`)).rejects.toThrow();
  });
});

describe("npm start's server", () => {
  let app: RunningApp;
  const http = (path: string) => `http://127.0.0.1:${app.port}${path}`;

  beforeAll(async () => {
    app = await startApp({ port: 0, host: '127.0.0.1' });
  }, 20_000);
  afterAll(() => app?.close());

  it('answers the broker on /signal, on the same origin as the page', async () => {
    expect(await (await fetch(http('/signal/'))).json()).toMatchObject({ name: BANNER });
    expect(await (await fetch(http('/signal/peerjs/id'))).text()).toMatch(/^[0-9a-f-]{36}$/);
    const { socket, message } = await firstMessage(`ws://127.0.0.1:${app.port}/signal/peerjs?key=peerjs&id=p1&token=t`);
    expect(JSON.parse(message)).toEqual({ type: 'OPEN' });
    socket.close();
  });

  it('serves the page, and tells it where the broker is', async () => {
    const page = await fetch(http('/'), { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script type="module"');
    const module = await (await fetch(http('/net/peerjs-broker-options.ts'))).text();
    expect(module).toContain('"VITE_BROKER_PATH": "/signal"');
  });

  it("keeps vite's HMR WebSocket working beside the broker's", async () => {
    const { socket, message } = await firstMessage(`ws://127.0.0.1:${app.port}/`, 'vite-hmr');
    expect(JSON.parse(message)).toMatchObject({ type: 'connected' });
    socket.close();
  });
});
