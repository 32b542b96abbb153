// Where the canonical order is, and what it waits for: the current step and its expectations,
// pure functions of a settled state (README, "The fold"); and the seats that play the joint decks.
import { deckStep } from './deck-flow';
import { bottedOnTimeout, expectationKey, type Expectation } from './expectation';
import { ESCROW_KEY_REF, keysSettled } from './escrow-flow';
import type { JointDeck } from './joint-deck';
import { isSettled, owedReleases, recovering, sealedRoundRef } from './sealed-round';
import { isTimedOut } from './timeouts';
import { reseedRef } from './setup';
import { type Fold, type FoldContext, type Step, deciderOf, isSubstituted, pendingOf, refOf, seedRef } from './fold-state';

/**
 * The step the canonical order is at. Kept per fold state (a pass asks for it up to four times
 * before anything changes, and `set` replaces the state on every change): a cache of a pure
 * function of this peer's own state objects, nothing shared with another replica.
 */
export function currentStep(ctx: FoldContext, f: Fold): Step {
  let step = STEPS.get(f);
  if (step === undefined) {
    step = stepOf(ctx, f);
    STEPS.set(f, step);
  }
  return step;
}

const STEPS = new WeakMap<Fold, Step>();

function stepOf(ctx: FoldContext, f: Fold): Step {
  const epoch = f.epoch === 0 ? '' : `/${f.epoch}`;
  if (f.status === 'auditing') return { kind: 'seeds', key: `seeds${epoch}` };
  if (f.status === 'signing') return { kind: 'finals', key: 'finals' };
  if (f.status !== 'playing') return { kind: 'none', key: f.status };
  if (!keysSettled(f.escrowKeys, f.excluded)) return { kind: 'keys', key: `keys${epoch}` };
  const ps = pendingOf(ctx, f.state);
  const d = ps[0];
  if (d === undefined) throw new RangeError('expected a pending decision while the game goes on, got none');
  const need = ctx.module.decks.need(f.state, d);
  if (need !== null && need.kind !== 'reshuffle' && need.kind !== 'unsupported') {
    const step = deckStep(ctx.decks, f.decks, need, deckSeats(f));
    if (step !== null) return step;
  }
  if (d.sealed) {
    const round = f.round;
    if (round === null || round.ref !== sealedRoundRef(ps.map((x) => refOf(f, x)))) throw new RangeError('expected the sealed round of the pending decisions to be set up by settling');
    return { kind: 'sealed', key: `${round.phase}|${round.ref}`, round };
  }
  return { kind: 'move', key: `move|${refOf(f, d)}`, decision: d, ref: refOf(f, d) };
}

/**
 * What the current step still waits for, and of whom. Kept per fold state, as `currentStep` is (and
 * frozen): the fold's pass asks for every state it considers entries in, and the session asks
 * again for the state the pass ends in, usually the same one (14,767 lists made in the bench's
 * game before, for 10,092 states asked about).
 */
export function expectations(ctx: FoldContext, f: Fold): readonly Expectation[] {
  let open = EXPECTED.get(f);
  if (open === undefined) {
    open = Object.freeze(expectationsOf(ctx, f, currentStep(ctx, f)));
    EXPECTED.set(f, open);
  }
  return open;
}

const EXPECTED = new WeakMap<Fold, readonly Expectation[]>();

function expectationsOf(ctx: FoldContext, f: Fold, step: Step): Expectation[] {
  const everySeat = <K extends Expectation['kind']>(kind: K, ref: string, deadline: Expectation['deadline']) => Array.from({ length: ctx.seats }, (_, seat) => ({ seat, kind, ref, deadline }));
  const all = ((): Expectation[] => {
    switch (step.kind) {
      case 'move':
        return [{ seat: deciderOf(ctx, step.decision), kind: 'move', ref: step.ref, deadline: 'move' }];
      case 'keys':
        return everySeatAnswers(ctx, f, step).filter((e) => f.escrowKeys[e.seat] === null);
      case 'sealed': {
        const r = step.round;
        if (r.phase === 'release') return owedReleases(r).map((seat) => ({ seat, kind: 'release' as const, ref: r.refs[recovering(r)]!, deadline: 'sealed' as const }));
        return everySeatAnswers(ctx, f, step).filter((e) => !isSettled(r, e.ref));
      }
      case 'setup':
        return [{ seat: step.seat, kind: step.phase, ref: step.ref, deadline: 'deck' }];
      case 'reveal': {
        const need = step.need;
        const seats = need.kind === 'share' ? need.seats : [need.seat];
        return seats.map((seat) => ({ seat, kind: need.kind, ref: step.ref, deadline: 'deck' as const }));
      }
      case 'seeds': {
        const none = withoutSeed(f);
        return everySeat('seed', seedRef(f.epoch), 'deck').filter((e) => f.end.seeds[e.seat] === null && !none[e.seat]);
      }
      case 'finals':
        return everySeat('final', 'end', 'deck').filter((e) => f.end.finals[e.seat] === null);
      case 'none':
        return [];
    }
  })();
  return all.filter((e) => !f.excluded[e.seat] && !(f.setAside[e.seat] && isDeckKind(e.kind)) && !(isSubstituted(f, e.seat) && !playsSubstituted(e.kind)) && !isTimedOut(f.timeouts, expectationKey(e)));
}

/**
 * The expectations of a step where every seat answers, before any is settled: the keys (the game's
 * first step; after a mid-game audit, the fresh seeds and their escrow keys) and a sealed set's
 * commitments or openings, in seat order (a sealed set's, in its refs' order); none for other steps.
 */
export function everySeatAnswers(ctx: FoldContext, f: Fold, step: Step): Expectation[] {
  if (step.kind === 'keys') {
    const [kind, ref, deadline] = f.epoch === 0 ? (['key', ESCROW_KEY_REF, 'sealed'] as const) : (['reseed', reseedRef(f.epoch), 'deck'] as const);
    return Array.from({ length: ctx.seats }, (_, seat) => ({ seat, kind, ref, deadline }));
  }
  if (step.kind !== 'sealed' || step.round.phase === 'release') return [];
  const r = step.round;
  const kind = r.phase === 'commit' ? ('commit' as const) : ('open' as const);
  return r.refs.map((ref, i) => ({ seat: r.seats[i]!, kind, ref, deadline: 'sealed' as const }));
}

/**
 * What a substitute writes for its seat: the player's decisions (open, sealed with its own
 * commitments) and the final signature; not the seat's deck steps, escrow releases, keys or seeds,
 * whose secrets came from the old key's seed (README, "Replacing a seat").
 */
function playsSubstituted(kind: Expectation['kind']): boolean {
  return kind === 'move' || kind === 'commit' || kind === 'open' || kind === 'final';
}

/**
 * The seats that play the joint decks: neither excluded, nor set aside, nor without a seed of the
 * epoch. The last answer is kept per `excluded` array with the other fields it read (the fold's
 * arrays are replaced, never changed): the fold asks at every transition of a deck step (10,506
 * times in the bench's game), and these fields change a few times a game.
 */
export function deckSeats(f: Pick<Fold, 'excluded' | 'setAside' | 'epoch' | 'seedCommits' | 'handovers'>): readonly number[] {
  const known = DECK_SEATS.get(f.excluded);
  if (known !== undefined && known.setAside === f.setAside && known.epoch === f.epoch && known.seedCommits === f.seedCommits && known.handovers === f.handovers) return known.seats;
  const none = withoutSeed(f);
  const seats = Object.freeze(f.excluded.flatMap((x, seat) => (none[seat] || f.setAside[seat] === true ? [] : [seat])));
  DECK_SEATS.set(f.excluded, { setAside: f.setAside, epoch: f.epoch, seedCommits: f.seedCommits, handovers: f.handovers, seats });
  return seats;
}

const DECK_SEATS = new WeakMap<readonly boolean[], Pick<Fold, 'setAside' | 'epoch' | 'seedCommits' | 'handovers'> & { readonly seats: readonly number[] }>();

/** Per seat, whether it has no seed to open in the current epoch: excluded, handed to a substitute, or it missed its `reseed`. */
export function withoutSeed(f: Pick<Fold, 'excluded' | 'epoch' | 'seedCommits' | 'handovers'>): boolean[] {
  return f.excluded.map((x, seat) => x || isSubstituted(f, seat) || (f.epoch > 0 && f.seedCommits[seat] === 'none'));
}

/** A step of a joint deck (not a player's decision, not the end's seed or signature). */
function isDeckKind(kind: Expectation['kind']): boolean {
  return !bottedOnTimeout(kind) && kind !== 'seed' && kind !== 'final';
}

/** The reveal the current step is part of (deck, position, target), for the session's writer. */
export function revealInProgress(ctx: FoldContext, f: Fold): { readonly deck: JointDeck; readonly position: number; readonly to: number | null } | null {
  const step = currentStep(ctx, f);
  return step.kind === 'reveal' ? { deck: step.deck, position: step.position, to: step.to } : null;
}

/** The decks of the set-up the current step is part of, in batch order, for the session's writer. */
export function setupInProgress(ctx: FoldContext, f: Fold): readonly JointDeck[] | null {
  const step = currentStep(ctx, f);
  return step.kind === 'setup' ? step.decks : null;
}
