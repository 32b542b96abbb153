// What the held chains say, read without consuming them: where a seat's answer to the current
// step is, its ballots on a box, how far its chain is held, whether an entry links to a head.
// Pure functions of a state and the entries held; the session asks some of them to know what it owes.
import { checkAdmittedLink, equalBytes, type LogEntry } from '../../crypto/index';
import { parseBody, type Head } from './entry-body';
import { answeredKind, expectationKey, type Expectation } from './expectation';
import { boxOf, isTimedOut } from './timeouts';
import { BALLOT_LOOKAHEAD, type Fold, type HeldChains, type HeldEntry, heldView } from './fold-state';
import type { Work } from './fold-work';

/**
 * The seq of the seat's held entry that would settle its open expectation: its first entry from
 * its consumed count on that is not consumed as a no-op (a ballot, a late answer, an entry voided
 * until its acknowledgement); null when none is held.
 */
export function answerSeq(f: Fold, chains: HeldChains, seat: number): number | null {
  const held = heldView(chains, () => f);
  let voided = f.timeouts.voided[seat] ?? undefined;
  for (let seq = f.consumed[seat]!; ; seq++) {
    const h = held[seat]?.get(seq);
    if (h === undefined) return null;
    const parsed = parseBody(h.entry.kind, h.entry.body);
    if (!parsed.ok) {
      if (voided === undefined) return seq;
      continue;
    }
    const body = parsed.value;
    if (voided !== undefined) {
      if (body.kind === 'timeout' && body.ref === voided) voided = undefined;
      continue;
    }
    if (body.kind === 'timeout' || body.kind === 'replace') continue;
    const key = expectationKey({ seat, kind: answeredKind(body.kind), ref: body.ref });
    if (isTimedOut(f.timeouts, key)) voided = key;
    else return seq;
  }
}

/**
 * `voter`'s first ballot on `key`: cast already, or ahead in its held chain (not consumed yet). A
 * ballot written on a branch the game did not take (consumed as a no-op) is neither: the voter
 * owes it again if the same expectation comes back on the branch taken.
 */
export function ballotOf(f: Fold, chains: HeldChains, key: string, voter: number): { readonly seen: number } | undefined {
  const held = heldView(chains, () => f);
  const cast = boxOf(f.timeouts, key)?.ballots[voter];
  if (cast != null) return cast;
  const from = f.consumed[voter]!;
  for (let seq = from; seq < from + BALLOT_LOOKAHEAD; seq++) {
    const h = held[voter]?.get(seq);
    if (h === undefined) return undefined;
    if (h.entry.kind !== 'timeout') continue;
    const b = parseBody('timeout', h.entry.body);
    if (b.ok && b.value.kind === 'timeout' && b.value.ref === key) return { seen: b.value.seen };
  }
  return undefined;
}

/**
 * The ballot's `seen` that `voter` owes now on the open expectation `e` of another seat (its
 * deadline passed): how many of the seat's entries it took, up to the answer if it holds one.
 */
export function ballotOn(f: Fold, held: HeldChains, e: Pick<Expectation, 'seat'>): number {
  const at = answerSeq(f, held, e.seat);
  return at === null ? f.consumed[e.seat]! : at + 1;
}

/** Contested boxes where `voter` votes, holds the answer and has not cast a ballot: it owes a counter. */
export function owedCounters(f: Fold, held: HeldChains, voter: number): { readonly key: string; readonly seen: number }[] {
  const out: { key: string; seen: number }[] = [];
  for (const key of f.timeouts.contested) {
    const box = boxOf(f.timeouts, key)!;
    if (!box.voters.includes(voter) || ballotOf(f, held, box.key, voter) !== undefined) continue;
    const at = box.outcome === 'answered' ? box.answeredAt : box.outcome === 'open' ? answerSeq(f, held, box.seat) : null;
    if (at !== null) out.push({ key, seen: at + 1 });
  }
  return out;
}

/** How many of the seat's entries are held without a gap from seq 0. */
export function heldCount(f: Fold, chains: HeldChains, seat: number): number {
  const chain = heldView(chains, () => f)[seat];
  let n = f.consumed[seat]!;
  while (chain?.has(n) === true) n++;
  return n;
}

/**
 * The chain link of `seat`'s entry on its previous one (crypto checkChainLink), where the entry at
 * a hand-over's seq, signed by the substitute's key, continues the chain of the seat's old key.
 * Held entries were decoded (intake) or made (the writer), so their shapes are not checked again.
 */
export function seatLink(f: Pick<Fold, 'handovers'>, seat: number, previous: HeldEntry | null, entry: LogEntry): ReturnType<typeof checkAdmittedLink> {
  const handedOver = previous !== null && f.handovers.some((h) => h.seat === seat && h.seq === entry.seq && equalBytes(h.key, entry.author));
  // The id is given, so the previous entry is not hashed again under the substitute's name.
  return checkAdmittedLink(previous === null ? null : handedOver ? { ...previous.entry, author: entry.author } : previous.entry, entry, previous?.id);
}

/** Whether `author`'s held chain runs, linked, from its entry at `from` to the entry `head` names. */
export function linkedTo(f: Fold, held: HeldChains, author: number, from: number, head: Head): boolean {
  for (let seq = from + 1; seq < head.count; seq++) {
    const [a, b] = [held[author]?.get(seq - 1), held[author]?.get(seq)];
    if (a === undefined || b === undefined || !seatLink(f, author, a, b.entry).ok) return false;
  }
  const last = held[author]?.get(head.count - 1);
  return last !== undefined && equalBytes(last.id, head.id);
}

/**
 * Whether another seat than `author` signed, in the entries held past what this fold consumed of
 * it, the same state hash as `entry`: a state hash names one step of one history (the engine state
 * and the log hash), so two seats that signed it both computed it — and this fold did not.
 */
export function othersAgree(w: Work, author: number, entry: LogEntry): boolean {
  for (let seat = 0; seat < w.ctx.seats; seat++) {
    if (seat === author) continue;
    const from = w.f.consumed[seat]!;
    for (let seq = from; seq < from + BALLOT_LOOKAHEAD; seq++) {
      const h = w.held[seat]?.get(seq);
      if (h === undefined) break;
      if (equalBytes(h.entry.stateHash, entry.stateHash)) return true;
    }
  }
  return false;
}
