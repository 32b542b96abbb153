// A bot that plays sensibly, still choosing only among the engine's legal choices (style rule 11):
// for each decision it draws a handful of legal candidates from the engine's choice space (all of
// them when the space is a short list) and keeps the one that scores best — a move by the state it
// leads to (castles held, home held, units, Power), an order set by where its tokens sit (defend
// home and threatened castles, march from the biggest army, consolidate on crowns), a bid by a
// share of its Power fitted to what is at stake.
import { createDrbg } from '../../crypto/drbg';
import {
  HOUSE_INFO,
  ORDER_TOKENS,
  apply,
  boardOf,
  choices,
  controllerOf,
  sampleMove,
  victoryPoints,
  type AreaId,
  type ChoiceSpace,
  type Decision,
  type GameState,
  type House,
  type Move,
  type Pick,
} from '../../engine/index';
import type { Bot } from './bot';

const CANDIDATES = 16;

// A house's home is the same area in both editions (HOUSE_INFO_1E agrees for its five houses), so
// the 2nd edition's table serves both; the areas and their neighbours are the game's board's.

/** How good a state is for `house`: victory first, then its home, its army and its Power. */
export function scoreState(state: GameState, house: House): number {
  if (state.winner !== null) return state.winner === house ? 1e6 : -1e6;
  const home = HOUSE_INFO[house].home;
  const units = Object.values(state.areas).reduce((n, a) => n + a.units.filter((u) => u.house === house).length, 0);
  const power = state.houses[house]?.power ?? 0;
  return victoryPoints(state, house) * 100 + (controllerOf(state, home) === house ? 60 : 0) + units * 6 + power;
}

/** Whether an enemy unit stands next to `area`. */
function threatened(state: GameState, area: AreaId, house: House): boolean {
  return boardOf(state).neighbours[area].some((n) => state.areas[n].units.some((u) => u.house !== house));
}

/** How good an order set is: where each token sits. */
export function scoreOrders(state: GameState, house: House, move: Move): number {
  if (move.kind !== 'place-orders') return 0;
  const home = HOUSE_INFO[house].home;
  const areas = boardOf(state).info;
  let score = 0;
  for (const { area, token } of move.orders) {
    const info = ORDER_TOKENS[token];
    const units = state.areas[area].units.filter((u) => u.house === house).length;
    const fort = areas[area].fortification !== 'none';
    const danger = threatened(state, area, house);
    if (info.type === 'defense') score += (area === home ? 6 : 0) + (fort && danger ? 4 : 0) + (danger ? 1 : -1) + info.bonus;
    if (info.type === 'march') score += units * 2 + info.bonus * units + (danger && area === home ? -4 : 0);
    if (info.type === 'consolidate-power') score += areas[area].power * 3 + (danger ? -2 : 1);
    if (info.type === 'support') score += danger ? 2 : 0;
    if (info.type === 'raid') score += danger ? 2 : 0;
  }
  return score;
}

/** A bid: a share of the Power fitted to the contest (the Night's Watch gets more when the threat is high). */
export function chooseBid(state: GameState, decision: Decision, amounts: readonly number[]): number {
  const power = Math.max(...amounts);
  if (decision.kind !== 'bid') return 0;
  if (decision.contest === 'wildlings') return Math.min(power, Math.ceil(state.wildlingThreat / Math.max(1, state.options.houses.length)));
  const share = decision.contest === 'iron-throne' ? 3 : decision.contest === 'kings-court' ? 3 : 4;
  return Math.min(power, Math.floor(power / share) + 1);
}

/** `count` legal moves of `space`: all of a short list, else samples (maybe repeated). */
export function candidateMoves(space: ChoiceSpace, count: number, pick: Pick): readonly Move[] {
  if (space.type === 'one-of' && space.moves.length <= count) return space.moves;
  return Array.from({ length: count }, () => sampleMove(space, pick));
}

/** The move of `candidates` whose outcome scores best for `house` (the first of equals). */
export function greedyMove(state: GameState, house: House, candidates: readonly Move[]): Move {
  let best = candidates[0]!;
  let bestScore = -Infinity;
  for (const move of candidates) {
    let score: number;
    if (move.kind === 'place-orders') score = scoreOrders(state, house, move);
    else {
      try {
        score = scoreState(apply(state, move), house);
      } catch {
        continue; // a sealed choice may not apply alone; candidates come from the engine, so this is rare
      }
    }
    if (score > bestScore) {
      best = move;
      bestScore = score;
    }
  }
  return best;
}

export function heuristicBot(seed: Uint8Array, house: House): Bot {
  const rng = createDrbg(seed, `heuristic-bot/${house}`);
  const pick = (n: number) => rng.int(n);
  return {
    choose(state: GameState, decision: Decision): Move {
      const space = choices(state, decision);
      if (space.type === 'one-of' && decision.kind === 'bid') {
        const amounts = space.moves.map((m) => (m.kind === 'bid' ? m.amount : 0));
        const want = chooseBid(state, decision, amounts);
        return space.moves.find((m) => m.kind === 'bid' && m.amount === want) ?? space.moves[0]!;
      }
      return greedyMove(state, house, candidateMoves(space, CANDIDATES, pick));
    },
  };
}
