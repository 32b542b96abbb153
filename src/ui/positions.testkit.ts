// Positions for the UI's tests, built by playing the engine's own moves (never by hand-editing
// frames): Stark to resolve the March order in Winterfell in a 3-player game.
import { apply, choices, newGame, pending, type GameState, type Move } from '../../engine/index';

/** 3 players; Stark's March order in Winterfell (a Footman and a Knight) is the one to resolve. */
export function marching(): GameState {
  let state = newGame({ players: 3 });
  const stark: Move = {
    kind: 'place-orders',
    house: 'stark',
    orders: [
      { area: 'the-shivering-sea', token: 'consolidate-a' },
      { area: 'white-harbor', token: 'defense-1a' },
      { area: 'winterfell', token: 'march-0' },
    ],
  };
  for (const d of pending(state)) {
    if (d.house === 'stark') {
      state = apply(state, stark);
      continue;
    }
    const space = choices(state, d);
    if (space.type !== 'orders') throw new RangeError(`expected an orders space, got ${space.type}`);
    // The others only defend, support or consolidate: nothing moves before Stark's march.
    const tokens = space.tokens.filter((t) => t.startsWith('defense') || t.startsWith('consolidate') || t.startsWith('support'));
    state = apply(state, { kind: 'place-orders', house: space.house, orders: space.areas.slice(0, space.count).map((area, i) => ({ area, token: tokens[i]! })) });
  }
  while (pending(state)[0]?.kind !== 'resolve-march') {
    const space = choices(state, pending(state)[0]!);
    if (space.type !== 'one-of') throw new RangeError(`expected a list of moves, got ${space.type}`);
    state = apply(state, space.moves[0]!);
  }
  return state;
}
