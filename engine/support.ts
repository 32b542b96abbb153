// Step 1 of a combat, Call for Support ([2E-COMBAT-09]–[2E-COMBAT-20]), as a reusable frame: the
// combat pushes it, and so does an attack on a Neutral Force ([2E-NEUT-03]). Support orders next
// to the embattled area are declared one at a time, in turn order (OQ-34); right after a
// declaration in a combatant's favour, that combatant accepts or refuses it (OQ-06). The frame
// returns the accepted support to the frame below as a `support-done` result.
import { BOARD_2E, boardOf, type Board } from './board';
import type { AreaId } from './data/areas';
import { orderToken } from './data/orders';
import type { House } from './data/vocabulary';
import { supportStrength } from './combat-strength';
import type { Side, SupportDeclaration, SupportFrame, SupportGiven } from './combat-data';
import { shown } from './combat-units';
import type { AcceptSupportDecision, DeclareSupportDecision, Move } from './decisions';
import { require } from './errors';
import type { Step } from './frame-handler';
import { replaceTop, type NewFrame } from './frames';
import { turnOrder } from './influence';
import type { GameState, Unit } from './state';

export interface SupportInput {
  readonly area: AreaId;
  readonly attacker: House;
  readonly defender: House | null;
  readonly from: AreaId;
  /** The marching units; support does not depend on them, the combat keeps them. */
  readonly attackers: readonly Unit[];
}

export function newSupportFrame(_state: GameState, input: SupportInput): NewFrame<SupportFrame> {
  return { kind: 'support', area: input.area, attacker: input.attacker, defender: input.defender, from: input.from, declared: [], awaiting: null };
}

/**
 * Whether units in `from` may support a combat in `embattled` at all (unit kind and ports).
 * 2E-COMBAT-15: land units never support a sea combat; ships support an adjacent land or sea area;
 * 2E-PORT-08: ships in a port support only the port's own sea area.
 */
export function canSupportInto(from: AreaId, embattled: AreaId, board: Board = BOARD_2E): boolean {
  const source = board.info[from];
  const target = board.info[embattled];
  if (source.kind === 'port') return source.portSea === embattled;
  if (target.kind === 'sea') return source.kind === 'sea';
  return target.kind === 'land';
}

/**
 * The Support orders that may be declared for a combat in `embattled`, in declaration order: owners
 * in turn order ([2E-COMBAT-10], [2E-GEN-03]), each owner's areas in board order.
 */
export function eligibleSupport(state: GameState, embattled: AreaId): { readonly area: AreaId; readonly house: House }[] {
  const found: { area: AreaId; house: House }[] = [];
  // The game's board; the 1st edition's support is the 2nd edition's ([1E-SUPPORT-01]–[1E-SUPPORT-06]).
  const board = boardOf(state);
  // 2E-COMBAT-09, 2E-COMBAT-19: adjacent areas only (ship transport gives no adjacency); 2E-COMBAT-17:
  // an order in the embattled area itself is not adjacent to it and does nothing. Each neighbour is
  // read once, not once per house (a read by a varying id is a megamorphic load).
  const near = board.neighbours[embattled];
  const areas = near.map((area) => state.areas[area]);
  for (const house of turnOrder(state)) {
    for (let i = 0; i < near.length; i++) {
      const area = near[i]!;
      const here = areas[i]!;
      if (here.order === null || here.order.house !== house || orderToken(here.order.token).type !== 'support') continue;
      if (!canSupportInto(area, embattled, board)) continue;
      // 2E-COMBAT-18: routed units cannot support; an area of routed units only gives none.
      if (!here.units.some((u) => u.house === house && !u.routed)) continue;
      found.push({ area, house });
    }
  }
  return found;
}

/** The sides a house may declare for: never its opponent ([2E-COMBAT-12]); never a Neutral Force ([2E-NEUT-03]). */
export function allowedSides(frame: Pick<SupportFrame, 'attacker' | 'defender'>, house: House): Side[] {
  if (frame.defender === null || house === frame.attacker) return ['attacker'];
  if (house === frame.defender) return ['defender'];
  return ['attacker', 'defender'];
}

function beneficiary(frame: SupportFrame, side: Side): House {
  // A defender-side declaration never reaches here when the defender is null (allowedSides).
  return side === 'attacker' ? frame.attacker : (frame.defender as House);
}

function nextToDeclare(state: GameState, frame: SupportFrame): { area: AreaId; house: House } | undefined {
  return eligibleSupport(state, frame.area).find((o) => !frame.declared.some((d) => d.area === o.area));
}

function pending(state: GameState, frame: SupportFrame): (DeclareSupportDecision | AcceptSupportDecision)[] {
  if (frame.awaiting !== null) {
    const declaration = frame.declared.find((d) => d.area === frame.awaiting);
    if (declaration === undefined || declaration.side === 'none') throw new RangeError(`expected a declaration for ${frame.awaiting}`);
    const house = beneficiary(frame, declaration.side);
    return [{ id: `${frame.id}/accept-support/${house}/${frame.awaiting}`, kind: 'accept-support', house, sealed: false, area: frame.awaiting, embattled: frame.area }];
  }
  const next = nextToDeclare(state, frame);
  if (next === undefined) return [];
  const { area, house } = next;
  return [{ id: `${frame.id}/declare-support/${house}/${area}`, kind: 'declare-support', house, sealed: false, area, embattled: frame.area }];
}

function declare(state: GameState, frame: SupportFrame, move: Extract<Move, { kind: 'declare-support' }>): GameState {
  const next = nextToDeclare(state, frame);
  // 2E-COMBAT-10: one Support order at a time, in turn order.
  require(next !== undefined && move.area === next.area, '2E-COMBAT-10', () => `the Support order to declare now is in ${next?.area ?? 'no area'}, not ${shown(move.area)}`);
  const side: unknown = move.side;
  require(side === 'attacker' || side === 'defender' || side === 'none', '2E-COMBAT-10', () => `a declaration supports 'attacker', 'defender' or 'none', got ${shown(side)}`);
  if (side !== 'none') {
    // 2E-NEUT-03: a Neutral Force gets no support.
    require(frame.defender !== null || side === 'attacker', '2E-NEUT-03', 'a Neutral Force cannot be supported');
    // 2E-COMBAT-12: a combatant never supports its opponent.
    require(allowedSides(frame, move.house).includes(side), '2E-COMBAT-12', () => `${move.house} cannot support its opponent`);
  }
  // A combatant supporting itself needs no acceptance; another house's support waits for it (OQ-06).
  const self = side !== 'none' && beneficiary(frame, side) === move.house;
  const declaration: SupportDeclaration = { area: next.area, house: move.house, side, accepted: self };
  const awaiting = side !== 'none' && !self ? next.area : null;
  return replaceTop(state, { ...frame, declared: [...frame.declared, declaration], awaiting });
}

function answer(frame: SupportFrame, move: Extract<Move, { kind: 'accept-support' }>, state: GameState): GameState {
  // 2E-COMBAT-16 (OQ-06): the answer concerns the declaration just made.
  require(move.area === frame.awaiting, '2E-COMBAT-16', () => `the support waiting for an answer is from ${shown(frame.awaiting)}, not ${shown(move.area)}`);
  require(typeof move.accept === 'boolean', '2E-COMBAT-16', () => `accept must be true or false, got ${shown(move.accept)}`);
  const declared = frame.declared.map((d) => (d.area === frame.awaiting ? { ...d, accepted: move.accept } : d));
  return replaceTop(state, { ...frame, declared, awaiting: null });
}

/** The accepted support of a finished (or running) support frame. */
export function acceptedSupport(frame: SupportFrame): SupportGiven[] {
  return frame.declared.flatMap((d) => (d.accepted && d.side !== 'none' ? [{ area: d.area, house: d.house, side: d.side }] : []));
}

function advance(state: GameState, frame: SupportFrame): Step {
  const supporters = acceptedSupport(frame);
  const sum = (side: Side) => supporters.filter((g) => g.side === side).reduce((n, g) => n + supportStrength(state, g, frame.area), 0);
  return { state, result: { kind: 'support-done', attackerSupport: sum('attacker'), defenderSupport: sum('defender'), supporters } };
}

export const SUPPORT = {
  pending,
  apply(state: GameState, frame: SupportFrame, move: Move): GameState {
    if (move.kind === 'declare-support') return declare(state, frame, move);
    if (move.kind === 'accept-support') return answer(frame, move, state);
    throw new RangeError(`expected a support declaration or answer, got ${move.kind}`);
  },
  advance,
  resume(): never {
    throw new RangeError('expected the support frame to push no frame');
  },
};
