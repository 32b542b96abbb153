// The search bot: Monte Carlo search over determinizations of what its house knows.
//
// For a decision that matters (orders, bids, House cards, marches, raids, support) it draws a few
// candidate moves the heuristic rates best, then plays each of them out in many sampled worlds: a
// world fills in everything the house cannot see — the other houses' sealed orders, bids and House
// cards, which it samples with the playout policy as if they were still to be made, and the order
// of the decks, dealt at random (except the cards the house was shown) — and plays the game on with
// the playout policy to the end of the round (or a move limit), then scores it: the house's
// heuristic score and track places minus its strongest rival's. Every candidate meets the same worlds (common random
// numbers), and sequential halving spends the playouts on the candidates still in the running. It
// never reads another house's sealed choice: it gets a PlayerView, where those are not.
//
// Deterministic: every random draw comes from a DRBG keyed by the bot's seed, its house and the
// decision id, and the budget counts playouts, never time. The same view and decision always give
// the same move, whatever the bot decided before. A page may add a time cap (`SearchLimits`): a
// search past it stops and answers with the best candidate so far (the heuristic's pick if no
// playout finished) — then, and only then, the move depends on the machine's speed.
import { createDrbg } from '../../crypto/drbg';
import { apply, choices, pending, TRACKS, type ChoiceSpace, type Decision, type DecisionKind, type GameState, type House, type Move } from '../../engine/index';
import type { ViewBot } from './bot';
import { scoreOrders, scoreState } from './heuristic-bot';
import { candidateMoves, greedyMove } from './heuristic-bot';
import { heuristicBid, playoutMove } from './playout-policy';
import type { PlayerView } from './player-view';

export interface SearchBudget {
  /** Playouts for an order set; the other searched decisions get a share (SHARE). */
  readonly playouts: number;
  /** Candidate moves searched per decision (the heuristic's choice among them). */
  readonly candidates: number;
  /** Candidates the playout policy weighs per move (1 plays at random). */
  readonly breadth: number;
  /** At most this many moves per playout, besides the end of the round. */
  readonly horizon: number;
}

/** A time cap on one decision, read from a clock the caller injects (the search itself has none). */
export interface SearchLimits {
  /** Milliseconds one decision may take; past them the search answers with its best so far. */
  readonly capMs: number;
  /** A monotonic clock in milliseconds (performance.now in a page or worker). */
  readonly now: () => number;
}

/** The share of `playouts` a decision kind gets; kinds not listed are decided by the heuristic. */
const SHARE: Partial<Record<DecisionKind, number>> = {
  'place-orders': 1,
  bid: 0.5,
  'choose-house-card': 0.5,
  'resolve-march': 0.5,
  'resolve-raid': 0.25,
  'declare-support': 0.25,
  'accept-support': 0.25,
  'use-raven': 0.25,
};

/** Candidates the heuristic draws before keeping the best `budget.candidates`. */
const DRAWN = 32;
/** Candidates the heuristic weighs for a decision that is not searched (as the heuristic bot). */
const HEURISTIC_BREADTH = 16;
/** A value beyond any score: the game is decided. */
const DECIDED = 1e6;

/**
 * What a step up an Influence track is worth, in the heuristic's points (a Power token is 1): a
 * playout stops at the end of the round, before the positions bought with bids pay off (turn order
 * and ties, the Blade, the Raven, stars), so the score counts them.
 */
const TRACK_STEP = 1.5;

/** The heuristic score plus the worth of the house's places on the three Influence tracks. */
function standing(state: GameState, house: House): number {
  const n = state.options.houses.length;
  let tracks = 0;
  for (const track of TRACKS) tracks += n - 1 - state.tracks[track].indexOf(house);
  return scoreState(state, house) + TRACK_STEP * tracks;
}

/** How good `state` is for `me`: its standing minus the best of the others'. */
export function evaluate(state: GameState, me: House): number {
  if (state.winner !== null) return state.winner === me ? DECIDED : -DECIDED;
  let rival = -Infinity;
  for (const house of state.options.houses) if (house !== me) rival = Math.max(rival, standing(state, house));
  return standing(state, me) - rival;
}

const keyOf = (move: Move) => JSON.stringify(move);

/** Distinct moves, first occurrence kept. */
function distinct(moves: readonly Move[]): Move[] {
  const seen = new Set<string>();
  return moves.filter((m) => !seen.has(keyOf(m)) && seen.add(keyOf(m)) !== undefined);
}

/** Bids worth comparing: nothing, the heuristic's, a little more or less, half and all. */
function bidCandidates(state: GameState, decision: Decision, space: ChoiceSpace, count: number): Move[] {
  if (space.type !== 'one-of') return [];
  const want = heuristicBid(state, decision, space);
  const amount = want.kind === 'bid' ? want.amount : 0;
  const max = space.moves.length - 1;
  const amounts = [amount, 0, amount + 1, amount - 1, amount + 2, Math.floor(max / 2), max].filter((a) => a >= 0 && a <= max);
  return distinct(amounts.map((a) => space.moves.find((m) => m.kind === 'bid' && m.amount === a)!)).slice(0, count);
}

/** The moves worth searching: the heuristic's best `count` of many drawn, its own pick first. */
function searchCandidates(view: PlayerView, decision: Decision, space: ChoiceSpace, count: number, pick: (n: number) => number): Move[] {
  if (decision.kind === 'bid') return bidCandidates(view.state, decision, space, count);
  const drawn = distinct(candidateMoves(space, DRAWN, pick));
  const rate = (m: Move): number => {
    if (m.kind === 'place-orders') return scoreOrders(view.state, view.house, m);
    try {
      return scoreState(apply(view.state, m), view.house);
    } catch {
      return -Infinity;
    }
  };
  const rated = drawn.map((move, i) => ({ move, i, score: rate(move) })).filter((r) => r.score > -Infinity);
  rated.sort((a, b) => b.score - a.score || a.i - b.i);
  return rated.slice(0, count).map((r) => r.move);
}

/** Plays `move` for `decision` in one sampled world and returns how the round ends for the house. */
function playout(view: PlayerView, decision: Decision, move: Move, world: (n: number) => number, budget: SearchBudget): number {
  const { house, shown } = view;
  const round = view.state.round;
  let state = view.state;
  let played = false;
  for (let moves = 0; moves < budget.horizon && state.winner === null && state.round === round; moves++) {
    const asked = pending(state);
    const mine = played ? undefined : asked.find((d) => d.id === decision.id);
    if (mine !== undefined) {
      state = apply(state, move);
      played = true;
      continue;
    }
    const next = asked[0];
    if (next === undefined) break;
    state = apply(state, playoutMove(state, next, world, house, shown, budget.breadth));
  }
  return evaluate(state, house);
}

/**
 * Sequential halving over `candidates`, every round's worlds shared by all of them. `overCap` is
 * asked before every playout: once it says yes, the candidate with the best mean so far wins (ties
 * and no playout at all: the earlier candidate, so the heuristic's own pick first).
 */
function halve(view: PlayerView, decision: Decision, candidates: readonly Move[], playouts: number, seed: Uint8Array, budget: SearchBudget, overCap: () => boolean): Move {
  let alive = candidates.map((_, i) => i);
  const total = candidates.map(() => 0);
  const played = candidates.map(() => 0);
  const mean = (c: number) => (played[c] === 0 ? -Infinity : total[c]! / played[c]!);
  const rounds = Math.max(1, Math.ceil(Math.log2(candidates.length)));
  let worldNo = 0;
  for (let r = 0; r < rounds && alive.length > 1; r++) {
    const worlds = Math.max(1, Math.floor(playouts / rounds / alive.length));
    for (let w = 0; w < worlds; w++, worldNo++) {
      const label = `search-bot/${view.house}/${decision.id}/world/${worldNo}`;
      for (const c of alive) {
        if (overCap()) return candidates[[...alive].sort((a, b) => mean(b) - mean(a) || a - b)[0]!]!;
        const rng = createDrbg(seed, label); // the same world for every candidate
        total[c]! += playout(view, decision, candidates[c]!, (n) => rng.int(n), budget);
        played[c]!++;
      }
    }
    // All alive candidates have the same number of playouts, so totals compare as means.
    alive = [...alive].sort((a, b) => total[b]! - total[a]! || a - b).slice(0, Math.ceil(alive.length / 2));
  }
  return candidates[alive[0]!]!;
}

/** The search bot of `house`; `limits` adds a time cap per decision (a page's bots; never the arena's or a test's). */
export function searchBot(seed: Uint8Array, house: House, budget: SearchBudget, limits?: SearchLimits): ViewBot {
  return {
    house,
    decide(view, decision) {
      const started = limits?.now();
      const overCap = limits === undefined ? () => false : () => limits.now() - started! >= limits.capMs;
      if (view.house !== house) throw new RangeError(`expected the view of ${house}, got ${view.house}'s`);
      if (decision.house !== house) throw new RangeError(`expected a decision of ${house}, got one of ${String(decision.house)}`);
      const space = choices(view.state, decision);
      if (space.type === 'one-of' && space.moves.length === 1) return space.moves[0]!;
      const rng = createDrbg(seed, `search-bot/${house}/${decision.id}`);
      const pick = (n: number) => rng.int(n);
      const share = SHARE[decision.kind];
      const playouts = share === undefined ? 0 : Math.floor(budget.playouts * share);
      if (decision.kind === 'bid' && playouts < 2) return heuristicBid(view.state, decision, space);
      if (playouts < 2) return greedyMove(view.state, house, candidateMoves(space, HEURISTIC_BREADTH, pick));
      const candidates = searchCandidates(view, decision, space, budget.candidates, pick);
      if (candidates.length === 0) return greedyMove(view.state, house, candidateMoves(space, HEURISTIC_BREADTH, pick));
      if (candidates.length === 1) return candidates[0]!;
      return halve(view, decision, candidates, playouts, seed, budget, overCap);
    },
  };
}
