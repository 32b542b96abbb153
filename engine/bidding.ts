// Sealed bids of Power ([2E-COK-03], [2E-WILD-03], [2E-HID-04], [2E-HID-11]): one frame per
// bidding round, reused by Clash of Kings (one per track) and the Wildling attack. Each house
// commits to a bid in its session; the openings arrive as `bid` moves, and once all are in the
// frame returns them to the frame below, which pays them and ranks the houses.
import type { House } from './data/vocabulary';
import type { Move } from './decisions';
import { require } from './errors';
import type { Step } from './frame-handler';
import { replaceTop, type NewFrame } from './frames';
import { losePower } from './power-tokens';
import type { GameState } from './state';
import type { BidDecision, BidMove, Contest } from './westeros-decisions';
import { show } from './untrusted';
import type { Bid, BiddingFrame } from './frame-data';

/** A bidding round for the houses in play, less `excluded` (Preemptive Raid, [2E-WILD-03]). */
export function newBiddingFrame(state: GameState, contest: Contest, excluded: House | null = null): NewFrame<BiddingFrame> {
  return { kind: 'bidding', contest, houses: state.options.houses.filter((h) => h !== excluded), bids: [] };
}

function pending(_state: GameState, frame: BiddingFrame): BidDecision[] {
  return frame.houses
    .filter((house) => !frame.bids.some((b) => b.house === house))
    .map((house) => ({ id: `${frame.id}/bid/${house}`, kind: 'bid', house, sealed: true, contest: frame.contest }));
}

/** The most the house may bid now: its available Power ([2E-TERM-09]). */
export function maxBid(state: GameState, house: House): number {
  return state.houses[house]?.power ?? 0;
}

/**
 * Checks an opened bid: a whole number from 0 up to the house's available Power.
 * @throws RuleViolation [2E-COK-03] (Clash of Kings) or [2E-WILD-03] (Wildling attack).
 */
export function checkBid(state: GameState, frame: BiddingFrame, move: BidMove): void {
  const rule = frame.contest === 'wildlings' ? '2E-WILD-03' : '2E-COK-03';
  const { amount } = move;
  // 2E-COK-03, 2E-WILD-03: a bid is any whole number from 0 up to the house's available Power.
  require(typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0, rule, () => `a bid is a whole number from 0 up, got ${show(amount)}`);
  const most = maxBid(state, move.house);
  require(amount <= most, rule, () => `${move.house} has ${most} available Power and cannot bid ${amount}`);
}

function apply(state: GameState, frame: BiddingFrame, move: Move): GameState {
  if (move.kind !== 'bid') throw new RangeError(`expected a bid move, got ${move.kind}`);
  checkBid(state, frame, move);
  const bids = frame.bids.slice();
  bids.push({ house: move.house, amount: move.amount });
  // One literal with the pushed frame's key order (its newBiddingFrame literal, then `id`), not a
  // spread (V8's slow clone path; see muster.ts's withPoints).
  return replaceTop(state, { kind: frame.kind, contest: frame.contest, houses: frame.houses, bids, id: frame.id });
}

/** 2E-COK-03, 2E-WILD-04: all bids are revealed at the same time. */
function advance(state: GameState, frame: BiddingFrame): Step {
  const bids = state.options.houses.flatMap((h) => frame.bids.filter((b) => b.house === h));
  return { state, result: { kind: 'bids-opened', bids } };
}

export const BIDDING = { pending, apply, advance, resume: (state: GameState) => state };

/** The houses among `bids` with the highest (or lowest) amount, in seat order. */
export function extremeBidders(bids: readonly Bid[], which: 'highest' | 'lowest'): House[] {
  if (bids.length === 0) return [];
  const amounts = bids.map((b) => b.amount);
  const target = which === 'highest' ? Math.max(...amounts) : Math.min(...amounts);
  return bids.filter((b) => b.amount === target).map((b) => b.house);
}

/** 2E-COK-06, 2E-WILD-06: every bid goes to the Power Pool. */
export function payBids(state: GameState, bids: readonly Bid[]): GameState {
  return bids.reduce((s, { house, amount }) => losePower(s, house, amount), state);
}
