// The scenario suite's only helpers, written against the engine's public API alone
// (engine/index.ts): positions come from buildPosition, every step is one move, and what happened
// is read from applyWithEvents' events. scenarios-public-api.test.ts checks that no scenario file
// imports anything else.
import { expect } from 'vitest';
import { applyWithEvents, pending, positionOrThrow, type GameEvent, type GameState, type Move, type PositionDescription } from '../../engine/index';

export interface Played {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Applies the moves one by one; the events of all of them, in order. */
export function play(state: GameState, ...moves: Move[]): Played {
  let s = state;
  const events: GameEvent[] = [];
  for (const move of moves) {
    const next = applyWithEvents(s, move);
    events.push(...next.events);
    s = next.state;
  }
  return { state: s, events };
}

export const position = (d: PositionDescription): GameState => positionOrThrow(d);

/** The events of one kind. */
export function eventsOf<K extends GameEvent['kind']>(played: Played, kind: K): Extract<GameEvent, { kind: K }>[] {
  return played.events.filter((e): e is Extract<GameEvent, { kind: K }> => e.kind === kind);
}

/** The rule the engine cites when it refuses `move`. */
export function refusal(state: GameState, move: Move): string {
  try {
    applyWithEvents(state, move);
  } catch (e) {
    const err = e as { name?: string; rule?: string };
    if (err.name === 'RuleViolation' && typeof err.rule === 'string') return err.rule;
    throw e;
  }
  throw new Error(`expected ${JSON.stringify(move)} to be refused`);
}

/** What the game asks now, as 'kind house' strings. */
export const asked = (state: GameState): string[] => pending(state).map((d) => `${d.kind} ${d.house ?? 'dealer'}`);

/** The dealer reveals `cards` for the decks it is asked for, in order. */
export function reveal(state: GameState, ...cards: string[]): Played {
  let played: Played = { state, events: [] };
  for (const card of cards) {
    const d = pending(played.state)[0];
    if (d?.kind !== 'reveal-card') throw new Error(`expected the dealer to be asked for a card, got ${asked(played.state).join(', ')}`);
    const next = play(played.state, { kind: 'reveal-card', deck: d.deck, card, ...(d.for === undefined ? {} : { for: d.for }) } as Move);
    played = { state: next.state, events: [...played.events, ...next.events] };
  }
  return played;
}

/** Answers every pending sealed decision of one kind (bids, House cards) with `answer(house)`. */
export function answerAll(state: GameState, answer: (house: string) => Move): Played {
  let played: Played = { state, events: [] };
  for (const d of pending(state)) {
    const next = play(played.state, answer(d.house!));
    played = { state: next.state, events: [...played.events, ...next.events] };
  }
  return played;
}

export function expectEvent(played: Played, event: Partial<GameEvent> & { kind: GameEvent['kind'] }): void {
  expect(played.events).toContainEqual(expect.objectContaining(event));
}
