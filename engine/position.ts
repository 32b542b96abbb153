// Positions from a description: a plain-JSON account of a moment of the game (units, tokens,
// orders, tracks, Power, House cards, the round and the decision asked) turned into a valid
// GameState, or into a list of errors that each name the field that is wrong. The description may
// come from anywhere (a test, a puzzle file, an embed attribute), so nothing in it is trusted: a
// bad one is answered with errors, never with an exception. The decision asked is reached the way
// the game reaches it (the phase's frame is started and settled; a combat is started by its real
// March and supports), so the state is one the engine itself could have produced.
import { AREAS, AREA_IDS, type AreaId } from './data/areas';
import { HOUSE_CARDS, type HouseCardId } from './data/house-cards';
import { HOUSE_INFO } from './data/houses';
import { ORDER_TOKENS, type OrderTokenId } from './data/orders';
import { HOUSES, TRACKS, UNIT_TYPES, type House, type Track, type UnitType } from './data/vocabulary';
import { parseConfig } from './config';
import { supplyIcons } from './control';
import type { Decision, Move } from './decisions';
import { RuleViolation } from './errors';
import { apply, pending, settle } from './flow';
import type { Frame } from './frame-data';
import { turnOrder } from './influence';
import { invariantViolations } from './invariants';
import { newGame } from './setup';
import type { AreaState, GameState, OrderRestriction, Unit } from './state';
import { sortUnits } from './units';

/** One area: everything in it is replaced by what the description says. */
export interface AreaDescription {
  /** `'<house> <type>'` or `'<house> <type> routed'`, e.g. `'stark knight'`. */
  readonly units?: readonly string[];
  /** `'<house> <token>'`, e.g. `'stark march-plus-1'`: only when the Action phase is asked. */
  readonly order?: string | null;
  readonly powerToken?: string | null;
  readonly garrison?: string | null;
  readonly neutralForce?: number | 'impassable' | null;
}

export interface HouseDescription {
  readonly power?: number;
  readonly supply?: number;
  /** Cards in hand; without `discard`, the house's other cards are discarded. */
  readonly hand?: readonly string[];
  /** Discarded cards; without `hand`, the house's other cards are in hand. */
  readonly discard?: readonly string[];
}

/** The decision the position asks. */
export type AskedDescription =
  | { readonly kind: 'place-orders' }
  | { readonly kind: 'resolve-raid' | 'resolve-march' | 'resolve-consolidate-power'; readonly house: string }
  | { readonly kind: 'reveal-card'; readonly deck: 'westeros-1' }
  | {
      readonly kind: 'choose-house-card';
      /** The March that starts the combat: `units` of `house` go from `from` (which holds its March order) to `to`. */
      readonly attack: { readonly house: string; readonly from: string; readonly to: string; readonly units: readonly string[] };
      /** How each Support order asked is declared (`'none'` when left out); every declaration is accepted. */
      readonly support?: { readonly [area: string]: 'attacker' | 'defender' | 'none' };
    };

export interface PositionDescription {
  /** 3–6; or left out when `houses` names the houses in play (as keys). Default 6. */
  readonly players?: number;
  readonly tidesOfBattle?: boolean;
  /** The game options of GameConfig, with the same defaults. */
  readonly faq2Tiebreakers?: boolean;
  readonly darkWingsPorts?: boolean;
  readonly kingsCourtOverlay?: 'four-positions' | 'two-positions';
  readonly lannisterPortShipAtThree?: boolean;
  /** `'start'` (default): the setup of the player count, then `areas` on top; `'empty'`: no unit, order or token. */
  readonly board?: 'start' | 'empty';
  readonly areas?: { readonly [area: string]: AreaDescription };
  readonly tracks?: { readonly [track: string]: readonly string[] };
  readonly houses?: { readonly [house: string]: HouseDescription };
  /** 1–10; default 1 (the Westeros phase needs 2 or more). */
  readonly round?: number;
  readonly wildlingThreat?: number;
  readonly restriction?: OrderRestriction | null;
  readonly bladeUsed?: boolean;
  readonly ravenUsed?: boolean;
  /** Default: the Planning phase's orders. */
  readonly asked?: AskedDescription;
  /**
   * Moves played after `asked` is reached, to go on to any later decision (a retreat, a Blade, a
   * Westeros card's choice): each must be legal, or the error names it by its index.
   */
  readonly moves?: readonly Move[];
}

export type PositionResult = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly errors: readonly string[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const show = (v: unknown): string => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v) ?? String(v));
const ACTION_KINDS = { 'resolve-raid': 'raid', 'resolve-march': 'march', 'resolve-consolidate-power': 'consolidate-power' } as const;
const RESTRICTIONS: readonly string[] = ['no-defense', 'no-march-plus-1', 'no-raid', 'no-consolidate-power', 'no-support'];

/** Collects errors while a description is read. */
class Reader {
  readonly errors: string[] = [];
  fail(path: string, message: string): null {
    this.errors.push(`${path}: ${message}`);
    return null;
  }
  house(path: string, v: unknown, inPlay: readonly House[]): House | null {
    if (typeof v !== 'string' || !(HOUSES as readonly string[]).includes(v)) return this.fail(path, `${show(v)} is not a house`);
    if (!inPlay.includes(v as House)) return this.fail(path, `${v} is not in play`);
    return v as House;
  }
}

function readUnits(r: Reader, path: string, v: unknown, houses: readonly House[]): Unit[] {
  if (!Array.isArray(v)) return r.fail(path, 'expected a list like ["stark footman", "stark knight routed"]') ?? [];
  return v.flatMap((spec, i): Unit[] => {
    const at = `${path}[${i}]`;
    const parts = typeof spec === 'string' ? spec.split(' ') : [];
    if (parts.length < 2 || parts.length > 3 || (parts.length === 3 && parts[2] !== 'routed')) return r.fail(at, `${show(spec)} is not '<house> <unit>' or '<house> <unit> routed'`) ?? [];
    const house = r.house(at, parts[0], houses);
    if (!(UNIT_TYPES as readonly string[]).includes(parts[1]!)) return r.fail(at, `${show(parts[1])} is not a unit type (${UNIT_TYPES.join(', ')})`) ?? [];
    return house === null ? [] : [{ house, type: parts[1] as UnitType, routed: parts.length === 3 }];
  });
}

function readArea(r: Reader, area: AreaId, v: unknown, base: AreaState, houses: readonly House[], ordersAllowed: boolean): AreaState {
  const path = `areas.${area}`;
  if (!isObject(v)) return r.fail(path, 'expected an object with units, order, powerToken, garrison, neutralForce') ?? base;
  for (const key of Object.keys(v)) if (!['units', 'order', 'powerToken', 'garrison', 'neutralForce'].includes(key)) r.fail(`${path}.${key}`, 'is not a field of an area');
  const units = v.units === undefined ? [] : readUnits(r, `${path}.units`, v.units, houses);
  let order: AreaState['order'] = null;
  if (v.order !== undefined && v.order !== null) {
    const [h, token] = typeof v.order === 'string' ? v.order.split(' ') : [];
    const house = r.house(`${path}.order`, h, houses);
    if (!ordersAllowed) r.fail(`${path}.order`, 'orders are on the board only in the Action phase (and in a combat); ask for an Action phase decision');
    else if (token === undefined || !(token in ORDER_TOKENS)) r.fail(`${path}.order`, `${show(token)} is not an Order token`);
    else if (house !== null) order = { house, token: token as OrderTokenId };
  }
  const optionalHouse = (key: 'powerToken' | 'garrison', fallback: House | null): House | null =>
    v[key] === undefined ? fallback : v[key] === null ? null : r.house(`${path}.${key}`, v[key], houses);
  const powerToken = optionalHouse('powerToken', null);
  if (powerToken !== null && AREAS[area].kind !== 'land') r.fail(`${path}.powerToken`, 'a Power token goes only in a land area (2E-CTRL-03)');
  const garrison = optionalHouse('garrison', base.garrison);
  if (garrison !== null && AREAS[area].home !== garrison) r.fail(`${path}.garrison`, `${garrison}'s Garrison stands only in its home area (2E-GARR-01)`);
  let neutralForce = base.neutralForce;
  if (v.neutralForce !== undefined) {
    if (v.neutralForce === null || v.neutralForce === 'impassable' || (isInt(v.neutralForce) && v.neutralForce > 0)) neutralForce = v.neutralForce;
    else r.fail(`${path}.neutralForce`, `${show(v.neutralForce)} is not a strength, 'impassable' or null`);
  }
  return { units: sortUnits(units), order, powerToken, garrison, neutralForce };
}

function readCards(r: Reader, path: string, v: unknown, house: House): HouseCardId[] {
  if (!Array.isArray(v)) return r.fail(path, 'expected a list of House card ids') ?? [];
  const own = HOUSE_INFO[house].houseCards as readonly string[];
  return v.flatMap((c, i): HouseCardId[] => {
    if (typeof c !== 'string' || !(c in HOUSE_CARDS)) return r.fail(`${path}[${i}]`, `${show(c)} is not a House card`) ?? [];
    if (!own.includes(c)) return r.fail(`${path}[${i}]`, `${c} is not one of ${house}'s cards`) ?? [];
    return [c as HouseCardId];
  });
}

function readHouse(r: Reader, house: House, v: unknown, start: GameState['houses'][House]): NonNullable<GameState['houses'][House]> {
  const path = `houses.${house}`;
  const base = start!;
  if (!isObject(v)) return r.fail(path, 'expected an object with power, supply, hand, discard') ?? base;
  for (const key of Object.keys(v)) if (!['power', 'supply', 'hand', 'discard'].includes(key)) r.fail(`${path}.${key}`, 'is not a field of a house');
  const number = (key: 'power' | 'supply', max: number, fallback: number): number => {
    if (v[key] === undefined) return fallback;
    if (isInt(v[key]) && v[key] >= 0 && v[key] <= max) return v[key];
    return r.fail(`${path}.${key}`, `${show(v[key])} is not a whole number from 0 to ${max}`) ?? fallback;
  };
  const all = HOUSE_INFO[house].houseCards;
  const hand = v.hand === undefined ? null : readCards(r, `${path}.hand`, v.hand, house);
  const discard = v.discard === undefined ? null : readCards(r, `${path}.discard`, v.discard, house);
  const finalHand = hand ?? all.filter((c) => !(discard ?? []).includes(c));
  const finalDiscard = discard ?? all.filter((c) => !finalHand.includes(c));
  const seen = [...finalHand, ...finalDiscard];
  if (new Set(seen).size !== seen.length) r.fail(`${path}`, 'a card is listed twice (hand and discard hold each card once)');
  else if (seen.length !== all.length) r.fail(`${path}`, `hand and discard together must hold all ${all.length} of ${house}'s cards outside a combat; missing ${all.filter((c) => !seen.includes(c)).join(', ')}`);
  if (finalHand.length === 0 && v.hand !== undefined) r.fail(`${path}.hand`, 'a hand is never empty between combats (2E-COMBAT-59: the discards come back)');
  return { power: number('power', 20, base.power), supply: number('supply', 6, -1), hand: [...finalHand], discard: [...finalDiscard] };
}

function readTracks(r: Reader, v: unknown, start: GameState['tracks'], houses: readonly House[]): GameState['tracks'] {
  if (v === undefined) return start;
  if (!isObject(v)) return r.fail('tracks', 'expected an object with iron-throne, fiefdoms, kings-court') ?? start;
  const tracks = { ...start } as { [t in Track]: readonly House[] };
  for (const [key, order] of Object.entries(v)) {
    if (!(TRACKS as readonly string[]).includes(key)) {
      r.fail(`tracks.${key}`, `is not a track (${TRACKS.join(', ')})`);
      continue;
    }
    const list = Array.isArray(order) ? order : [];
    const ok = list.length === houses.length && houses.every((h) => list.includes(h));
    if (!ok) r.fail(`tracks.${key}`, `expected each house in play once (${houses.join(', ')}), got ${show(order)}`);
    else tracks[key as Track] = list as House[];
  }
  return tracks;
}

/** The frames for the asked decision, before settling; null with errors when it cannot be asked. */
function stackFor(r: Reader, asked: unknown, state: GameState, houses: readonly House[]): { state: GameState; then: ((s: GameState) => GameState) | null } | null {
  const base = (stack: Frame[], s: GameState = state) => ({ ...s, stack, nextFrameId: stack.length });
  if (asked === undefined || (isObject(asked) && asked.kind === 'place-orders')) return { state: base([{ kind: 'game', id: 0, next: 'planning' }]), then: null };
  if (!isObject(asked)) return r.fail('asked', 'expected an object with a kind');
  if (asked.kind === 'reveal-card') {
    if (state.round < 2) return r.fail('round', 'the Westeros phase starts rounds 2 to 10 (2E-ROUND-02)');
    // The round marker moves as the phase starts (2E-WEST-02).
    return { state: base([{ kind: 'game', id: 0, next: 'westeros' }], { ...state, round: state.round - 1 }), then: null };
  }
  if (asked.kind === 'resolve-raid' || asked.kind === 'resolve-march' || asked.kind === 'resolve-consolidate-power') {
    const house = r.house('asked.house', asked.house, houses);
    if (house === null) return null;
    const order = turnOrder(state);
    const before = order.indexOf(house) === 0 ? null : order[order.indexOf(house) - 1]!;
    const stack: Frame[] = [
      { kind: 'game', id: 0, next: 'end-of-round' },
      { kind: 'action', id: 1, step: ACTION_KINDS[asked.kind], last: before, resolved: 0, attack: null, attackStarted: false, tokenArea: null },
    ];
    return { state: base(stack), then: null };
  }
  if (asked.kind === 'choose-house-card') {
    const attack = asked.attack;
    if (!isObject(attack)) return r.fail('asked.attack', 'expected { house, from, to, units }');
    const house = r.house('asked.attack.house', attack.house, houses);
    const isArea = (k: 'from' | 'to') => (typeof attack[k] === 'string' && (AREA_IDS as readonly string[]).includes(attack[k]) ? (attack[k] as AreaId) : r.fail(`asked.attack.${k}`, `${show(attack[k])} is not an area`));
    const from = isArea('from');
    const to = isArea('to');
    const units = Array.isArray(attack.units) && attack.units.every((u) => (UNIT_TYPES as readonly unknown[]).includes(u)) ? (attack.units as UnitType[]) : r.fail('asked.attack.units', `expected a list of unit types, got ${show(attack.units)}`);
    const support = asked.support ?? {};
    if (!isObject(support)) r.fail('asked.support', 'expected { area: side }');
    if (house === null || from === null || to === null || units === null || !isObject(support)) return null;
    const order = turnOrder(state);
    const before = order.indexOf(house) === 0 ? null : order[order.indexOf(house) - 1]!;
    const stack: Frame[] = [
      { kind: 'game', id: 0, next: 'end-of-round' },
      { kind: 'action', id: 1, step: 'march', last: before, resolved: 0, attack: null, attackStarted: false, tokenArea: null },
    ];
    const then = (s: GameState): GameState => {
      let next = apply(s, { kind: 'resolve-march', house, area: from, moves: [{ to, units }], powerToken: false });
      for (let guard = 0; guard < 64; guard++) {
        const d = pending(next)[0];
        if (d?.kind === 'declare-support') {
          const side = support[d.area];
          next = apply(next, { kind: 'declare-support', house: d.house, area: d.area, side: side === 'attacker' || side === 'defender' ? side : 'none' });
        } else if (d?.kind === 'accept-support') next = apply(next, { kind: 'accept-support', house: d.house, area: d.area, accept: true });
        // 2E-TOB-03: with Tides of Battle the deck is shuffled before the cards; the shuffle carries no card.
        else if (d?.kind === 'shuffle-deck' && d.deck === 'tides-of-battle') next = apply(next, { kind: 'shuffle-deck', deck: 'tides-of-battle' });
        else break;
      }
      return next;
    };
    return { state: base(stack), then };
  }
  return r.fail('asked.kind', `${show(asked.kind)} cannot be asked by a description yet (place-orders, resolve-raid, resolve-march, resolve-consolidate-power, reveal-card, choose-house-card)`);
}

/** Whether the built state asks what the description asked. */
function asksAsDescribed(asked: unknown, decisions: readonly Decision[]): string | null {
  const kind = isObject(asked) && typeof asked.kind === 'string' ? asked.kind : 'place-orders';
  const house = isObject(asked) && typeof asked.house === 'string' ? asked.house : null;
  const ok = decisions.some((d) => d.kind === kind && (house === null || d.house === house));
  const now = decisions.map((d) => `${d.kind} from ${d.house ?? 'the dealer'}`).join(', ') || 'nothing';
  return ok ? null : `the position asks ${now}, not ${kind}${house === null ? '' : ` from ${house}`}`;
}

/**
 * A state from a plain description, or the list of what is wrong with it. Never throws.
 */
export function buildPosition(description: unknown): PositionResult {
  const r = new Reader();
  if (!isObject(description)) return { ok: false, errors: ['description: expected an object'] };
  const d = description as Record<string, unknown>;
  const known = ['moves', 'players', 'tidesOfBattle', 'faq2Tiebreakers', 'darkWingsPorts', 'kingsCourtOverlay', 'lannisterPortShipAtThree', 'board', 'areas', 'tracks', 'houses', 'round', 'wildlingThreat', 'restriction', 'bladeUsed', 'ravenUsed', 'asked'];
  for (const key of Object.keys(d)) if (!known.includes(key)) r.fail(key, 'is not a field of a position');
  if (d.tidesOfBattle !== undefined && typeof d.tidesOfBattle !== 'boolean') r.fail('tidesOfBattle', 'expected true or false');
  let start: GameState;
  try {
    start = newGame({
      players: isInt(d.players) ? d.players : d.players === undefined ? 6 : -1,
      tidesOfBattle: d.tidesOfBattle === true,
      faq2Tiebreakers: d.faq2Tiebreakers === true,
      darkWingsPorts: d.darkWingsPorts !== false,
      kingsCourtOverlay: d.kingsCourtOverlay === 'two-positions' ? 'two-positions' : 'four-positions',
      lannisterPortShipAtThree: d.lannisterPortShipAtThree !== false,
    });
  } catch (e) {
    return { ok: false, errors: [`players: ${e instanceof RuleViolation ? e.message : String(e)}`] };
  }
  const houses = parseConfig({ players: start.options.houses.length }).houses;
  const asked = d.asked;
  const ordersAllowed = isObject(asked) && asked.kind !== 'place-orders' && asked.kind !== 'reveal-card';
  const empty = d.board === 'empty';
  if (d.board !== undefined && d.board !== 'start' && d.board !== 'empty') r.fail('board', `expected 'start' or 'empty', got ${show(d.board)}`);
  const areaSpecs = d.areas === undefined ? {} : isObject(d.areas) ? d.areas : (r.fail('areas', 'expected an object keyed by area id') ?? {});
  for (const key of Object.keys(areaSpecs)) if (!(AREA_IDS as readonly string[]).includes(key)) r.fail(`areas.${key}`, 'is not an area');
  const areas = Object.fromEntries(
    AREA_IDS.map((a) => {
      const base: AreaState = empty ? { ...start.areas[a], units: [], powerToken: null } : start.areas[a];
      return [a, areaSpecs[a] === undefined ? base : readArea(r, a, areaSpecs[a], base, houses, ordersAllowed)];
    }),
  ) as unknown as GameState['areas'];
  const round = d.round === undefined ? 1 : isInt(d.round) && d.round >= 1 && d.round <= 10 ? d.round : (r.fail('round', `${show(d.round)} is not a round from 1 to 10`) ?? 1);
  const threat = d.wildlingThreat === undefined ? start.wildlingThreat : isInt(d.wildlingThreat) && d.wildlingThreat >= 0 && d.wildlingThreat <= 12 && d.wildlingThreat % 2 === 0 ? d.wildlingThreat : (r.fail('wildlingThreat', `${show(d.wildlingThreat)} is not 0, 2, …, 12`) ?? 0);
  const restriction = d.restriction === undefined || d.restriction === null ? null : RESTRICTIONS.includes(d.restriction as string) ? (d.restriction as OrderRestriction) : r.fail('restriction', `${show(d.restriction)} is not an order ban (${RESTRICTIONS.join(', ')})`);
  const flag = (key: 'bladeUsed' | 'ravenUsed') => (d[key] === undefined ? false : typeof d[key] === 'boolean' ? d[key] : (r.fail(key, 'expected true or false') ?? false));
  const houseSpecs = d.houses === undefined ? {} : isObject(d.houses) ? d.houses : (r.fail('houses', 'expected an object keyed by house') ?? {});
  for (const key of Object.keys(houseSpecs)) r.house(`houses.${key}`, key, houses);
  const board: GameState = { ...start, areas, round, wildlingThreat: threat, restriction, bladeUsed: flag('bladeUsed'), ravenUsed: flag('ravenUsed'), tracks: readTracks(r, d.tracks, start.tracks, houses) };
  const houseStates = Object.fromEntries(
    houses.map((h) => {
      const read = houseSpecs[h] === undefined ? { ...board.houses[h]!, supply: -1 } : readHouse(r, h, houseSpecs[h], board.houses[h]);
      // An unset Supply token stands where the house's barrels put it (2E-SUP-02).
      return [h, { ...read, supply: read.supply < 0 ? supplyIcons(board, h) : read.supply }];
    }),
  );
  const framed = stackFor(r, asked, { ...board, houses: houseStates }, houses);
  if (r.errors.length > 0 || framed === null) return { ok: false, errors: r.errors };
  const problems = invariantViolations(framed.state);
  if (problems.length > 0) return { ok: false, errors: problems.map((p) => `position: ${p}`) };
  let state: GameState;
  try {
    state = settle(framed.state);
    if (framed.then !== null) state = framed.then(state);
  } catch (e) {
    if (e instanceof RuleViolation) return { ok: false, errors: [`asked: ${e.message}`] };
    throw e;
  }
  if (state.winner !== null) return { ok: false, errors: [`position: ${state.winner} has already won (2E-END-02)`] };
  const wrong = asksAsDescribed(asked, pending(state));
  if (wrong !== null) return { ok: false, errors: [`asked: ${wrong}`] };
  return playMoves(state, d.moves);
}

/** Plays the description's `moves` after the asked decision; the first refused one is the error. */
function playMoves(start: GameState, moves: unknown): PositionResult {
  if (moves === undefined) return { ok: true, state: start };
  if (!Array.isArray(moves)) return { ok: false, errors: ['moves: expected a list of moves'] };
  let state = start;
  for (const [i, move] of moves.entries()) {
    try {
      state = apply(state, move as Move);
    } catch (e) {
      if (e instanceof RuleViolation) return { ok: false, errors: [`moves[${i}]: ${e.message}`] };
      throw e;
    }
  }
  return { ok: true, state };
}

/** A convenience for tests and tools: the state, or an Error listing what is wrong. */
export function positionOrThrow(description: PositionDescription): GameState {
  const built = buildPosition(description);
  if (!built.ok) throw new TypeError(`expected a valid position, got: ${built.errors.join('; ')}`);
  return built.state;
}

