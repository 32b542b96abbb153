// The readable game log (style rule 12): each entry gives the move in words, then the engine's
// events for it in the engine's own sentences (`log-events.ts`, `eventText`) — rounds and phases,
// Westeros and Wildling cards, bids, every combat with its strength by source, casualties,
// retreats, Power, Supply, tracks, the winner. Nothing here works out what happened by itself, and
// nothing is recorded anywhere else: a replay gives the same lines.
import { eventLine } from '../game/event-words';
import { type GameEventKind, type House, type Move, type RuleId } from '../../../engine/index';
import { moveHouse } from '../../../engine/decisions';
import type { LogEntry } from '../drivers/game-driver';
import { entryEvents, eventHouse } from '../drivers/log-events';
import { moveWords } from '../game/move-words';
import { houseName } from '../game/words';
import { t } from '../../i18n/translate';

export interface LogLine {
  /** The move this line comes from (its `seq` in the driver's log). */
  readonly seq: number;
  readonly round: number;
  /** The house that made the move or is concerned by the event; null for the dealer or the game. */
  readonly house: House | null;
  /** 'move': what a house or the dealer did; 'event': what the engine says followed from it. */
  readonly kind: 'move' | 'event';
  /** The kind of the move the line comes from. */
  readonly move: Move['kind'];
  /** The engine event the line tells, and the rule it cites; null on a move's own line. */
  readonly event: GameEventKind | null;
  readonly rule: RuleId | null;
  readonly text: string;
}

/**
 * Moves whose own line an event says again, fuller: the line is left out when that event is
 * among the move's events ("Stark marches from Winterfell: …" once, not twice).
 */
const RESTATED: Partial<Record<Move['kind'], GameEventKind>> = {
  'resolve-march': 'march',
  'resolve-raid': 'raid',
  'resolve-consolidate-power': 'consolidate-power',
  'reveal-card': 'westeros-card',
  retreat: 'retreat',
  'draw-card': 'tides-drawn',
  'return-wildling-card': 'wildling-card-returned',
};

/** The move's own line: sealed moves are told without their secret until it is opened. */
function moveLine(entry: LogEntry): string {
  const { move, before } = entry;
  const who = houseName(moveHouse(move));
  if (move.kind === 'place-orders') return t('log.placed', { house: who, count: move.orders.length });
  if (move.kind === 'reveal-card' || move.kind === 'shuffle-deck' || move.kind === 'draw-card') return moveWords(move, before);
  const words = moveWords(move, before);
  return t('log.move', { house: who, words: `${words.charAt(0).toLowerCase()}${words.slice(1)}` });
}

/** The readable lines of one log entry: the move first (unless an event restates it), then its events. */
export function logLines(entry: LogEntry): LogLine[] {
  const round = entry.after.round;
  const move = entry.move.kind;
  const events = entryEvents(entry);
  const restated = RESTATED[move];
  const own: LogLine[] =
    restated !== undefined && events.some((e) => e.kind === restated)
      ? []
      : [{ seq: entry.seq, round, house: moveHouse(entry.move), kind: 'move', move, event: null, rule: null, text: moveLine(entry) }];
  return [...own, ...events.map((e): LogLine => ({ seq: entry.seq, round, house: eventHouse(e), kind: 'event', move, event: e.kind, rule: e.rule, text: eventLine(e) }))];
}

/** A dealer's bookkeeping line (a shuffle, a face-down deal), left out of a quiet log; revealed cards stay. */
export const isBookkeeping = (line: LogLine): boolean => line.kind === 'move' && (line.move === 'shuffle-deck' || line.move === 'draw-card');

/**
 * The lines of the entries from `from` on, but only of as many of the latest ones as give `keep`
 * lines that are not bookkeeping (at least; whole entries): explaining a move re-applies it, so a
 * long history (a resumed game, a replay's last move) is explained no further back than is shown.
 */
export function latestLines(log: readonly LogEntry[], from: number, keep: number): LogLine[] {
  const parts: LogLine[][] = [];
  let kept = 0;
  for (let i = log.length - 1; i >= from && kept < keep; i--) {
    const lines = logLines(log[i]!);
    parts.push(lines);
    kept += lines.filter((l) => !isBookkeeping(l)).length;
  }
  return parts.reverse().flat();
}
