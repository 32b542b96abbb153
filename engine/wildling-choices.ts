// The open choices that Wildling cards give one house ([2E-WLC-05], [2E-WLC-07]–[2E-WLC-09],
// [2E-WLC-13]): which track to move on, which House card to discard or take back, Preemptive
// Raid's penalty, The Horde Descends' mustering area. One small frame, one decision, one move.
import { newHouseState, withParts } from './state-copy';
import { AREA_IDS, type AreaId } from './data/areas';
import type { HouseCardId } from './data/house-cards';
import { TRACKS, type House, type Track } from './data/vocabulary';
import type { Decision, Move } from './decisions';
import { require, RuleViolation, type RuleId } from './errors';
import type { Step } from './frame-handler';
import { pushFrame, replaceTop, type NewFrame } from './frames';
import { positionOf } from './influence';
import { musterAreas, newMusterFrame } from './muster';
import type { GameState, HouseState } from './state';
import { highestTracks, moveOnTrack, moveToLast } from './tracks-move';
import { newDestroyFrame } from './unit-loss';
import { show } from './untrusted';
import type { WildlingChoice, WildlingChoiceFrame } from './frame-data';

export function newWildlingChoiceFrame(house: House, choice: WildlingChoice, rule?: RuleId): NewFrame<WildlingChoiceFrame> {
  return { kind: 'wildling-choice', house, choice, done: false, ...(rule === undefined ? {} : { rule }) };
}

/** 2E-WLC-05: any track to go to position 1; Fiefdoms or King's Court to go last. */
const TRACKS_FOR: { readonly [c in 'track-first' | 'track-last']: readonly Track[] } = {
  'track-first': TRACKS,
  'track-last': ['fiefdoms', 'kings-court'],
};

function houseState(state: GameState, house: House): HouseState {
  const h = state.houses[house];
  if (h === undefined) throw new RangeError(`expected a house in play, got ${house}`);
  return h;
}

/**
 * Discards House cards from the hand outside combat; 2E-HC-10 (OQ-12): an emptied hand takes back
 * every card of the discard pile except the ones just discarded.
 */
export function discardHouseCards(state: GameState, house: House, cards: readonly HouseCardId[]): GameState {
  const h = houseState(state, house);
  const hand = h.hand.filter((c) => !cards.includes(c));
  const discard = [...h.discard, ...cards];
  const next: HouseState = hand.length > 0 ? newHouseState(h.power, h.supply, hand, discard) : newHouseState(h.power, h.supply, h.discard.filter((c) => !cards.includes(c)), [...cards]);
  return withParts(state, { houses: { ...state.houses, [house]: next } });
}

function pending(_state: GameState, frame: WildlingChoiceFrame): Decision[] {
  if (frame.done) return [];
  const { house } = frame;
  const base = { house, sealed: false as const };
  switch (frame.choice) {
    case 'track-first':
    case 'track-last':
      return [{ ...base, id: `${frame.id}/choose-track/${house}`, kind: 'choose-track', tracks: TRACKS_FOR[frame.choice], to: frame.choice === 'track-first' ? 'first' : 'last' }];
    case 'discard-card':
      return [{ ...base, id: `${frame.id}/discard-house-card/${house}`, kind: 'discard-house-card' }];
    case 'take-card':
      return [{ ...base, id: `${frame.id}/take-house-card/${house}`, kind: 'take-house-card' }];
    case 'preemptive':
      return [{ ...base, id: `${frame.id}/choose-penalty/${house}`, kind: 'choose-penalty' }];
    case 'horde-muster':
      return [{ ...base, id: `${frame.id}/choose-muster-area/${house}`, kind: 'choose-muster-area' }];
  }
}

/** Every legal move of the frame's decision. */
export function wildlingChoiceMoves(state: GameState, frame: WildlingChoiceFrame): Move[] {
  const { house } = frame;
  const h = houseState(state, house);
  switch (frame.choice) {
    case 'track-first':
    case 'track-last':
      return TRACKS_FOR[frame.choice].map((track) => ({ kind: 'choose-track', house, track }));
    case 'discard-card':
      return h.hand.map((card) => ({ kind: 'discard-house-card', house, card }));
    case 'take-card':
      return [...h.discard.map((card) => ({ kind: 'take-house-card' as const, house, card })), { kind: 'take-house-card', house, card: null }];
    case 'preemptive':
      return [
        { kind: 'choose-penalty', house, penalty: 'destroy-units' },
        ...highestTracks(state, house).map((track) => ({ kind: 'choose-penalty' as const, house, penalty: 'drop-track' as const, track })),
      ];
    case 'horde-muster':
      return [...musterAreas(state, house, AREA_IDS).map((area) => ({ kind: 'choose-muster-area' as const, house, area })), { kind: 'choose-muster-area', house, area: null }];
  }
}

function apply(state: GameState, frame: WildlingChoiceFrame, move: Move): GameState {
  const done = { ...frame, done: true };
  const { house } = frame;
  const h = houseState(state, house);
  switch (move.kind) {
    case 'choose-track': {
      const allowed = frame.choice === 'track-first' || frame.choice === 'track-last' ? TRACKS_FOR[frame.choice] : [];
      // 2E-WLC-05: the track must be one the card allows.
      require(allowed.includes(move.track), '2E-WLC-05', () => `${house} may choose ${allowed.join(' or ')}, not ${show(move.track)}`);
      // 2E-INF-14: position 1 (taking the Dominance token, 2E-INF-15) or the last position.
      const moved = frame.choice === 'track-first' ? moveOnTrack(state, move.track, house, 1) : moveToLast(state, move.track, house);
      return replaceTop(moved, done);
    }
    case 'discard-house-card':
      // 2E-WLC-08: the house discards one card of its own hand.
      require(h.hand.includes(move.card), '2E-WLC-08', () => `${show(move.card)} is not in ${house}'s hand`);
      return replaceTop(discardHouseCards(state, house, [move.card]), done);
    case 'take-house-card': {
      if (move.card === null) return replaceTop(state, done);
      const card = move.card;
      // 2E-WLC-07 (1E-HCARD-05, 1E-WILD-05): one card of the house's own discard pile back into its hand.
      require(h.discard.includes(card), frame.rule ?? '2E-WLC-07', () => `${show(card)} is not in ${house}'s discard pile`);
      const next: HouseState = newHouseState(h.power, h.supply, [...h.hand, card], h.discard.filter((c) => c !== card));
      return replaceTop(withParts(state, { houses: { ...state.houses, [house]: next } }), done);
    }
    case 'choose-penalty': {
      // 2E-WLC-09 (A): destroy 2 units anywhere.
      if (move.penalty === 'destroy-units') return pushFrame(replaceTop(state, done), newDestroyFrame(house, 2));
      // 2E-WLC-09 (B), OQ-15: down 2 positions on a track where it stands highest (its choice among ties), not below last.
      require(move.penalty === 'drop-track' && highestTracks(state, house).includes(move.track), '2E-WLC-09', () => `${show((move as { track?: unknown }).track)} is not one of ${house}'s highest tracks`);
      return replaceTop(moveOnTrack(state, move.track, house, positionOf(state, move.track, house) + 2), done);
    }
    case 'choose-muster-area': {
      if (move.area === null) return replaceTop(state, done);
      const areas = musterAreas(state, house, AREA_IDS);
      // 2E-WLC-13, 2E-MUS-11: one Castle or Stronghold area the house controls.
      require(areas.includes(move.area as AreaId), '2E-WLC-13', () => `${house} cannot muster in ${show(move.area)}`);
      return pushFrame(replaceTop(state, done), newMusterFrame(state, house, [move.area]));
    }
    default:
      throw new RuleViolation('2E-GEN-01', `this Wildling card choice takes no '${move.kind}' move`);
  }
}

function advance(state: GameState): Step {
  return { state, result: { kind: 'step-done' } };
}

export const WILDLING_CHOICE = { pending, apply, advance, resume: (state: GameState) => state };
