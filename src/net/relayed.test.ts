// Broadcasts through a Nostr relay beside the direct links (relayed.ts), against a real relay on
// 127.0.0.1 (nostr-relay.testkit.ts): an entry comes up once whichever way it came, over the relay
// alone when the direct link is down, named as the relay's; nothing addressed to one peer reaches
// the relay; a direct message found on the relay is not handed up; one too large for a relay still
// goes direct.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateSecretKey } from 'nostr-tools/pure';
import { WebSocket } from 'ws';
import { MemoryNetwork } from './memory-network';
import { withMesh } from './mesh';
import { MAX_RELAY_MESSAGE_BYTES, NostrTransport } from './nostr-transport';
import { startTestRelay, type TestRelay } from './nostr-relay.testkit';
import { withRelayedBroadcasts, type RelayedReport } from './relayed';
import { until } from '../session/until.testkit';

const TOPIC = 'cd'.repeat(32);
const websocket = WebSocket as unknown as typeof globalThis.WebSocket;
const text = (s: string) => new TextEncoder().encode(s);

describe('broadcasts through a relay beside the direct links', () => {
  let relay: TestRelay;
  beforeEach(async () => {
    relay = await startTestRelay();
  });
  afterEach(async () => {
    await relay.close();
  });

  it('carries each broadcast both ways, hands it up once, and keeps direct messages off the relay', async () => {
    const net = new MemoryNetwork(new Uint8Array(32).fill(1));
    const nostr = (self: string) => new NostrTransport({ self, peers: [], relays: [relay.url], topic: TOPIC, secretKey: generateSecretKey(), websocket });
    const listeners = new Set<() => void>();
    const changed = () => listeners.forEach((l) => l());
    const onChange = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
    const peer = (self: string) => {
      const reports: RelayedReport[] = [];
      const relayed = nostr(self);
      const t = withMesh(withRelayedBroadcasts(net.join(self), relayed, (r) => (reports.push(r), changed())));
      const got: Array<[string, string]> = [];
      /** What the relay handed this peer, before the mesh's de-duplication. */
      const fromRelay = { count: 0 };
      relayed.onMessage(() => (fromRelay.count++, changed()));
      t.onMessage((from, bytes) => (got.push([from, new TextDecoder().decode(bytes)]), changed()));
      return { t, relayed, got, reports, fromRelay };
    };
    const a = peer('a');
    const b = peer('b');
    await Promise.all([a.relayed.connect(), b.relayed.connect()]);

    // Link up: b gets the entry from a directly and from the relay, and takes it once.
    a.t.broadcast(text('one'));
    net.run();
    await a.relayed.settled();
    expect(relay.events.length).toBe(1);
    // The relay's copy of what came directly is dropped by the mesh's digests.
    await until('the relay brought b its copy', () => b.fromRelay.count === 1, onChange);
    expect(b.got).toEqual([['a', 'one']]);

    // Link down: the relay alone brings it, named as the relay's, never as the seat's link.
    net.cutLink('a', 'b');
    a.t.broadcast(text('two'));
    net.run();
    await until('b has the relayed one', () => b.got.length === 2, onChange);
    expect(b.got[1]).toEqual(['relay:a', 'two']);

    // A message to one peer never reaches the relay.
    net.healLink('a', 'b');
    a.t.send('b', text('to b'));
    net.run();
    await a.relayed.settled();
    expect(b.got[2]).toEqual(['a', 'to b']);
    expect(relay.events.length).toBe(2);

    // A direct message someone put on the relay (envelope 0) is reported, not handed up.
    const mallory = nostr('m');
    await mallory.connect();
    mallory.broadcast(new Uint8Array([0, ...text('sync')]));
    await mallory.settled();
    await until('b reported it', () => b.reports.length === 1, onChange);
    expect(b.reports).toEqual([{ kind: 'direct-from-relay', from: 'm' }]);
    expect(b.got.length).toBe(3);

    // Too large for a relay: reported, and still delivered directly.
    a.t.broadcast(new Uint8Array(MAX_RELAY_MESSAGE_BYTES + 10).fill(65));
    net.run();
    expect(a.reports.filter((r) => r.kind === 'not-relayed').length).toBe(1);
    expect(b.got.length).toBe(4);
    expect(b.got[3]![0]).toBe('a');
    for (const t of [a.t, b.t, mallory]) t.close();
  });
});
