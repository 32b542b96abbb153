// What each Westeros card does when it is resolved in step 4 ([2E-WCARD-03]–[2E-WCARD-19]): a table
// keyed by card id (style rule 10). An effect returns the new state, and a frame to push when the
// card needs decisions (mustering, reconciling, bidding, a Wildling attack).
import { withParts } from './state-copy';
import { AREA_IDS, AREAS, type AreaId } from './data/areas';
import { boardOf } from './board';
import type { WesterosCardId } from './data/westeros-cards';
import type { House } from './data/vocabulary';
import { controllerOf, crowns } from './control';
import { newEachHouseFrame } from './each-house';
import type { Effect } from './frames';
import { newClashFrame } from './clash-of-kings';
import { turnOrder } from './influence';
import { gainPower } from './power-tokens';
import type { GameState, OrderRestriction } from './state';
import { newWildlingAttackFrame } from './wildlings';
import type { WesterosOption } from './westeros-decisions';

type CardEffect = (state: GameState, option: WesterosOption | null) => Effect;

const nothing: CardEffect = (state) => ({ state });
const supply: CardEffect = (state) => ({ state, frame: newEachHouseFrame('supply') });
const mustering: CardEffect = (state) => ({ state, frame: newEachHouseFrame('muster') });
const clash: CardEffect = (state) => ({ state, frame: newClashFrame() });

/** 2E-PLAN-07, 2E-WEST-07: an order ban for this round's Planning phase. */
const ban = (restriction: OrderRestriction | null): CardEffect => (state) => ({ state: withParts(state, { restriction }) });

/** 2E-PORT-16: the house's ports holding one of its ships, with no enemy ship in the connected sea. */
export function tradingPorts(state: GameState, house: House): AreaId[] {
  // 1E-WCARD-04: the 1st edition's board has no ports, so Game of Thrones gives crowns only.
  if (state.options.ruleset === '1e') return [];
  const board = boardOf(state);
  return PORT_IDS.filter((a) => {
    const info = board.info[a];
    if (info.kind !== 'port' || info.portSea === null || controllerOf(state, a) !== house) return false;
    const ownShip = state.areas[a].units.some((u) => u.house === house && u.type === 'ship');
    const enemyShip = state.areas[info.portSea].units.some((u) => u.house !== house && u.type === 'ship');
    return ownShip && !enemyShip;
  });
}

/** The 2nd edition's ports in board order (the 1st edition has none): Game of Thrones asks every house. */
const PORT_IDS: readonly AreaId[] = AREA_IDS.filter((a) => AREAS[a].kind === 'port');

/** 2E-WCARD-11, 2E-PORT-16: in turn order, Power for crowns and for trading ports. */
const gameOfThrones: CardEffect = (state) => ({
  state: turnOrder(state).reduce((s, h) => gainPower(s, h, crowns(s, h) + tradingPorts(s, h).length), state),
});

/** 2E-WCARD-10 (OQ-26): as Game of Thrones, ports included; the game option may leave the ports out. */
const darkWingsPower: CardEffect = (state, option) =>
  state.options.darkWingsPorts ? gameOfThrones(state, option) : { state: turnOrder(state).reduce((s, h) => gainPower(s, h, crowns(s, h)), state) };

const byOption = (a: CardEffect, b: CardEffect, c: CardEffect): CardEffect => (state, option) => {
  if (option === 'a') return a(state, option);
  if (option === 'b') return b(state, option);
  if (option === 'c') return c(state, option);
  throw new RangeError(`expected option a, b or c, got ${String(option)}`);
};

export const WESTEROS_EFFECTS: { readonly [c in WesterosCardId]: CardEffect } = {
  // 2E-WCARD-03: in turn order, each house updates its Supply and reconciles.
  supply,
  // 2E-WCARD-04: in turn order, each house musters.
  mustering,
  // 2E-WCARD-05: the Iron Throne holder picks Supply, Mustering or nothing.
  'a-throne-of-blades': byOption(supply, mustering, nothing),
  // 2E-WEST-14: Winter is Coming is replaced in step 2 and never resolved.
  'winter-is-coming': () => {
    throw new RangeError('expected Winter is Coming to be replaced before step 4 (2E-WEST-14)');
  },
  // 2E-WCARD-06: nothing happens.
  'last-days-of-summer': nothing,
  // 2E-WCARD-08: bidding on the three tracks.
  'clash-of-kings': clash,
  // 2E-WCARD-11, 2E-PORT-16: Power for crowns and trading ports.
  'game-of-thrones': gameOfThrones,
  // 2E-WCARD-09, 2E-WCARD-10 (OQ-26): the Raven holder picks Clash of Kings, Game of Thrones (ports
  // included), or nothing.
  'dark-wings-dark-words': byOption(clash, darkWingsPower, nothing),
  // 2E-WCARD-12: the wildlings attack with the Threat token's strength ([2E-WILD-02]).
  'wildlings-attack': (state) => ({ state, frame: newWildlingAttackFrame(state.wildlingThreat, null) }),
  // 2E-WCARD-13: the Blade holder picks a ban (the choice does not flip the Blade).
  'put-to-the-sword': byOption(ban('no-defense'), ban('no-march-plus-1'), ban(null)),
  // 2E-WCARD-14 .. 2E-WCARD-18: order bans for this round's Planning phase.
  'storm-of-swords': ban('no-defense'),
  // 1E-WCARD-11: the 1st edition's Rains of Autumn: Footmen add nothing in support this round.
  'rains-of-autumn': (state, option) => (state.options.ruleset === '1e' ? { state: withParts(state, { rainsOfAutumn: true }) } : ban('no-march-plus-1')(state, option)),
  'sea-of-storms': ban('no-raid'),
  'feast-for-crows': ban('no-consolidate-power'),
  'web-of-lies': ban('no-support'),
};
