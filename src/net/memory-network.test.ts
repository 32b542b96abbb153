// The in-memory network's faults are seeded and repeatable; gossip reaches peers across cut links.
import { describe, expect, it } from 'vitest';
import { withGossip } from './gossip';
import { MemoryNetwork } from './memory-network';

const seed = (n: number) => new Uint8Array(32).fill(n);
const text = (s: string) => new TextEncoder().encode(s);
const read = (b: Uint8Array) => new TextDecoder().decode(b);

function record(network: MemoryNetwork, ids: string[], gossip = false) {
  const received = new Map<string, string[]>();
  const transports = ids.map((id) => {
    const t = gossip ? withGossip(network.join(id)) : network.join(id);
    received.set(id, []);
    t.onMessage((from, bytes) => received.get(id)!.push(`${from}:${read(bytes)}`));
    return t;
  });
  return { transports, received };
}

describe('MemoryNetwork', () => {
  it('delivers every message exactly once without faults, in send order for equal delays', () => {
    const net = new MemoryNetwork(seed(1));
    const { transports, received } = record(net, ['a', 'b', 'c']);
    transports[0]!.broadcast(text('1'));
    transports[0]!.send('b', text('2'));
    net.run();
    expect(received.get('b')).toEqual(['a:1', 'a:2']);
    expect(received.get('c')).toEqual(['a:1']);
    expect(received.get('a')).toEqual([]);
  });

  it('reorders, loses and duplicates messages, the same way for the same seed', () => {
    const runOnce = (s: number) => {
      const net = new MemoryNetwork(seed(s), { delay: [1, 20], lossPerMille: 200, duplicatePerMille: 200 });
      const { transports, received } = record(net, ['a', 'b']);
      for (let i = 0; i < 200; i++) transports[0]!.send('b', text(String(i)));
      net.run();
      return received.get('b')!;
    };
    const got = runOnce(7);
    expect(runOnce(7)).toEqual(got);
    expect(runOnce(8)).not.toEqual(got);
    const numbers = got.map((m) => Number(m.split(':')[1]));
    expect(new Set(numbers).size).toBeLessThan(200); // some lost
    expect(numbers.length).toBeGreaterThan(new Set(numbers).size); // some duplicated
    expect(numbers).not.toEqual([...numbers].sort((x, y) => x - y)); // some reordered
  });

  it('a cut link carries nothing until healed', () => {
    const net = new MemoryNetwork(seed(2));
    const { transports, received } = record(net, ['a', 'b']);
    net.cutLink('a', 'b');
    transports[0]!.send('b', text('lost'));
    expect(transports[0]!.peers()).toEqual([]);
    net.healLink('a', 'b');
    transports[0]!.send('b', text('kept'));
    net.run();
    expect(received.get('b')).toEqual(['a:kept']);
  });
});

describe('withGossip', () => {
  it('a broadcast reaches a peer whose direct link to the author is down, once', () => {
    const net = new MemoryNetwork(seed(3), { delay: [1, 5] });
    const { transports, received } = record(net, ['a', 'b', 'c', 'd'], true);
    net.cutLink('a', 'd');
    net.cutLink('b', 'd');
    transports[0]!.broadcast(text('hello'));
    net.run();
    for (const id of ['b', 'c', 'd']) expect(received.get(id)!.map((m) => m.split(':')[1])).toEqual(['hello']);
    expect(received.get('d')![0]).toBe('c:hello');
    expect(received.get('a')).toEqual([]);
  });

  it('passing on a broadcast already seen sends nothing more (it was forwarded on arrival)', () => {
    const net = new MemoryNetwork(seed(5));
    const { transports, received } = record(net, ['a', 'b', 'c'], true);
    transports[1]!.onMessage((_, bytes) => transports[1]!.broadcast(bytes)); // b passes on what it sees, as a session does
    transports[0]!.broadcast(text('hello'));
    net.run();
    // a → b, c (2); b forwards to c (1); c forwards to b (1); b's pass-on is dropped.
    expect(net.stats.get('b')).toEqual({ messages: 1, bytes: 6 });
    expect([...net.stats.values()].reduce((n, s) => n + s.messages, 0)).toBe(4);
    expect(received.get('c')!.map((m) => m.split(':')[1])).toEqual(['hello']);
    // A message b never saw is flooded as before.
    transports[1]!.broadcast(text('fresh'));
    net.run();
    expect(received.get('a')!.map((m) => m.split(':')[1])).toEqual(['fresh']);
    expect(net.stats.get('b')!.messages).toBe(3);
  });

  it('direct messages are not forwarded', () => {
    const net = new MemoryNetwork(seed(4));
    const { transports, received } = record(net, ['a', 'b', 'c'], true);
    transports[0]!.send('b', text('secret'));
    net.run();
    expect(received.get('b')).toEqual(['a:secret']);
    expect(received.get('c')).toEqual([]);
  });
});
