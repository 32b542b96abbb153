// Power tokens: gaining and losing available Power ([2E-TERM-10], [2E-TERM-11], [2E-COMP-09]) and
// Power tokens on the board that establish control ([2E-CTRL-03]–[2E-CTRL-07], [2E-CTRL-13]).
import { areaWithPowerToken } from './area-copy';
import { newHouseState, withParts } from './state-copy';
import { withArea } from './board-copy';
import { boardOf } from './board';
import { areasInOrder } from './units';
import type { AreaId } from './data/areas';
import { POWER_TOKENS_PER_HOUSE } from './data/houses';
import type { House } from './data/vocabulary';
import type { GameState, HouseState } from './state';

function houseState(state: GameState, house: House): HouseState {
  const h = state.houses[house];
  if (h === undefined) throw new RangeError(`expected a house in play, got ${house}`);
  return h;
}

/** Power tokens of the house on the board, establishing control. */
export function powerTokensOnBoard(state: GameState, house: House): number {
  // A count by a loop over the board read in one call (units.ts): every Power gain asks this.
  const here = areasInOrder(state);
  let n = 0;
  for (let i = 0; i < here.length; i++) if (here[i]!.powerToken === house) n++;
  return n;
}

/** The house's tokens in the Power Pool: 20 minus available minus on the board ([2E-COMP-09]). */
export function powerPool(state: GameState, house: House): number {
  return POWER_TOKENS_PER_HOUSE - houseState(state, house).power - powerTokensOnBoard(state, house);
}

/** A house with its available Power replaced. */
function withPowerOf(h: HouseState, power: number): HouseState {
  return newHouseState(power, h.supply, h.hand, h.discard);
}

function withPower(state: GameState, house: House, power: number): GameState {
  return withParts(state, { houses: { ...state.houses, [house]: withPowerOf(houseState(state, house), power) } });
}

/** 2E-TERM-10: gain n Power from the Pool, or as many as the Pool still holds of the house. */
export function gainPower(state: GameState, house: House, n: number): GameState {
  const gained = Math.min(n, powerPool(state, house));
  return gained <= 0 ? state : withPower(state, house, houseState(state, house).power + gained);
}

/** 2E-TERM-11: return n available Power to the Pool, or all the house has. */
export function losePower(state: GameState, house: House, n: number): GameState {
  const lost = Math.min(n, houseState(state, house).power);
  return lost <= 0 ? state : withPower(state, house, houseState(state, house).power - lost);
}

/**
 * Whether the house may establish control in `area` once its March has emptied it: a land area
 * ([2E-CTRL-04]), not its own home area ([2E-CTRL-13], OQ-18), holding no Power token yet
 * ([2E-CTRL-04], [2E-CTRL-05]), and the house has available Power ([2E-CTRL-04]).
 */
export function canEstablishControl(state: GameState, house: House, area: AreaId): boolean {
  const info = boardOf(state).info[area];
  return (
    info.kind === 'land' &&
    info.home !== house &&
    state.areas[area].powerToken === null &&
    houseState(state, house).power >= 1
  );
}

/** 2E-CTRL-03: place one available Power token in the area. The caller checks canEstablishControl. */
export function placePowerToken(state: GameState, house: House, area: AreaId): GameState {
  const paid = withPower(state, house, houseState(state, house).power - 1);
  return withArea(paid, area, areaWithPowerToken(paid.areas[area], house));
}

/** Removes a Power token from the board: it goes back to the Power Pool ([2E-CTRL-07]). */
export function removePowerToken(state: GameState, area: AreaId): GameState {
  if (state.areas[area].powerToken === null) return state;
  return withArea(state, area, areaWithPowerToken(state.areas[area], null));
}
