// A player who leaves and comes back (a closed tab opened again): while away, the others vote its
// seat out at each deadline and the timeout bot plays it; the returning session reloads from its
// store, catches up from its peers, and must not answer the decision that was already open when it
// caught up — the others' deadline for it has been running, and an answer just before their votes
// would be applied by some peers and replaced by the bot on others (found by the browser test of a
// closed page). It leaves that one to the bot and plays the next. The game ends with every peer at
// the same state after every move, and the log blames the seat for its absence and nothing else.
// A seat that returns while no peer can answer (its entries from a Nostr relay alone) writes again
// once every entry it stored came back.
import { describe, expect, it } from 'vitest';
import { decodeLogEntry } from '../../crypto/index';
import type { Transport } from '../net/transport';
import { expectationKey } from './expectation';
import { DEFAULT_DEADLINES, InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { verifyLog } from './verify-log';
import { decodeMessage } from './wire';
import { AGOT } from '../games/agot';

describe('a seat that leaves and comes back', () => {
  it('is played by the timeout bot while away, and on return leaves the decision already open to the bot', () => {
    const seed = seedBytes(32);
    const game = new InMemoryGame(agot({ players: 3, seed, faults: { delay: [3, 3] }, syncInterval: 40 }));
    game.start();
    const away = 2;
    const house = game.setup.seats[away]!.house;
    game.sessions[away]!.close();

    // Wait until the bot has played the absent seat once, then until another decision of that seat
    // has been open for all but 6 ms of its deadline: the returning seat catches up in one 6 ms round
    // trip, so without the rule its answer and the others' votes cross (every peer then halts).
    const seen = new Map<string, number>();
    const watcher = game.sessions[0]!;
    /** How long a decision of the absent seat has been open, and how long its deadline is. */
    const open = (): { kind: string; age: number; deadline: number } | null => {
      const exp = watcher.replica.expectations().find((e) => e.seat === away);
      if (exp === undefined) return null;
      const key = expectationKey(exp);
      if (!seen.has(key)) seen.set(key, game.clock.now());
      return { kind: exp.kind, age: game.clock.now() - seen.get(key)!, deadline: DEFAULT_DEADLINES[exp.deadline] };
    };
    const botPlayed = () => watcher.replica.moves.some((m) => 'house' in m && m.house === house);
    const nearDeadline = () => {
      const o = open();
      return o !== null && (o.kind === 'move' || o.kind === 'commit') && o.age >= o.deadline - 6;
    };
    expect(game.run({ until: () => botPlayed() && nearDeadline() })).toBe('until');
    const botted = watcher.replica.moves.length;

    const back = game.restart(away);
    expect(game.run()).toBe('done');
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    for (const s of game.sessions) expect(s.replica.hashes).toEqual(game.sessions[0]!.replica.hashes);
    // The returning seat wrote moves of its own after it was back (not only the bot played it).
    const own = back.entries().filter((e) => e.author.every((b, i) => b === game.setup.seats[away]!.publicKey[i]) && e.kind === 'move');
    expect(own.length).toBeGreaterThan(0);
    expect(back.replica.moves.length).toBeGreaterThan(botted);
    // The log convicts the seat of nothing but its absence: every proof is a `withheld` against it.
    const verdict = verifyLog(back.exportLog(), AGOT);
    // Certified (an absent seat is not excluded: it signed the end too), the absence kept as proof.
    if (verdict.kind !== 'certified') throw new Error(`expected the absence on record in a certified game, got ${verdict.kind}`);
    expect(verdict.certificate.seats).toEqual([0, 1, 2]);
    expect(new Set(verdict.proofs.map((p) => `${p.code} by ${p.culprit}`))).toEqual(new Set([`withheld by ${away}`]));
  }, 300_000);

  it('says, once caught up, that the decision open at its return is left to the bot (what its page shows), until the bot made it', () => {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(32), faults: { delay: [3, 3] }, syncInterval: 40 }));
    game.start();
    const away = 2;
    const house = game.setup.seats[away]!.house;
    game.sessions[away]!.close();
    const watcher = game.sessions[0]!;
    // Back while a decision of its own has just opened (the bot played it once already), its whole deadline ahead.
    const botPlayed = () => watcher.replica.moves.some((m) => 'house' in m && m.house === house);
    const opened = () => watcher.replica.expectations().some((e) => e.seat === away && (e.kind === 'move' || e.kind === 'commit'));
    expect(game.run({ until: () => botPlayed() && opened() })).toBe('until');
    const back = game.restart(away);
    expect(back.leftToBot()).toBe(false); // still catching up
    expect(game.run({ until: () => back.leftToBot() })).toBe('until');
    const caughtUpAt = game.clock.now();
    expect(game.run({ until: () => !back.leftToBot() })).toBe('until');
    // Nobody answered it for its player: the others timed it out at its deadline, and the seat plays on.
    expect(game.clock.now() - caughtUpAt).toBeGreaterThan(DEFAULT_DEADLINES.move / 2);
    expect(watcher.proofs.some((p) => p.code === 'withheld' && p.culprit === away)).toBe(true);
    expect(game.run({ until: () => back.entries().some((e) => e.kind === 'move' && e.author.every((b, i) => b === game.setup.seats[away]!.publicKey[i])) })).toBe('until');
    expect(back.leftToBot()).toBe(false);
  }, 300_000);

  it('does not replay an entry it stored but never sent (the page died between the write and the send)', () => {
    // Once armed, seat 2's first move or commitment and everything after it vanish on the way out:
    // what a page that dies right after a durable write leaves behind.
    let armed = false;
    let muted = false;
    const isPlayerEntry = (bytes: Uint8Array): boolean => {
      const m = decodeMessage(bytes, 3);
      if (!m.ok || m.value.t !== 'entry') return false;
      const e = decodeLogEntry(m.value.e);
      // Its own entry, not one of another seat's it passes on.
      const own = e.ok && e.value.author.every((b, i) => b === game.setup.seats[2]!.publicKey[i]);
      return own && e.ok && (e.value.kind === 'move' || e.value.kind === 'commit');
    };
    const out = (bytes: Uint8Array): boolean => {
      if (armed && !muted && isPlayerEntry(bytes)) muted = true;
      return !muted;
    };
    const muting = (t: Transport): Transport => ({
      self: t.self,
      peers: () => t.peers(),
      send: (to, bytes) => (out(bytes) ? t.send(to, bytes) : undefined),
      broadcast: (bytes) => (out(bytes) ? t.broadcast(bytes) : undefined),
      onMessage: (h) => t.onMessage(h),
      close: () => t.close(),
    });
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(33), faults: { delay: [3, 3] }, syncInterval: 40, wrapTransport: (seat, t) => (seat === 2 ? muting(t) : t) }));
    game.start();
    expect(game.run({ until: () => game.sessions[0]!.state.round >= 2 })).toBe('until');
    armed = true;
    expect(game.run({ until: () => muted })).toBe('until');
    const stored = game.lobby.stores[2]!.keys('own/').length;
    expect(game.sessions[0]!.replica.chains.held(2)).toBeLessThan(stored); // written, never sent
    // The others time that decision out (the bot plays it) before the seat comes back.
    expect(game.run({ until: () => game.sessions[0]!.proofs.some((p) => p.code === 'withheld' && p.culprit === 2) })).toBe('until');
    armed = false;
    muted = false;
    game.restart(2);
    expect(game.run()).toBe('done');
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    for (const s of game.sessions) expect(s.replica.hashes).toEqual(game.sessions[0]!.replica.hashes);
    expect(game.sessions.flatMap((s) => s.proofs).filter((p) => p.code !== 'withheld')).toEqual([]);
  }, 300_000);

  it('writes again once every entry it stored came back, with no peer to answer its sync (a relay alone, games over days)', () => {
    // A relay as the returning seat sees it: every broadcast of the game, kept and handed over
    // (oldest first) when it subscribes, then the new ones; no peer answers its sync requests.
    const relayed: Uint8Array[] = [];
    let relayOnly = false;
    const recording = (t: Transport): Transport => ({ ...bound(t), broadcast: (bytes) => (relayed.push(bytes), t.broadcast(bytes)) });
    const fromRelay = (t: Transport): Transport => ({
      ...bound(t),
      send: () => undefined, // its sync requests reach nobody
      onMessage: (h) => {
        const off = t.onMessage((from, bytes) => {
          const m = decodeMessage(bytes, 3);
          if (m.ok && m.value.t !== 'entry') return; // no peer's heads, no sync
          h(from, bytes);
        });
        // The backlog, oldest first, then word that it is all in (as network-game.ts says once NostrTransport.connect resolves).
        const cancel = game.clock.schedule(5, () => {
          relayed.forEach((bytes) => h('relay:seat-2', bytes));
          game.sessions[2]!.backlogIn();
        });
        return () => (cancel(), off());
      },
    });
    const game = new InMemoryGame(agot({
      players: 3,
      seed: seedBytes(34),
      faults: { delay: [3, 3] },
      syncInterval: 40,
      wrapTransport: (seat, t) => (seat === 2 && relayOnly ? fromRelay(t) : recording(t)),
    }));
    game.start();
    expect(game.run({ until: () => game.sessions[0]!.state.round >= 2 })).toBe('until');
    const stored = game.lobby.stores[2]!.keys('own/').length;
    expect(stored).toBeGreaterThan(0);
    relayOnly = true;
    const back = game.restart(2);
    const wroteAgain = () => game.lobby.stores[2]!.keys('own/').length > stored;
    expect(game.run({ until: wroteAgain, maxTime: game.clock.now() + 60_000 })).toBe('until');
    expect(back.replica.chains.held(2)).toBeGreaterThan(stored);
    expect(game.run()).toBe('done');
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    for (const s of game.sessions) expect(s.replica.hashes).toEqual(game.sessions[0]!.replica.hashes);
    expect(game.sessions.flatMap((s) => s.proofs).filter((p) => p.code !== 'withheld')).toEqual([]);
  }, 300_000);
});

/** A transport's members as they are (spread into a wrapper that replaces some). */
function bound(t: Transport): Transport {
  return { self: t.self, peers: () => t.peers(), send: (to, bytes) => t.send(to, bytes), broadcast: (bytes) => t.broadcast(bytes), onMessage: (h) => t.onMessage(h), close: () => t.close() };
}
