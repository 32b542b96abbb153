// Every seat's signed entries, held by seq: one hash chain per author (crypto/log-entry.ts), the
// input of the protocol fold (fold.ts) that the shell stores. Entries may arrive in any order,
// twice, or not at all; the fold consumes each chain strictly in seq order. A second, different
// entry at a seq already held is an equivocation.
import { equalBytes, toHex, zeroHash, type LogEntry } from '../../crypto/index';
import type { Head } from './entry-body';
import type { HeldChains, HeldEntry } from './fold';

export type { HeldEntry } from './fold';

/** How far past its consumed prefix a seat's entries are buffered (a bound on memory). */
export const MAX_AHEAD = 4096;

export type AddOutcome =
  | { readonly kind: 'new' }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'too-far' }
  | { readonly kind: 'equivocation'; readonly other: LogEntry };

export class Chains {
  private readonly bySeat: Map<number, HeldEntry>[];
  private readonly ids = new Set<string>();
  /** Per seat, how many entries the fold has consumed (the next one to consume is at this seq): the fold's count, copied after each of its transitions. */
  consumed: readonly number[];

  constructor(readonly seats: number) {
    this.bySeat = Array.from({ length: seats }, () => new Map());
    this.consumed = Array.from({ length: seats }, () => 0);
  }

  hasId(id: Uint8Array): boolean {
    return this.ids.has(toHex(id));
  }

  add(seat: number, entry: LogEntry, id: Uint8Array): AddOutcome {
    const chain = this.bySeat[seat]!;
    const held = chain.get(entry.seq);
    if (held !== undefined) return equalBytes(held.id, id) ? { kind: 'duplicate' } : { kind: 'equivocation', other: held.entry };
    if (entry.seq > this.consumed[seat]! + MAX_AHEAD) return { kind: 'too-far' };
    chain.set(entry.seq, { entry, id });
    this.ids.add(toHex(id));
    return { kind: 'new' };
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

  /** Every held entry, by seat then seq. */
  all(): LogEntry[] {
    return this.bySeat.flatMap((chain) => [...chain.values()].sort((a, b) => a.entry.seq - b.entry.seq).map((h) => h.entry));
  }
}
