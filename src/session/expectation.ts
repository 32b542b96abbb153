// What the canonical order waits for next: an entry of one kind, answering one ref, from one seat.
import type { Deadlines } from './setup';
import type { EntryKind } from './entry-body';

export interface Expectation {
  readonly seat: number;
  readonly kind: Exclude<EntryKind, 'timeout' | 'complaint' | 'replace'>;
  readonly ref: string;
  /** Which deadline of the lobby settings applies. */
  readonly deadline: keyof Deadlines;
}

/** The unique name of an expectation within a game; timeout votes refer to it. */
export function expectationKey(e: Pick<Expectation, 'seat' | 'kind' | 'ref'>): string {
  return `${e.kind}|${e.ref}|${e.seat}`;
}

/**
 * The steps of a seat that the game goes on without when the seat misses them: a player's decision
 * and its sealed steps (the timeout bot answers them; a withheld opening is opened from its escrow
 * first), the escrow key (the seat then receives no shares), a fresh seed after a mid-game audit
 * (the seat then receives no shares and plays no joint deck again) and an escrow share (the others'
 * shares may suffice). Every other step — deck steps, the seed, the final signature — cannot be answered by
 * anyone else, and missing it halts the game.
 */
export function bottedOnTimeout(kind: Expectation['kind']): boolean {
  return kind === 'move' || kind === 'commit' || kind === 'open' || kind === 'key' || kind === 'reseed' || kind === 'release';
}

/** The seat an expectation key waits for, or null if the key is malformed. */
export function seatOfKey(key: string): number | null {
  const seat = Number(key.slice(key.lastIndexOf('|') + 1));
  return Number.isSafeInteger(seat) && seat >= 0 ? seat : null;
}

/** The kind of expectation an entry of `kind` answers: a complaint answers a release (escrow-flow.ts). */
export function answeredKind(kind: Exclude<EntryKind, 'timeout' | 'replace'>): Expectation['kind'] {
  return kind === 'complaint' ? 'release' : kind;
}
