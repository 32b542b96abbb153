// What the text view's polite live region says (issue 19): what just happened, in the engine's own
// events told by the log's words (`entryEvents`, `eventLine`), and what the game now asks of the
// player (`decisionTitle`). Only the turns of the game a listener needs to follow are said — a
// round or phase beginning, Westeros and Wildling cards, bids, orders revealed, marches, battles
// and their results, retreats, the winner; the rest (Power, Supply, each unit lost) stays in the
// game log, which the keyboard reaches and scrolls.
import type { Decision, GameEventKind, GameState } from '../../../engine/index';
import { t } from '../../i18n/translate';
import { decisionTitle } from '../game/decision-words';
import { eventLine } from '../game/event-words';
import type { LogEntry } from '../drivers/game-driver';
import { entryEvents } from '../drivers/log-events';

/** The engine events the live region says. */
export const ANNOUNCED: ReadonlySet<GameEventKind> = new Set<GameEventKind>([
  'round-started',
  'phase-started',
  'westeros-card',
  'wildling-outcome',
  'wildling-card',
  'bids',
  'orders-revealed',
  'march',
  'combat-started',
  'combat-result',
  'retreat',
  'game-won',
]);

/** The lines to say for the entries of a log (the entries appended since the last look). */
export function happenedLines(entries: readonly LogEntry[]): string[] {
  return entries.flatMap((entry) => entryEvents(entry).filter((e) => ANNOUNCED.has(e.kind)).map(eventLine));
}

/** "Your turn: Choose a House card for the battle in Riverrun". */
export const askedLine = (decision: Decision, state: GameState): string => t('boardText.asked', { what: decisionTitle(decision, state) });

/**
 * Follows a driver's log and my pending decision, and gives what is new since the last call: the
 * lines of the entries appended, then the decision asked of me if it is a new one. A log seen for
 * the first time with history in it (a resumed game) says nothing of that history.
 */
export class Announcer {
  #seen = -1;
  #asked: string | null = null;

  next(log: readonly LogEntry[], mine: Decision | null, state: GameState): string[] {
    const first = this.#seen < 0;
    if (log.length < this.#seen) this.#seen = 0; // another game
    const lines = first ? [] : happenedLines(log.slice(this.#seen));
    this.#seen = log.length;
    const asked = mine?.id ?? null;
    if (asked !== null && asked !== this.#asked) lines.push(askedLine(mine!, state));
    this.#asked = asked;
    return lines;
  }
}
