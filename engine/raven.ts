// The Messenger Raven step, the last step of the Planning phase ([2E-PLAN-13], [2E-PLAN-14],
// [2E-INF-11], [2E-INF-12]): its holder swaps one placed order for an unused one, or looks at the
// top Wildling card and puts it back on top or at the bottom, or does nothing.
import { areaWithOrder } from './area-copy';
import { withParts } from './state-copy';
import { withArea } from './board-copy';
import { isAreaOf } from './board';
import type { AreaId } from './data/areas';
import { orderToken, ORDER_TOKEN_IDS, type OrderTokenId } from './data/orders';
import type { House } from './data/vocabulary';
import type { Move, ReturnWildlingCardDecision, ReturnWildlingCardMove, UseRavenDecision, UseRavenMove } from './decisions';
import { refuse, require, RuleViolation, type Broken } from './errors';
import { show } from './untrusted';
import type { Step } from './frame-handler';
import { replaceTop, type NewFrame } from './frames';
import { holderOf, starLimit } from './influence';
import { isBanned } from './order-bans';
import type { DeckState, GameState } from './state';
import { ordersOnBoard } from './units';
import type { RavenFrame } from './frame-data';

export function newRavenFrame(state: GameState): NewFrame<RavenFrame> {
  return { kind: 'raven', house: holderOf(state, 'messenger-raven'), stage: 'choose' };
}

/** The house's Order tokens on the board, in AREA_IDS order. */
function placedTokens(state: GameState, house: House): { area: AreaId; token: OrderTokenId }[] {
  const placed: { area: AreaId; token: OrderTokenId }[] = [];
  for (const { area, order } of ordersOnBoard(state)) if (order.house === house) placed.push({ area, token: order.token });
  return placed;
}

/**
 * The first rule a Raven swap breaks, or null when it is legal: the area holds one of the house's
 * orders; the new token is not on the board; it obeys the Westeros ban and the star limit counted
 * after the swap (OQ-21). Throws nothing: `legalReplacements` asks it of every candidate swap.
 */
function replacementProblem(state: GameState, house: House, area: AreaId, token: OrderTokenId, placed: readonly { area: AreaId; token: OrderTokenId }[], limit: number): Broken | null {
  const order = isAreaOf(state, area) ? state.areas[area].order : undefined;
  // 2E-PLAN-14: the holder replaces one of its own revealed Order tokens.
  if (order === undefined || order === null || order.house !== house) return { rule: '2E-PLAN-14', message: `${house} has no order in ${show(area)}` };
  if (!(ORDER_TOKEN_IDS as readonly unknown[]).includes(token)) return { rule: '2E-PLAN-14', message: `no order token '${show(token)}'` };
  // 2E-PLAN-14, 2E-COMP-08: the new token is one that is not on the board.
  if (placed.some((p) => p.token === token)) return { rule: '2E-PLAN-14', message: `${house}'s token ${show(token)} is already on the board` };
  // 2E-PLAN-07 (OQ-21): the Westeros ban still applies.
  if (isBanned(token, state.restriction)) return { rule: '2E-PLAN-07', message: `${token} is banned this round (${state.restriction})` };
  // 2E-PLAN-06 (OQ-21): the star limit, counting the tokens on the board after the swap.
  const stars = placed.filter((p) => p.area !== area && orderToken(p.token).star).length + (orderToken(token).star ? 1 : 0);
  if (stars > limit) return { rule: '2E-PLAN-06', message: `after the swap ${house} would have ${stars} special orders; its limit is ${limit}` };
  return null;
}

/**
 * Checks a Raven swap (see replacementProblem).
 * @throws RuleViolation naming the broken rule.
 */
export function checkReplacement(state: GameState, house: House, area: AreaId, token: OrderTokenId): void {
  refuse(replacementProblem(state, house, area, token, placedTokens(state, house), starLimit(state, house)));
}

/** Every legal Raven swap of the house, in AREA_IDS then token order. */
export function legalReplacements(state: GameState, house: House): { area: AreaId; token: OrderTokenId }[] {
  // replacementProblem's rules with what they read hoisted out of the ≈8 × 15 candidates (the
  // random bot asks this every round): the tokens off the board and not banned, once; the special
  // orders left on the board by each area's swap, once per area. Same swaps, same order
  // (raven.test.ts compares them with replacementProblem's verdict on every candidate).
  const placed = placedTokens(state, house);
  const limit = starLimit(state, house);
  const free = ORDER_TOKEN_IDS.filter((t) => !placed.some((p) => p.token === t) && !isBanned(t, state.restriction));
  let stars = 0;
  for (const p of placed) if (orderToken(p.token).star) stars++;
  const swaps: { area: AreaId; token: OrderTokenId }[] = [];
  for (const { area, token: old } of placed) {
    // 2E-PLAN-14: the area holds the house's order (placedTokens read it from the board).
    const left = stars - (orderToken(old).star ? 1 : 0);
    for (const token of free) if (left + (orderToken(token).star ? 1 : 0) <= limit) swaps.push({ area, token });
  }
  return swaps;
}

/** Whether the Wildling deck has a card to look at. */
function canLook(state: GameState): boolean {
  return (state.decks.wildling?.drawPile ?? 0) > 0;
}

/** The moves the Raven holder may make now. */
export function ravenMoves(state: GameState, frame: RavenFrame): Move[] {
  const house = frame.house;
  if (frame.stage === 'look') {
    return [
      { kind: 'return-wildling-card', house, to: 'top' },
      { kind: 'return-wildling-card', house, to: 'bottom' },
    ];
  }
  const swaps: Move[] = legalReplacements(state, house).map(({ area, token }) => ({ kind: 'use-raven', house, use: 'replace-order', area, token }));
  const look: Move[] = canLook(state) ? [{ kind: 'use-raven', house, use: 'look-at-wildling' }] : [];
  return [{ kind: 'use-raven', house, use: 'none' }, ...look, ...swaps];
}

/**
 * The move `sampleMove` would pick from `ravenMoves(state, frame)` with the same one pick, without
 * making the ≈100 swap moves: the swaps are counted per area (the tokens off the board within the
 * star limit, as legalReplacements finds them), then only the picked one is made. For sampleDecision.
 */
export function sampleRaven(state: GameState, frame: RavenFrame, pick: (n: number) => number): Move {
  const house = frame.house;
  if (frame.stage === 'look') return ravenMoves(state, frame)[pick(2)]!;
  const placed = placedTokens(state, house);
  const limit = starLimit(state, house);
  const free = ORDER_TOKEN_IDS.filter((t) => !placed.some((p) => p.token === t) && !isBanned(t, state.restriction));
  let freeStars = 0;
  for (const t of free) if (orderToken(t).star) freeStars++;
  let stars = 0;
  for (const p of placed) if (orderToken(p.token).star) stars++;
  // Per placed order, how many of `free` may replace it: all the plain ones, the special ones if the limit allows.
  const counts: number[] = [];
  let swaps = 0;
  for (const { token: old } of placed) {
    const left = stars - (orderToken(old).star ? 1 : 0);
    const n = left + 1 <= limit ? free.length : free.length - freeStars;
    counts.push(n);
    swaps += n;
  }
  const look = canLook(state) ? 1 : 0;
  let i = pick(1 + look + swaps);
  if (i === 0) return { kind: 'use-raven', house, use: 'none' };
  if (look === 1 && i === 1) return { kind: 'use-raven', house, use: 'look-at-wildling' };
  i -= 1 + look;
  for (let a = 0; a < placed.length; a++) {
    if (i >= counts[a]!) {
      i -= counts[a]!;
      continue;
    }
    const left = stars - (orderToken(placed[a]!.token).star ? 1 : 0);
    for (const token of free) {
      if (left + (orderToken(token).star ? 1 : 0) > limit) continue;
      if (i-- === 0) return { kind: 'use-raven', house, use: 'replace-order', area: placed[a]!.area, token };
    }
  }
  throw new RangeError(`expected a pick in [0, ${1 + look + swaps}), got one past the swaps`);
}

function pending(state: GameState, frame: RavenFrame): (UseRavenDecision | ReturnWildlingCardDecision)[] {
  switch (frame.stage) {
    case 'choose':
      // 2E-INF-12: a Raven already on its used side cannot be used again this round.
      if (state.ravenUsed) return [];
      return [{ id: `${frame.id}/use-raven/${frame.house}`, kind: 'use-raven', house: frame.house, sealed: false }];
    case 'look':
      // The session shows the top Wildling card to the holder alone while this is pending.
      return [{ id: `${frame.id}/return-wildling-card/${frame.house}`, kind: 'return-wildling-card', house: frame.house, sealed: false }];
    case 'done':
      return [];
  }
}

/** 2E-INF-12: after use the Raven is flipped to its used side. */
function flipped(state: GameState): GameState {
  return withParts(state, { ravenUsed: true });
}

function useRaven(state: GameState, frame: RavenFrame, move: UseRavenMove): GameState {
  switch (move.use) {
    case 'none':
      // 2E-PLAN-13: the holder may decline; the Raven stays active.
      return replaceTop(state, { ...frame, stage: 'done' });
    case 'replace-order': {
      checkReplacement(state, frame.house, move.area, move.token);
      // 2E-PLAN-14: the new token goes face up in the same area; the old one is unused again.
      const here = state.areas[move.area];
      const swapped = withArea(state, move.area, areaWithOrder(here, { house: frame.house, token: move.token }));
      return replaceTop(flipped(swapped), { ...frame, stage: 'done' });
    }
    case 'look-at-wildling':
      // 1E-INF-05: the 1st edition's Raven only swaps an order; there is no Wildling deck to look at.
      require(state.options.ruleset !== '1e', '1E-INF-05', 'the 1st edition’s Messenger Raven only replaces an order');
      // 2E-INF-11 (b): the holder looks at the top Wildling card.
      require(canLook(state), '2E-INF-11', 'the Wildling deck is empty');
      return replaceTop(flipped(state), { ...frame, stage: 'look' });
    default:
      // 2E-INF-11: exactly one of the two uses, or nothing.
      throw new RuleViolation('2E-INF-11', `a Raven use is 'none', 'replace-order' or 'look-at-wildling', got ${show((move as { use: unknown }).use)}`);
  }
}

function returnCard(state: GameState, frame: RavenFrame, move: ReturnWildlingCardMove): GameState {
  // 2E-INF-11 (b): back face down, on top or at the bottom; which one is public (OQ-20, 2E-HID-08).
  require(move.to === 'top' || move.to === 'bottom', '2E-INF-11', () => `the card goes back on 'top' or at the 'bottom', got ${show(move.to)}`);
  // 2E-HID-10: the holder may say what it saw, but not through its move: a signed move that named
  // a card would read as the game's word. The move says where the card goes and nothing else.
  const extra = Object.keys(move).find((key) => key !== 'kind' && key !== 'house' && key !== 'to');
  require(extra === undefined, '2E-HID-10', () => `the card goes back face down: the move names only where it goes, got a field ${show(extra)}`);
  const deck: DeckState | undefined = state.decks.wildling;
  if (deck === undefined) throw new RangeError('expected a Wildling deck, got none');
  const ravenLook = { house: frame.house, round: state.round, to: move.to };
  const looked = withParts(state, { decks: { ...state.decks, wildling: { ...deck, ravenLook } } });
  return replaceTop(looked, { ...frame, stage: 'done' });
}

function apply(state: GameState, frame: RavenFrame, move: Move): GameState {
  if (move.kind === 'use-raven') return useRaven(state, frame, move);
  if (move.kind === 'return-wildling-card') return returnCard(state, frame, move);
  throw new RangeError(`expected a use-raven or return-wildling-card move, got ${move.kind}`);
}

function advance(state: GameState): Step {
  // 2E-PLAN-15: after this step the Planning phase ends.
  return { state, result: { kind: 'step-done' } };
}

export const RAVEN = {
  pending,
  apply,
  advance,
  resume: (state: GameState) => state,
};
