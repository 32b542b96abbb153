// One working pass of the fold. A pass starts from a state it never changes and builds the next
// one in `w.f`; `w` never leaves the pass, so `advance` and the other transitions stay pure. What
// every rule may do to the pass is here too: note a deviation, exclude a seat, stop the game.
import { utf8Bytes } from '../../crypto/index';
import { isConviction, type Deviation } from './deviation';
import { addToStep } from './step-log';
import { withoutVoter } from './timeouts';
import { type Advanced, type Fold, type FoldContext, type FoldEvent, type HeldChains, engineHashOf, heldView, quorumOf, stepHashOf } from './fold-state';

export interface Work {
  readonly ctx: FoldContext;
  /** The entries as given; `held` is what of them counts (heldView). */
  readonly raw: HeldChains;
  held: HeldChains;
  f: Fold;
  readonly events: FoldEvent[];
  /** Set when a hand-over finds entries of the old key consumed past its seq: the fold starts again from the first entry. */
  restart: boolean;
}

export function work(ctx: FoldContext, fold: Fold, held: HeldChains = []): Work {
  const w: Work = { ctx, raw: held, held, f: fold, events: [], restart: false };
  w.held = heldView(held, () => w.f);
  return w;
}

/** The pass's result: the state it ends in has its hashes (hashNow). */
export function done(w: Work): Advanced {
  hashNow(w);
  return { fold: w.f, restarted: false, events: w.events };
}

/** Computes the hashes the moves of a pass left for later (fold-settle.ts setState): once, for the state the pass stands in. */
export function hashNow(w: Work): void {
  if (w.f.engineHash !== null) return;
  const engineHash = engineHashOf(w.ctx, w.f.state);
  set(w, { engineHash, stepHash: stepHashOf(engineHash, w.f.log) });
}

/**
 * The next state with `change`: one literal with every key of Fold in its order (initialFold's),
 * so every fold has one hidden class, and no spread's generic copy (measured at 0.996 of a game's
 * instructions in session 12: docs/performance.md). A field is taken from `change` when it is not
 * undefined there (no field of a Fold is ever undefined): a load, where `'key' in change` was a
 * megamorphic has-check (the changes come in dozens of shapes), 31 of them per change and ≈160
 * instructions each (0.42 % of the bench's game in valgrind).
 */
export function set(w: Work, change: Partial<Fold>): void {
  const f = w.f;
  const c = change;
  w.f = {
    status: c.status !== undefined ? c.status : f.status,
    state: c.state !== undefined ? c.state : f.state,
    engineHash: c.engineHash !== undefined ? c.engineHash : f.engineHash,
    moveCount: c.moveCount !== undefined ? c.moveCount : f.moveCount,
    consumed: c.consumed !== undefined ? c.consumed : f.consumed,
    last: c.last !== undefined ? c.last : f.last,
    log: c.log !== undefined ? c.log : f.log,
    stepHash: c.stepHash !== undefined ? c.stepHash : f.stepHash,
    round: c.round !== undefined ? c.round : f.round,
    escrowKeys: c.escrowKeys !== undefined ? c.escrowKeys : f.escrowKeys,
    timeouts: c.timeouts !== undefined ? c.timeouts : f.timeouts,
    stepAbsent: c.stepAbsent !== undefined ? c.stepAbsent : f.stepAbsent,
    stepConsumed: c.stepConsumed !== undefined ? c.stepConsumed : f.stepConsumed,
    decks: c.decks !== undefined ? c.decks : f.decks,
    end: c.end !== undefined ? c.end : f.end,
    deviations: c.deviations !== undefined ? c.deviations : f.deviations,
    excluded: c.excluded !== undefined ? c.excluded : f.excluded,
    setAside: c.setAside !== undefined ? c.setAside : f.setAside,
    certificate: c.certificate !== undefined ? c.certificate : f.certificate,
    epoch: c.epoch !== undefined ? c.epoch : f.epoch,
    seedCommits: c.seedCommits !== undefined ? c.seedCommits : f.seedCommits,
    auditFrom: c.auditFrom !== undefined ? c.auditFrom : f.auditFrom,
    unsupported: c.unsupported !== undefined ? c.unsupported : f.unsupported,
    abortReason: c.abortReason !== undefined ? c.abortReason : f.abortReason,
    refolded: c.refolded !== undefined ? c.refolded : f.refolded,
    forkScans: c.forkScans !== undefined ? c.forkScans : f.forkScans,
    forks: c.forks !== undefined ? c.forks : f.forks,
    replaceVotes: c.replaceVotes !== undefined ? c.replaceVotes : f.replaceVotes,
    handovers: c.handovers !== undefined ? c.handovers : f.handovers,
    cutoffs: c.cutoffs !== undefined ? c.cutoffs : f.cutoffs,
    stepCover: c.stepCover !== undefined ? c.stepCover : f.stepCover,
  };
}

export function record(w: Work, d: Deviation): void {
  set(w, { deviations: [...w.f.deviations, d] });
  if (isConviction(d) && !w.f.excluded[d.culprit!]) exclude(w, d.culprit!);
}

/**
 * Excludes a convicted seat at this point of the canonical order (README, "Exclusion"): it leaves
 * every open ballot box (a quorum is counted among the others), and from here on the fold consumes
 * none of its entries and asks nothing of it; a joint deck that needs it is abandoned when it does
 * (deck-flow.ts abandonedDeck).
 */
export function exclude(w: Work, seat: number, why: 'excluded' | 'replaced' = 'excluded'): void {
  const excluded = [...w.f.excluded];
  excluded[seat] = true;
  const n = excluded.filter((x) => !x).length;
  const timeouts = withoutVoter(w.f.timeouts, seat, (box, voters) => quorumOf(w.ctx, w.f.stepAbsent, excluded, box.key, voters));
  set(w, { excluded, timeouts, log: addToStep(w.f.log, seat, why, utf8Bytes(`${why}|${seat}|${n}`)) });
}

export function halt(w: Work, d: Deviation): void {
  record(w, d);
  set(w, { status: 'halted' });
}
