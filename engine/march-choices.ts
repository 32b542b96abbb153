// The legal choices of a 'resolve-march' decision (style rule 11). A march is combinatorial (each
// unit of a March's area may go to one of many areas, or stay), so the space describes its parts
// and its constraints, and sampleMarch builds a legal move from it with an injected picker.
import { boardOf } from './board';
import type { AreaId } from './data/areas';
import type { House, UnitType } from './data/vocabulary';
import type { MarchStep, Move } from './decisions';
import { isContestedHere, marchDestinations, PORT_CAPACITY } from './march';
import { canEstablishControl } from './power-tokens';
import { fitsSupply } from './supply';
import { unitAreas } from './units';
import { ordersOfType } from './raid';
import type { GameState } from './state';

export interface MarchDestination {
  readonly to: AreaId;
  /** Land units may go there (true), or ships (false). */
  readonly land: boolean;
  /** Entering it is the March's single attack ([2E-MARCH-04]). */
  readonly contested: boolean;
  /** The attack is on a Neutral Force: if it falls short the units stay home ([2E-NEUT-07]). */
  readonly neutral: boolean;
  /** How many more ships a port destination can take ([2E-PORT-02]); null where unlimited. */
  readonly room: number | null;
}

export interface MarchOption {
  /** The area of the March order. */
  readonly area: AreaId;
  /** The units that can move, one entry per unit ([2E-MARCH-03]: routed units are left out). */
  readonly units: readonly UnitType[];
  /** Units of the house that cannot move (routed) and so always stay. */
  readonly staying: number;
  readonly destinations: readonly MarchDestination[];
  /** A Power token may be left if every unit leaves ([2E-MARCH-07], [2E-CTRL-03]–[2E-CTRL-13]). */
  readonly powerToken: boolean;
}

/**
 * Resolve one of `orders`: send each of its units to one of the destinations of its kind, or keep
 * it; at most one contested destination; room in ports; and after all moves, the house's armies
 * (`counts`, by area) must fit Supply level `supply` ([2E-MARCH-12]).
 */
export interface MarchChoice {
  readonly type: 'march';
  readonly house: House;
  readonly orders: readonly MarchOption[];
  readonly counts: readonly { readonly area: AreaId; readonly units: number }[];
  readonly supply: number;
}

function marchOption(state: GameState, house: House, area: AreaId): MarchOption {
  const own = state.areas[area].units.filter((u) => u.house === house);
  const units = own.filter((u) => !u.routed).map((u) => u.type);
  // Each destination's area and facts read once (a read by a varying id is a megamorphic load).
  const { info } = boardOf(state);
  const destination = (land: boolean) => (to: AreaId): MarchDestination => {
    const here = state.areas[to];
    return {
      to,
      land,
      contested: isContestedHere(here, house),
      neutral: typeof here.neutralForce === 'number',
      room: info[to].kind === 'port' ? PORT_CAPACITY - here.units.length : null,
    };
  };
  const destinations = [
    ...(units.some((t) => t !== 'ship') ? marchDestinations(state, house, area, true).map(destination(true)) : []),
    ...(units.includes('ship') ? marchDestinations(state, house, area, false).map(destination(false)) : []),
  ].filter((d) => d.room === null || d.room > 0);
  const staying = own.length - units.length;
  return { area, units, staying, destinations, powerToken: staying === 0 && canEstablishControl(state, house, area) };
}

/** The march choice space of the house: one option per March order it has on the board. */
export function marchChoice(state: GameState, house: House): MarchChoice {
  const orders = ordersOfType(state, house, 'march');
  const { ids, sizes } = unitAreas(state, house);
  const counts = ids.map((area, i) => ({ area, units: sizes[i]! }));
  return { type: 'march', house, orders: orders.map((a) => marchOption(state, house, a)), counts, supply: state.houses[house]?.supply ?? 0 };
}

/**
 * One legal march of the house, with the same chances as `sampleMarch(marchChoice(state, house), pick)`
 * but fewer checks: the March order is drawn first and only its option is built, and each unit's
 * destination (or staying) is drawn by rejection among those of its kind — a destination that breaks
 * a constraint is set aside and another drawn — instead of listing every open one. Staying is
 * always open, so every unit ends with a choice. Another stream of picks: for the fast random bot.
 */
export function sampleMarchOf(state: GameState, house: House, pick: (n: number) => number): Move {
  const orders = ordersOfType(state, house, 'march');
  const area = orders[pick(orders.length)];
  if (area === undefined) throw new RangeError('expected a March order to resolve, got none');
  const option = marchOption(state, house, area);
  const { ids, sizes } = unitAreas(state, house);
  const counts = ids.map((a, i) => ({ area: a, units: sizes[i]! }));
  const space: MarchChoice = { type: 'march', house, orders: [option], counts, supply: state.houses[house]?.supply ?? 0 };
  const sent = new Map<AreaId, number>();
  const steps = new Map<AreaId, UnitType[]>();
  let attack: AreaId | null = null;
  let neutral: AreaId | null = null;
  const destinations = option.destinations;
  const open: number[] = [];
  for (const unit of option.units) {
    const land = unit !== 'ship';
    // -1 stands for staying, always open.
    open.length = 0;
    open.push(-1);
    for (let i = 0; i < destinations.length; i++) if (destinations[i]!.land === land) open.push(i);
    let chosen: MarchDestination | null = null;
    for (let n = open.length; ; n--) {
      const k = pick(n);
      const i = open[k];
      if (i === undefined) throw new RangeError(`expected a pick in [0, ${n}), got ${k}`);
      if (i === -1) break;
      const d = destinations[i]!;
      const ok =
        !(d.contested && attack !== null && attack !== d.to) &&
        !(d.room !== null && (sent.get(d.to) ?? 0) >= d.room) &&
        fitsEitherWay(space, area, sent, d.to, d.neutral ? d.to : neutral);
      if (ok) {
        chosen = d;
        break;
      }
      open[k] = open[n - 1]!;
    }
    if (chosen === null) continue;
    if (chosen.contested) attack = chosen.to;
    if (chosen.neutral) neutral = chosen.to;
    sent.set(chosen.to, (sent.get(chosen.to) ?? 0) + 1);
    const already = steps.get(chosen.to);
    if (already === undefined) steps.set(chosen.to, [unit]);
    else already.push(unit);
  }
  return marchMove(space, option, sent, steps, neutral);
}

/** The move of a sampled march: its steps in the order of the option's destinations. */
function marchMove(space: MarchChoice, option: MarchOption, sent: ReadonlyMap<AreaId, number>, steps: ReadonlyMap<AreaId, UnitType[]>, neutral: AreaId | null): Move {
  const moves: MarchStep[] = option.destinations.flatMap((d) => {
    const units = steps.get(d.to);
    return units === undefined ? [] : [{ to: d.to, units }];
  });
  const legal = fitsEitherWay(space, option.area, sent, null, neutral);
  // 2E-MARCH-07: whether a Power token stays is a decision of its own (leave-power-token), asked
  // after the March when it empties an area where one may stay; the move leaves it out.
  return { kind: 'resolve-march', house: space.house, area: option.area, moves: legal ? moves : [] };
}

/**
 * Whether the house's armies fit its Supply after the March from `from` sends `sent` (plus one unit
 * to `extra`, and leaving out what goes to `skip`): counted from the space's unit counts without
 * copying them, as it is asked for every unit and destination of a sampled march.
 */
function fits(space: MarchChoice, from: AreaId, sent: ReadonlyMap<AreaId, number>, extra: AreaId | null, skip: AreaId | null): boolean {
  // What each area receives: its units sent, plus one for `extra`, nothing for `skip`.
  let moved = 0;
  for (const [to, n] of sent) if (to !== skip) moved += n + (to === extra ? 1 : 0);
  const extraAlone = extra !== null && !sent.has(extra);
  if (extraAlone && extra !== skip) moved++;
  // Army sizes, largest first, kept sorted as they are found (a handful): no closures and no
  // sort, as this runs for every unit and destination of a sampled march.
  const sizes: number[] = [];
  for (const c of space.counts) {
    const area = c.area;
    const going = area === skip ? 0 : (sent.get(area) ?? 0) + (area === extra ? 1 : 0);
    insertSize(sizes, c.units + going - (area === from ? moved : 0));
  }
  for (const [to, n] of sent) {
    if (to === skip || space.counts.some((c) => c.area === to)) continue;
    insertSize(sizes, n + (to === extra ? 1 : 0) - (to === from ? moved : 0));
  }
  // `extra` where the house has no units is an army of one: no size.
  return fitsSupply(sizes, space.supply);
}

/** Adds an army of `n` units (2 or more; fewer is no army) to sizes kept largest first. */
function insertSize(sizes: number[], n: number): void {
  if (n < 2) return;
  let i = sizes.length;
  sizes.push(n);
  for (; i > 0 && sizes[i - 1]! < n; i--) sizes[i] = sizes[i - 1]!;
  sizes[i] = n;
}

/** Supply holds after the moves and, for an attack on a Neutral Force, also if it falls short ([2E-NEUT-07]). */
function fitsEitherWay(space: MarchChoice, from: AreaId, sent: ReadonlyMap<AreaId, number>, extra: AreaId | null, neutral: AreaId | null): boolean {
  if (!fits(space, from, sent, extra, null)) return false;
  return neutral === null || fits(space, from, sent, extra, neutral);
}

/**
 * Builds one legal march: each unit in turn stays or goes to a destination that keeps every
 * constraint. Staying keeps the position as it was, so a choice always exists; if the position
 * already broke supply, the march moves nothing.
 */
export function sampleMarch(space: MarchChoice, pick: (n: number) => number): Move {
  const option = space.orders[pick(space.orders.length)];
  if (option === undefined) throw new RangeError('expected a March order to resolve, got none');
  const sent = new Map<AreaId, number>();
  const steps = new Map<AreaId, UnitType[]>();
  let attack: AreaId | null = null;
  let neutral: AreaId | null = null;
  for (const unit of option.units) {
    const land = unit !== 'ship';
    const open = option.destinations.filter((d) => {
      if (d.land !== land) return false;
      if (d.contested && attack !== null && attack !== d.to) return false;
      if (d.room !== null && (sent.get(d.to) ?? 0) >= d.room) return false;
      return fitsEitherWay(space, option.area, sent, d.to, d.neutral ? d.to : neutral);
    });
    const chosen = [null, ...open][pick(open.length + 1)] ?? null;
    if (chosen === null) continue;
    if (chosen.contested) attack = chosen.to;
    if (chosen.neutral) neutral = chosen.to;
    sent.set(chosen.to, (sent.get(chosen.to) ?? 0) + 1);
    steps.set(chosen.to, [...(steps.get(chosen.to) ?? []), unit]);
  }
  return marchMove(space, option, sent, steps, neutral);
}
