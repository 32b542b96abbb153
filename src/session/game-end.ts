// The end of a game (or of an aborted deck): every seat opens its seed, every joint deck is
// audited from the seeds (the first step a seed does not produce names its author, with that
// author's signed step and seed as the proof), then every seat signs the final log hash: the
// certificate.
import type { LogEntry } from '../../crypto/index';
import type { Deviation } from './deviation';
import type { JointDeck } from './joint-deck';

export interface Certificate {
  /** The log hash every seat signed. */
  readonly logHash: Uint8Array;
  /** One `final` entry per seat, in seat order. */
  readonly entries: readonly LogEntry[];
}

export class GameEnd {
  readonly seeds = new Map<number, { readonly seed: Uint8Array; readonly entry: LogEntry }>();
  readonly finals = new Map<number, LogEntry>();

  constructor(private readonly seats: number) {}

  get allSeeds(): boolean {
    return this.seeds.size === this.seats;
  }

  get allFinals(): boolean {
    return this.finals.size === this.seats;
  }

  /** Audits every deck; the first failure as a deviation, with the culprit's signed step and seed. */
  audit(decks: readonly JointDeck[]): Deviation | null {
    const seeds = Array.from({ length: this.seats }, (_, s) => this.seeds.get(s)!.seed);
    for (const jd of decks) {
      if (!jd.ready) continue; // a deck whose set-up never finished opened nothing
      const r = jd.audit(seeds);
      if (r.ok) continue;
      const culprit = r.error.blame ?? null;
      const step = jd.evidence(r.error.path);
      const seed = culprit === null ? undefined : this.seeds.get(culprit)?.entry;
      const entries = [step, seed].filter((e): e is LogEntry => e !== null && e !== undefined);
      return { code: 'audit', culprit, entries, at: jd.spec.deck, detail: `${jd.spec.deck}: ${r.error.code} at ${r.error.path.join('/')}` };
    }
    return null;
  }

  certificate(logHash: Uint8Array): Certificate {
    return { logHash, entries: Array.from({ length: this.seats }, (_, s) => this.finals.get(s)!) };
  }
}
