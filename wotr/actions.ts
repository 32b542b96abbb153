// [WOTR-ACT-*] The action step: one action or a pass per turn, and what each action does
// ([WOTR-PLAY-*], [WOTR-PROC-*]).
import { inPathRanges, type CardFacts } from './data/card-table';
import { check, WotrRuleViolation } from './errors';
import type { Move, PlayCost, Target } from './moves';
import { cardOf, cycleFromHand, draw, eliminateFromHand, eliminateFromPlay, forsakeDeckTop, locationOf, seatAt, takeFromHand, type Draft, type DraftState } from './piles';
import { removeNamed, REMOVES } from './removal';
import { SCENARIOS } from './scenarios';
import { NO_TOKENS, type InPlay, type Ref, type WotrState } from './state';
import { teamOfFaction } from './vocabulary';

/** [WOTR-ACT-04] The carryover limit: 2; card effects that change it are not built. */
export const CARRYOVER_LIMIT = 2;

/** [WOTR-ACT-03] Whether a seat may pass: hand ≤ carryover limit, or smaller than every opponent's hand. */
export function canPass(s: Pick<WotrState, 'seats'>, seat: number): boolean {
  const me = s.seats[seat]!;
  if (me.hand.length <= CARRYOVER_LIMIT) return true;
  return s.seats.every((other) => other.team === me.team || me.hand.length < other.hand.length);
}

/** Every card in play, with its place: reserves, then battlegrounds, then the path; items after their wielder. */
export function cardsInPlay(s: DraftState): { card: Draft<InPlay>; wielder: Draft<InPlay> | null; place: Draft<InPlay>[] }[] {
  const out: { card: Draft<InPlay>; wielder: Draft<InPlay> | null; place: Draft<InPlay>[] }[] = [];
  const places = [...s.seats.map((seat) => seat.reserve), ...s.battlegrounds.map((b) => b.cards), ...(s.path === null ? [] : [s.path.cards])];
  for (const place of places)
    for (const card of place) {
      out.push({ card, wielder: null, place });
      for (const item of card.items) out.push({ card: item, wielder: card, place });
    }
  return out;
}

/** [WOTR-PLAY-04], [WOTR-PLAY-05], [WOTR-LOC-04] Checks that an army or character may go to `to`. */
function checkPlace(s: DraftState, facts: CardFacts, to: Target, moving: boolean): void {
  const rule = facts.type === 'army' ? 'WOTR-PLAY-04' : 'WOTR-PLAY-05';
  if (to.zone === 'reserve') {
    check(!moving, 'WOTR-PROC-07', 'a move goes to an active battleground or the active path');
    return;
  }
  if (to.zone === 'battleground') {
    const bg = s.battlegrounds.find((b) => b.id === to.id);
    check(bg !== undefined, 'WOTR-LOCS-09', `${to.id} is not an active battleground`);
    const l = locationOf(s, to.id);
    if (l.kind !== 'battleground') throw new RangeError(`expected a battleground, got ${to.id}`);
    // [WOTR-LOC-04] the card's faction symbol on the battleground's side matching its team.
    const symbols = teamOfFaction(facts.faction) === l.side ? l.defendingFactions : l.attackingFactions;
    check(symbols.includes(facts.faction), 'WOTR-LOC-04', `${facts.faction} cards may not go to ${to.id} on that side`);
    return;
  }
  if (to.zone === 'path') {
    check(facts.type === 'character', 'WOTR-PLAY-04', 'an army may not go to a path');
    check(s.path !== null, 'WOTR-LOC-07', 'no path is active');
    const l = locationOf(s, s.path.id);
    if (l.kind !== 'path') throw new RangeError(`expected a path, got ${s.path.id}`);
    check(inPathRanges(facts.allowedPaths, l.number), 'WOTR-PLAY-05', `${facts.id} may not go to path ${l.number}`);
    return;
  }
  throw new WotrRuleViolation(rule, `a ${facts.type} goes to a reserve, an active battleground${facts.type === 'character' ? ' or the active path' : ''}`);
}

/** [WOTR-PLAY-06] Whether `item` may be wielded by `wielder`: a named card, keyword or faction of its list. */
function mayWield(item: CardFacts, wielder: CardFacts): boolean {
  return item.allowedWielders.some((w) => w === wielder.id || wielder.keywords.includes(w) || w === wielder.faction);
}

/** The places a card is committed to ([WOTR-ZONE-03]). */
function placeOf(s: DraftState, seat: number, to: Target): Draft<InPlay>[] {
  if (to.zone === 'reserve') return seatAt(s, seat).reserve;
  if (to.zone === 'path') return s.path!.cards;
  if (to.zone === 'battleground') return s.battlegrounds.find((b) => b.id === to.id)!.cards;
  throw new RangeError(`expected a place, got ${to.zone}`);
}

/**
 * [WOTR-PLAY-01] 2–3 The play's cost: a different hand card cycled; a forsake when the hand is now
 * empty ([WOTR-PROC-01]: a cycle from an empty hand is a forsake). `rule` names the rule that asks
 * for the cycle (the play's, or the Duel Ring token's).
 */
export function payPlayCost(s: DraftState, seat: number, played: Ref, cost: PlayCost, rule: `WOTR-${string}` = 'WOTR-PLAY-01'): void {
  const st = seatAt(s, seat);
  if (st.hand.length > 0) {
    check('cycle' in cost, rule, 'a card is cycled from hand');
    check(cost.cycle !== played, 'WOTR-PLAY-01', 'the card cycled must be a different card');
    cycleFromHand(s, seat, cost.cycle, rule);
    return;
  }
  const reserveRefs = st.reserve.flatMap((c) => [c.ref, ...c.items.map((i) => i.ref)]).filter((r) => r !== played);
  if ('nothing' in cost) {
    // [WOTR-SPEC-06] nothing happens only when nothing can be forsaken.
    check(reserveRefs.length === 0 && st.deck.length === 0, 'WOTR-PROC-05', 'there is a card to forsake');
    return;
  }
  check('forsake' in cost, rule, 'with an empty hand, the cycle is a forsake');
  if (cost.forsake === 'deck-top') {
    forsakeDeckTop(s, seat);
    return;
  }
  // [WOTR-PROC-05] (b), [WOTR-PLAY-07] a card of the seat's own reserve, or an item on a wielder there.
  const ref = cost.forsake.reserve;
  check(ref !== played && reserveRefs.includes(ref), 'WOTR-PROC-05', `card ${ref} is not in seat ${seat}'s reserve`);
  forsakeFromReserve(s, seat, ref);
}

/** [WOTR-PROC-05] (b) Eliminate a card of the seat's reserve: a character with its items, or an item alone ([WOTR-PROC-06] replacements apply). */
function forsakeFromReserve(s: DraftState, seat: number, ref: Ref): void {
  const st = seatAt(s, seat);
  const at = st.reserve.findIndex((c) => c.ref === ref);
  if (at >= 0) {
    eliminateFromPlay(s, st.reserve.splice(at, 1)[0]!, 'reserve');
    return;
  }
  for (const wielder of st.reserve) {
    const i = wielder.items.findIndex((item) => item.ref === ref);
    if (i >= 0) eliminateFromPlay(s, wielder.items.splice(i, 1)[0]!, 'reserve');
  }
}

/** A1: play a card from hand ([WOTR-PLAY-01..11]). */
function play(s: DraftState, m: Extract<Move, { kind: 'play' }>): void {
  const st = seatAt(s, m.seat);
  // [WOTR-HIO-08] the card is in this seat's hand, and of this seat's public deck list.
  check(st.hand.includes(m.ref), 'WOTR-HIO-08', `card ${m.ref} is not in seat ${m.seat}'s hand`);
  check(st.list.includes(m.card), 'WOTR-HIO-08', `${m.card} is not in seat ${m.seat}'s deck list`);
  const facts = cardOf(s, m.card);
  // [WOTR-PLAY-11] the same character or item only once a round.
  if (facts.type === 'character' || facts.type === 'item')
    check(!st.playedThisRound.includes(facts.id), 'WOTR-PLAY-11', `${facts.id} was already played this round`);
  const entered: Draft<InPlay> = { ref: m.ref, card: m.card, owner: m.seat, enteredReserveRound: 0, tokens: { ...NO_TOKENS }, items: [] };
  if (facts.type === 'event') {
    check(m.to.zone === 'event', 'WOTR-PLAY-09', 'an event resolves and is eliminated; it goes nowhere');
  } else if (facts.type === 'item') {
    check(m.to.zone === 'wielder', 'WOTR-PLAY-06', 'an item attaches to a character in play');
    const target = m.to.ref;
    const found = cardsInPlay(s).find((x) => x.card.ref === target && x.wielder === null);
    check(found !== undefined, 'WOTR-PLAY-06', `card ${target} is not a character in play`);
    const wielder = cardOf(s, found.card.card);
    check(wielder.type === 'character', 'WOTR-PLAY-06', `${wielder.id} is not a character`);
    // [WOTR-PLAY-06] a team-mate's character may wield it; the other team's may not.
    check(s.seats[found.card.owner]!.team === st.team, 'WOTR-PLAY-06', `${wielder.id} is not of seat ${m.seat}'s team`);
    check(mayWield(facts, wielder), 'WOTR-PLAY-06', `${wielder.id} may not wield ${facts.id}`);
  } else {
    check(m.to.zone !== 'event' && m.to.zone !== 'wielder', facts.type === 'army' ? 'WOTR-PLAY-04' : 'WOTR-PLAY-05', `a ${facts.type} does not go there`);
    checkPlace(s, facts, m.to, false);
  }
  takeFromHand(s, m.seat, m.ref, 'WOTR-HIO-08');
  // [WOTR-PLAY-01] 1. revealed and moved to its destination.
  if (m.to.zone === 'event') st.eliminated.push({ ref: m.ref, card: m.card }); // [WOTR-PLAY-09] identity public
  else if (m.to.zone === 'wielder') {
    const target = m.to.ref;
    cardsInPlay(s).find((x) => x.card.ref === target)!.card.items.push(entered);
  } else {
    if (m.to.zone === 'reserve') entered.enteredReserveRound = s.round; // [WOTR-PLAY-10]
    placeOf(s, m.seat, m.to).push(entered);
  }
  if (facts.type === 'character' || facts.type === 'item') st.playedThisRound.push(facts.id);
  // [WOTR-PLAY-01] 2–3, at the same time and before its text.
  payPlayCost(s, m.seat, m.ref, m.cost);
  // [WOTR-PLAY-12] then its removal, like a text.
  const removed = REMOVES[facts.id];
  if (removed !== undefined) removeNamed(s, removed);
}

/** A2: move an army or character from the seat's own reserve ([WOTR-PROC-07]). */
function move(s: DraftState, m: Extract<Move, { kind: 'move' }>): void {
  const st = seatAt(s, m.seat);
  const at = st.reserve.findIndex((c) => c.ref === m.ref);
  check(at >= 0, 'WOTR-PROC-07', `card ${m.ref} is not in seat ${m.seat}'s reserve`);
  const card = st.reserve[at]!;
  // [WOTR-PLAY-10] not a card that entered the reserve this round.
  check(card.enteredReserveRound !== s.round, 'WOTR-PLAY-10', `${card.card} entered the reserve this round`);
  checkPlace(s, cardOf(s, card.card), m.to, true);
  st.reserve.splice(at, 1);
  placeOf(s, m.seat, m.to).push(card); // its items come with it
}

/** Applies the move of the seat whose turn it is ([WOTR-ACT-01]): a pass, an action, or an action with a follow-up owed. */
export function takeTurn(s: DraftState, seat: number, m: Move): 'pass' | 'action' | 'follow-up' {
  const st = seatAt(s, seat);
  switch (m.kind) {
    case 'pass':
      check(canPass(s, seat), 'WOTR-ACT-03', `seat ${seat} holds ${st.hand.length} cards, above its limit and not fewer than every opponent`);
      return 'pass';
    case 'play':
      play(s, m);
      return 'action';
    case 'move':
      move(s, m);
      return 'action';
    case 'cycle':
      cycleFromHand(s, seat, m.ref, 'WOTR-PROC-01'); // A3
      return 'action';
    case 'winnow': {
      // A4, [WOTR-PROC-10] at least 2 in hand; eliminate 2 (hidden), then draw 1.
      check(st.hand.length >= 2, 'WOTR-PROC-10', 'winnowing needs 2 cards in hand');
      check(m.refs.length === 2 && m.refs[0] !== m.refs[1], 'WOTR-PROC-10', 'winnowing eliminates 2 different cards');
      check(m.refs.every((r) => st.hand.includes(r)), 'WOTR-PROC-10', 'winnowed cards come from the hand');
      for (const r of m.refs) eliminateFromHand(s, seat, r, 'WOTR-PROC-10');
      draw(s, seat, 1);
      return 'action';
    }
    case 'ring': {
      // A6, [WOTR-RING-01] the seat's scenario rule.
      const rule = SCENARIOS[s.scenario].seats[seat]!.ring;
      check(rule !== 'none', s.scenario === 'fellowship' ? 'WOTR-SCN-FOTR-04' : 'WOTR-RING-01', `seat ${seat} has no Ring token`);
      if (rule === 'once-per-game') {
        // [WOTR-SCN-TRI-05] once per game: draw 2, discard the token.
        check(st.ringTokens > 0, 'WOTR-SCN-TRI-05', `seat ${seat} has used its Ring token`);
        st.ringTokens -= 1;
        draw(s, seat, 2);
        return 'action';
      }
      // [WOTR-SCN-D2-04] once per round: draw 3, then eliminate 1 and cycle 1 from hand; the token is kept.
      check(st.ringUsedRound !== s.round, 'WOTR-SCN-D2-04', `seat ${seat} used its Ring token this round`);
      st.ringUsedRound = s.round;
      draw(s, seat, 3);
      return 'follow-up';
    }
    default:
      throw new WotrRuleViolation('WOTR-ACT-06', `${m.kind} is not an action`);
  }
}

/** [WOTR-SCN-D2-04] The Duel Ring token's second half: eliminate 1 card from hand (hidden), then cycle 1. */
export function ringDiscard(s: DraftState, m: Extract<Move, { kind: 'ring-discard' }>): void {
  const st = seatAt(s, m.seat);
  if (m.eliminate === null) check(st.hand.length === 0, 'WOTR-SCN-D2-04', 'a card is eliminated from hand'); // [WOTR-PROC-11]
  else eliminateFromHand(s, m.seat, m.eliminate, 'WOTR-SCN-D2-04');
  payPlayCost(s, m.seat, -1, m.cycle, 'WOTR-SCN-D2-04');
}
