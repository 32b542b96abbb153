// The broker under a flood from one address (issue 15, finding 6): on the old main, one client
// sending offers to absent ids for 6 s grew it past 1.3 GB. Here the broker runs in its own
// process with --expose-gc; a flooder on 127.0.0.1 opens as many connections as it is let,
// reconnects whenever it is cut off, and sends 60 KB offers to ids nobody holds as fast as it
// can, while a well-behaved pair on 127.0.0.2 exchanges an offer every 100 ms.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

/** The stated bound: the broker's live heap and buffers grow by at most this much under the flood. */
const MEMORY_BOUND_BYTES = 64 * 1024 * 1024;
const FLOOD_MS = 4000;

const BROKER = new URL('../../scripts/broker.mjs', import.meta.url).href;
const CHILD = `
import { startBroker } from ${JSON.stringify(BROKER)};
const broker = await startBroker({ log: () => {} });
// external already holds arrayBuffers (every Buffer): adding them again counted each in-flight Buffer twice.
const used = () => { const m = process.memoryUsage(); return m.heapUsed + m.external; };
for await (const line of (await import('node:readline')).createInterface({ input: process.stdin })) {
  if (line === 'port') console.log(JSON.stringify({ port: broker.port }));
  if (line === 'mem') { globalThis.gc(); console.log(JSON.stringify({ used: used(), queued: broker.guard.queuedBytes, stats: broker.guard.stats })); }
}
process.exit(0);
`;

/** Every connection it can get, reconnecting when cut off, each sending 60 KB offers to fresh absent ids. */
const FLOODER = `
import WebSocket from 'ws';
const [port, ms] = process.argv.slice(-2).map(Number);
const junk = 'x'.repeat(60_000);
const stop = Date.now() + ms;
let sent = 0, refused = 0, cutOff = 0;
const connect = (id) => new Promise((resolve, reject) => {
  const s = new WebSocket('ws://127.0.0.1:' + port + '/signal/peerjs?key=peerjs&id=' + id + '&token=t', { localAddress: '127.0.0.1' });
  s.once('message', () => resolve(s));
  s.once('error', reject);
  s.once('unexpected-response', () => reject(new Error('refused')));
});
const flood = async (n) => {
  for (let round = 0; Date.now() < stop; round += 1) {
    let s;
    try { s = await connect('flood-' + n + '-' + round); } catch { refused += 1; await new Promise((r) => setTimeout(r, 20)); continue; }
    await new Promise((done) => {
      s.once('close', () => { cutOff += 1; done(); });
      const burst = () => {
        if (Date.now() >= stop || s.readyState !== WebSocket.OPEN) return s.terminate();
        if (s.bufferedAmount < 4e6) for (let i = 0; i < 8; i += 1) { s.send('{"type":"OFFER","dst":"absent-' + n + '-' + sent + '","payload":{"sdp":"' + junk + '"}}'); sent += 1; }
        setImmediate(burst);
      };
      burst();
    });
  }
};
await Promise.all(Array.from({ length: 80 }, (_, n) => flood(n)));
console.log(JSON.stringify({ sent, refused, cutOff }));
process.exit(0);
`;

describe('the broker under a flood from one client', () => {
  let child: ChildProcessWithoutNullStreams;
  let ask: (command: string) => Promise<Record<string, unknown>>;

  beforeAll(async () => {
    child = spawn(process.execPath, ['--expose-gc', '--input-type=module', '-e', CHILD], { stdio: 'pipe' });
    const lines = createInterface({ input: child.stdout });
    const waiting: ((line: string) => void)[] = [];
    lines.on('line', (line) => waiting.shift()?.(line));
    ask = (command) =>
      new Promise((resolve) => {
        waiting.push((line) => resolve(JSON.parse(line) as Record<string, unknown>));
        child.stdin.write(`${command}\n`);
      });
  });
  afterAll(() => child?.kill());

  // One retry: the peak is sampled every 500 ms after a gc() in the broker's process, and what is in
  // flight at that instant varies. Session 12 measured 12.2, 22.2 and 64.9 MiB of growth on three
  // clean-clone runs of the same code (and 69.3 at load ≈5), with every Buffer counted twice (heap +
  // external + arrayBuffers, where external includes arrayBuffers). Counted once, a run at load ≈5
  // peaked at 11.2 MiB of heap and 12.9 MiB of external memory (10.5 of it Buffers) and was back
  // within 2 MiB of its start 2 s after the flood: what is held is in flight, not kept. A broker
  // that keeps what it is flooded with fails both attempts.
  it(`stays under ${MEMORY_BOUND_BYTES / 2 ** 20} MiB of growth and keeps relaying between well-behaved clients`, { retry: 1, timeout: 30_000 }, async () => {
    const { port } = (await ask('port')) as { port: number };
    const url = (id: string) => `ws://127.0.0.1:${port}/signal/peerjs?key=peerjs&id=${id}&token=t-${id}`;
    const connect = (id: string, localAddress: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const s = new WebSocket(url(id), { localAddress });
        s.once('message', () => resolve(s));
        s.once('error', reject);
        s.once('unexpected-response', () => reject(new Error('refused')));
      });
    const before = (await ask('mem')) as { used: number };

    // The well-behaved pair.
    const alice = await connect('alice', '127.0.0.2');
    const bob = await connect('bob', '127.0.0.2');
    const latencies: number[] = [];
    bob.on('message', (d) => {
      const m = JSON.parse(String(d)) as { payload?: { at?: number } };
      if (typeof m.payload?.at === 'number') latencies.push(Date.now() - m.payload.at);
    });
    let sent = 0;
    const pair = setInterval(() => {
      sent += 1;
      alice.send(JSON.stringify({ type: 'OFFER', dst: 'bob', payload: { at: Date.now(), sdp: 'v=0'.padEnd(3000, ' ') } }));
    }, 100);

    // The flooder, in a process of its own so that its sending does not delay ours.
    const flooder = spawn(process.execPath, ['--input-type=module', '-e', FLOODER, String(port), String(FLOOD_MS)], { stdio: 'pipe' });
    const flooded = new Promise<{ sent: number; refused: number; cutOff: number }>((resolve) => {
      let out = '';
      flooder.stdout.on('data', (d: Buffer) => (out += String(d)));
      flooder.once('exit', () => resolve(JSON.parse(out) as { sent: number; refused: number; cutOff: number }));
    });
    let peak = 0;
    const sampler = setInterval(() => {
      void ask('mem').then((m) => (peak = Math.max(peak, (m as { used: number }).used)));
    }, 500);
    const { sent: floodSent, refused, cutOff } = await flooded;
    clearInterval(sampler);
    const during = (await ask('mem')) as { used: number; queued: number; stats: Record<string, number> };
    peak = Math.max(peak, during.used);
    await new Promise((r) => setTimeout(r, 300));
    clearInterval(pair);

    const growth = peak - before.used;
    console.log(JSON.stringify({ floodSentMB: Math.round((floodSent * 60_000) / 2 ** 20), refused, cutOff, growthMB: +(growth / 2 ** 20).toFixed(1), queuedMB: +(during.queued / 2 ** 20).toFixed(1), stats: during.stats, pairSent: sent, pairReceived: latencies.length, pairMaxMs: Math.max(...latencies) }));
    expect(floodSent * 60_000).toBeGreaterThan(20 * 2 ** 20); // the flood was real: tens of MB offered in 4 s (about 100 on an idle machine)
    expect(growth).toBeLessThan(MEMORY_BOUND_BYTES);
    expect(during.queued).toBeLessThanOrEqual(8 * 2 ** 20);
    expect(latencies.length).toBeGreaterThanOrEqual(sent - 3); // the last few may still be in flight
    expect(Math.max(...latencies)).toBeLessThan(2000); // 20 ms on an idle machine; the bound leaves room for a loaded CI
    alice.close();
    bob.close();
  });
});
