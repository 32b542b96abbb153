// Positions for the UI's tests, built by playing the engine's own moves (never by hand-editing
// frames): Stark to resolve the March order in Winterfell in a 3-player game; the Raven's choice
// and a Raven look; a combat with both Tides of Battle cards face down.
import { apply, choices, newGame, pending, type GameState, type House, type Move } from '../../../engine/index';
import { randomBot } from '../../bots/random-bot';
import { seededDealer } from '../../dealer/seeded-dealer';
import { frameOf } from '../game/phase';

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

/** Plays every decision (dealer included) with seeded random choices until `done` holds. */
function playUntil(state: GameState, done: (s: GameState) => boolean, dealer = seededDealer(new Uint8Array(32).fill(3))): GameState {
  const bot = randomBot(new Uint8Array(32).fill(5), 'positions');
  for (let guard = 0; !done(state); guard++) {
    if (guard > 5000 || state.winner !== null) throw new RangeError('expected to reach the position within 5,000 moves');
    const d = pending(state)[0]!;
    const move = d.house === null ? dealer.answer(state, d) : bot.choose(state, d);
    state = apply(state, move);
    dealer.observe(move);
  }
  return state;
}

/** 3 players, round 1: the Messenger Raven's holder chooses whether and how to use it. */
export function ravenDeciding(): GameState {
  return playUntil(newGame({ players: 3 }), (s) => pending(s)[0]?.kind === 'use-raven');
}

/** 3 players, round 1: the Messenger Raven's holder has looked at the Wildling deck and chooses top or bottom. */
export function ravenLooking(): GameState {
  let state = ravenDeciding();
  const d = pending(state)[0]!;
  state = apply(state, { kind: 'use-raven', house: d.house!, use: 'look-at-wildling' });
  return state;
}

/** 3 players with Tides of Battle: a combat in which both sides hold their Tides card face down, and the cards dealt. */
export function tidesFaceDown(): { state: GameState; dealt: Partial<Record<House, string>> } {
  const dealer = seededDealer(new Uint8Array(32).fill(4));
  const state = playUntil(newGame({ players: 3, tidesOfBattle: true }), (s) => {
    const combat = frameOf(s, 'combat');
    return combat !== null && combat.tides.attacker === 'face-down' && combat.tides.defender === 'face-down';
  }, dealer);
  const combat = frameOf(state, 'combat')!;
  return { state, dealt: { [combat.attacker]: dealer.dealtTo(combat.attacker)!, [combat.defender]: dealer.dealtTo(combat.defender)! } };
}
