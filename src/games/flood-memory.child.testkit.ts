// Run by flood-memory.test.ts in a process of its own (`node --expose-gc --import tsx`): a 3-player
// game between bots plays until seat 0 has applied some moves; then, with the clock stopped, the
// two other seats flood seat 0 with validly signed entries of their own chains far ahead of
// anything it can consume (linked, well-formed, waiting for entries of seat 0 that will never
// exist; sent newest first, as a relay hands them over), and with junk (undecodable bytes, entries
// nobody signed). Prints one JSON line: seat 0's live memory before and after the flood (each after
// a full collection), what it holds ahead of its fold, what it sent meanwhile, the bytes of the
// honest entries it consumed and of the log it exports.
import { createDrbg, encodeLogEntry, entryId, makeLogEntry, zeroHash, type LogEntry } from '../../crypto/index';
import type { MessageHandler } from '../net/transport';
import { bodyValue } from '../session/entry-body';
import { InMemoryGame, seedBytes, agot } from './agot-harness';
import { verifyLog } from '../session/verify-log';
import { encodeMessage } from '../session/wire';
import { AGOT } from './agot';

const ahead = Number(process.argv[2] ?? 150); // far-ahead entries per flooding seat
const junkRounds = Number(process.argv[3] ?? 1000); // each: one forged entry and one undecodable piece
const MOVES = 30; // moves seat 0 applies before the flood
const PAD = 100_000; // an entry of ≈ 100 KB: under the wire's 128 KiB, far over any honest entry

declare const gc: () => void;
/** Live memory: the heap and what lives outside it (`external` includes every ArrayBuffer), after full collections until it stops falling. */
const used = (): number => {
  let last = Infinity;
  for (;;) {
    gc();
    const m = process.memoryUsage();
    const now = m.heapUsed + m.external;
    if (now >= last) return Math.min(now, last);
    last = now;
  }
};

let deliver: MessageHandler = () => undefined;
let sent = 0;
let flooding = false;
const game = new InMemoryGame(agot({
  players: 3,
  seed: seedBytes(31),
  wrapTransport: (seat, t) =>
    seat !== 0
      ? t
      : {
          self: t.self,
          peers: () => t.peers(),
          send: (to, bytes) => ((sent += flooding ? bytes.length : 0), t.send(to, bytes)),
          broadcast: (bytes) => ((sent += flooding ? 2 * bytes.length : 0), t.broadcast(bytes)),
          onMessage: (handler) => ((deliver = handler), t.onMessage(handler)),
          close: () => t.close(),
        },
}));
game.start();
const session = game.sessions[0]!;
if (game.run({ until: () => session.replica.hashes.length >= MOVES }) !== 'until') throw new Error(`expected seat 0 to apply ${MOVES} moves`);
// What seat 0 consumed is the honest game: every seat played by the rules so far.
const honest = session.replica.exported().entries.reduce((n, e) => n + encodeLogEntry(e).length, 0);
const { setup, keys } = game.lobby;
const replica = session.replica;

const before = used();
flooding = true;
const pad = createDrbg(seedBytes(32), 'pad').bytes(PAD);
let flooded = 0;
const flood = (from: string, bytes: Uint8Array) => {
  deliver(from, bytes);
  flooded += bytes.length;
};
// Each flooding seat's chain goes on from its last consumed entry, linked and signed, each entry
// naming 1,000 entries of seat 0 more than exist: it waits, never consumable, never refused.
for (const seat of [1, 2]) {
  const chain: LogEntry[] = [];
  const start = replica.chains.held(seat); // past any honest entry of the seat still in flight
  if (replica.chains.allHeld().some((h) => h.seat === seat && h.entry.seq >= start)) throw new Error(`expected nothing of seat ${seat} held past ${start}`);
  let prev = replica.chains.at(seat, start - 1)!.id;
  const heads = replica.chains.consumedHeads().map((h, s) => (s === 0 ? { count: h.count + 1000, id: zeroHash() } : h));
  for (let k = 0; k < ahead; k++) {
    const seq = start + k;
    const entry = makeLogEntry(keys[seat]!.secretKey, { game: replica.game, author: keys[seat]!.publicKey, seq, prev, kind: 'move', body: bodyValue({ kind: 'move', ref: 'far-ahead', move: { pad } }, heads), stateHash: zeroHash() });
    chain.push(entry);
    prev = entryId(entry);
  }
  for (const entry of chain.reverse()) flood(`seat-${seat}`, encodeMessage({ t: 'entry', e: encodeLogEntry(entry) }));
}
const junkDrbg = createDrbg(seedBytes(33), 'junk');
const stranger = keys[0]!; // signs entries that claim seat 2: not its key, so nobody signed them
for (let seq = 1; seq <= junkRounds; seq++) {
  const forged = makeLogEntry(stranger.secretKey, { game: replica.game, author: stranger.publicKey, seq, prev: zeroHash(), kind: 'move', body: { ref: 'forged', pad }, stateHash: zeroHash() });
  flood('seat-1', encodeMessage({ t: 'entry', e: encodeLogEntry({ ...forged, author: setup.seats[2]!.publicKey }) }));
  flood('seat-1', junkDrbg.bytes(PAD));
}
const after = used();
const held = [1, 2].map((seat) => replica.chains.heldAhead(seat));
const log = session.exportLog();
const verdict = verifyLog(log, AGOT);
console.log(
  JSON.stringify({
    flooded,
    heldEntries: held.reduce((n, h) => n + h.entries, 0),
    heldBytes: held.reduce((n, h) => n + h.bytes, 0),
    before,
    after,
    growth: after - before,
    sent,
    honest,
    exported: log.length,
    verdict: verdict.kind,
    moves: replica.hashes.length,
    proofs: session.proofs.length,
    rejections: session.rejections.length,
  }),
);
process.exit(0);
