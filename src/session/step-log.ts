// The running log hash. Entries (and facts such as a timeout) of one step of the canonical order
// may arrive in any order; they are folded into the hash in seat order when the step ends, so
// every honest peer holding the same entries reaches the same hash.
import { DOMAIN, hashParts, utf8Bytes, zeroHash } from '../../crypto/index';

export class StepLog {
  logHash: Uint8Array = zeroHash();
  /** The key of the step whose items are being collected. */
  stepKey = '';
  private items: { readonly order: string; readonly bytes: Uint8Array }[] = [];

  /** Adds an item of `seat` to the current step; `tag` orders a seat's items (its entry seq). */
  add(seat: number, tag: string, bytes: Uint8Array): void {
    this.items.push({ order: `${String(seat).padStart(3, '0')}|${tag}`, bytes });
  }

  /** At a change of step, folds the finished step's items into the log hash; true if it changed. */
  enter(key: string): boolean {
    if (key === this.stepKey) return false;
    for (const item of [...this.items].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))) {
      this.logHash = hashParts(DOMAIN.VALUE, [utf8Bytes('log'), this.logHash, item.bytes]);
    }
    this.items = [];
    this.stepKey = key;
    return true;
  }
}

/** The tag that orders an entry among its author's items of a step. */
export function seqTag(seq: number): string {
  return String(seq).padStart(12, '0');
}
