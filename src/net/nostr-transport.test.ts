// NostrTransport against a real relay (@nostr-relay/core on 127.0.0.1, nostr-relay.testkit.ts):
// store-and-forward between peers never online together, refusal of junk under the game's topic,
// duplicates delivered once, the outbox while offline, a fetch handed over oldest first.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AbstractRelay } from 'nostr-tools/abstract-relay';
import { decrypt as nip44Decrypt, getConversationKey } from 'nostr-tools/nip44';
import { finalizeEvent, generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure';
import { WebSocket } from 'ws';
import { GAME_EVENT_KIND, MAX_RELAY_DIRECT_BYTES, MAX_RELAY_MESSAGE_BYTES, NostrTransport, type NostrReport } from './nostr-transport';
import { startTestRelay, type TestRelay } from './nostr-relay.testkit';

const TOPIC = 'ab'.repeat(32);
const websocket = WebSocket as unknown as typeof globalThis.WebSocket;

/** Each peer's Nostr key, and the public keys every peer knows (direct messages are encrypted to them). */
const secretKeys: Record<string, Uint8Array> = { a: generateSecretKey(), b: generateSecretKey(), c: generateSecretKey() };
const peerKeys = Object.fromEntries(Object.entries(secretKeys).map(([id, k]) => [id, getPublicKey(k)]));

function peer(self: string, relays: readonly string[]) {
  const t = new NostrTransport({ self, peers: ['a', 'b', 'c'], peerKeys, relays, topic: TOPIC, secretKey: secretKeys[self]!, websocket });
  const got: Array<[string, string]> = [];
  const reports: NostrReport[] = [];
  t.onMessage((from, bytes) => got.push([from, new TextDecoder().decode(bytes)]));
  t.onReport((r) => reports.push(r));
  return { t, got, reports };
}

const text = (s: string) => new TextEncoder().encode(s);

describe('NostrTransport', () => {
  let relays: TestRelay[] = [];
  beforeEach(async () => {
    relays = [await startTestRelay(), await startTestRelay()];
  });
  afterEach(async () => {
    for (const r of relays) await r.close();
  });

  it('carries broadcasts and direct messages between peers that are never online together', async () => {
    const urls = relays.map((r) => r.url);
    const a = peer('a', urls);
    const b = peer('b', urls);
    const c = peer('c', urls);
    a.t.broadcast(text('one'));
    a.t.send('b', text('to b'));
    expect(a.t.waiting).toBe(2); // offline: nothing left yet
    expect(a.t.unsent).toBe(2);
    await a.t.connect();
    await a.t.settled();
    expect(a.t.unsent).toBe(0); // both relays took both
    a.t.disconnect();
    expect(relays.map((r) => r.events.length)).toEqual([2, 2]);

    await b.t.connect();
    b.t.broadcast(text('two'));
    await b.t.settled();
    b.t.disconnect();
    // Two relays brought each message; each is delivered once. The direct one reached b only.
    expect(b.got.sort()).toEqual([
      ['a', 'one'],
      ['a', 'to b'],
    ]);

    await c.t.connect();
    await c.t.settled();
    c.t.disconnect();
    expect(c.got.sort()).toEqual([
      ['a', 'one'],
      ['b', 'two'],
    ]);

    // a comes back and fetches only what it had not seen; its own broadcast is not handed back.
    await a.t.connect();
    a.t.disconnect();
    expect(a.got).toEqual([['b', 'two']]);
    expect([...a.reports, ...b.reports, ...c.reports]).toEqual([]);
  });

  it('encrypts a direct message to its addressee: the relay and the third peer read nothing of it, and nobody sends one in a peer’s name', async () => {
    const url = relays[0]!.url;
    const a = peer('a', [url]);
    a.t.send('b', text('secret to b'));
    a.t.send('d', text('to nobody known')); // no key: dropped and reported
    await a.t.connect();
    await a.t.settled();
    a.t.close();
    expect(a.reports).toEqual([{ kind: 'no-key', to: 'd' }]);
    const [stored] = relays[0]!.events;
    expect(relays[0]!.events).toHaveLength(1);
    expect(stored!.content).not.toContain(btoa('secret to b').slice(0, 8));
    // c holds the conversation key of c and a, not of a and b: NIP-44's MAC refuses it.
    expect(() => nip44Decrypt(stored!.content, getConversationKey(secretKeys.c!, peerKeys.a!))).toThrow();

    // Mallory writes to b in a's name under her own key: refused, never handed up.
    const mallory = new NostrTransport({ self: 'a', peers: ['b'], peerKeys: { b: peerKeys.b! }, relays: [url], topic: TOPIC, secretKey: generateSecretKey(), websocket });
    mallory.send('b', text('from "a"'));
    await mallory.connect();
    await mallory.settled();
    mallory.close();

    const b = peer('b', [url]);
    await b.t.connect();
    b.t.close();
    expect(b.got).toEqual([['a', 'secret to b']]);
    expect(b.reports.map((r) => (r.kind === 'refused-event' ? r.reason : r.kind))).toEqual(['wrong-sender']);
    expect(() => b.t.send('a', new Uint8Array(MAX_RELAY_DIRECT_BYTES + 1))).toThrow(RangeError);
  });

  it('hands over what a fetch brings oldest first, although the relay sends the newest first', async () => {
    // A session holds only a short stretch of each chain ahead of what it can consume
    // (src/session/chains.ts): a day's entries handed over newest first would mostly be dropped.
    let clock = 1_700_000_000_000;
    const a = new NostrTransport({ self: 'a', peers: ['a', 'b'], relays: [relays[0]!.url], topic: TOPIC, secretKey: generateSecretKey(), now: () => clock, websocket });
    await a.connect();
    const sent = Array.from({ length: 40 }, (_, i) => `entry ${i}`);
    for (const m of sent) {
      a.broadcast(text(m));
      clock += 60_000; // one a minute: every event its own created_at
    }
    await a.settled();
    a.disconnect();
    const b = peer('b', [relays[0]!.url]);
    await b.t.connect();
    b.t.disconnect();
    expect(b.got.map(([, m]) => m)).toEqual(sent);
    expect(b.reports).toEqual([]);
  });

  it('hands over each sender’s messages of one second in the order it sent them, although the relay orders them by event id', async () => {
    // NIP-01: events of one created_at come in the order of their ids, which is no order at all.
    const clock = 1_700_000_000_000;
    const senders = ['a', 'c'].map((self) => new NostrTransport({ self, peers: ['a', 'b', 'c'], relays: [relays[0]!.url], topic: TOPIC, secretKey: generateSecretKey(), now: () => clock, websocket }));
    for (const s of senders) await s.connect();
    for (let i = 0; i < 30; i++) for (const s of senders) s.broadcast(text(`${s.self} ${i}`));
    for (const s of senders) await s.settled();
    for (const s of senders) s.disconnect();
    const b = peer('b', [relays[0]!.url]);
    await b.t.connect();
    b.t.disconnect();
    expect(b.got).toHaveLength(60);
    for (const self of ['a', 'c']) {
      expect(b.got.filter(([from]) => from === self).map(([, m]) => m)).toEqual(Array.from({ length: 30 }, (_, i) => `${self} ${i}`));
    }
    expect(b.reports).toEqual([]);
  });

  it('passes on a message seen once: a broadcast it already took in is not stored again', async () => {
    const a = peer('a', [relays[0]!.url]);
    const b = peer('b', [relays[0]!.url]);
    a.t.broadcast(text('entry'));
    await a.t.connect();
    await a.t.settled();
    await b.t.connect();
    b.t.broadcast(text('entry')); // passed on, as a session shows a divergence to all
    await b.t.settled();
    expect(relays[0]!.events).toHaveLength(1);
    a.t.close();
    b.t.close();
  });

  it('refuses junk under the game topic: another kind or topic, bad base64, oversized, two topics; a forged signature never reaches it', async () => {
    const url = relays[0]!.url;
    const junkKey = generateSecretKey();
    const raw = await AbstractRelay.connect(url, { verifyEvent, websocketImplementation: websocket });
    const publish = (kind: number, tags: string[][], content: string) => raw.publish(finalizeEvent({ kind, created_at: Math.floor(Date.now() / 1000), tags, content }, junkKey));
    await publish(GAME_EVENT_KIND, [['t', TOPIC]], '***not base64***');
    await publish(GAME_EVENT_KIND, [['t', TOPIC]], 'A'.repeat(Math.ceil(MAX_RELAY_MESSAGE_BYTES / 3) * 4 + 4));
    await publish(GAME_EVENT_KIND, [['t', TOPIC], ['t', `${TOPIC}/b`]], btoa('two topics'));
    await publish(GAME_EVENT_KIND, [['t', 'cd'.repeat(32)]], btoa('another game'));
    await publish(1, [['t', TOPIC]], btoa('a note'));
    await publish(GAME_EVENT_KIND, [['t', TOPIC], ['from', 'a']], btoa('fine'));
    // A relay refuses an event whose signature does not hold; the client never sees it.
    const forged = finalizeEvent({ kind: GAME_EVENT_KIND, created_at: Math.floor(Date.now() / 1000), tags: [['t', TOPIC]], content: btoa('forged') }, junkKey);
    await expect(raw.publish({ ...forged, sig: '00'.repeat(64) })).rejects.toThrow(/signature/);
    raw.close();

    const b = peer('b', [url]);
    await b.t.connect();
    b.t.close();
    expect(b.got).toEqual([['a', 'fine']]);
    const reasons = b.reports.map((r) => (r.kind === 'refused-event' ? r.reason : r.kind)).sort();
    // The relay itself filters by kind and topic; an event that matches the filter is checked again.
    expect(reasons).toEqual(['too-big', 'undecodable', 'wrong-topic']);
  });

  it('refuses to send more than MAX_RELAY_MESSAGE_BYTES, and rejects a topic that is not a game id', () => {
    const a = peer('a', [relays[0]!.url]);
    expect(() => a.t.broadcast(new Uint8Array(MAX_RELAY_MESSAGE_BYTES + 1))).toThrow(RangeError);
    expect(() => new NostrTransport({ self: 'a', peers: [], relays: ['ws://x'], topic: 'game 1', secretKey: generateSecretKey() })).toThrow(/hex/);
    expect(() => new NostrTransport({ self: 'a', peers: [], relays: ['http://x'], topic: TOPIC, secretKey: generateSecretKey() })).toThrow(/ws/);
  });

  it('reconnects by itself to a relay that dropped it while online, and fetches what it missed meanwhile', async () => {
    const url = relays[0]!.url;
    const a = new NostrTransport({ self: 'a', peers: ['a', 'b'], relays: [url], topic: TOPIC, secretKey: generateSecretKey(), websocket, backoff: { firstMs: 20, maxMs: 200 } });
    const got: string[] = [];
    const reports: NostrReport[] = [];
    a.onMessage((_, bytes) => got.push(new TextDecoder().decode(bytes)));
    a.onReport((r) => reports.push(r));
    await a.connect();
    relays[0]!.dropConnections();
    await expect.poll(() => reports.some((r) => r.kind === 'relay-down')).toBe(true);
    const b = peer('b', [url]);
    b.t.broadcast(text('while a was cut off'));
    await b.t.connect();
    await b.t.settled();
    b.t.close();
    await expect.poll(() => got, { timeout: 5_000 }).toEqual(['while a was cut off']);
    a.close();
  });

  it('reports a relay it cannot reach and still carries the game through the others', async () => {
    const down = await startTestRelay();
    await down.close();
    const a = peer('a', [down.url, relays[0]!.url]);
    const b = peer('b', [relays[0]!.url]);
    a.t.broadcast(text('still here'));
    await a.t.connect();
    await a.t.settled();
    a.t.close();
    await b.t.connect();
    b.t.close();
    expect(b.got).toEqual([['a', 'still here']]);
    expect(a.reports.map((r) => r.kind)).toContain('relay-down');
  });

  it('says the backlog is in (fetched) only once a relay has handed it over: not when connect resolves with every relay down', async () => {
    const down = await startTestRelay();
    const port = Number(new URL(down.url).port);
    await down.close();
    const a = new NostrTransport({ self: 'a', peers: ['a', 'b'], relays: [down.url], topic: TOPIC, secretKey: generateSecretKey(), websocket, backoff: { firstMs: 50, maxMs: 200 } });
    const got: string[] = [];
    let fetched = false;
    a.onMessage((_, bytes) => got.push(new TextDecoder().decode(bytes)));
    void a.fetched().then(() => (fetched = true));
    await a.connect(); // resolves: the relay is reported down and retried later
    await new Promise((resolve) => setImmediate(resolve)); // every reaction to connect has run
    expect(fetched).toBe(false);
    // The relay comes back on its port holding b's entry; a's retry fetches it, and only then is the backlog in.
    const back = await startTestRelay(port);
    relays.push(back);
    const b = peer('b', [back.url]);
    b.t.broadcast(text('held by the relay'));
    await b.t.connect();
    await b.t.settled();
    b.t.close();
    await expect.poll(() => fetched, { timeout: 5_000 }).toBe(true);
    expect(got).toEqual(['held by the relay']);
    a.close();
  });
});
