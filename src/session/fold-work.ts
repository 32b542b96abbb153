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

export function set(w: Work, change: Partial<Fold>): void {
  w.f = { ...w.f, ...change };
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
