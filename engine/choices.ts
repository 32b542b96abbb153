// The legal choices of a pending decision (style rule 11). Bots, the UI and property tests use
// them; `apply` accepts exactly the moves they describe. A small choice is a list of moves; a
// combinatorial one (placing up to 15 tokens on up to a dozen areas) is described by its parts,
// and `sampleMove` builds a legal move from it with an injected picker.
import type { AreaId } from './data/areas';
import { orderToken, type OrderTokenId } from './data/orders';
import type { House } from './data/vocabulary';
import type { Decision, Move, OrderPlacement } from './decisions';
import { boardOf } from './board';
import { topFrame } from './frames';
import { starLimit } from './influence';
import { legalMusters, sampleMuster } from './muster';
import { actionMoves } from './action';
import { sampleRaid } from './raid';
import { marchChoice, sampleMarch, sampleMarchOf, type MarchChoice } from './march-choices';
import { captureMoves } from './ports';
import { abilityTidesMoves, combatMoves } from './combat-choices';
import { ravenMoves, sampleRaven } from './raven';
import { allowedTokens, areasNeedingOrders, requiredOrderCount } from './planning';
import type { GameState } from './state';
import { westerosMoves } from './westeros-choices';
import { maxBid } from './bidding';

/** Choose one of these moves. */
export interface OneOf {
  readonly type: 'one-of';
  readonly moves: readonly Move[];
}

/** Put distinct tokens on exactly `count` of `areas`, with at most `maxStars` special tokens. */
export interface OrderChoice {
  readonly type: 'orders';
  readonly house: House;
  readonly areas: readonly AreaId[];
  readonly tokens: readonly OrderTokenId[];
  readonly maxStars: number;
  readonly count: number;
  /**
   * 1st edition only: the tokens that go on land only (Consolidate Power, [1E-PLAN-05]) and the
   * sea areas among `areas`; absent in a 2nd-edition game, whose every token goes anywhere.
   */
  readonly landOnly?: { readonly tokens: readonly OrderTokenId[]; readonly seas: readonly AreaId[] };
  /**
   * 1st edition only: `count` is the most orders to place, and any fewer is legal — an area may stay
   * without an order ([1E-PLAN-03]); absent in a 2nd-edition game, which places exactly `count`.
   */
  readonly optional?: true;
}

export type ChoiceSpace = OneOf | OrderChoice | MarchChoice;

/** The legal choices of a decision the game is waiting for. */
export function choices(state: GameState, decision: Decision): ChoiceSpace {
  switch (decision.kind) {
    case 'place-orders': {
      const house = decision.house;
      return {
        type: 'orders',
        house,
        areas: areasNeedingOrders(state, house),
        tokens: allowedTokens(state),
        maxStars: starLimit(state, house),
        count: requiredOrderCount(state, house),
        ...(state.options.ruleset === '1e' ? { landOnly: landOnly1e(state, house), optional: true as const } : {}),
      };
    }
    case 'muster': {
      const frame = topFrame(state);
      if (frame.kind !== 'muster') throw new RangeError(`expected a muster frame on top, got ${frame.kind}`);
      const done: Move = { kind: 'muster', house: decision.house, muster: 'done' };
      return { type: 'one-of', moves: [...legalMusters(state, frame), done] };
    }
    case 'use-raven':
    case 'return-wildling-card': {
      const frame = topFrame(state);
      if (frame.kind !== 'raven') throw new RangeError(`expected a raven frame on top, got ${frame.kind}`);
      return { type: 'one-of', moves: ravenMoves(state, frame) };
    }
    case 'resolve-raid':
    case 'resolve-consolidate-power':
      return { type: 'one-of', moves: actionMoves(state, decision) };
    case 'resolve-march':
      return marchChoice(state, decision.house);
    case 'leave-power-token':
      // 2E-MARCH-07: a Power token stays in the emptied area, or not.
      return { type: 'one-of', moves: [true, false].map((leave): Move => ({ kind: 'leave-power-token', house: decision.house, area: decision.area, leave })) };
    case 'capture-port':
      return { type: 'one-of', moves: captureMoves(state, decision.house, decision.port) };
    case 'declare-support':
    case 'accept-support':
    case 'choose-house-card':
    case 'use-blade':
    case 'choose-casualties':
    case 'retreat':
    case 'choose-retreat-losses':
      return { type: 'one-of', moves: combatMoves(state, decision) };
    case 'cancel-house-card':
    case 'replace-house-card':
    case 'swap-house-card':
    case 'demote-opponent':
    case 'remove-order':
    case 'upgrade-footman':
    case 'discard-opponent-card':
    case 'draw-card':
    case 'redraw-tides-card':
      return { type: 'one-of', moves: abilityTidesMoves(state, decision) };
    case 'reveal-card':
    case 'shuffle-deck':
      // Tides of Battle is dealt inside a combat ([2E-TOB-03], [2E-TOB-06]).
      if (decision.deck === 'tides-of-battle') return { type: 'one-of', moves: abilityTidesMoves(state, decision) };
      return { type: 'one-of', moves: westerosMoves(state, decision) };
    case 'bid':
    case 'break-tie':
    case 'westeros-option':
    case 'reconcile':
    case 'destroy-unit':
    case 'replace-unit':
    case 'choose-track':
    case 'discard-house-card':
    case 'take-house-card':
    case 'choose-penalty':
    case 'choose-muster-area':
      return { type: 'one-of', moves: westerosMoves(state, decision) };
  }
}

/** 1E-PLAN-05: a 1st-edition house's Consolidate Power tokens, and the seas where it needs orders. */
function landOnly1e(state: GameState, house: House): NonNullable<OrderChoice['landOnly']> {
  const info = boardOf(state).info;
  return {
    tokens: allowedTokens(state).filter((t) => orderToken(t).type === 'consolidate-power'),
    seas: areasNeedingOrders(state, house).filter((a) => info[a].kind === 'sea'),
  };
}

/**
 * Picks an index in [0, n). Injected so the engine stays free of randomness: a bot passes its
 * seeded generator, a property test passes fast-check's choices.
 */
export type Pick = (n: number) => number;

function take<T>(items: T[], pick: Pick): T {
  const i = pick(items.length);
  const [item] = items.splice(i, 1);
  if (item === undefined) throw new RangeError(`expected a pick in [0, ${items.length + 1}), got ${i}`);
  return item;
}

function sampleOrders(space: OrderChoice, pick: Pick): Move {
  const areas = [...space.areas];
  let tokens = [...space.tokens];
  let stars = 0;
  const orders: OrderPlacement[] = [];
  for (let i = 0; i < space.count; i++) {
    const area = take(areas, pick);
    // 1E-PLAN-03: a 1st-edition house may leave an area without an order; one area in four is.
    if (space.optional === true && pick(4) === 0) continue;
    const land = space.landOnly;
    // 1E-PLAN-05: at sea, only the tokens that may go there; an area left without one is legal in
    // the 1st edition (1E-PLAN-03).
    const open = land === undefined || !land.seas.includes(area) ? tokens : tokens.filter((t) => !land.tokens.includes(t));
    if (open.length === 0) continue;
    const token = open === tokens ? take(tokens, pick) : take(open, pick);
    if (open !== tokens) tokens = tokens.filter((t) => t !== token);
    if (orderToken(token).star && ++stars >= space.maxStars) tokens = tokens.filter((t) => !orderToken(t).star);
    orders.push({ area, token });
  }
  return { kind: 'place-orders', house: space.house, orders };
}

/** Builds one legal move of a choice space, choosing with `pick` at every branch. */
export function sampleMove(space: ChoiceSpace, pick: Pick): Move {
  if (space.type === 'one-of') {
    // The pick `take` would make, without copying the list to splice one move out of it.
    const i = pick(space.moves.length);
    const move = space.moves[i];
    if (move === undefined) throw new RangeError(`expected a pick in [0, ${space.moves.length}), got ${i}`);
    return move;
  }
  if (space.type === 'march') return sampleMarch(space, pick);
  const limited = space.maxStars === 0 ? { ...space, tokens: space.tokens.filter((t) => !orderToken(t).star) } : space;
  return sampleOrders(limited, pick);
}

/**
 * One legal move of a pending decision, every move as likely as under
 * `sampleMove(choices(state, decision), pick)`, but for a muster, a march and a raid without
 * listing every legal move first: a muster action is drawn by rejection among the candidates
 * (`sampleMuster`), a march builds only the March order it draws and draws each unit's destination
 * by rejection (`sampleMarchOf`), a 2nd-edition raid draws its order and target by rejection
 * (`sampleRaid`). The picks asked of `pick` differ from `sampleMove`'s, so a seeded stream plays
 * other moves than it would through `choices`: the fast random bot's sampler (src/bots), never the
 * pinned games' random bot. The Raven's move and a bid are the very moves `sampleMove` picks with
 * the same pick, made without listing the others (`sampleRaven`); other decisions go through
 * `sampleMove(choices(…))`.
 */
export function sampleDecision(state: GameState, decision: Decision, pick: Pick): Move {
  switch (decision.kind) {
    case 'muster': {
      const frame = topFrame(state);
      if (frame.kind !== 'muster') throw new RangeError(`expected a muster frame on top, got ${frame.kind}`);
      return sampleMuster(state, frame, { kind: 'muster', house: decision.house, muster: 'done' }, pick);
    }
    case 'resolve-march':
      return sampleMarchOf(state, decision.house, pick);
    case 'resolve-raid':
      if (state.options.ruleset !== '1e') return sampleRaid(state, decision.house, pick);
      return sampleMove(choices(state, decision), pick);
    case 'use-raven':
    case 'return-wildling-card': {
      const frame = topFrame(state);
      if (frame.kind !== 'raven') throw new RangeError(`expected a raven frame on top, got ${frame.kind}`);
      return sampleRaven(state, frame, pick);
    }
    case 'bid':
      // westerosMoves lists the amounts 0 to the house's Power in order: the picked one, made alone.
      return { kind: 'bid', house: decision.house, amount: pick(maxBid(state, decision.house) + 1) };
    default:
      return sampleMove(choices(state, decision), pick);
  }
}
