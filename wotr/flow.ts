// [WOTR-ROUND-*] The round: location step ([WOTR-LOCS-*]), action step ([WOTR-ACT-*]), combat
// step ([WOTR-CMB-01..03]), victory check ([WOTR-SCORE-10..11]) and draw step ([WOTR-DRAW-*]).
// `proceed` runs every consequence to a fixed point after each move (style rule 8).
import { activateBattleground, activatePath } from './activation';
import { payPlayCost, ringDiscard, takeTurn } from './actions';
import { casualtySeats, defenderOf, finishCombat, isLegalCasualties, startCombat } from './combat';
import { check } from './errors';
import type { Decision, Move } from './moves';
import { cycleFromHand, draw, locationOf, shuffleCycleIntoDeck, type DraftState } from './piles';
import { SCENARIOS } from './scenarios';
import { victoryCheck } from './score';
import { answerRemoval } from './removal';
import { reacts } from './replacement';
import { NO_TOKENS, type WotrState } from './state';
import { otherTeam } from './vocabulary';

/** The seat holding a turn slot ([WOTR-SEAT-03]). */
export function seatOfSlot(s: Pick<WotrState, 'scenario'>, slot: number): number {
  const slots = SCENARIOS[s.scenario].slots;
  return slots[slot % slots.length]!;
}

/** [WOTR-LOCS-02] The battlegrounds a random draw picks from: the starting player's team deck, else the other. */
export function battlegroundLot(s: Pick<WotrState, 'scenario' | 'seats' | 'startSlot' | 'battlegroundDecks'>): readonly string[] {
  const team = s.seats[seatOfSlot(s, s.startSlot)]!.team;
  const own = s.battlegroundDecks[team];
  return own.length > 0 ? own : s.battlegroundDecks[team === 'fp' ? 'shadow' : 'fp'];
}

/** [WOTR-LOCS-06] The paths a random draw picks from: the remaining cards of the next number. */
export function pathLot(s: Pick<WotrState, 'locations' | 'pathDeck' | 'lastPathNumber'>): readonly string[] {
  return s.pathDeck.filter((id) => {
    const l = locationOf(s, id);
    return l.kind === 'path' && l.number === s.lastPathNumber + 1;
  });
}

/** [WOTR-ROUND-02], [WOTR-DRAW-01..03] The draw step, then the next round begins. */
function drawStep(s: DraftState): void {
  const scenario = SCENARIOS[s.scenario];
  scenario.seats.forEach((spec, i) => draw(s, i, spec.drawStep));
  s.startSlot = (s.startSlot + 1) % scenario.slots.length;
  s.round += 1;
  for (const seat of s.seats) seat.playedThisRound = []; // [WOTR-PLAY-11], [WOTR-ROUND-04]
  s.step = { kind: 'location', stage: 'battleground' };
}

/** Runs the game forward until a decision is open or the game is over. */
export function proceed(s: DraftState): void {
  const scenario = SCENARIOS[s.scenario];
  for (let guard = 0; guard < 10_000; guard++) {
    const step = s.step;
    if (step.kind === 'over') return;
    // A text's tasks run first, in order; a cycle waits for its seat's choice.
    const task = s.tasks[0];
    if (task !== undefined) {
      if (task.kind !== 'draw') return;
      s.tasks.shift();
      draw(s, task.seat, task.count);
      continue;
    }
    switch (step.kind) {
      case 'setup-cycle':
        if (!step.done.every(Boolean)) return;
        s.step = { kind: 'location', stage: 'battleground' };
        continue;
      case 'location': {
        // [WOTR-LOCS-01] one battleground first, then one path.
        if (step.stage === 'battleground') {
          if (scenario.battlegrounds.mode === 'fixed') {
            // [WOTR-SCN-FOTR-05] the round's listed battlegrounds, not random.
            for (const id of scenario.battlegrounds.byRound[s.round - 1] ?? []) activateBattleground(s, id);
          } else {
            const among = battlegroundLot(s);
            if (among.length > 1) return; // a joint random draw is open ([WOTR-HIO-15])
            if (among.length === 1) activateBattleground(s, among[0]!);
            // [WOTR-LOCS-02] 3. both decks empty: no battleground.
          }
          step.stage = 'path';
          continue;
        }
        const among = pathLot(s);
        if (among.length > 1) return;
        if (among.length === 1) activatePath(s, among[0]!);
        s.step = { kind: 'action', slot: s.startSlot, passes: 0, ringFollowUp: false }; // [WOTR-ACT-01]
        continue;
      }
      case 'action':
        // [WOTR-ACT-02] the step ends after one full round of consecutive passes.
        if (step.passes < scenario.slots.length) return;
        // [WOTR-CMB-01] every active battleground and the active path.
        s.toResolve = [...s.battlegrounds.map((b) => b.id), ...(s.path === null ? [] : [s.path.id])];
        s.step = { kind: 'combat', casualties: null };
        continue;
      case 'combat': {
        if (step.casualties !== null) return;
        if (s.toResolve.length > 1) return; // [WOTR-CMB-02] the starting player picks the order
        const next = s.toResolve.pop();
        if (next !== undefined) {
          step.casualties = startCombat(s, next);
          continue;
        }
        // [WOTR-ROUND-01] 4. victory check
        const winner = victoryCheck(s);
        if (winner !== null || s.round >= scenario.roundCap) {
          s.winner = winner ?? victoryCheck({ ...s, lastPathFought: true });
          s.step = { kind: 'over' };
          return;
        }
        drawStep(s);
        continue;
      }
    }
  }
  throw new Error('expected the game to reach a decision; the flow loops');
}

/** The decisions open now ([WOTR-HID-08]: all in turn and open, except the joint random draws). */
export function pending(s: WotrState): Decision[] {
  const step = s.step;
  const all = s.seats.map((_, i) => i);
  const task = s.tasks[0];
  if (task?.kind === 'cycle' && step.kind !== 'over') return [{ kind: 'text-cycle', seats: [task.seat], simultaneous: false, sealed: false }];
  if (task?.kind === 'remove' && step.kind !== 'over') return [{ kind: 'remove', seats: [task.seat], simultaneous: false, sealed: false, card: task.card }];
  if (task?.kind === 'declare' && step.kind !== 'over') return [{ kind: 'declare', seats: [task.seat], simultaneous: false, sealed: false, refs: task.refs }];
  if (task?.kind === 'take-then-recycle' && step.kind !== 'over') return [{ kind: 'take', seats: [task.seat], simultaneous: false, sealed: false, card: task.card }];
  switch (step.kind) {
    case 'over':
      return [];
    case 'setup-cycle':
      return step.done.flatMap((done, seat) =>
        done ? [] : [{ kind: 'setup-cycle' as const, seats: [seat], simultaneous: true as const, sealed: false as const, count: SCENARIOS[s.scenario].seats[seat]!.setupCycle }],
      );
    case 'location': {
      const among = step.stage === 'battleground' ? battlegroundLot(s) : pathLot(s);
      return [{ kind: 'lot', seats: all, simultaneous: true, sealed: true, purpose: step.stage, among }];
    }
    case 'action':
      return [{ kind: step.ringFollowUp ? 'ring-discard' : 'turn', seats: [seatOfSlot(s, step.slot)], simultaneous: false, sealed: false }];
    case 'combat':
      if (step.casualties !== null)
        return [{ kind: 'casualties', seats: casualtySeats(s, step.casualties), simultaneous: false, sealed: false, location: step.casualties.location, remaining: step.casualties.remaining }];
      return [{ kind: 'combat-order', seats: [seatOfSlot(s, s.startSlot)], simultaneous: false, sealed: false, among: [...s.toResolve] }];
  }
}

/** Applies one move to a draft; `proceed` then runs its consequences. */
export function applyMove(s: DraftState, m: Move): void {
  const step = s.step;
  check(step.kind !== 'over', 'WOTR-SCORE-11', 'the game is over');
  const open = pending(s as WotrState);
  if (m.kind === 'lot') {
    const lot = open.find((d) => d.kind === 'lot');
    check(lot !== undefined && lot.kind === 'lot', 'WOTR-HIO-15', 'no random draw is open');
    check(Number.isSafeInteger(m.index) && m.index >= 0 && m.index < lot.among.length, 'WOTR-HIO-15', `the draw is among ${lot.among.length}`);
    const id = lot.among[m.index]!;
    if (lot.purpose === 'battleground') {
      activateBattleground(s, id); // [WOTR-LOCS-02] 1.
      if (step.kind === 'location') step.stage = 'path';
    } else {
      activatePath(s, id); // [WOTR-LOCS-06]
      s.step = { kind: 'action', slot: s.startSlot, passes: 0, ringFollowUp: false };
    }
    return;
  }
  const seat = m.seat;
  check(Number.isSafeInteger(seat) && seat >= 0 && seat < s.seats.length, 'WOTR-SEAT-01', `there is no seat ${seat}`);
  const decision = open.find((d) => d.seats.includes(seat));
  switch (m.kind) {
    case 'setup-cycle': {
      check(decision?.kind === 'setup-cycle', 'WOTR-SETUP-05', `seat ${seat} has no setup cycle to make`);
      // [WOTR-SETUP-05], [WOTR-SCN-FOTR-02], [WOTR-SCN-TRI-03] cycle exactly the scenario's count.
      check(m.refs.length === decision.count && new Set(m.refs).size === m.refs.length, 'WOTR-SETUP-05', `cycle ${decision.count} different cards`);
      for (const ref of m.refs) cycleFromHand(s, seat, ref, 'WOTR-SETUP-05');
      if (step.kind === 'setup-cycle') step.done[seat] = true;
      return;
    }
    case 'combat-order': {
      check(decision?.kind === 'combat-order', 'WOTR-CMB-02', 'the starting player chooses the order of combats');
      check(s.toResolve.includes(m.location), 'WOTR-CMB-02', `${m.location} has no combat to come`);
      s.toResolve = s.toResolve.filter((id) => id !== m.location);
      if (step.kind === 'combat') step.casualties = startCombat(s, m.location);
      return;
    }
    case 'casualties': {
      // [WOTR-TEAM-03] the defending team chooses casualties.
      check(decision?.kind === 'casualties' && step.kind === 'combat' && step.casualties !== null, 'WOTR-TEAM-03', `seat ${seat} does not choose these casualties`);
      check(isLegalCasualties(step.casualties, m.refs), 'WOTR-CMB-05', 'casualties stop as soon as the attack is cancelled');
      finishCombat(s, step.casualties, m.refs);
      step.casualties = null;
      return;
    }
    case 'text-cycle': {
      // [WOTR-PROC-01] a text's cycle from hand; with an empty hand, a forsake instead.
      check(decision?.kind === 'text-cycle', 'WOTR-PROC-01', `seat ${seat} owes no cycle`);
      payPlayCost(s, seat, -1, m.cycle, 'WOTR-PROC-01');
      s.tasks.shift();
      return;
    }
    case 'remove': {
      check(decision?.kind === 'remove', 'WOTR-PROC-08', `seat ${seat} has nothing to remove`);
      answerRemoval(s, m, decision.card);
      s.tasks.shift();
      return;
    }
    case 'declare': {
      const task = s.tasks[0];
      check(decision?.kind === 'declare' && task?.kind === 'declare', 'WOTR-HIO-07', `seat ${seat} has nothing to declare`);
      check(m.cards.length === task.refs.length, 'WOTR-HIO-07', `declare each of ${task.refs.length} cards`);
      const st = s.seats[seat]!;
      task.refs.forEach((ref, i) => {
        const card = m.cards[i]!;
        if (card === null) return;
        // [WOTR-HIO-07] reveal if and only if it reacts: a revealed card must be one that does.
        check(st.list.includes(card) && reacts(s as WotrState, card, task.context), 'WOTR-HIO-07', `${card} does not react here`);
        st.eliminated = st.eliminated.filter((p) => p.ref !== ref);
        st.cycle.push({ ref, card }); // [WOTR-PROC-06] cycled instead, and public
      });
      s.tasks.shift();
      return;
    }
    case 'take': {
      check(decision?.kind === 'take', 'WOTR-PROC-09', `seat ${seat} has nothing to take`);
      takeThenRecycle(s, m, decision.card);
      s.tasks.shift();
      return;
    }
    case 'ring-discard': {
      check(decision?.kind === 'ring-discard' && step.kind === 'action', 'WOTR-SCN-D2-04', `seat ${seat} owes no Ring token discard`);
      ringDiscard(s, m);
      step.ringFollowUp = false;
      step.slot = (step.slot + 1) % SCENARIOS[s.scenario].slots.length;
      step.passes = 0;
      return;
    }
    case 'no-agreement': {
      check(step.kind === 'combat' && step.casualties !== null && step.casualties.chooser === defenderOf(s, step.casualties.location), 'WOTR-CMB-05', 'no defending team is choosing casualties');
      const defenders = casualtySeats(s, step.casualties);
      check(defenders.includes(seat) && defenders.length > 1, 'WOTR-CMB-05', 'only a seat of a defending team of several seats can fail to agree');
      step.casualties.chooser = otherTeam(step.casualties.chooser);
      return;
    }
    default: {
      // [WOTR-ACT-01] one action or a pass, on the seat's own turn ([WOTR-ACT-07]).
      check(decision?.kind === 'turn' && step.kind === 'action', 'WOTR-ACT-01', `it is not seat ${seat}'s turn`);
      const done = takeTurn(s, seat, m);
      if (done === 'follow-up') {
        step.ringFollowUp = true;
        return;
      }
      step.slot = (step.slot + 1) % SCENARIOS[s.scenario].slots.length;
      step.passes = done === 'pass' ? step.passes + 1 : 0;
      return;
    }
  }
}


/** [WOTR-PROC-09] Take the named card from the deck or the cycle pile, revealed; then [WOTR-PROC-03] the text's recycle. */
function takeThenRecycle(s: DraftState, m: Extract<Move, { kind: 'take' }>, card: string): void {
  const st = s.seats[m.seat]!;
  if (m.from !== 'none') {
    check(m.card === card, 'WOTR-PROC-09', `the text takes ${card}`);
    if (m.from === 'deck') {
      check(st.deck.includes(m.ref), 'WOTR-PROC-09', `card ${m.ref} is not in seat ${m.seat}'s deck`);
      st.deck = st.deck.filter((r) => r !== m.ref);
    } else {
      const entry = st.cycle.find((c) => c.ref === m.ref);
      check(entry !== undefined && (entry.card === null || entry.card === card), 'WOTR-PROC-09', `card ${m.ref} is not ${card} in seat ${m.seat}'s cycle pile`);
      st.cycle = st.cycle.filter((c) => c.ref !== m.ref);
    }
    st.hand.push(m.ref);
  }
  shuffleCycleIntoDeck(s, m.seat);
}
