// Finding 5 of issue 14, the network side: what a peer sends in answer to sync requests is bounded
// per request and per asker, covers only what the asker lacks, and nothing a peer receives is passed
// on (an entry far ahead, never consumed, used to be re-broadcast to everyone).
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeLogEntry, encodeLogEntry, makeLogEntry, toHex, zeroHash } from '../../crypto/index';
import { withMesh } from '../net/mesh';
import type { Transport } from '../net/transport';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { SYNC_LIMITS } from './sync-requests';
import { decodeMessage, encodeMessage } from './wire';
import type { Agot } from '../games/agot';

/** Seat 0's sends to `asker`, and every broadcast it makes, as they leave its session. */
const toAsker: Uint8Array[] = [];
const broadcasts: Uint8Array[] = [];
function tap(seat: number, t: Transport): Transport {
  if (seat !== 0) return t;
  return {
    ...t,
    peers: () => t.peers(),
    send: (to, bytes) => (to === 'asker' && toAsker.push(bytes), t.send(to, bytes)),
    broadcast: (bytes) => (broadcasts.push(bytes), t.broadcast(bytes)),
  };
}

let game: InMemoryGame<Agot>;
let asker: Transport;

/** What seat 0 sends `asker` in answer to `messages`. */
function ask(...messages: Uint8Array[]): Uint8Array[] {
  toAsker.length = 0;
  for (const m of messages) asker.send('seat-0', m);
  game.network.run();
  return [...toAsker];
}

beforeAll(() => {
  // A whole 3-player game, played to its end: every chain is long and nothing moves any more.
  game = new InMemoryGame(agot({ players: 3, seed: seedBytes(21), wrapTransport: tap }));
  game.start();
  expect(game.run()).toBe('done');
  expect(game.sessions[0]!.replica.chains.held(0)).toBeGreaterThan(SYNC_LIMITS.answerEntries + 3);
  asker = withMesh(game.network.join('asker'));
}, 600_000);

const entriesIn = (messages: Uint8Array[]) =>
  messages.flatMap((m) => {
    const d = decodeMessage(m, 3);
    if (!d.ok || d.value.t !== 'entry') return [];
    const e = decodeLogEntry(d.value.e);
    return e.ok ? [e.value] : [];
  });
const bytesOf = (messages: Uint8Array[]) => messages.reduce((n, m) => n + m.length, 0);

describe('sync answers (finding 5)', () => {
  it('one request costs at most SYNC_LIMITS.answerEntries entries, only the answerer\'s own past what the asker holds, and relays only the seats asked for', () => {
    const s0 = game.sessions[0]!;
    const answer = ask(encodeMessage({ t: 'sync', game: s0.replica.game, have: [3, 0, 0], relay: [] }));
    const answered = entriesIn(answer);
    // Its own chain from seq 3 on, capped; none of the other seats' (their authors answer those).
    expect(answered.length).toBe(SYNC_LIMITS.answerEntries);
    expect(answered.map((e) => e.seq)).toEqual(Array.from({ length: SYNC_LIMITS.answerEntries }, (_, i) => 3 + i));
    expect(new Set(answered.map((e) => toHex(e.author)))).toEqual(new Set([toHex(game.setup.seats[0]!.publicKey)]));
    expect(bytesOf(answer)).toBeLessThanOrEqual(SYNC_LIMITS.answerBytes + 128 * 1024);
    // A relay of seat 2, whose author the asker cannot reach: seat 2's entries past what it holds.
    const held2 = s0.replica.chains.held(2);
    const relayed = ask(encodeMessage({ t: 'sync', game: s0.replica.game, have: [s0.replica.chains.held(0), 0, held2 - 2], relay: [2] }));
    expect(entriesIn(relayed).map((e) => [toHex(e.author), e.seq])).toEqual([held2 - 2, held2 - 1].map((seq) => [toHex(game.setup.seats[2]!.publicKey), seq]));
  });

  it('an asker that repeats a request gets at most its burst, then its rate', () => {
    const request = encodeMessage({ t: 'sync', game: game.sessions[0]!.replica.game, have: [0, 0, 0], relay: [1, 2] });
    const burst = bytesOf(ask(...Array.from({ length: 200 }, () => request)));
    // 200 requests of ~60 bytes: the old main sent 256 entries for each (≈ 30 MB).
    expect(burst).toBeLessThanOrEqual(SYNC_LIMITS.burstBytes + 128 * 1024);
    expect(burst).toBeGreaterThan(0);
    // One second later, about one second's worth more.
    game.clock.advanceTo(game.clock.now() + 1_000);
    game.network.now = game.clock.now();
    const later = bytesOf(ask(...Array.from({ length: 200 }, () => request)));
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThanOrEqual(SYNC_LIMITS.bytesPerSecond + 128 * 1024);
  });

  it('an entry received is not passed on, not even one far ahead that is never consumed', () => {
    const s0 = game.sessions[0]!;
    const keys = game.lobby.keys[1]!;
    const ahead = makeLogEntry(keys.secretKey, {
      game: s0.replica.game,
      author: keys.publicKey,
      seq: s0.replica.chains.held(1) + 5,
      prev: zeroHash(),
      kind: 'move',
      body: { ref: 'far-ahead', move: null, heads: [0, 0, 0] },
      stateHash: zeroHash(),
    });
    const bytes = encodeLogEntry(ahead);
    broadcasts.length = 0;
    ask(encodeMessage({ t: 'entry', e: bytes }));
    expect(s0.replica.chains.at(1, ahead.seq)?.entry.seq).toBe(ahead.seq); // held, waiting for its turn
    expect(broadcasts.filter((m) => toHex(m).includes(toHex(bytes)))).toEqual([]);
  });
});
