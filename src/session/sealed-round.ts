// One sealed decision set (protocol.md, "Order"): every listed house commits; once all
// commitments are in, every seat echoes the digest of the set it holds, so a seat that showed two
// peers two different commitments is caught before anyone opens; then the listed houses open, and
// the openings are applied in seat order.
import { DOMAIN, hashValue, type CanonicalValue, type LogEntry } from '../../crypto/index';
import type { Decision } from '../../engine/index';

export type SealedPhase = 'commit' | 'echo' | 'open';

export class SealedRound {
  phase: SealedPhase = 'commit';
  readonly commitments = new Map<string, { readonly commitment: Uint8Array; readonly entry: LogEntry }>();
  readonly echoes = new Set<number>();
  readonly openings = new Map<string, CanonicalValue>();
  readonly openEntries = new Map<string, LogEntry>();
  /** Decisions the timeout bot answers: no commitment or opening in time, or a refused one. */
  readonly botted = new Set<string>();
  digest: Uint8Array | null = null;

  /**
   * @param decisions the pending sealed decisions, in seat order
   * @param refs the ref of each decision (Replica.refOf): commitments and openings name it
   * @param seats the seat of each decision
   */
  constructor(
    readonly ref: string,
    readonly decisions: readonly Decision[],
    readonly refs: readonly string[],
    readonly seats: readonly number[],
  ) {}

  /** The round's name: every decision's ref, so it is unique within the game. */
  static refOf(refs: readonly string[]): string {
    return `sealed:${refs.join('+')}`;
  }

  isSettled(id: string): boolean {
    return this.botted.has(id) || (this.phase === 'commit' ? this.commitments.has(id) : this.openings.has(id));
  }

  /**
   * Moves to the next phase once the current one is settled: every commitment in (or botted) →
   * echo; every seat's echo in (or voted out) → open; every opening in (or botted) → 'apply'.
   */
  step(seats: number, echoMissed: (seat: number) => boolean): 'wait' | 'moved' | 'apply' {
    const settled = this.refs.every((ref) => this.isSettled(ref));
    if (this.phase === 'commit' && settled) {
      this.computeDigest();
      this.phase = 'echo';
      return 'moved';
    }
    if (this.phase === 'echo' && Array.from({ length: seats }, (_, seat) => seat).every((seat) => this.echoes.has(seat) || echoMissed(seat))) {
      this.phase = 'open';
      return 'moved';
    }
    return this.phase === 'open' && settled ? 'apply' : 'wait';
  }

  /** The digest every seat echoes: each decision's commitment, or null for a botted one. */
  computeDigest(): Uint8Array {
    const value: CanonicalValue = this.refs.map((ref) => [ref, this.commitments.get(ref)?.commitment ?? null]);
    this.digest = hashValue(DOMAIN.VALUE, ['sealed-round', this.ref, value]);
    return this.digest;
  }
}
