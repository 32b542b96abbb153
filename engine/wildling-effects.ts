// The nine Wildling cards ([2E-WLC-01]–[2E-WLC-13]) as a table of hooks keyed by card id (style
// rule 10): the highest bidder's Night's Watch reward, the lowest bidder's penalty, and everyone
// else's penalty. A hook returns the new state, and a frame when the house has a choice to make.
import { newHouseState, withParts } from './state-copy';
import { AREA_IDS, AREAS } from './data/areas';
import { HOUSE_CARDS } from './data/house-cards';
import type { WildlingCardId } from './data/wildling-cards';
import { MAX_SUPPLY } from './data/tracks';
import { TRACKS, type House } from './data/vocabulary';
import { controllerOf } from './control';
import { musterAreas } from './muster';
import { gainPower, losePower } from './power-tokens';
import { newReconcileFrame } from './reconcile';
import type { GameState, HouseState } from './state';
import { isWithinSupply } from './supply';
import { moveToLast } from './tracks-move';
import { newDestroyFrame, newReplaceFrame } from './unit-loss';
import type { Effect } from './frames';
import { discardHouseCards, newWildlingChoiceFrame } from './wildling-choices';

/** A card effect on one house; `bid` is what that house bid in this attack. */
export type WildlingHook = (state: GameState, house: House, bid: number) => Effect;

export interface WildlingCardEffects {
  readonly nightsWatch: WildlingHook;
  readonly lowest: WildlingHook;
  readonly everyoneElse: WildlingHook;
  /** Preemptive Raid: after a Night's Watch victory the wildlings attack again ([2E-WLC-09]). */
  readonly attackAgain?: true;
}

const nothing: WildlingHook = (state) => ({ state });

function houseState(state: GameState, house: House): HouseState {
  const h = state.houses[house];
  if (h === undefined) throw new RangeError(`expected a house in play, got ${house}`);
  return h;
}

const withHouse = (state: GameState, house: House, h: HouseState): GameState => (withParts(state, { houses: { ...state.houses, [house]: h } }));

/** 2E-WLC-03, 2E-WLC-04: destroy n units anywhere, or all the house has. */
const destroy = (n: number): WildlingHook => (state, house) => ({ state, frame: newDestroyFrame(house, n) });

/** 2E-WLC-10: the Supply token moves by `delta` (0–6); a house now over its limit reconciles ([2E-SUP-07]). */
const moveSupply = (delta: number): WildlingHook => (state, house) => {
  const h = houseState(state, house);
  const moved = withHouse(state, house, newHouseState(h.power, Math.max(0, Math.min(MAX_SUPPLY, h.supply + delta)), h.hand, h.discard));
  return isWithinSupply(moved, house) ? { state: moved } : { state: moved, frame: newReconcileFrame(house) };
};

const knights = (state: GameState, house: House) =>
  AREA_IDS.reduce((n, a) => n + state.areas[a].units.filter((u) => u.house === house && u.type === 'knight').length, 0);

export const WILDLING_EFFECTS: { readonly [c in WildlingCardId]: WildlingCardEffects } = {
  // 2E-WLC-11: nothing happens, whatever the outcome.
  'silence-at-the-wall': { nightsWatch: nothing, lowest: nothing, everyoneElse: nothing },

  // 2E-WLC-09: reward: a second attack (run by the attack frame, OQ-15); lowest: destroy 2 units or drop 2 on a highest track.
  'preemptive-raid': {
    nightsWatch: nothing,
    lowest: (state, house) => ({ state, frame: newWildlingChoiceFrame(house, 'preemptive') }),
    everyoneElse: nothing,
    attackAgain: true,
  },

  // 2E-WLC-06: reward: up to 2 Footmen become Knights; lowest: every Knight becomes a Footman; others: 2 Knights.
  'crow-killers': {
    nightsWatch: (state, house) => ({ state, frame: newReplaceFrame(house, 'footman', 'knight', 2, true) }),
    lowest: (state, house) => ({ state, frame: newReplaceFrame(house, 'knight', 'footman', knights(state, house), false) }),
    everyoneElse: (state, house) => ({ state, frame: newReplaceFrame(house, 'knight', 'footman', 2, false) }),
  },

  // 2E-WLC-10: reward: Supply +1; lowest: Supply −2 then reconcile; others: Supply −1 then reconcile.
  'rattleshirts-raiders': { nightsWatch: moveSupply(1), lowest: moveSupply(-2), everyoneElse: moveSupply(-1) },

  // 2E-WLC-08: reward: the whole discard pile back to hand; lowest: discard the strongest cards; others: discard one.
  'massing-on-the-milkwater': {
    nightsWatch: (state, house) => {
      const h = houseState(state, house);
      return { state: withHouse(state, house, newHouseState(h.power, h.supply, [...h.hand, ...h.discard], [])) };
    },
    lowest: (state, house) => {
      const { hand } = houseState(state, house);
      if (hand.length <= 1) return { state };
      const top = Math.max(...hand.map((c) => HOUSE_CARDS[c].strength));
      return { state: discardHouseCards(state, house, hand.filter((c) => HOUSE_CARDS[c].strength === top)) };
    },
    everyoneElse: (state, house) =>
      houseState(state, house).hand.length <= 1 ? { state } : { state, frame: newWildlingChoiceFrame(house, 'discard-card') },
  },

  // 2E-WLC-05: reward: position 1 of a track of its choice; lowest: last on every track; others: last on Fiefdoms or King's Court.
  'a-king-beyond-the-wall': {
    nightsWatch: (state, house) => ({ state, frame: newWildlingChoiceFrame(house, 'track-first') }),
    lowest: (state, house) => ({ state: TRACKS.reduce((s, t) => moveToLast(s, t, house), state) }),
    everyoneElse: (state, house) => ({ state, frame: newWildlingChoiceFrame(house, 'track-last') }),
  },

  // 2E-WLC-07: reward: may take one House card back from the discard pile; lowest: destroy 3; others: destroy 2.
  'mammoth-riders': {
    nightsWatch: (state, house) =>
      houseState(state, house).discard.length === 0 ? { state } : { state, frame: newWildlingChoiceFrame(house, 'take-card') },
    lowest: destroy(3),
    everyoneElse: destroy(2),
  },

  // 2E-WLC-13: reward: may muster in one Castle/Stronghold area; lowest: 2 units in one such area
  // (OQ-13: if it controls none holding 2 of its units, 2 anywhere); others: destroy 1.
  'the-horde-descends': {
    nightsWatch: (state, house) =>
      musterAreas(state, house, AREA_IDS).length === 0 ? { state } : { state, frame: newWildlingChoiceFrame(house, 'horde-muster') },
    lowest: (state, house) => {
      const areas = AREA_IDS.filter(
        (a) =>
          AREAS[a].kind === 'land' &&
          AREAS[a].fortification !== 'none' &&
          controllerOf(state, a) === house &&
          state.areas[a].units.filter((u) => u.house === house).length >= 2,
      );
      return { state, frame: areas.length > 0 ? newDestroyFrame(house, 2, areas, true) : newDestroyFrame(house, 2) };
    },
    everyoneElse: destroy(1),
  },

  // 2E-WLC-12: reward: the bid comes back; lowest: all available Power is discarded; others: 2 Power.
  'skinchanger-scout': {
    nightsWatch: (state, house, bid) => ({ state: gainPower(state, house, bid) }),
    lowest: (state, house) => ({ state: losePower(state, house, houseState(state, house).power) }),
    everyoneElse: (state, house) => ({ state: losePower(state, house, 2) }),
  },
};
