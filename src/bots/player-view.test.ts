// A bot plays from what its house knows ([2E-HID-02], [2E-HID-04], [2E-COMBAT-23], [2E-HID-09],
// [2E-INF-11]): changing what the house cannot know — another house's unrevealed orders, bid or
// House card, the order of the decks — never changes its view, nor the move a bot makes from it.
import { describe, expect, it } from 'vitest';
import { apply, pending, type Decision, type GameState, type House, type Move } from '../../engine/index';
import { seededDealer } from '../dealer/seeded-dealer';
import { playLocalGame } from '../local-game';
import { viewing, type ViewBot } from './bot';
import { heuristicBot } from './heuristic-bot';
import { heuristicViewBot } from './levels';
import { NOTHING_SHOWN, playerView, shownBy } from './player-view';
import { randomBot } from './random-bot';
import { searchBot } from './search-bot';

const seedOf = (n: number) => {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, n);
  return seed;
};

/** Every state of a whole 6-player game between random bots. */
function gameStates(seed: number): GameState[] {
  const states: GameState[] = [];
  playLocalGame({ config: { players: 6 }, seed: seedOf(seed), bots: {}, onMove: (state) => void states.push(state) });
  return states;
}

const STATES = gameStates(3);
/** A search bot small enough for a test, and the heuristic one: both must keep to the view. Fresh
 * bots for every move, since the heuristic bot's choices also depend on the moves it made before. */
const MAKERS: readonly ((house: House) => ViewBot)[] = [
  (house) => searchBot(seedOf(9), house, { playouts: 8, candidates: 3, breadth: 2, horizon: 120 }),
  (house) => heuristicViewBot(seedOf(9), house),
];

/** The first state where `kind` is asked of several houses at once and none has answered yet. */
function openSealed(kind: Decision['kind']): GameState {
  const state = STATES.find((s) => {
    const asked = pending(s).filter((d) => d.kind === kind);
    return asked.length >= 2 && asked.length === pending(s).length && (kind !== 'place-orders' || s.stack.some((f) => f.kind === 'planning' && f.placed.length === 0));
  });
  if (state === undefined) throw new RangeError(`expected a state asking ${kind} of several houses, got none`);
  return state;
}

/** `state` after every house but the last asked has made its sealed move, chosen by `label`'s random bot. */
function othersAnswered(state: GameState, label: string): { state: GameState; decision: Decision } {
  let s = state;
  const asked = pending(state);
  const last = asked[asked.length - 1]!;
  for (const decision of asked.slice(0, -1)) s = apply(s, randomBot(seedOf(1), `${label}/${decision.house}`).choose(s, decision));
  return { state: s, decision: last };
}

/** Two states that differ only in the others' sealed moves (checked to differ), and the decision left. */
function twoHiddenVariants(kind: Decision['kind']): { a: GameState; b: GameState; decision: Decision } {
  const start = openSealed(kind);
  const a = othersAnswered(start, 'a');
  for (let n = 0; n < 20; n++) {
    const b = othersAnswered(start, `b${n}`);
    if (JSON.stringify(a.state) !== JSON.stringify(b.state)) return { a: a.state, b: b.state, decision: a.decision };
  }
  throw new RangeError(`expected two different sets of ${kind} moves, got the same every time`);
}

const moveOf = (bot: ViewBot, state: GameState, decision: Decision): Move => viewing(bot).choose(state, decision);

describe('player view: what the house cannot know changes nothing it decides', () => {
  for (const kind of ['place-orders', 'bid'] as const) {
    it(`${kind}: the others' sealed ${kind === 'bid' ? 'bids' : 'orders'} are not in the view, and the bots' moves stay the same`, () => {
      const { a, b, decision } = twoHiddenVariants(kind);
      const house = decision.house!;
      expect(playerView(a, house)).toEqual(playerView(b, house));
      for (const make of MAKERS) expect(moveOf(make(house), a, decision)).toEqual(moveOf(make(house), b, decision));
    }, 60_000);
  }

  it("choose-house-card: the opponent's sealed card is not in the view, and the bots' moves stay the same (the full state would leak it)", () => {
    // Every combat of the game where both sides hold 2+ cards: the first asked chooses, the second decides.
    const starts = STATES.filter((s) => pending(s).filter((d) => d.kind === 'choose-house-card').length === 2);
    expect(starts.length).toBeGreaterThan(3);
    let leaks = 0;
    for (const start of starts) {
      const [first, second] = pending(start) as [Decision, Decision];
      const variants = start.houses[first.house!]!.hand.map((card) => apply(start, { kind: 'choose-house-card', house: first.house!, card } as Move));
      const [a, b] = variants as [GameState, GameState];
      expect(a).not.toEqual(b);
      expect(playerView(a, second.house!)).toEqual(playerView(b, second.house!));
      for (const make of MAKERS) expect(moveOf(make(second.house!), a, second)).toEqual(moveOf(make(second.house!), b, second));
      // The control: the heuristic bot handed the whole state sees the card (its trial moves open both).
      const raw = new Set(variants.map((v) => JSON.stringify(heuristicBot(seedOf(9), second.house!).choose(v, second))));
      if (raw.size > 1) leaks++;
    }
    expect(leaks).toBeGreaterThan(0);
  }, 120_000);

  it('own sealed choices stay in the view: the house sees the orders it placed', () => {
    const start = openSealed('place-orders');
    const [mine] = pending(start) as [Decision];
    const placed = apply(start, randomBot(seedOf(2), 'mine').choose(start, mine));
    const planning = playerView(placed, mine.house!).state.stack.find((f) => f.kind === 'planning');
    expect(planning?.kind === 'planning' && planning.placed.map((p) => p.house)).toEqual([mine.house]);
  });

  it('the order of the decks: dealers with different decks show a house nothing, and its move stays the same', () => {
    const state = openSealed('place-orders');
    const [dealerA, dealerB] = [seededDealer(seedOf(1)), seededDealer(seedOf(2))];
    expect(dealerA.peekWildlingTop(state)).not.toBe(dealerB.peekWildlingTop(state)); // the decks really differ
    const decision = pending(state)[0]!;
    const house = decision.house!;
    expect(shownBy(dealerA, state, house)).toEqual(NOTHING_SHOWN);
    expect(shownBy(dealerB, state, house)).toEqual(NOTHING_SHOWN);
    for (const make of MAKERS) {
      expect(viewing(make(house), (s) => shownBy(dealerA, s, house)).choose(state, decision)).toEqual(viewing(make(house), (s) => shownBy(dealerB, s, house)).choose(state, decision));
    }
  }, 60_000);

  it("the Raven's look: the holder is shown the top Wildling card, nobody else is", () => {
    const asked = STATES.flatMap((s) => pending(s).filter((d) => d.kind === 'use-raven').map((d) => ({ s, d })))[0];
    if (asked === undefined) throw new RangeError('expected a Messenger Raven decision in the game, got none');
    const holder = asked.d.house!;
    const looking = apply(asked.s, { kind: 'use-raven', house: holder, use: 'look-at-wildling' });
    const dealer = seededDealer(seedOf(1));
    expect(shownBy(dealer, looking, holder).wildlingTop).toBe(dealer.peekWildlingTop(looking));
    const other = looking.options.houses.find((h) => h !== holder)!;
    expect(shownBy(dealer, looking, other)).toEqual(NOTHING_SHOWN);
    // Put back on top, the holder still knows it; put at the bottom, it knows no top card.
    expect(shownBy(dealer, apply(looking, { kind: 'return-wildling-card', house: holder, to: 'top' }), holder).wildlingTop).toBe(dealer.peekWildlingTop(looking));
    expect(shownBy(dealer, apply(looking, { kind: 'return-wildling-card', house: holder, to: 'bottom' }), holder).wildlingTop).toBeNull();
  });
});
