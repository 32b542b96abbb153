// The engine's own account of each logged move: the events `applyWithEvents` reports when the move
// is applied again to the state it was applied to (every driver's log keeps that state), so every
// driver — local, seat, watcher, replay — gets the same explanation without applying anything
// differently. The sentences stay the engine's (`eventText`, `EVENT_TEXT`): one place to translate.
import { applyWithEvents, type GameEvent, type House } from '../../../engine/index';
import type { LogEntry } from './game-driver';

/** Entries are shared and never mutated, so their events are computed once. */
const known = new WeakMap<LogEntry, readonly GameEvent[]>();

/**
 * What the entry's move set off, in order, each event citing its rule. An entry the engine refuses
 * to re-apply (it never should: the driver applied it) explains nothing rather than breaking the log.
 */
export function entryEvents(entry: LogEntry): readonly GameEvent[] {
  const cached = known.get(entry);
  if (cached !== undefined) return cached;
  let events: readonly GameEvent[];
  try {
    events = applyWithEvents(entry.before, entry.move).events;
  } catch {
    events = [];
  }
  known.set(entry, events);
  return events;
}

/** The house a line about this event is marked with: the one it concerns, a combat's victor; null for the game's own. */
export function eventHouse(event: GameEvent): House | null {
  switch (event.kind) {
    case 'combat-result':
      return event.victor;
    case 'combat-started':
      return event.attacker;
    case 'power-token':
      return event.to ?? event.from;
    default:
      return 'house' in event ? event.house : null;
  }
}
