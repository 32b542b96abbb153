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
 * instructions in session 12: docs/performance.md).
 */
export function set(w: Work, change: Partial<Fold>): void {
  const f = w.f;
  const c = change;
  w.f = {
    status: 'status' in c ? (c.status as Fold['status']) : f.status,
    state: 'state' in c ? (c.state as Fold['state']) : f.state,
    engineHash: 'engineHash' in c ? (c.engineHash as Fold['engineHash']) : f.engineHash,
    moveCount: 'moveCount' in c ? (c.moveCount as Fold['moveCount']) : f.moveCount,
    consumed: 'consumed' in c ? (c.consumed as Fold['consumed']) : f.consumed,
    last: 'last' in c ? (c.last as Fold['last']) : f.last,
    log: 'log' in c ? (c.log as Fold['log']) : f.log,
    stepHash: 'stepHash' in c ? (c.stepHash as Fold['stepHash']) : f.stepHash,
    round: 'round' in c ? (c.round as Fold['round']) : f.round,
    escrowKeys: 'escrowKeys' in c ? (c.escrowKeys as Fold['escrowKeys']) : f.escrowKeys,
    timeouts: 'timeouts' in c ? (c.timeouts as Fold['timeouts']) : f.timeouts,
    stepAbsent: 'stepAbsent' in c ? (c.stepAbsent as Fold['stepAbsent']) : f.stepAbsent,
    stepConsumed: 'stepConsumed' in c ? (c.stepConsumed as Fold['stepConsumed']) : f.stepConsumed,
    decks: 'decks' in c ? (c.decks as Fold['decks']) : f.decks,
    end: 'end' in c ? (c.end as Fold['end']) : f.end,
    deviations: 'deviations' in c ? (c.deviations as Fold['deviations']) : f.deviations,
    excluded: 'excluded' in c ? (c.excluded as Fold['excluded']) : f.excluded,
    setAside: 'setAside' in c ? (c.setAside as Fold['setAside']) : f.setAside,
    certificate: 'certificate' in c ? (c.certificate as Fold['certificate']) : f.certificate,
    epoch: 'epoch' in c ? (c.epoch as Fold['epoch']) : f.epoch,
    seedCommits: 'seedCommits' in c ? (c.seedCommits as Fold['seedCommits']) : f.seedCommits,
    auditFrom: 'auditFrom' in c ? (c.auditFrom as Fold['auditFrom']) : f.auditFrom,
    unsupported: 'unsupported' in c ? (c.unsupported as Fold['unsupported']) : f.unsupported,
    abortReason: 'abortReason' in c ? (c.abortReason as Fold['abortReason']) : f.abortReason,
    refolded: 'refolded' in c ? (c.refolded as Fold['refolded']) : f.refolded,
    forkScans: 'forkScans' in c ? (c.forkScans as Fold['forkScans']) : f.forkScans,
    forks: 'forks' in c ? (c.forks as Fold['forks']) : f.forks,
    replaceVotes: 'replaceVotes' in c ? (c.replaceVotes as Fold['replaceVotes']) : f.replaceVotes,
    handovers: 'handovers' in c ? (c.handovers as Fold['handovers']) : f.handovers,
    cutoffs: 'cutoffs' in c ? (c.cutoffs as Fold['cutoffs']) : f.cutoffs,
    stepCover: 'stepCover' in c ? (c.stepCover as Fold['stepCover']) : f.stepCover,
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
