// Replacing a seat (README, "Replacing a seat"): the others' votes for the bot or a substitute,
// carried at the end of a step, and the hand-over of the seat to a new key.
import { equalBytes, fromHex, toHex, utf8Bytes, type LogEntry } from '../../crypto/index';
import { seatOfKey } from './expectation';
import { getKey, setKey } from './key-map';
import { addToStep } from './step-log';
import { withPresent } from './timeouts';
import { type Fold, type FoldContext, type Handover, type HeldEntry, activeSeats, heldView } from './fold-state';
import { type Work, exclude, record, set } from './fold-work';

/**
 * A `replace` vote at the head of `voter`'s chain: noted under its seat and ref (the voter's first
 * vote with that ref counts) and consumed; it decides nothing by itself (replaceAtStepEnd). A vote
 * on its own seat, on a seat that does not exist or with a ref that names no seat is a no-op.
 */
export function considerReplaceVote(w: Work, voter: number, held: HeldEntry, ref: string, to: string): boolean {
  const seat = seatOfKey(ref);
  if (seat === null || seat >= w.ctx.seats || seat === voter) return true;
  const key = `${seat}|${voter}|${ref}`;
  if (getKey(w.f.replaceVotes, key) === undefined) set(w, { replaceVotes: setKey(w.f.replaceVotes, key, { seq: held.entry.seq, to }) });
  return true;
}

/**
 * Whether `seat`, absent, is handed over now: every seat not excluded outside `group` (the seats
 * handed over together; absent ones outside it too) voted for it in this absence (ref = the timeout
 * that began it), and each vote is acknowledged by an answer of the step that just ended. The votes
 * that count are then the same for every peer and `verify`, whatever order they arrived in. `to`:
 * whom every one of those votes names ('bot' or a substitute's key in hex), null when they differ
 * (or none is in): votes that disagree hand the seat to nobody.
 */
export function replacementVotes(f: Pick<Fold, 'excluded' | 'timeouts' | 'replaceVotes' | 'stepCover'>, seat: number, group: readonly number[] = [seat]): { readonly voters: readonly number[]; readonly votes: readonly (number | null)[]; readonly to: string | null } | null {
  const since = f.timeouts.absentSince[seat] ?? null;
  if (f.excluded[seat] || !f.timeouts.absent[seat] || since === null) return null;
  const voters = activeSeats(f).filter((v) => !group.includes(v));
  const cast = voters.map((v) => {
    const vote = getKey(f.replaceVotes, `${seat}|${v}|${since}`);
    return vote !== undefined && vote.seq < f.stepCover[v]! ? vote : null;
  });
  const named = new Set(cast.flatMap((v) => (v === null ? [] : [v.to])));
  return { voters, votes: cast.map((v) => v?.seq ?? null), to: named.size === 1 ? [...named][0]! : null };
}

/**
 * Whether every vote for `seat` is in and names one and the same taker that may take it: the bot,
 * or a key that is no seat's key in this game, the setup's or a substitute's (one key, one seat).
 */
function isCarried(ctx: FoldContext, f: Fold, r: ReturnType<typeof replacementVotes>): r is NonNullable<ReturnType<typeof replacementVotes>> & { readonly to: string } {
  if (r === null || r.voters.length === 0 || !r.votes.every((v) => v !== null) || r.to === null) return false;
  const to = r.to;
  return to === 'bot' || !(ctx.setup.seats.some((s) => toHex(s.publicKey) === to) || f.handovers.some((h) => toHex(h.key) === to));
}

/**
 * The seats handed to the bot together at this step end, or null. One seat: every other seat not
 * excluded voted for it. Several seats gone at once, none of which can vote for the others: a
 * group, each of whose seats every seat outside it voted for, provided those voters are more than
 * half the table — more than a timeout's quorum, so colluders who can time honest seats out cannot
 * hand them away by their own votes: at least one voter is not one of them (README, "Replacing a
 * seat"). The group is fixed by the data alone: every absent seat, less those some seat outside
 * the group has not voted for, until none is left to drop (seat order).
 */
function replacementGroup(ctx: FoldContext, f: Fold): readonly number[] | null {
  for (let seat = 0; seat < ctx.seats; seat++) {
    if (isCarried(ctx, f, replacementVotes(f, seat))) return [seat];
  }
  let group = activeSeats(f).filter((seat) => replacementVotes(f, seat) !== null);
  for (let dropped = true; dropped && group.length > 1; ) {
    dropped = false;
    for (const [i, seat] of group.entries()) {
      const r = replacementVotes(f, seat, group);
      // A substitute's key takes one seat: a second seat of the group named with it is dropped.
      const taken = (other: number) => replacementVotes(f, other, group)!.to === r?.to && r?.to !== 'bot';
      if (isCarried(ctx, f, r) && !group.slice(0, i).some(taken)) continue;
      group = group.filter((s) => s !== seat);
      dropped = true;
      break;
    }
  }
  return group.length > 1 && outvotesColluders(activeSeats(f).length - group.length, ctx.seats) ? group : null;
}

/** Whether `voters` are more than half the table of `seats`: a group of gone seats needs that many (replacementGroup). */
export function outvotesColluders(voters: number, seats: number): boolean {
  return 2 * voters > seats;
}

export function replaceAtStepEnd(w: Work): boolean {
  const group = replacementGroup(w.ctx, w.f);
  if (group === null) return false;
  // Every vote is read before the first exclusion changes who counts.
  const proofs = group.map((seat) => {
    const r = replacementVotes(w.f, seat, group)!;
    return { seat, to: r.to!, voters: r.voters, entries: r.voters.map((v, i) => w.held[v]!.get(r.votes[i]!)!.entry) };
  });
  for (const { seat, to, voters, entries } of proofs) {
    if (to !== 'bot') {
      handOver(w, seat, fromHex(to), voters, entries);
      continue;
    }
    record(w, { code: 'replaced', culprit: seat, entries, at: w.f.log.stepKey, detail: `handed to the timeout bot for the rest of the game by the votes of seats ${voters.join(', ')}` });
    exclude(w, seat, 'replaced');
  }
  return true;
}

/**
 * Hands `seat` to a substitute with `key` at this step end (README, "Replacing a seat"). From
 * `seq` on — the seat's entries that the answers of the step just ended acknowledge, the same for
 * every peer — the seat's entries are the substitute's: its old key's count for nothing there (a
 * fold that consumed some, which nobody's answer acknowledges, folds again from the first entry
 * without them). The seat is present again (the votes are spent); it keeps its place and its
 * votes, but it leaves the joint decks, the escrow's recipients and the end's seeds for good: the
 * substitute has neither the seat's committed seed nor its escrow key.
 */
function handOver(w: Work, seat: number, key: Uint8Array, voters: readonly number[], entries: readonly LogEntry[]): void {
  const seq = w.f.stepCover[seat]!;
  const handover: Handover = { seat, seq, key };
  record(w, { code: 'replaced', culprit: seat, entries, at: w.f.log.stepKey, detail: `handed to a substitute (key ${toHex(key)}) from its entry ${seq} on by the votes of seats ${voters.join(', ')}` });
  const known = w.f.cutoffs.some((c) => c.seat === seat && c.seq === seq && equalBytes(c.key, key));
  set(w, {
    handovers: [...w.f.handovers, handover],
    cutoffs: known ? w.f.cutoffs : [...w.f.cutoffs, handover],
    timeouts: withPresent(w.f.timeouts, seat),
    escrowKeys: w.f.escrowKeys.map((k, s) => (s === seat ? 'none' : k)),
    log: addToStep(w.f.log, seat, 'replaced', utf8Bytes(`substituted|${seat}|${seq}|${toHex(key)}`)),
  });
  w.held = heldView(w.raw, () => w.f);
  if (w.f.consumed[seat]! > seq) w.restart = true;
}
