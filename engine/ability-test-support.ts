// Positions for the House card ability and Tides of Battle tests: one house marches from The Reach
// into the Blackwater (no Castle, six neighbours) against another, through a real March; and the
// step 5 tally of a combat with any two cards, without playing them.
import type { AreaId } from './data/areas';
import type { HouseCardId } from './data/house-cards';
import type { House } from './data/vocabulary';
import type { CombatFrame } from './combat-data';
import { finalTally } from './combat';
import type { CombatTally } from './combat-strength';
import { board, combatOf, march, type AreaSpec, type BoardOptions, type UnitSpec } from './combat-test-support';
import type { GameState } from './state';
import { deepFreeze } from './test-support';

export interface FightSpec {
  readonly attacker: House;
  readonly defender: House;
  /** The attacking units, from `from` (The Reach unless given). */
  readonly attackers?: readonly UnitSpec[];
  /** The defending units in `to` (the Blackwater unless given). */
  readonly defenders?: readonly UnitSpec[];
  readonly from?: AreaId;
  readonly to?: AreaId;
  /** Other areas. */
  readonly extra?: Partial<Record<AreaId, AreaSpec>>;
  /** The defender's order in the embattled area. */
  readonly defenderOrder?: AreaSpec['order'];
  readonly options?: BoardOptions;
  readonly token?: 'march-minus-1' | 'march-0' | 'march-plus-1';
  /** Whole-state edits before the March (e.g. Tides of Battle on). */
  readonly edit?: (state: GameState) => GameState;
}

/** A combat just started by a March (deep-frozen): the first decisions are support or cards. */
export function fight(spec: FightSpec): GameState {
  const from = spec.from ?? 'the-reach';
  const to = spec.to ?? 'blackwater';
  const attackers = spec.attackers ?? [`${spec.attacker} knight`];
  const s = board(
    {
      [from]: { units: attackers, order: `${spec.attacker} ${spec.token ?? 'march-0'}` },
      [to]: { units: spec.defenders ?? [`${spec.defender} footman`], ...(spec.defenderOrder === undefined ? {} : { order: spec.defenderOrder }) },
      ...spec.extra,
    },
    spec.options,
  );
  const edited = spec.edit === undefined ? s : spec.edit(s);
  const types = attackers.map((u) => u.split(' ')[1]) as ('footman' | 'knight' | 'siege-engine' | 'ship')[];
  return deepFreeze(march(edited, { house: spec.attacker, from, to, units: types }));
}

/** The step 5 tally of the combat on top (waiting for its cards) if these cards were revealed. */
export function tallyWith(state: GameState, cards: { attacker: HouseCardId | null; defender: HouseCardId | null }, patch: Partial<CombatFrame> = {}): CombatTally {
  return finalTally(state, { ...combatOf(state), cards, ...patch });
}
