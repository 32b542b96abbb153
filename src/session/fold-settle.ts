// Transitions that need no entry: the engine's own steps, a sealed round's openings, the end's
// audit and reseeds, run to a fixed point before the fold enters the step they lead to (`sync`);
// and the timeout bot's answer for a seat that failed an expectation (`fail`).
import type { GameDecision } from './game-module';
import { abandonedDeck, observeMove, settleDeck } from './deck-flow';
import { withJointDeck } from './deck-state';
import { bottedOnTimeout, type Expectation } from './expectation';
import { keysSettled, recover, sharedKeys, type EscrowKeys } from './escrow-flow';
import type { DeviationCode } from './deviation';
import { auditDecks, cardFromSeeds, certificateOf, hasAllFinals, hasAllSeeds, newGameEnd } from './game-end';
import { commitmentOf, isSettled, newSealedRound, openingOf, owedReleases, recovering, sealedRoundRef, stepRound, withBotted, withMissed, withOpening, withWithheld, type SealedRound } from './sealed-round';
import { enterStep } from './step-log';
import { timeoutMove } from './timeout-bot';
import { isStopped } from './fold-status';
import { replaceAtStepEnd } from './fold-replace';
import { type Step, deciderOf, engineHashNow, isSubstituted, pendingOf, refOf, seatOf, stepHashOf } from './fold-state';
import { currentStep, deckSeats, withoutSeed } from './fold-steps';
import { type Work, halt, hashNow, record, set } from './fold-work';

/** Runs the internal transitions to a fixed point, then enters the step they lead to. */
export function sync(w: Work): void {
  for (let guard = 0; ; guard++) {
    if (guard >= 10_000) throw new RangeError('expected the fold to settle within 10,000 internal transitions');
    if (settleOnce(w)) continue;
    // A step just ended: the replacements its answers acknowledge take effect here, then the game
    // settles again without the replaced seats (the bot answers what they owed).
    if (w.f.status === 'playing' && currentStep(w.ctx, w.f).key !== w.f.log.stepKey && replaceAtStepEnd(w)) {
      if (w.restart) return;
      continue;
    }
    break;
  }
  const f = w.f;
  const key = !isStopped(f.status) ? currentStep(w.ctx, f).key : f.status;
  const log = enterStep(f.log, key);
  if (log !== f.log) {
    const engineHash = engineHashNow(w.ctx, f);
    set(w, { log, engineHash, stepHash: stepHashOf(engineHash, log), stepAbsent: f.timeouts.absent, stepConsumed: f.consumed, stepCover: f.consumed.map(() => 0) });
  } else {
    hashNow(w);
  }
}


function settleOnce(w: Work): boolean {
  const f = w.f;
  // A seat set aside from the decks still owes its seed (the audit of the decks it shuffled) and its signature.
  if (f.status === 'auditing') return hasAllSeeds(f.end, withoutSeed(f)) && finishAudit(w);
  if (f.status === 'signing') {
    if (!hasAllFinals(f.end, f.excluded)) return false;
    set(w, { certificate: certificateOf(f.end, f.log.logHash, f.excluded), status: 'finished' });
    return true;
  }
  if (f.status !== 'playing') return false;
  if (!keysSettled(f.escrowKeys, f.excluded)) return false;
  if (sharedKeys(f.escrowKeys).length > 0) {
    dropSharedKeys(w);
    return true;
  }
  if (w.ctx.module.winner(f.state) !== null) {
    set(w, { status: 'auditing' });
    return true;
  }
  const ps = pendingOf(w.ctx, f.state);
  const d = ps[0]!;
  const decider = d.sealed ? null : w.ctx.module.decider(d);
  if (decider !== null && f.excluded[seatOf(w.ctx, decider)]) {
    // An excluded seat's open decision (the Raven's look included, unseen): the timeout bot, no message.
    applyMove(w, timeoutMove(w.ctx, f.state, d));
    return true;
  }
  // The dealer's decisions (the game's deck policy): a reshuffle, or a card dealt from a joint deck.
  const need = w.ctx.module.decks.need(f.state, d);
  if (need !== null && need.kind !== 'reshuffle' && need.kind !== 'unsupported') {
    const abandoned = abandonedDeck(w.ctx.decks, f.decks, need, deckSeats(f));
    if (abandoned !== null) {
      set(w, { decks: abandoned });
      return true;
    }
  }
  if (need !== null) {
    const { flow, outcome } = settleDeck(w.ctx.decks, f.decks, f.state, d, need, deckSeats(f));
    set(w, { decks: flow });
    if ((outcome.kind === 'changed' || outcome.kind === 'move') && outcome.reveal !== undefined) w.events.push({ kind: 'revealed', reveal: outcome.reveal, fold: w.f });
    switch (outcome.kind) {
      case 'wait':
        return false;
      case 'changed':
        return true;
      case 'move':
        applyMove(w, outcome.move);
        return true;
      case 'bad-lock':
        // Each seat's signed lock is the proof; the deck is abandoned already, the next settle replaces it.
        for (const { seat, entry } of outcome.culprits) {
          record(w, { code: 'bad-deck-step', culprit: seat, entries: entry === null ? [] : [entry], at: w.f.log.stepKey, detail: `${outcome.deck}: bad-proof at proofs/${outcome.position} (checked where the position is first read)` });
        }
        return true;
      case 'abort':
        return abortForAudit(w, 'not-a-card', outcome.detail);
      case 'unsupported':
        set(w, { unsupported: outcome.detail, status: 'halted' });
        return true;
    }
  }
  if (!d.sealed) return false;
  const ref = sealedRoundRef(ps.map((x) => refOf(f, x)));
  if (f.round?.ref !== ref) {
    const sorted = [...ps].sort((a, b) => deciderOf(w.ctx, a) - deciderOf(w.ctx, b));
    set(w, { round: newSealedRound(ref, sorted, sorted.map((x) => refOf(f, x)), sorted.map((x) => deciderOf(w.ctx, x))) });
    return true;
  }
  const r = botExcluded(f.round, f.excluded);
  if (r.phase === 'release' && resolveWithheld(w, r)) return true;
  const { round, outcome } = stepRound(r);
  set(w, { round });
  if (outcome === 'apply') {
    applyOpenings(w, round);
    set(w, { round: null });
  }
  return outcome !== 'wait';
}

/** The round with every unsettled decision of an excluded seat answered by the timeout bot. */
function botExcluded(r: SealedRound, excluded: readonly boolean[]): SealedRound {
  return r.refs.reduce((round, ref, i) => (excluded[r.seats[i]!] === true && !isSettled(round, ref) ? withBotted(round, ref) : round), r);
}

/**
 * Opens the withheld decision the release phase is at, once its recipients' shares allow (escrow-flow
 * `recover`): the committed choice, from `threshold` checked shares; an escrow that opens to
 * something else is its author's (`bad-escrow`); with too few shares, the timeout bot answers.
 * @returns whether the round changed
 */
function resolveWithheld(w: Work, r: SealedRound): boolean {
  const i = recovering(r);
  if (i < 0) return false;
  const ref = r.refs[i]!;
  // An excluded recipient gives nothing (its expectations are gone): the others' shares decide.
  const outcome = recover(r, i, owedReleases(r).filter((seat) => !w.f.excluded[seat] && !isSubstituted(w.f, seat)));
  switch (outcome.kind) {
    case 'wait':
      return false;
    case 'opened':
      set(w, { round: withOpening(r, ref, { value: outcome.value, evidence: outcome.releases.map((x) => x.entry) }) });
      return true;
    case 'bad-encryption':
      record(w, { code: 'bad-escrow', culprit: r.seats[i]!, entries: [r.commitments[i]!.entry, ...outcome.releases.map((x) => x.entry)], at: `release|${r.ref}`, detail: `the escrow of ${ref} opens to something that does not open its commitment` });
      set(w, { round: withBotted(r, ref) });
      return true;
    case 'too-few':
      set(w, { round: withBotted(r, ref) });
      return true;
  }
}

function applyOpenings(w: Work, r: SealedRound): void {
  r.decisions.forEach((d, i) => {
    const seat = r.seats[i]!;
    const ref = r.refs[i]!;
    const opening = openingOf(r, ref);
    if (opening === null || !tryMove(w, d, opening.value)) {
      if (opening !== null) {
        const entries = [commitmentOf(r, ref)!.entry, ...opening.evidence];
        record(w, { code: 'illegal-move', culprit: seat, entries, at: r.ref, detail: `the opening of ${ref} is not a legal move` });
      }
      applyMove(w, timeoutMove(w.ctx, w.f.state, d));
    }
  });
}

/** Applies an untrusted move if it answers `d` (its kind and seat: the module's `answers`) and the engine accepts it. */
export function tryMove(w: Work, d: GameDecision, move: unknown): boolean {
  if (!w.ctx.module.answers(d, move)) return false;
  let next: unknown;
  try {
    next = w.ctx.checked?.(w.f.state, move) ?? w.ctx.module.apply(w.f.state, move);
  } catch {
    // A RuleViolation, or a malformed move the engine could not even read: refused either way.
    return false;
  }
  setState(w, move, next);
  return true;
}

/** Applies a move the protocol made (a dealer's, the timeout bot's): the engine accepts it. */
function applyMove(w: Work, move: unknown): void {
  setState(w, move, w.ctx.module.apply(w.f.state, move));
}

/**
 * A move applied. Its state's hash waits (`hashNow`, at the end of `sync` and of the pass): entries
 * carry the hash of the state a step starts in, and the moves of a sealed set's openings or of the
 * engine's own steps follow each other within one pass.
 */
function setState(w: Work, move: unknown, next: unknown): void {
  set(w, { state: next, engineHash: null, stepHash: null, moveCount: w.f.moveCount + 1, decks: observeMove(w.ctx.decks, w.f.decks, move) });
  w.events.push({ kind: 'applied', move, fold: w.f });
}

/** A position opened to no card: nobody can go on, so every seat opens its seed at once. */
function abortForAudit(w: Work, code: DeviationCode, detail: string): boolean {
  record(w, { code, culprit: null, entries: [], at: w.f.log.stepKey, detail });
  set(w, { abortReason: detail, status: 'auditing' });
  return true;
}

/**
 * The audit of the epoch's decks once its seeds are in: each seat a failure convicts is excluded
 * and the audit runs again without its steps, until it passes (a failure that names nobody halts).
 * In the middle of the game (a position opened to no card) the game then goes on with fresh seeds
 * (README, "A dishonest shuffle"); at its end, the others sign it: what was substituted was never
 * opened, so the game's course stands.
 */
function finishAudit(w: Work): boolean {
  const midGame = w.f.abortReason !== null;
  for (;;) {
    const failed = auditDecks(w.f.end, w.f.decks.all.slice(w.f.auditFrom), withoutSeed(w.f));
    if (failed === null) break;
    if (failed.culprit === null) {
      halt(w, failed);
      return true;
    }
    record(w, failed);
  }
  if (midGame) reseed(w);
  else {
    auditGame(w);
    set(w, { status: 'signing' });
  }
  return true;
}

/**
 * The game's own end audit (GameModule.audit; A Game of Thrones has none), after its decks passed
 * theirs: each finding convicts its seat (`audit`, with its opened seed: the cards read are the
 * seeds'), which then signs nothing; the others' signatures make the certificate.
 */
function auditGame(w: Work): void {
  const { module } = w.ctx;
  if (module.audit === undefined) return;
  const { decks, end } = w.f;
  const findings = module.audit(w.ctx.setup.config, w.f.state, (spec, position) => cardFromSeeds(decks.all, end, spec, position));
  for (const { seat, detail } of findings) {
    if (w.f.excluded[seat] !== false) continue;
    const seed = end.seeds[seat]?.entry;
    record(w, { code: 'audit', culprit: seat, entries: seed === undefined ? [] : [seed], at: 'end', detail });
  }
}

/**
 * After a mid-game audit every seed is public, so every card of every joint deck can be read, and
 * so can every escrow share: every deck is abandoned (never opened again; the next draw sets up a
 * fresh one over the engine's remaining cards, as after an exclusion), and every seat not excluded
 * commits to a fresh seed, with the escrow key it derives, before the game goes on.
 */
function reseed(w: Work): void {
  // A substituted seat has no seed to commit afresh (its substitute holds none): it stays out of the decks.
  const none = w.f.escrowKeys.map((_, seat) => (isSubstituted(w.f, seat) ? ('none' as const) : null));
  const current = Object.values(w.f.decks.current).map((i) => w.f.decks.all[i]!);
  const decks = current.reduce((flow, jd) => withJointDeck(flow, { ...jd, stale: true }), w.f.decks);
  set(w, { epoch: w.f.epoch + 1, seedCommits: none, escrowKeys: none, end: newGameEnd(w.ctx.seats), auditFrom: decks.all.length, decks, abortReason: null, status: 'playing' });
}

/**
 * Once every key is settled: a key registered by two seats is taken from both (they share its
 * secret, and the escrow needs distinct keys), each blamed with its key entry, in seat order.
 */
function dropSharedKeys(w: Work): void {
  const before = w.f.escrowKeys;
  const shared = sharedKeys(before);
  set(w, { escrowKeys: before.map((k, seat) => (shared.includes(seat) ? 'none' : k)) });
  for (const seat of shared) {
    const held = before[seat];
    if (held != null && held !== 'none') record(w, { code: 'bad-key', culprit: seat, entries: [held.entry], at: 'keys', detail: 'an escrow key another seat registered too' });
  }
}

/** Settles a seat's fresh seed commitment of the epoch ('none': it plays no joint deck again). */
export function settleSeedCommit(w: Work, seat: number, commitment: Uint8Array | 'none'): void {
  const commits = [...w.f.seedCommits];
  commits[seat] = commitment;
  set(w, { seedCommits: commits });
}

/** Settles a seat's escrow key. */
export function settleKey(w: Work, seat: number, key: EscrowKeys[number]): void {
  const keys = [...w.f.escrowKeys];
  keys[seat] = key;
  set(w, { escrowKeys: keys });
}

/**
 * An expectation that will not be met (refused, or timed out): the timeout bot answers a player
 * decision; a deck step cannot be answered by anyone else, so its seat is set aside (README,
 * "Exclusion"): a deck that needs it is abandoned for a fresh one without it; a missed seed or final
 * signature stops the game at its end.
 */
export function fail(w: Work, exp: Expectation, step: Step): void {
  // An excluded seat's steps are taken over by the exclusion itself (settleOnce, the deck flow, the end).
  if (w.f.excluded[exp.seat]) return;
  if (exp.kind === 'seed' || exp.kind === 'final') {
    // The audit needs the seed of every seat that shuffled (a withheld seed would hide a biased
    // shuffle), and the certificate every seat's signature: the game ends here, uncertified.
    set(w, { status: 'halted' });
    return;
  }
  if (!bottedOnTimeout(exp.kind)) {
    set(w, { setAside: w.f.setAside.map((x, seat) => x || seat === exp.seat) });
    return;
  }
  if (exp.kind === 'move' && step.kind === 'move') applyMove(w, timeoutMove(w.ctx, w.f.state, step.decision));
  if (exp.kind === 'key' || exp.kind === 'reseed') settleKey(w, exp.seat, 'none');
  if (exp.kind === 'reseed') settleSeedCommit(w, exp.seat, 'none');
  if (step.kind !== 'sealed') return;
  // A withheld opening whose escrow stands is opened by the others (the release phase); otherwise the bot answers.
  if (exp.kind === 'open' && commitmentOf(w.f.round!, exp.ref)?.escrow != null) set(w, { round: withWithheld(w.f.round!, exp.ref) });
  else if (exp.kind === 'commit' || exp.kind === 'open') set(w, { round: withBotted(w.f.round!, exp.ref) });
  if (exp.kind === 'release') set(w, { round: withMissed(w.f.round!, exp.ref, exp.seat) });
}
