// Every seat's signed entries, held by seq: one hash chain per author (crypto/log-entry.ts), the
// input of the protocol fold (fold.ts) that the shell stores. Entries may arrive in any order,
// twice, or not at all; the fold consumes each chain strictly in seq order. A second, different
// entry at a seq already held is an equivocation.
import { equalBytes, toHex, zeroHash, type LogEntry } from '../../crypto/index';
import type { Head } from './entry-body';
import type { HeldChains, HeldEntry } from './fold';

export type { HeldEntry } from './fold';

/**
 * What a live peer holds of a seat's chain past what its fold consumed (session README, "What a
 * peer holds ahead"): at most `entries` entries (seqs below the consumed count + `entries`) and
 * `bytes` bytes of them, counted as they came over the wire. The fold reads at most 64 entries
 * ahead (its ballot lookahead) and a sync answer carries at most 64 entries (SYNC_LIMITS), so an
 * honest seat never needs more; an honest entry is at most ≈ 4 KiB (a 24-card lock step), so 64
 * of them fit in 512 KiB twice over. What does not fit is dropped, blaming nobody, and asked for
 * again by the next sync request (which asks from the count held without a gap).
 */
export const HOLD_LIMITS = Object.freeze({ entries: 64, bytes: 512 * 1024 });
export type HoldLimits = { readonly entries: number; readonly bytes: number };

export type AddOutcome =
  | { readonly kind: 'new' }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'too-far' }
  /** Another key's entry is held at that seq (a seat handed to a substitute, fold.ts): not an equivocation, which needs one key twice. */
  | { readonly kind: 'stale' }
  | { readonly kind: 'equivocation'; readonly other: LogEntry };

export class Chains {
  private readonly bySeat: Map<number, HeldEntry>[];
  private readonly ids = new Set<string>();
  /** Per seat, the wire size of each held entry the fold has not consumed yet, by seq (what HOLD_LIMITS bounds). */
  private readonly ahead: Map<number, number>[];
  private counts: readonly number[];

  /** @param limits what is held ahead of the fold per seat (HOLD_LIMITS), or null: everything (a log file, which is bounded as a whole) */
  constructor(
    readonly seats: number,
    private readonly limits: HoldLimits | null = null,
  ) {
    this.bySeat = Array.from({ length: seats }, () => new Map());
    this.ahead = Array.from({ length: seats }, () => new Map());
    this.counts = Array.from({ length: seats }, () => 0);
  }

  /** Per seat, how many entries the fold has consumed (the next one to consume is at this seq): the fold's count, copied after each of its transitions. */
  get consumed(): readonly number[] {
    return this.counts;
  }

  set consumed(counts: readonly number[]) {
    this.counts = counts;
    counts.forEach((n, seat) => {
      for (const seq of this.ahead[seat]!.keys()) if (seq < n) this.ahead[seat]!.delete(seq);
    });
  }

  hasId(id: Uint8Array): boolean {
    return this.ids.has(toHex(id));
  }

  /**
   * Holds a seat's entry, unless it is past the limits: `too-far` (dropped; blames nobody). Within
   * the bytes, nearer entries win: held entries of the seat at higher seqs are let go to make room
   * (asked for again later), so the entry the fold consumes next always fits.
   * @param size its bytes on the wire; null for this peer's own entry, which is always held
   */
  add(seat: number, entry: LogEntry, id: Uint8Array, size: number | null = null): AddOutcome {
    const chain = this.bySeat[seat]!;
    const held = chain.get(entry.seq);
    if (held !== undefined) {
      if (equalBytes(held.id, id)) return { kind: 'duplicate' };
      return equalBytes(held.entry.author, entry.author) ? { kind: 'equivocation', other: held.entry } : { kind: 'stale' };
    }
    if (this.limits !== null && size !== null) {
      if (entry.seq >= this.counts[seat]! + this.limits.entries) return { kind: 'too-far' };
      if (!this.makeRoom(seat, entry.seq, size, this.limits.bytes)) return { kind: 'too-far' };
    }
    chain.set(entry.seq, { entry, id });
    this.ahead[seat]!.set(entry.seq, size ?? 0);
    this.ids.add(toHex(id));
    return { kind: 'new' };
  }

  /** Lets go of the seat's held entries above `seq`, highest first, until `size` more bytes fit under `max`; false if they cannot. */
  private makeRoom(seat: number, seq: number, size: number, max: number): boolean {
    const ahead = this.ahead[seat]!;
    let total = size;
    for (const n of ahead.values()) total += n;
    if (total <= max) return true;
    const above = [...ahead.keys()].filter((s) => s > seq).sort((a, b) => b - a);
    let freed = 0;
    let cut = 0;
    while (total - freed > max && cut < above.length) freed += ahead.get(above[cut++]!)!;
    if (total - freed > max) return false;
    for (const s of above.slice(0, cut)) {
      this.ids.delete(toHex(this.bySeat[seat]!.get(s)!.id));
      this.bySeat[seat]!.delete(s);
      ahead.delete(s);
    }
    return true;
  }

  /**
   * Lets go of the seat's entries from `seq` on that `keep` refuses (a seat handed to a substitute:
   * its old key's entries there, fold.ts), consumed or not; the fold's next consumed count says
   * where it stands after.
   */
  evict(seat: number, seq: number, keep: (entry: LogEntry) => boolean): void {
    const chain = this.bySeat[seat]!;
    for (const [s, h] of [...chain]) {
      if (s < seq || keep(h.entry)) continue;
      this.ids.delete(toHex(h.id));
      chain.delete(s);
      this.ahead[seat]!.delete(s);
    }
  }

  /** Bytes (on the wire) of the seat's held entries the fold has not consumed. */
  heldAhead(seat: number): { readonly entries: number; readonly bytes: number } {
    let bytes = 0;
    for (const n of this.ahead[seat]!.values()) bytes += n;
    return { entries: this.ahead[seat]!.size, bytes };
  }

  /** The seat's next entry to consume, if held. */
  head(seat: number): HeldEntry | undefined {
    return this.bySeat[seat]!.get(this.consumed[seat]!);
  }

  /** The seat's entry at `seq`, if held. */
  at(seat: number, seq: number): HeldEntry | undefined {
    return this.bySeat[seat]!.get(seq);
  }

  /** Per seat, what has been consumed: the count and the id of the last (what an entry's `heads` carry). */
  consumedHeads(): Head[] {
    return this.consumed.map((count, seat) => ({ count, id: count === 0 ? zeroHash() : this.bySeat[seat]!.get(count - 1)!.id }));
  }

  /** The chains as the fold reads them. */
  get view(): HeldChains {
    return this.bySeat;
  }

  /** How many of the seat's entries are held without a gap from seq 0. */
  held(seat: number): number {
    const chain = this.bySeat[seat]!;
    let n = this.consumed[seat]!;
    while (chain.has(n)) n++;
    return n;
  }

  /** Held entries of `seat` from `seq` on, in seq order, at most `max`. */
  from(seat: number, seq: number, max: number): LogEntry[] {
    const out: LogEntry[] = [];
    const chain = this.bySeat[seat]!;
    for (let s = seq; out.length < max && chain.has(s); s++) out.push(chain.get(s)!.entry);
    return out;
  }

  /** Every held entry with its seat and id, by seat then seq (a refold adds them again). */
  allHeld(): { readonly seat: number; readonly entry: LogEntry; readonly id: Uint8Array }[] {
    return this.bySeat.flatMap((chain, seat) => [...chain.values()].sort((a, b) => a.entry.seq - b.entry.seq).map((h) => ({ seat, entry: h.entry, id: h.id })));
  }

  /** Every entry the fold consumed, with its id, by seat then seq. */
  consumedEntries(): HeldEntry[] {
    return this.bySeat.flatMap((chain, seat) => Array.from({ length: this.counts[seat]! }, (_, seq) => chain.get(seq)!));
  }

  /** Every held entry, by seat then seq. */
  all(): LogEntry[] {
    return this.bySeat.flatMap((chain) => [...chain.values()].sort((a, b) => a.entry.seq - b.entry.seq).map((h) => h.entry));
  }
}
