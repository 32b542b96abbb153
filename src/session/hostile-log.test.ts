// An attacker's pass (session 16) on `verify`'s input: an honest game's log file, mutated as an
// attacker or a damaged download would — reordered, duplicated, cut short, a byte changed, another
// game named in its setup, hostile MessagePack appended, an entry signed by one seat in another's
// chain. What must hold: the file is refused with a reason, or its verdict names nobody honest; an
// order or a duplicate changes nothing; junk is counted and names nobody; nothing throws.
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeLogEntry, makeLogEntry, encodeLogEntry, type CanonicalValue } from '../../crypto/index';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { isCertified, replayLog, summarize, verdictLine, verifyLog, type VerdictSummary } from './verify-log';
import { AGOT } from '../games/agot';
import { file, fileValue, type FileValue } from './log-file.testkit';


let honest: { log: Uint8Array; value: FileValue; keys: readonly { secretKey: Uint8Array; publicKey: Uint8Array }[]; line: string; hash: string | undefined };

/** The verdict line of a file, and its replay's final hash; throws if the file is refused. */
function verdictOfFile(bytes: Uint8Array): { readonly summary: VerdictSummary; readonly hash: string | undefined; readonly junk: number; readonly status: string } {
  const replay = replayLog(bytes, AGOT);
  if ('error' in replay) throw new RangeError(`expected a log file, got ${replay.error}`);
  const summary = summarize([...replay.replica.deviations, ...replay.forged], isCertified(replay.replica));
  return { summary, hash: replay.replica.hashes.at(-1), junk: replay.forged.length, status: replay.replica.status };
}

const nobodyBlamed = { cheaters: [], absent: [] };

beforeAll(() => {
  const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(7) }));
  game.start();
  expect(game.run()).toBe('done');
  const log = game.sessions[0]!.exportLog();
  const v = verdictOfFile(log);
  honest = { log, value: fileValue(log), keys: game.lobby.keys, line: verdictLine(v.summary), hash: v.hash };
  expect(v.summary).toEqual({ certified: true, ...nobodyBlamed });
}, 300_000);

describe('verify on a mutated log file', () => {
  it('entries in another order, each twice: the same verdict and final state', () => {
    const { entries } = honest.value;
    const mixed = [...entries.filter((_, i) => i % 3 === 2), ...[...entries].reverse(), ...entries.filter((_, i) => i % 3 !== 2)];
    const v = verdictOfFile(file({ ...honest.value, entries: mixed }));
    expect(verdictLine(v.summary)).toBe(honest.line);
    expect(v.hash).toBe(honest.hash);
    expect(v.junk).toBe(0);
  }, 120_000);

  it('cut short, or missing one entry: incomplete, nobody blamed', () => {
    const { entries } = honest.value;
    for (const kept of [entries.slice(0, 1), entries.slice(0, entries.length >> 1), entries.slice(0, -1), entries.filter((_, i) => i !== entries.length >> 2)]) {
      const v = verdictOfFile(file({ ...honest.value, entries: kept }));
      expect(v.summary).toEqual({ certified: false, ...nobodyBlamed });
      expect(v.status).not.toBe('finished');
    }
  }, 120_000);

  it('a byte changed in an entry (its body, its signature), or the entry cut: junk that names nobody', () => {
    const { entries } = honest.value;
    const at = entries.length >> 1;
    const target = entries[at]!;
    const changed = (i: number) => {
      const e = target.slice();
      e[i] = e[i]! ^ 0x01;
      return e;
    };
    for (const bad of [changed(40), changed(target.length - 40), changed(target.length - 100), target.slice(0, target.length - 1)]) {
      const v = verdictOfFile(file({ ...honest.value, entries: entries.map((e, i) => (i === at ? bad : e)) }));
      expect(v.summary).toEqual({ certified: false, ...nobodyBlamed });
      expect(v.junk).toBe(1);
    }
  }, 120_000);

  it('hostile MessagePack appended (deep nesting, huge declared lengths, an extension, a float, a __proto__ map): counted as junk, the verdict stands', () => {
    const junk = [
      new Uint8Array(0),
      new Uint8Array([...new Array<number>(100_000).fill(0x91), 0x00]),
      Uint8Array.of(0xdf, 0xff, 0xff, 0xff, 0xff),
      Uint8Array.of(0xc6, 0x7f, 0xff, 0xff, 0xff),
      Uint8Array.of(0xd4, 0xff, 0x00),
      Uint8Array.of(0xcb, 0, 0, 0, 0, 0, 0, 0, 0),
      Uint8Array.of(0x81, 0xa9, ...new TextEncoder().encode('__proto__'), 0x81, 0xa1, 0x78, 0x01),
    ];
    const v = verdictOfFile(file({ ...honest.value, entries: [...junk.slice(0, 3), ...honest.value.entries, ...junk.slice(3)] }));
    expect(verdictLine(v.summary)).toBe(honest.line);
    expect(v.junk).toBe(junk.length);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  }, 120_000);

  it("a setup naming another game, or its seats swapped: refused as a bad setup, not replayed", () => {
    const { setup } = honest.value;
    const seats = setup.seats as readonly CanonicalValue[];
    expect(verifyLog(file({ ...honest.value, setup: { ...setup, game: 'wotr' } }), AGOT)).toEqual({ kind: 'invalid-file', error: 'bad-setup game' });
    expect(verifyLog(file({ ...honest.value, setup: { ...setup, seats: [seats[1]!, seats[0]!, seats[2]!] } }), AGOT)).toEqual({ kind: 'invalid-file', error: 'bad-setup seats' });
    expect(verifyLog(file({ ...honest.value, setup: { ...setup, protocol: 'sealed-orders/session/v9' } }), AGOT)).toEqual({ kind: 'invalid-file', error: 'bad-setup protocol' });
  }, 60_000);

  it("an entry of seat 1's chain signed by seat 2's key is junk; one seat 2 signs at a seq of its own it used already convicts seat 2 alone", () => {
    const { entries } = honest.value;
    const decoded = entries.map((bytes) => {
      const e = decodeLogEntry(bytes);
      if (!e.ok) throw new RangeError('expected a signed entry');
      return e.value;
    });
    const [one, two] = [honest.keys[1]!, honest.keys[2]!];
    const ofSeat = (key: Uint8Array) => decoded.filter((e) => e.author.every((b, i) => b === key[i]));
    const victim = ofSeat(one.publicKey)[3]!;
    // Seat 1's entry with a changed body, signed by seat 2 but naming seat 1 as its author: no seat signed it.
    const asOther = { ...victim, sig: makeLogEntry(two.secretKey, { ...victim, author: two.publicKey, body: { ...(victim.body as Record<string, CanonicalValue>), seen: 0 } }).sig };
    const forged = verdictOfFile(file({ ...honest.value, entries: [...entries, encodeLogEntry(asOther)] }));
    expect(verdictLine(forged.summary)).toBe(honest.line);
    expect(forged.junk).toBe(1);
    // Seat 2 signs seat 1's move as its own at one of its own seqs: two entries of seat 2 at one seq.
    const own = ofSeat(two.publicKey)[3]!;
    const second = makeLogEntry(two.secretKey, { ...victim, author: two.publicKey, seq: own.seq, prev: own.prev });
    const v = verdictOfFile(file({ ...honest.value, entries: [...entries, encodeLogEntry(second)] }));
    expect(v.summary.cheaters).toEqual([{ seat: 2, kind: 'equivocation' }]);
    expect(v.summary.absent).toEqual([]);
  }, 120_000);
});
