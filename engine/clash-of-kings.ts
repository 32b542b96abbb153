// Clash of Kings ([2E-COK-01]–[2E-COK-09], [2E-INF-04], [2E-INF-05]): a sealed bid for each track
// in turn (Iron Throne, Fiefdoms, King's Court); the highest bid takes position 1 and so on; the
// Iron Throne holder places tied houses one at a time; every bid goes to the Power Pool.
// The state keeps each track's old order until its bidding is over, so its Dominance token stays
// with the old holder until then ([2E-COK-02]): the old Iron Throne holder breaks the Iron Throne
// ties, the new one the later ties.
import { withParts } from './state-copy';
import { TRACKS, type House } from './data/vocabulary';
import type { Move } from './decisions';
import { require } from './errors';
import type { Step } from './frame-handler';
import { pushFrame, replaceTop, type FrameResult, type NewFrame } from './frames';
import { holderOf } from './influence';
import { newBiddingFrame, payBids } from './bidding';
import type { ClashFrame } from './frame-data';
import type { GameState } from './state';
import type { BreakTieDecision, BreakTieMove } from './westeros-decisions';
import { show } from './untrusted';

export function newClashFrame(): NewFrame<ClashFrame> {
  return { kind: 'clash-of-kings', track: 'iron-throne', bids: null, order: [] };
}

/** A copy of the frame by one literal in the pushed frame's key order, not a spread (see muster.ts's withPoints). */
function withClash(f: ClashFrame, track: ClashFrame['track'], bids: ClashFrame['bids'], order: ClashFrame['order']): ClashFrame {
  return { kind: f.kind, track, bids, order, id: f.id };
}

/** The houses bidding the most among those not placed yet ([2E-COK-04]), in seat order. */
export function nextGroup(frame: ClashFrame): House[] {
  const left = (frame.bids ?? []).filter((b) => !frame.order.includes(b.house));
  if (left.length === 0) return [];
  const top = Math.max(...left.map((b) => b.amount));
  return left.filter((b) => b.amount === top).map((b) => b.house);
}

function pending(state: GameState, frame: ClashFrame): BreakTieDecision[] {
  const group = nextGroup(frame);
  if (group.length < 2) return [];
  // 2E-COK-05, 2E-INF-04: the Iron Throne holder (the old one while the Iron Throne is bid for, 2E-INF-05) places tied houses.
  const holder = holderOf(state, 'iron-throne');
  return [{ id: `${frame.id}/break-tie/${holder}/${frame.track}/${frame.order.length}`, kind: 'break-tie', house: holder, sealed: false, contest: frame.track, for: 'position', tied: group }];
}

export function tieMoves(state: GameState, frame: ClashFrame): BreakTieMove[] {
  const holder = holderOf(state, 'iron-throne');
  return nextGroup(frame).map((pick) => ({ kind: 'break-tie', house: holder, pick }));
}

function apply(state: GameState, frame: ClashFrame, move: Move): GameState {
  if (move.kind !== 'break-tie') throw new RangeError(`expected a break-tie move, got ${move.kind}`);
  // 2E-COK-05: the pick is one of the tied houses; it takes the best free position of the group.
  require(nextGroup(frame).includes(move.pick), '2E-COK-05', () => `${show(move.pick)} is not one of the tied houses ${nextGroup(frame).join(', ')}`);
  return replaceTop(state, withClash(frame, frame.track, frame.bids, [...frame.order, move.pick]));
}

function advance(state: GameState, frame: ClashFrame): Step {
  // 2E-COK-03: the houses bid for this track.
  if (frame.bids === null) return { state: pushFrame(state, newBiddingFrame(state, frame.track)) };
  const group = nextGroup(frame);
  // 2E-COK-04: a house alone on its bid takes the next position.
  if (group.length === 1) return { state: replaceTop(state, withClash(frame, frame.track, frame.bids, [...frame.order, ...group])) };
  // 2E-COK-07: the track is filled; position 1 now holds the Dominance token. The next track follows.
  const placed = withParts(state, { tracks: { ...state.tracks, [frame.track]: frame.order } });
  const next = TRACKS[TRACKS.indexOf(frame.track) + 1];
  // 2E-COK-09: Clash of Kings ends after the King's Court.
  if (next === undefined) return { state: placed, result: { kind: 'step-done' } };
  return { state: replaceTop(placed, withClash(frame, next, null, [])) };
}

function resume(state: GameState, frame: ClashFrame, result: FrameResult): GameState {
  if (result.kind !== 'bids-opened') throw new RangeError(`expected the bids for ${frame.track}, got ${result.kind}`);
  // 2E-COK-06, 2E-COK-08: every bid goes to the Power Pool now, before the next track.
  return replaceTop(payBids(state, result.bids), withClash(frame, frame.track, result.bids, []));
}

export const CLASH_OF_KINGS = { pending, apply, advance, resume };
