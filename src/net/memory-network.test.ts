// The in-memory network's faults are seeded and repeatable; withMesh broadcasts once over direct links.
import { describe, expect, it } from 'vitest';
import { withMesh } from './mesh';
import { MemoryNetwork } from './memory-network';

const seed = (n: number) => new Uint8Array(32).fill(n);
const text = (s: string) => new TextEncoder().encode(s);
const read = (b: Uint8Array) => new TextDecoder().decode(b);

function record(network: MemoryNetwork, ids: string[], mesh = false) {
  const received = new Map<string, string[]>();
  const transports = ids.map((id) => {
    const t = mesh ? withMesh(network.join(id)) : network.join(id);
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

describe('withMesh', () => {
  it('a broadcast goes once to each directly reachable peer, and nobody forwards it', () => {
    const net = new MemoryNetwork(seed(3), { delay: [1, 5] });
    const { transports, received } = record(net, ['a', 'b', 'c', 'd'], true);
    net.cutLink('a', 'd');
    transports[0]!.broadcast(text('hello'));
    net.run();
    for (const id of ['b', 'c']) expect(received.get(id)).toEqual(['a:hello']);
    // d's link to a is down: nobody relays a broadcast (the session asks for what it lacks).
    expect(received.get('d')).toEqual([]);
    expect(received.get('a')).toEqual([]);
    expect([...net.stats.entries()].filter(([, s]) => s.messages > 0)).toEqual([['a', { messages: 2, bytes: 12 }]]);
  });

  it('a broadcast the network delivers twice is handed up once', () => {
    const net = new MemoryNetwork(seed(5), { duplicatePerMille: 1000 });
    const { transports, received } = record(net, ['a', 'b'], true);
    transports[0]!.broadcast(text('hello'));
    transports[0]!.broadcast(text('again'));
    net.run();
    expect(received.get('b')).toEqual(['a:hello', 'a:again']);
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
