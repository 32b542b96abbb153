// The readable game log, derived from the move log alone (style rule 12): each entry gives the
// move in words and what changed between its two states — a new round or phase, orders revealed,
// a battle's outcome, units lost, Power gained or spent, tracks reordered, the Wildling threat,
// the winner. Nothing here is recorded anywhere else; a replay gives the same lines.
import { AREA_IDS, HOUSE_CARDS, TRACKS, UNIT_TYPES, type GameState, type House, type Move, type UnitType } from '../../engine/index';
import { moveHouse } from '../../engine/decisions';
import type { LogEntry } from './game-driver';
import { moveWords } from './move-words';
import { combatOf, phaseName, phaseOf } from './phase';
import { areaName, houseName, trackName, unitList } from './words';

export interface LogLine {
  /** The move this line comes from (its `seq` in the driver's log). */
  readonly seq: number;
  readonly round: number;
  /** The house that made the move or is concerned by the event; null for the dealer or the game. */
  readonly house: House | null;
  /** 'move': what a house or the dealer did; 'event': a consequence seen in the state. */
  readonly kind: 'move' | 'event';
  /** The kind of the move the line comes from. */
  readonly move: Move['kind'];
  readonly text: string;
}

function unitsByHouse(state: GameState): Map<House, Map<UnitType, number>> {
  const counts = new Map<House, Map<UnitType, number>>();
  for (const area of AREA_IDS) {
    for (const u of state.areas[area].units) {
      const own = counts.get(u.house) ?? new Map<UnitType, number>();
      own.set(u.type, (own.get(u.type) ?? 0) + 1);
      counts.set(u.house, own);
    }
  }
  // Units a march or a combat holds off the board are still alive.
  for (const frame of state.stack) {
    const held = frame.kind === 'combat' ? frame.attackers : frame.kind === 'retreat' ? frame.units : frame.kind === 'action' ? (frame.attack?.attackers ?? []) : [];
    for (const u of held) {
      const own = counts.get(u.house) ?? new Map<UnitType, number>();
      own.set(u.type, (own.get(u.type) ?? 0) + 1);
      counts.set(u.house, own);
    }
  }
  return counts;
}

/** The move's own line: sealed moves are told without their secret until it is opened. */
function moveLine(entry: LogEntry): string {
  const { move, before } = entry;
  const who = houseName(moveHouse(move));
  if (move.kind === 'place-orders') return `${who} placed ${move.orders.length} order${move.orders.length === 1 ? '' : 's'}`;
  if (move.kind === 'reveal-card' || move.kind === 'shuffle-deck' || move.kind === 'draw-card') return moveWords(move, before);
  const words = moveWords(move, before);
  return `${who}: ${words.charAt(0).toLowerCase()}${words.slice(1)}`;
}

/** What changed from `before` to `after` that a player should read about. */
function events(before: GameState, after: GameState): { house: House | null; text: string }[] {
  const out: { house: House | null; text: string }[] = [];
  if (after.round !== before.round) out.push({ house: null, text: `Round ${after.round} begins` });
  const phase = phaseOf(after);
  if (phase !== phaseOf(before) && phase !== 'over') out.push({ house: null, text: `${phaseName(phase)}` });
  const wasRevealed = before.stack.some((f) => f.kind === 'planning' && f.revealed);
  const revealed = after.stack.some((f) => f.kind === 'planning' && f.revealed);
  if (revealed && !wasRevealed) out.push({ house: null, text: 'Orders revealed' });

  const was = combatOf(before);
  const now = combatOf(after);
  if (now !== null && (was === null || was.id !== now.id)) {
    out.push({ house: now.attacker, text: `${houseName(now.attacker)} attacks ${houseName(now.defender)} in ${areaName(now.area)}` });
  }
  if (now !== null && was !== null && was.id === now.id) {
    if (now.cards.attacker !== was.cards.attacker || now.cards.defender !== was.cards.defender) {
      const card = (c: typeof now.cards.attacker) => (c === null ? 'no card' : HOUSE_CARDS[c].name);
      out.push({ house: null, text: `House cards: ${houseName(now.attacker)} ${card(now.cards.attacker)}, ${houseName(now.defender)} ${card(now.cards.defender)}` });
    }
    if (now.victor !== null && was.victor === null && now.final !== null) {
      const winner = now.victor === 'attacker' ? now.attacker : now.defender;
      out.push({ house: winner, text: `${houseName(winner)} wins the battle for ${areaName(now.area)}, ${now.final.attacker} to ${now.final.defender}` });
    }
  }

  const unitsBefore = unitsByHouse(before);
  const unitsAfter = unitsByHouse(after);
  for (const house of after.options.houses) {
    const lost: UnitType[] = [];
    const gained: UnitType[] = [];
    for (const type of UNIT_TYPES) {
      const d = (unitsAfter.get(house)?.get(type) ?? 0) - (unitsBefore.get(house)?.get(type) ?? 0);
      for (let i = 0; i < -d; i++) lost.push(type);
      for (let i = 0; i < d; i++) gained.push(type);
    }
    if (lost.length > 0) out.push({ house, text: `${houseName(house)} loses ${unitList(lost)}` });
    if (gained.length > 0) out.push({ house, text: `${houseName(house)} gains ${unitList(gained)}` });
    const p0 = before.houses[house]?.power ?? 0;
    const p1 = after.houses[house]?.power ?? 0;
    if (p1 !== p0) out.push({ house, text: `${houseName(house)} ${p1 > p0 ? 'gains' : 'spends'} ${Math.abs(p1 - p0)} Power (now ${p1})` });
    const s0 = before.houses[house]?.supply;
    const s1 = after.houses[house]?.supply;
    if (s0 !== s1 && s1 !== undefined) out.push({ house, text: `${houseName(house)}'s supply is now ${s1}` });
  }
  for (const track of TRACKS) {
    if (after.tracks[track].join() !== before.tracks[track].join()) {
      out.push({ house: null, text: `${trackName(track)} track: ${after.tracks[track].map(houseName).join(', ')}` });
    }
  }
  if (after.wildlingThreat !== before.wildlingThreat) out.push({ house: null, text: `Wildling threat ${after.wildlingThreat}` });
  if (after.winner !== null && before.winner === null) out.push({ house: after.winner, text: `${houseName(after.winner)} wins the game` });
  return out;
}

/** The readable lines of one log entry: the move first, then what it changed. */
export function logLines(entry: LogEntry): LogLine[] {
  const round = entry.after.round;
  const move = entry.move.kind;
  const own: LogLine = { seq: entry.seq, round, house: moveHouse(entry.move), kind: 'move', move, text: moveLine(entry) };
  return [own, ...events(entry.before, entry.after).map((e) => ({ seq: entry.seq, round, house: e.house, kind: 'event' as const, move, text: e.text }))];
}
