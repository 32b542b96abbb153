// The end of a game (or of an aborted deck), as plain data: every seat opens its seed, every joint
// deck is audited from the seeds (the first step a seed does not produce names its author, with
// that author's signed step and seed as the proof), then every seat signs the final log hash: the
// certificate.
import type { LogEntry } from '../../crypto/index';
import type { Deviation } from './deviation';
import { auditJointDeck, evidenceOf, isReady, type JointDeck } from './joint-deck';

export interface Certificate {
  /** The log hash every seat signed. */
  readonly logHash: Uint8Array;
  /** One `final` entry per seat, in seat order. */
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

export function hasAllSeeds(end: GameEnd): boolean {
  return end.seeds.every((s) => s !== null);
}

export function hasAllFinals(end: GameEnd): boolean {
  return end.finals.every((f) => f !== null);
}

/** Audits every deck once every seed is in; the first failure as a deviation, with the culprit's signed step and seed. */
export function auditDecks(end: GameEnd, decks: readonly JointDeck[]): Deviation | null {
  const seeds = end.seeds.map((s) => s!.seed);
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

/** The certificate once every final entry is in. */
export function certificateOf(end: GameEnd, logHash: Uint8Array): Certificate {
  return { logHash, entries: end.finals.map((f) => f!) };
}
