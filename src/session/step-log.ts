// The running log hash, as plain data. Entries (and facts such as a timeout) of one step of the
// canonical order may arrive in any order; they are folded into the hash in seat order when the
// step ends, so every honest peer holding the same entries reaches the same hash.
import { DOMAIN, hashParts, utf8Bytes, zeroHash } from '../../crypto/index';

/** One item of the current step: `order` sorts it (seat, then its tag), `bytes` is hashed. */
export interface StepItem {
  readonly order: string;
  readonly bytes: Uint8Array;
}

export interface StepLog {
  readonly logHash: Uint8Array;
  /** The key of the step whose items are being collected. */
  readonly stepKey: string;
  readonly items: readonly StepItem[];
}

export function emptyStepLog(): StepLog {
  return { logHash: zeroHash(), stepKey: '', items: [] };
}

/**
 * Adds an item of `seat` to the current step; `tag` orders a seat's items (its entry seq). Items
 * are kept in their hashing order, so the state does not depend on which arrived first.
 */
export function addToStep(log: StepLog, seat: number, tag: string, bytes: Uint8Array): StepLog {
  const order = `${String(seat).padStart(3, '0')}|${tag}`;
  const at = log.items.findIndex((item) => item.order > order);
  const items = [...log.items];
  items.splice(at < 0 ? items.length : at, 0, { order, bytes });
  return { ...log, items };
}

/** At a change of step, folds the finished step's items into the log hash; the same log if `key` is current. */
export function enterStep(log: StepLog, key: string): StepLog {
  if (key === log.stepKey) return log;
  let logHash = log.logHash;
  for (const item of [...log.items].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))) {
    logHash = hashParts(DOMAIN.VALUE, [utf8Bytes('log'), logHash, item.bytes]);
  }
  return { logHash, stepKey: key, items: [] };
}

/** The tag that orders an entry among its author's items of a step. */
export function seqTag(seq: number): string {
  return String(seq).padStart(12, '0');
}
