// The end of a game (or of an aborted deck), as plain data: every seat opens its seed, every joint
// deck is audited from the seeds (the first step a seed does not produce names its author, with
// that author's signed step and seed as the proof), then every seat signs the final log hash: the
// certificate. A seat excluded from the game (fold.ts) opens no seed and signs nothing: the seeds,
// the audit and the certificate are those of the other seats.
import { decryptionShare, openPosition, type LogEntry } from '../../crypto/index';
import type { Deviation } from './deviation';
import { auditJointDeck, engineCard, evidenceOf, isLocked, isReady, type JointDeck } from './joint-deck';

export interface Certificate {
  /** The log hash every seat not excluded signed. */
  readonly logHash: Uint8Array;
  /** The seats that signed it: every seat not excluded, in seat order. */
  readonly seats: readonly number[];
  /** One `final` entry per seat of `seats`, in that order. */
  readonly entries: readonly LogEntry[];
}

export interface OpenedSeed {
  readonly seed: Uint8Array;
  readonly entry: LogEntry;
}

export interface GameEnd {
  /** Per seat, its opened seed once in. */
  readonly seeds: readonly (OpenedSeed | null)[];
  /** Per seat, its final entry once in. */
  readonly finals: readonly (LogEntry | null)[];
}

export function newGameEnd(seats: number): GameEnd {
  const none = Array.from({ length: seats }, () => null);
  return { seeds: none, finals: none };
}

export function withSeed(end: GameEnd, seat: number, opened: OpenedSeed): GameEnd {
  const seeds = [...end.seeds];
  seeds[seat] = opened;
  return { ...end, seeds };
}

export function withFinal(end: GameEnd, seat: number, entry: LogEntry): GameEnd {
  const finals = [...end.finals];
  finals[seat] = entry;
  return { ...end, finals };
}

/** Whether every seat not excluded opened its seed. */
export function hasAllSeeds(end: GameEnd, excluded: readonly boolean[]): boolean {
  return end.seeds.every((s, seat) => s !== null || excluded[seat] === true);
}

/** Whether every seat not excluded signed the final log hash. */
export function hasAllFinals(end: GameEnd, excluded: readonly boolean[]): boolean {
  return end.finals.every((f, seat) => f !== null || excluded[seat] === true);
}

/**
 * Audits the decks once every seed is in; the first failure as a deviation, with the culprit's
 * signed step and seed. An excluded seat's steps are not re-made (its seed may be missing).
 */
export function auditDecks(end: GameEnd, decks: readonly JointDeck[], excluded: readonly boolean[]): Deviation | null {
  // A seat convicted by this audit opened its seed before it was excluded: its steps are now taken as published too.
  const seeds = end.seeds.map((s, seat) => (excluded[seat] === true ? null : (s?.seed ?? null)));
  for (const jd of decks) {
    if (!isReady(jd)) continue; // a deck whose set-up never finished opened nothing
    const r = auditJointDeck(jd, seeds);
    if (r.ok) continue;
    const culprit = r.error.blame ?? null;
    const step = evidenceOf(jd, r.error.path);
    const seed = culprit === null ? undefined : end.seeds[culprit]?.entry;
    const entries = [step, seed].filter((e): e is LogEntry => e !== null && e !== undefined);
    return { code: 'audit', culprit, entries, at: jd.spec.deck, detail: `${jd.spec.deck}: ${r.error.code} at ${r.error.path.join('/')}` };
  }
  return null;
}

/** The certificate once every final entry of a seat not excluded is in. */
export function certificateOf(end: GameEnd, logHash: Uint8Array, excluded: readonly boolean[]): Certificate {
  const seats = end.finals.flatMap((f, seat) => (f !== null && excluded[seat] !== true ? [seat] : []));
  return { logHash, seats, entries: seats.map((seat) => end.finals[seat]!) };
}

/**
 * The card at `position` of the joint shuffle named `spec`, once the seeds are open (a game's own
 * end audit, GameModule.audit): opened publicly already, or from every member's share made from
 * its seed. Null for no such shuffle, a position not locked or whose lock proofs were never checked,
 * or a member whose seed is missing.
 */
export function cardFromSeeds(decks: readonly JointDeck[], end: GameEnd, spec: string, position: number): string | null {
  const jd = decks.find((x) => x.spec.deck === spec);
  // A position whose lock proofs were never checked (never read in the game: README, "Lock proofs checked where a card is read") is not read here either.
  if (jd === undefined || !isReady(jd) || !Number.isSafeInteger(position) || !isLocked(jd, position) || position >= jd.spec.cards.length || jd.proven[position] !== true) return null;
  const known = jd.opened[position];
  if (known != null) return known;
  const seeds = jd.members.map((seat) => end.seeds[seat]?.seed ?? null);
  if (seeds.some((seed) => seed === null)) return null;
  const r = openPosition(jd.spec, jd.locks, position, seeds.map((seed, player) => decryptionShare(jd.spec, player, seed!, position)));
  return r.ok ? engineCard(r.value) : null;
}
