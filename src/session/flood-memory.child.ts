// Run by flood-memory.test.ts in a process of its own (`node --expose-gc --import tsx`): one honest
// seat's session of a 3-player game, flooded by the two other seats with validly signed entries far
// ahead of anything it can consume, and by junk (undecodable bytes, entries nobody signed). Prints
// one JSON line: the live memory before and after (after a full collection), what the session sent
// meanwhile, and the size of the log it would export.
import { createDrbg, encodeLogEntry, makeLogEntry, zeroHash } from '../../crypto/index';
import type { MessageHandler, Transport } from '../net/transport';
import { ManualClock } from './clock';
import { makeLobby, seedBytes } from './harness';
import { Session } from './session';
import { encodeMessage } from './wire';

const ahead = Number(process.argv[2] ?? 150); // far-ahead entries per flooding seat
const junkRounds = Number(process.argv[3] ?? 1000); // each: one forged entry and one undecodable piece
const PAD = 100_000; // an entry of ≈ 100 KB: under the wire's 128 KiB, far over any honest entry

declare const gc: () => void;
const used = (): number => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

const lobby = makeLobby({ players: 3 }, seedBytes(31));
let deliver: MessageHandler = () => undefined;
let sent = 0;
const transport: Transport = {
  self: 'seat-0',
  peers: () => ['seat-1', 'seat-2'],
  send: (_, bytes) => void (sent += bytes.length),
  broadcast: (bytes) => void (sent += 2 * bytes.length),
  onMessage: (handler) => ((deliver = handler), () => undefined),
  close: () => undefined,
};
const session = new Session({ transport, clock: new ManualClock(), rng: createDrbg(seedBytes(31), 'flood'), store: lobby.stores[0]!, keys: lobby.keys[0]!, setup: lobby.setup, seat: 0 });
session.start();
const game = session.replica.game;
const before = used();
const pad = createDrbg(seedBytes(32), 'pad').bytes(PAD);
const junkDrbg = createDrbg(seedBytes(33), 'junk');
const stranger = lobby.keys[0]!; // signs entries that claim seat 2: not its key, so nobody signed them
let flooded = 0;
let held = 0;
for (let seq = 1; seq <= Math.max(ahead, junkRounds); seq++) {
  for (const seat of seq <= ahead ? [1, 2] : []) {
    const keys = lobby.keys[seat]!;
    const entry = makeLogEntry(keys.secretKey, { game, author: keys.publicKey, seq, prev: zeroHash(), kind: 'move', body: { ref: 'far-ahead', move: null, heads: [0, 0, 0], pad }, stateHash: zeroHash() });
    const message = encodeMessage({ t: 'entry', e: encodeLogEntry(entry) });
    deliver(`seat-${seat}`, message);
    flooded += message.length;
    held += message.length;
  }
  if (seq > junkRounds) continue;
  const forged = makeLogEntry(stranger.secretKey, { game, author: stranger.publicKey, seq, prev: zeroHash(), kind: 'move', body: { ref: 'forged', pad }, stateHash: zeroHash() });
  const junk = [encodeMessage({ t: 'entry', e: encodeLogEntry({ ...forged, author: lobby.setup.seats[2]!.publicKey }) }), junkDrbg.bytes(PAD)];
  for (const bytes of junk) {
    deliver('seat-1', bytes);
    flooded += bytes.length;
  }
}
const after = used();
console.log(JSON.stringify({ flooded, held, before, after, growth: after - before, sent, exported: session.exportLog().length, proofs: session.proofs.length, rejections: session.rejections.length }));
process.exit(0);
