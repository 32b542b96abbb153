// Everything <so-game-board> says (its label, the area card), in one place for a translator. Whole
// sentences with their values, never fragments glued together.
import type { AreaId, Fortification, House, OrderTokenId, UnitType } from '../../engine/index';
import { areaName, houseName, tokenName, unitList } from './words';

const FORTIFICATION_WORDS: { readonly [f in Fortification]: string } = { none: 'No castle', castle: 'Castle (1 mustering point, counts for victory)', stronghold: 'Stronghold (2 mustering points, counts for victory)' };

export const BOARD_WORDS = {
  label: 'Game board',
  keys: 'Arrow keys go from area to area and show its card; Enter picks the area; Escape hides the card.',
  reset: 'Show the whole map',
  area: (area: AreaId) => areaName(area),
  owner: (house: House | null) => (house === null ? 'Nobody holds it.' : `Held by ${houseName(house)}.`),
  units: (house: House, units: readonly UnitType[]) => `${houseName(house)}: ${unitList(units)}.`,
  routed: (count: number) => (count === 1 ? 'One of them is routed.' : `${count} of them are routed.`),
  noUnits: 'No units.',
  order: (house: House, token: OrderTokenId | null) => (token === null ? `${houseName(house)}’s order, face down.` : `Order: ${tokenName(token)} (${houseName(house)}).`),
  powerToken: (house: House) => `${houseName(house)}’s Power token.`,
  garrison: (house: House) => `${houseName(house)}’s Garrison.`,
  neutral: (strength: number | 'impassable') => (strength === 'impassable' ? 'Neutral Force: impassable.' : `Neutral Force of strength ${strength}.`),
  fortification: (f: Fortification) => FORTIFICATION_WORDS[f],
  supply: (barrels: number) => (barrels === 0 ? 'No supply barrels.' : barrels === 1 ? '1 supply barrel.' : `${barrels} supply barrels.`),
  crowns: (crowns: number) => (crowns === 0 ? 'No power crowns.' : crowns === 1 ? '1 power crown.' : `${crowns} power crowns.`),
  home: (house: House) => `Home area of ${houseName(house)}.`,
  sea: 'Sea area.',
  port: 'Port.',
} as const;
