// An entry that answers an expectation: accepted (its move applied, its commitment, opening,
// share or key kept), or rejected with a deviation, which the timeout bot's answer then replaces.
import { checkEscrowRelease, equalBytes, isValidEscrowKey, judgeEscrowComplaint, openCommitment, type LogEntry } from '../../crypto/index';
import { provesLocksLazily, withJointDeck } from './deck-state';
import { headsOf, type Body } from './entry-body';
import type { Expectation } from './expectation';
import { checkCommitEscrow, escrowContextFor } from './escrow-flow';
import type { DeviationCode } from './deviation';
import { withFinal, withSeed } from './game-end';
import { addBlind, addLock, addShare, addShuffle, addStrip } from './joint-deck';
import { commitmentOf, withCommitment, withOpening, withRelease } from './sealed-round';
import { addToStep, seqTag } from './step-log';
import { openReseed, openSeed } from './setup';
import { fail, settleKey, settleSeedCommit, tryMove } from './fold-settle';
import type { HeldEntry, Step } from './fold-state';
import { answered } from './fold-votes';
import { type Work, record, set } from './fold-work';

export function accept(w: Work, seat: number, entry: LogEntry, body: Body, step: Step, exp: Expectation): void {
  const refuse = (code: DeviationCode, detail: string, evidence: LogEntry[] = [entry]) => {
    record(w, { code, culprit: seat, entries: evidence, at: step.key, detail });
    fail(w, exp, step);
  };
  switch (body.kind) {
    case 'move':
      if (step.kind === 'move' && !tryMove(w, step.decision, body.move)) refuse('illegal-move', `${step.ref}: the engine refuses the move`);
      return;
    case 'key':
    case 'reseed': {
      if (step.kind !== 'keys') return;
      if (!isValidEscrowKey(body.key, body.proof, w.ctx.game, w.ctx.setup.seats[seat]!.publicKey)) return refuse('bad-key', 'an escrow key whose proof of possession fails');
      if (body.kind === 'reseed') settleSeedCommit(w, seat, body.commitment);
      settleKey(w, seat, { key: body.key, entry });
      return;
    }
    case 'commit': {
      if (step.kind !== 'sealed') return;
      // The commitment is bound to the key that signed it: the setup's, or a substitute's (README, "Replacing a seat").
      const context = escrowContextFor(w.ctx.game, entry.author, seat, body.ref, body.commitment, w.f.escrowKeys);
      const escrow = checkCommitEscrow(context, body.escrow, w.ctx.madeHere?.(entry) === true);
      // Refused before anyone opens: the bot's move is then the seat's choice made blind, as good as any it could commit to.
      if (!escrow.ok) return refuse('bad-escrow', `the escrow of ${body.ref} fails its check (${escrow.error.code})`);
      set(w, { round: withCommitment(w.f.round!, body.ref, { commitment: body.commitment, entry, escrow: escrow.value === null ? null : { context: context!, escrow: escrow.value } }) });
      return;
    }
    case 'release':
    case 'complaint': {
      if (step.kind !== 'sealed' || step.round.phase !== 'release') return;
      const committed = commitmentOf(step.round, body.ref)!;
      const { context, escrow } = committed.escrow!;
      if (body.kind === 'release') {
        const r = checkEscrowRelease(context, escrow, seat, { seat, share: body.share });
        if (r.ok) set(w, { round: withRelease(w.f.round!, body.ref, { seat, share: body.share, entry }) });
        else refuse('bad-release', `a share of the escrow of ${body.ref} that does not fit it (${r.error.code})`);
        return;
      }
      // A complaint always convicts someone (crypto judgeEscrowComplaint); either way this seat gives no share.
      const judged = judgeEscrowComplaint(context, escrow, seat, { seat, dh: body.dh, proof: body.proof });
      if (judged.blame === seat) return refuse('bad-release', `a complaint about the escrow of ${body.ref} that proves nothing (${judged.code})`);
      record(w, { code: 'bad-escrow', culprit: judged.blame ?? step.round.seats[step.round.refs.indexOf(body.ref)]!, entries: [committed.entry, entry], at: step.key, detail: `seat ${seat} proves its share of the escrow of ${body.ref} wrong (${judged.code})` });
      fail(w, exp, step);
      return;
    }
    case 'open': {
      if (step.kind !== 'sealed') return;
      const committed = commitmentOf(step.round, body.ref)!;
      const r = openCommitment(committed.commitment, { game: w.ctx.game, decision: body.ref, author: committed.entry.author }, { salt: body.salt, payload: body.payload });
      if (r.ok) set(w, { round: withOpening(w.f.round!, body.ref, { value: r.value, evidence: [entry] }) });
      else refuse('bad-opening', `the opening of ${body.ref} does not match its commitment (${r.error.code})`, [committed.entry, entry]);
      return;
    }
    case 'shuffle':
    case 'lock': {
      if (step.kind !== 'setup') return;
      // One step per deck of the batch, in batch order; one that fails refuses the whole entry.
      if (body.steps.length !== step.decks.length) return refuse('bad-deck-step', `${step.ref}: ${body.steps.length} steps for ${step.decks.length} decks`);
      let decks = w.f.decks;
      const madeHere = w.ctx.madeHere?.(entry) === true;
      // Lock proofs are checked where a card is read (README), in a game whose decks can all be abandoned.
      const lazy = provesLocksLazily(w.ctx.decks);
      for (const [i, jd] of step.decks.entries()) {
        const r = body.kind === 'shuffle' ? addShuffle(jd, seat, body.steps[i]!, entry) : addLock(jd, seat, body.steps[i]!, entry, madeHere, lazy);
        if (!r.ok) return refuse('bad-deck-step', `${jd.spec.deck}: ${r.error.code} at ${r.error.path.join('/')}`);
        decks = withJointDeck(decks, r.value);
      }
      set(w, { decks });
      return;
    }
    case 'share': {
      if (step.kind !== 'reveal') return;
      const r = body.position === step.position ? addShare(step.deck, seat, body.position, body.key, entry) : null;
      if (r?.ok === true) set(w, { decks: withJointDeck(w.f.decks, r.value) });
      else refuse('bad-share', `${step.deck.spec.deck} position ${step.position}: ${r === null ? `a share of position ${body.position}` : r.error.code}`);
      return;
    }
    case 'blind':
    case 'strip': {
      if (step.kind !== 'reveal') return;
      const r = body.kind === 'blind' ? addBlind(step.deck, seat, step.position, body, entry) : addStrip(step.deck, seat, step.position, body, entry);
      if (r.ok) set(w, { decks: withJointDeck(w.f.decks, r.value) });
      else refuse('bad-share', `${step.deck.spec.deck} position ${step.position}: a ${body.kind} that fails its check (${r.error.code})`);
      return;
    }
    case 'seed': {
      const info = w.ctx.setup.seats[seat]!;
      const commitment = w.f.seedCommits[seat];
      const opening = { seed: body.seed, salt: body.salt };
      const r = w.f.epoch === 0 || !(commitment instanceof Uint8Array) ? openSeed(info, opening) : openReseed(w.ctx.game, w.f.epoch, info.publicKey, commitment, opening);
      if (r.ok) set(w, { end: withSeed(w.f.end, seat, { seed: r.value, entry }) });
      else refuse('bad-seed', `the seed does not match its commitment (${r.error.code})`);
      return;
    }
    case 'final':
      if (equalBytes(body.logHash, w.f.log.logHash)) set(w, { end: withFinal(w.f.end, seat, entry) });
      else refuse('bad-final', 'the final entry signs another log hash');
      return;
  }
}

export function reject(w: Work, code: DeviationCode, seat: number, held: HeldEntry, step: Step, exp: Expectation, detail: string): void {
  set(w, { log: addToStep(w.f.log, seat, seqTag(held.entry.seq), held.id) });
  // Only heads that passed the causal check acknowledge anything: a malformed body's were never checked.
  if (code !== 'bad-body') coverStep(w, seat, held.entry);
  answered(w, exp, held.entry.seq);
  record(w, { code, culprit: seat, entries: [held.entry], at: step.key, detail });
  fail(w, exp, step);
}

/** An answer of the current step acknowledges, per seat, the entries its heads name (its author's: those before it). */
export function coverStep(w: Work, author: number, entry: LogEntry): void {
  const heads = headsOf(entry.body);
  if (heads === null || heads.length !== w.ctx.seats) return;
  const cover = w.f.stepCover.map((c, seat) => Math.max(c, seat === author ? entry.seq : heads[seat]!.count));
  if (cover.some((c, seat) => c !== w.f.stepCover[seat])) set(w, { stepCover: cover });
}
