// A substitute for an absent seat (README, "Replacing a seat"; issue 18): the other seats vote to
// hand the seat to a new player with a new key. The hand-over takes effect where the bot's would
// (the end of the first step whose answers acknowledge every vote), and from a seq fixed by the
// same signed data the seat's entries are the substitute's key's: intake, every peer's fold and
// `verify` check them against it. The substitute plays the seat's decisions, sealed ones with its
// own commitments, but not its deck steps or seed (it has neither), and signs the end.
import { describe, expect, it } from 'vitest';
import { entryId, keyPairFromSeed, makeLogEntry, toHex, encodeLogEntry, type KeyPair, type LogEntry } from '../../crypto/index';
import { isStopped } from './fold';
import { InMemoryGame, peerId } from '../games/agot-harness';
import { withMesh } from '../net/mesh';
import { bodyValue, type Body } from './entry-body';
import type { Session } from './session';
import { isCertified, replayLog, summarize, verdictLine } from './verify-log';
import { encodeMessage } from './wire';
import { Watcher } from './watcher';
import { decodeLogFile, encodeLogFile } from './log-file';
import { GONE, gameWithAGoneSeat, verdicts } from '../games/gone-seat.testkit';
import { AGOT, type Agot } from '../games/agot';

const others = (game: InMemoryGame<Agot>) => game.sessions.filter((s) => s.seat !== GONE);

/** Signs `body` as `keys` at `seq` of `seat`'s chain on `prev`, with `from`'s heads and step hash (a page that skips the session's checks). */
function forge(from: Session<Agot>, keys: KeyPair, seq: number, prev: Uint8Array, body: Body): LogEntry {
  return makeLogEntry(keys.secretKey, { game: from.replica.game, author: keys.publicKey, seq, prev, kind: body.kind, body: bodyValue(body, from.replica.chains.consumedHeads()), stateHash: from.replica.stepHash() });
}

/** Sends `entry` to `to` (seats 0-2 by default) as a peer 'forger' would, three times each (the network loses 1 % of messages). */
function deliver(game: InMemoryGame<Agot>, entry: LogEntry, to: readonly string[] = [0, 1, 2].map(peerId)): void {
  const sender = withMesh(game.network.join('forger'));
  for (let i = 0; i < 3; i++) for (const id of to) sender.send(id, encodeMessage({ t: 'entry', e: encodeLogEntry(entry) }));
  sender.close();
}

describe('replacing an absent seat with a substitute', () => {
  it('the three others vote for key K: the substitute catches up, plays to the end and signs it; live and verify print the same line', () => {
    const game = gameWithAGoneSeat(61);
    const { session: sub, keys } = game.substitute(GONE);
    // A watcher follows the game too: it verifies what the players sign, the substitute's key included.
    const watcher = new Watcher({ transport: withMesh(game.network.join('watcher')), clock: game.clock, setup: game.setup, syncInterval: 60 });
    watcher.start();
    const voters: number[] = [];
    const outcome = game.run({
      onStep: () => {
        for (const s of others(game)) if (s.voteReplace(GONE, keys.publicKey).ok) voters.push(s.seat);
      },
      until: () => game.sessions.every((s) => isStopped(s.status)) && isStopped(watcher.replica.status),
    });
    expect(outcome).toBe('until');
    expect(voters.sort()).toEqual([0, 1, 2]);
    const [first, ...rest] = game.sessions;
    for (const s of rest) expect(s.replica.hashes).toEqual(first!.replica.hashes);
    expect(watcher.replica.hashes).toEqual(first!.replica.hashes);
    expect(verdictLine(summarize(watcher.proofs(), isCertified(watcher.replica)))).toBe(verdicts(first!).live);
    for (const s of game.sessions) {
      expect(s.status).toBe('finished');
      expect(s.replica.isSubstituted(GONE)).toBe(true);
      // What a page tells whoever played the seat: the old key lost it to a substitute, K holds it.
      expect(s.replica.handedAway(GONE, game.setup.seats[GONE]!.publicKey)).toBe('substitute');
      expect(s.replica.handedAway(GONE, keys.publicKey)).toBeNull();
      expect(s.replica.handedAway(0, game.setup.seats[0]!.publicKey)).toBeNull();
      expect(toHex(s.replica.keyOf(GONE))).toBe(toHex(keys.publicKey));
    }
    // The substitute played: moves and sealed choices signed by its key, and its final signature is in the certificate.
    const byK = first!.exportLog();
    const replay = replayLog(byK, AGOT);
    if ('error' in replay) throw new RangeError(replay.error);
    const signedByK = replay.replica.chains.all().filter((e) => toHex(e.author) === toHex(keys.publicKey));
    expect(signedByK.some((e) => e.kind === 'move' || e.kind === 'commit')).toBe(true);
    expect(signedByK.some((e) => e.kind === 'shuffle' || e.kind === 'lock' || e.kind === 'share' || e.kind === 'seed')).toBe(false);
    expect(first!.replica.certificate!.seats).toEqual([0, 1, 2, 3]);
    expect(toHex(first!.replica.certificate!.entries[3]!.author)).toBe(toHex(keys.publicKey));
    for (const s of game.sessions) {
      const v = verdicts(s);
      expect(v.live).toBe(`verdict: {"certified":true,"cheaters":[],"absent":[${GONE}],"replaced":[{"seat":${GONE},"to":"${toHex(keys.publicKey)}"}]}`);
      expect(v.verify).toBe(v.live);
    }
    expect(sub.proofs.filter((p) => p.code !== 'withheld' && p.code !== 'replaced')).toEqual([]);
    // The file's entries in reverse order (K's first, before the votes that make K the seat's): the same replay.
    const file = decodeLogFile(byK, AGOT);
    if (!file.ok) throw new RangeError('expected the exported log to decode');
    const reversed = replayLog(encodeLogFile(file.value.setup, [], [...file.value.entries].reverse()), AGOT);
    if ('error' in reversed) throw new RangeError(reversed.error);
    expect(reversed.replica.hashes).toEqual(first!.replica.hashes);
    expect(verdictLine(summarize([...reversed.replica.deviations, ...reversed.forged], isCertified(reversed.replica)))).toBe(verdicts(first!).live);
  }, 300_000);
});

describe('what a substitute vote refuses', () => {
  it('votes naming two different keys hand the seat to nobody and blame nobody; the named substitute never writes', () => {
    const game = gameWithAGoneSeat(62);
    const { session: sub, keys } = game.substitute(GONE);
    const other = keyPairFromSeed(new Uint8Array(32).fill(9)).publicKey;
    // Seats 0 and 1 name K, seat 2 another key: every vote is in, but they disagree.
    const outcome = game.run({
      onStep: () => {
        for (const s of others(game)) s.voteReplace(GONE, s.seat === 2 ? other : keys.publicKey);
      },
      until: () => others(game).every((s) => isStopped(s.status)),
    });
    expect(outcome).toBe('until');
    for (const s of others(game)) {
      // The bot plays the seat decision by decision to the winner; the end then waits for its seed, uncertified.
      expect(s.state.winner).not.toBeNull();
      expect(s.status).toBe('halted');
      expect(s.replica.isReplaced(GONE)).toBe(false);
      expect(s.replica.replaceVoters(GONE)).toEqual([0, 1, 2]);
      // Both takers, as the seat clocks offer them (seat 0's first), each once.
      expect(s.replica.replaceTakers(GONE)).toEqual([toHex(keys.publicKey), toHex(other)]);
      expect(s.proofs.filter((p) => p.code !== 'withheld')).toEqual([]);
      expect(s.proofs.every((p) => p.culprit === GONE)).toBe(true);
      expect(s.entries().some((e) => toHex(e.author) === toHex(keys.publicKey))).toBe(false);
    }
    expect(sub.entries().some((e) => toHex(e.author) === toHex(keys.publicKey))).toBe(false);
  }, 300_000);

  it('a malformed key is a bad body at `to`; the session refuses to sign one, or a seat\'s own key', async () => {
    const { parseBody } = await import('./entry-body');
    const heads = [[0, new Uint8Array(32)]];
    const vote = (to: unknown) => parseBody('replace', { ref: 'move|x@1|3', to, heads } as never);
    const k = keyPairFromSeed(new Uint8Array(32).fill(5)).publicKey;
    expect(vote(k)).toMatchObject({ ok: true, value: { kind: 'replace', to: k } });
    expect(vote('bot')).toMatchObject({ ok: true, value: { to: 'bot' } });
    // 31 bytes, 33 bytes, the identity (small order), a non-canonical y (p + 1), a string, a number.
    const nonCanonical = new Uint8Array(32).fill(0xff);
    nonCanonical[0] = 0xee;
    nonCanonical[31] = 0x7f;
    for (const bad of [k.slice(1), new Uint8Array(33), Uint8Array.of(1, ...new Uint8Array(31)), nonCanonical, toHex(k), 7]) {
      expect(vote(bad)).toEqual({ ok: false, error: { code: 'bad-body', path: ['to'] } });
    }
    const game = gameWithAGoneSeat(63);
    const s = game.sessions[0]!;
    expect(game.run({ until: () => s.replica.absentSince(GONE) !== null })).toBe('until');
    expect(s.voteReplace(GONE, new Uint8Array(32))).toMatchObject({ ok: false, error: { code: 'bad-substitute' } });
    expect(s.voteReplace(GONE, game.setup.seats[1]!.publicKey)).toMatchObject({ ok: false, error: { code: 'bad-substitute' } });
    expect(s.voteReplace(GONE, k)).toEqual({ ok: true, value: null });
  }, 300_000);
});

describe('entries of the wrong key around a hand-over', () => {
  it('the substitute\'s key before its hand-over (as seat 3, or as seat 1) is refused, the old key\'s entries from the hand-over on are dropped, a substitute\'s entry below its seq too: nobody is blamed, the game is certified', () => {
    const game = gameWithAGoneSeat(64);
    const { keys } = game.substitute(GONE);
    const old = game.lobby.keys[GONE]!;
    const [a] = others(game);
    expect(game.run({ until: () => a!.replica.absentSince(GONE) !== null })).toBe('until');
    const move: Body = { kind: 'move', ref: 'made-up@1', move: null };
    const chain = (s: Session<Agot>, seat: number) => ({ seq: s.replica.chains.held(seat), prev: s.replica.chains.at(seat, s.replica.chains.held(seat) - 1)!.id });
    // K before the hand-over: as the absent seat's next entry, and in seat 1's chain.
    const asGone = chain(a!, GONE);
    const asOne = chain(a!, 1);
    const early = [forge(a!, keys, asGone.seq, asGone.prev, move), forge(a!, keys, asOne.seq, asOne.prev, move)];
    for (const e of early) deliver(game, e);
    expect(game.run({ until: () => others(game).every((s) => s.rejections.filter((r) => r.code === 'unknown-author' && r.from === 'forger').length === 2) })).toBe('until');
    // The votes, then wait until every other seat's fold made the hand-over.
    let late: LogEntry[] = [];
    const outcome = game.run({
      onStep: () => {
        for (const s of others(game)) s.voteReplace(GONE, keys.publicKey);
        if (late.length > 0 || !others(game).every((s) => s.replica.isSubstituted(GONE))) return;
        const at = a!.replica.fold.handovers[0]!.seq;
        const before = a!.replica.chains.at(GONE, at - 1)!;
        const next = chain(a!, GONE);
        // The old key at the hand-over's seq (where the substitute writes) and past it; K just below it.
        late = [forge(a!, old, at, before.id, move), forge(a!, old, next.seq, next.prev, move), forge(a!, keys, at - 1, a!.replica.chains.at(GONE, at - 2)!.id, move)];
        for (const e of late) deliver(game, e);
      },
      until: () => game.sessions.every((s) => isStopped(s.status)),
    });
    expect(outcome).toBe('until');
    expect(late).toHaveLength(3);
    const ids = new Set([...early, ...late].map((e) => toHex(entryId(e))));
    for (const s of game.sessions) {
      expect(s.status).toBe('finished');
      expect(s.entries().filter((e) => ids.has(toHex(entryId(e))))).toEqual([]);
      expect(s.proofs.filter((p) => p.code !== 'withheld' && p.code !== 'replaced')).toEqual([]);
      const v = verdicts(s);
      expect(v.live).toBe(`verdict: {"certified":true,"cheaters":[],"absent":[${GONE}],"replaced":[{"seat":${GONE},"to":"${toHex(keys.publicKey)}"}]}`);
      expect(v.verify).toBe(v.live);
    }
  }, 300_000);

  it('an old-key entry that only the substitute\'s page consumed, which no answer acknowledges: that page folds again without it, and every page and verify agree', () => {
    const game = gameWithAGoneSeat(65);
    const { session: sub, keys } = game.substitute(GONE);
    const old = game.lobby.keys[GONE]!;
    expect(game.run({ until: () => sub.replica.absentSince(GONE) !== null })).toBe('until');
    // A no-op of the old key (a vote on a made-up absence of seat 0), chained on the seat's last
    // entry, sent to the substitute's page alone (harness: its peer id is seat-3-s1): it consumes it.
    const seq = sub.replica.chains.held(GONE);
    const noop = forge(sub, old, seq, sub.replica.chains.at(GONE, seq - 1)!.id, { kind: 'replace', ref: 'move|made-up@1|0', to: 'bot' });
    deliver(game, noop, [`${peerId(GONE)}-s1`]);
    expect(game.run({ until: () => sub.replica.chains.consumed[GONE]! > seq })).toBe('until');
    const outcome = game.run({
      onStep: () => {
        for (const s of others(game)) s.voteReplace(GONE, keys.publicKey);
      },
      until: () => game.sessions.every((s) => isStopped(s.status)),
    });
    expect(outcome).toBe('until');
    const [first, ...rest] = game.sessions;
    for (const s of rest) expect(s.replica.hashes).toEqual(first!.replica.hashes);
    const handover = first!.replica.fold.handovers[0]!;
    for (const s of game.sessions) {
      expect(s.status).toBe('finished');
      expect(s.replica.fold.handovers).toEqual([handover]);
      expect(s.proofs.filter((p) => p.code !== 'withheld' && p.code !== 'replaced')).toEqual([]);
      const v = verdicts(s);
      expect(v.live).toBe(`verdict: {"certified":true,"cheaters":[],"absent":[${GONE}],"replaced":[{"seat":${GONE},"to":"${toHex(keys.publicKey)}"}]}`);
      expect(v.verify).toBe(v.live);
    }
    // No answer acknowledged the no-op: the hand-over starts at its seq, the substitute's page folded
    // again without it (it had consumed it), and the seat's entry there is now the substitute's everywhere.
    expect(handover.seq).toBe(seq);
    expect(sub.replica.refolds).toBeGreaterThan(0);
    for (const s of game.sessions) expect(toHex(s.replica.chains.at(GONE, seq)!.entry.author)).toBe(toHex(keys.publicKey));
  }, 300_000);
});
