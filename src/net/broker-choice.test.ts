// The broker a watcher chooses for a lobby link (broker-choice.ts): the order of the four choices
// with a probe that answers as told, then the probe itself over HTTP against the real broker, a
// static host's index page, a 404, a refused port and a host that never answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBroker, type RunningBroker } from '../../scripts/broker.mjs';
import { brokerProbeUrl, chooseLinkBroker, fetchBrokerProbe, type BrokerProbe } from './broker-choice';
import { CLOUD_BROKER, EMBEDDED_BROKER_PATH } from './peerjs-broker-options';

/** A probe that answers `answer` and records what it was asked. */
function probeAnswering(answer: boolean): BrokerProbe & { asked: string[] } {
  const asked: string[] = [];
  return Object.assign(async (url: string) => (asked.push(url), answer), { asked });
}

const STUN: RTCIceServer[] = [{ urls: ['stun:stun.example.org:3478'] }];
const EMBEDDING_PAGE = { protocol: 'https:', hostname: 'club.example.org', port: '', search: '?broker=elsewhere.example.org:9000/x' };

describe('chooseLinkBroker', () => {
  it("takes the link's ?broker= first and asks nobody", async () => {
    const probe = probeAnswering(true);
    const chosen = await chooseLinkBroker(new URL('http://game.example.org:5392/?broker=signal.example.org:9000/peer#lobby=0123456789abcdef'), { probe, page: { location: EMBEDDING_PAGE, brokerPath: '/signal' } });
    expect(chosen).toEqual({ ok: true, value: { source: 'link-param', network: { broker: { host: 'signal.example.org', port: 9000, path: '/peer', key: 'peerjs', secure: false }, iceServers: [] } } });
    expect(probe.asked).toEqual([]);
  });

  it("refuses a ?broker= it cannot read rather than fall back to another broker", async () => {
    const probe = probeAnswering(true);
    const chosen = await chooseLinkBroker(new URL('http://game.example.org/?broker=ftp://x#lobby=0123456789abcdef'), { probe });
    expect(chosen).toMatchObject({ ok: false, error: { code: 'bad-scheme' } });
    expect(probe.asked).toEqual([]);
  });

  it("takes the broker `npm start` runs on the link's own host when it answers", async () => {
    const probe = probeAnswering(true);
    const chosen = await chooseLinkBroker(new URL('http://192.168.1.20:5392/#lobby=0123456789abcdef'), { probe, page: { location: EMBEDDING_PAGE, brokerPath: '/signal' } });
    expect(probe.asked).toEqual(['http://192.168.1.20:5392/signal/peerjs/id']);
    expect(chosen).toEqual({ ok: true, value: { source: 'link-host', network: { broker: { host: '192.168.1.20', port: 5392, path: EMBEDDED_BROKER_PATH, key: 'peerjs', secure: false }, iceServers: [] } } });
    // An https link without a port: wss on 443, and the build's ICE servers replace none.
    const secure = await chooseLinkBroker(new URL('https://games.example.org/sealed/#lobby=0123456789abcdef'), { probe, iceServers: STUN });
    expect(probe.asked[1]).toBe('https://games.example.org/signal/peerjs/id');
    expect(secure).toEqual({ ok: true, value: { source: 'link-host', network: { broker: { host: 'games.example.org', port: 443, path: '/signal', key: 'peerjs', secure: true }, iceServers: STUN } } });
  });

  it("else takes the watcher's own page's server's broker (not the page's ?broker=), else the cloud", async () => {
    const probe = probeAnswering(false);
    const link = new URL('http://192.168.1.20:5392/#lobby=0123456789abcdef');
    const page = await chooseLinkBroker(link, { probe, page: { location: EMBEDDING_PAGE, brokerPath: '/signal' } });
    expect(page).toEqual({ ok: true, value: { source: 'page-host', network: { broker: { host: 'club.example.org', port: 443, path: '/signal', key: 'peerjs', secure: true }, iceServers: [] } } });
    // A static build announces no broker path: the public cloud, with PeerJS's own ICE servers or the build's.
    const staticPage = await chooseLinkBroker(link, { probe, page: { location: EMBEDDING_PAGE, brokerPath: undefined } });
    expect(staticPage).toEqual({ ok: true, value: { source: 'cloud', network: { broker: CLOUD_BROKER, iceServers: undefined } } });
    const noPage = await chooseLinkBroker(link, { probe, iceServers: STUN });
    expect(noPage).toEqual({ ok: true, value: { source: 'cloud', network: { broker: CLOUD_BROKER, iceServers: STUN } } });
    expect(probe.asked).toEqual(Array(3).fill('http://192.168.1.20:5392/signal/peerjs/id'));
  });

  it('probes only http and https links', async () => {
    const probe = probeAnswering(true);
    const chosen = await chooseLinkBroker(new URL('file:///home/ann/game.html#lobby=0123456789abcdef'), { probe });
    expect(chosen).toMatchObject({ ok: true, value: { source: 'cloud' } });
    expect(probe.asked).toEqual([]);
    expect(brokerProbeUrl(new URL('http://[::1]:5392/a/b?c=d#lobby=0123456789abcdef'))).toBe('http://[::1]:5392/signal/peerjs/id');
  });
});

describe('fetchBrokerProbe', () => {
  let broker: RunningBroker;
  let site: Server;
  let siteUrl: string;
  const held: import('node:http').ServerResponse[] = [];

  beforeAll(async () => {
    broker = await startBroker({ port: 0, log: () => undefined });
    // A static host: its index page for every path, a 404 under /missing, no answer under /silent.
    site = createServer((req, res) => {
      if (req.url?.startsWith('/silent')) return void held.push(res);
      if (req.url?.startsWith('/missing')) return void res.writeHead(404).end('not here');
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sealed Orders</title>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const res of held) res.destroy();
    await new Promise((resolve) => site.close(resolve));
    await broker.close();
  });

  it("answers true for `npm start`'s broker and false for everything else", async () => {
    const probe = fetchBrokerProbe(500);
    expect(await probe(brokerProbeUrl(new URL(`http://127.0.0.1:${broker.port}/#lobby=0123456789abcdef`)))).toBe(true);
    expect(await probe(`${siteUrl}/signal/peerjs/id`)).toBe(false); // a page, not an id
    expect(await probe(`${siteUrl}/missing/peerjs/id`)).toBe(false);
    expect(await probe(`${siteUrl}/silent/peerjs/id`)).toBe(false); // timed out
    const refused = await new Promise<number>((resolve) => {
      const spare = createServer().listen(0, '127.0.0.1', () => {
        const port = (spare.address() as AddressInfo).port;
        spare.close(() => resolve(port));
      });
    });
    expect(await probe(`http://127.0.0.1:${refused}/signal/peerjs/id`)).toBe(false);
  });

  it('answers false when fetch throws, as a browser does for a site the broker does not allow (CORS)', async () => {
    const probe = fetchBrokerProbe(500, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await probe('https://games.example.org/signal/peerjs/id')).toBe(false);
  });
});
