// The facts of one area for the board's area card: what is printed on it (castle, barrels, crowns,
// home) and what lies on it now (holder, units by house, order, Power token, Garrison, Neutral
// Force). Plain data; <so-game-board> says it with game-board.words.ts.
import { type AreaId, type Fortification, type GameState, type House, type NeutralForce, type OrderTokenId, type UnitType } from '../../../engine/index';
import { boardOfGame } from '../game/edition';

export interface AreaFacts {
  readonly area: AreaId;
  readonly kind: 'land' | 'sea' | 'port';
  /** Whose units stand here, else whose Power token lies here, else nobody. */
  readonly holder: House | null;
  readonly units: readonly { readonly house: House; readonly types: readonly UnitType[]; readonly routed: number }[];
  readonly order: { readonly house: House; readonly token: OrderTokenId | null } | null;
  readonly powerToken: House | null;
  readonly garrison: House | null;
  readonly neutralForce: NeutralForce | null;
  readonly fortification: Fortification;
  readonly supply: number;
  readonly crowns: number;
  readonly home: House | null;
}

/** `sealedBy`: the house whose face-down order lies here (the state holds only opened orders). */
export function areaFacts(state: GameState, area: AreaId, sealedBy: House | null = null): AreaFacts {
  const info = boardOfGame(state).info[area];
  const a = state.areas[area];
  const houses: House[] = [];
  for (const u of a.units) if (!houses.includes(u.house)) houses.push(u.house);
  const units = houses.map((house) => {
    const own = a.units.filter((u) => u.house === house);
    return { house, types: own.map((u) => u.type), routed: own.filter((u) => u.routed).length };
  });
  const order = a.order !== null ? { house: a.order.house, token: a.order.token } : sealedBy !== null ? { house: sealedBy, token: null } : null;
  return {
    area,
    kind: info.kind,
    holder: houses[0] ?? a.powerToken,
    units,
    order,
    powerToken: a.powerToken,
    garrison: a.garrison,
    neutralForce: a.neutralForce,
    fortification: info.fortification,
    supply: info.supply,
    crowns: info.power,
    home: info.home,
  };
}
