// What one house knows ([2E-HID-01]–[2E-HID-11]): the public state, its own sealed choices, and the
// cards it was shown privately — never another house's unrevealed orders, bids or House card
// choice, never the order of a deck. A bot that decides from a PlayerView alone cannot cheat, and
// its choice cannot change when something it is not allowed to know changes (player-view.test.ts).
//
// The engine's state holds no deck order, but between the moments a sealed decision is asked and
// opened it does hold the moves already made (`placed`, `bids`, `chosen`): those of other houses
// are removed here, so in the view they look as if not yet made.
import type { CombatFrame, Frame, GameState, House, TidesSlot } from '../../engine/index';
import type { Dealer } from '../dealer/seeded-dealer';

/** The cards a house was shown and nobody else saw. */
export interface Shown {
  /** The top Wildling card, while the house knows it (its Messenger Raven look, kept on top) ([2E-INF-11]). */
  readonly wildlingTop: string | null;
  /** The Tides of Battle card dealt face down to the house in the current combat ([2E-TOB-04]). */
  readonly tidesCard: string | null;
}

export const NOTHING_SHOWN: Shown = { wildlingTop: null, tidesCard: null };

export interface PlayerView {
  readonly house: House;
  /** The engine state with every other house's sealed, unopened choice taken out. */
  readonly state: GameState;
  readonly shown: Shown;
}

/** The frame without the sealed choices of houses other than `house`. */
function redactFrame(frame: Frame, house: House): Frame {
  switch (frame.kind) {
    case 'planning': // 2E-HID-02: orders are placed face down
      return frame.revealed ? frame : { ...frame, placed: frame.placed.filter((p) => p.house === house) };
    case 'bidding': // 2E-HID-04: bids are hidden until all are revealed together
      return { ...frame, bids: frame.bids.filter((b) => b.house === house) };
    case 'combat': // 2E-COMBAT-23: House cards are chosen in secret
      return { ...frame, chosen: frame.chosen.filter((c) => c.house === house) };
    default:
      return frame;
  }
}

/** What `house` knows of the game: `state` without the others' sealed choices, plus what it was shown. */
export function playerView(state: GameState, house: House, shown: Shown = NOTHING_SHOWN): PlayerView {
  if (state.houses[house] === undefined) throw new RangeError(`expected a house in play, got ${house}`);
  return { house, state: { ...state, stack: state.stack.map((f) => redactFrame(f, house)) }, shown };
}

/** Whether `house` holds a Tides of Battle card face down in the combat under way. */
function holdsFaceDownTides(state: GameState, house: House): boolean {
  const combat = state.stack.filter((f): f is CombatFrame => f.kind === 'combat').pop();
  if (combat === undefined) return false;
  const slot: TidesSlot = combat.attacker === house ? combat.tides.attacker : combat.defender === house ? combat.tides.defender : null;
  return slot === 'face-down';
}

/** Whether `house` knows the top Wildling card now: it is looking at it, or looked and left it on top. */
function knowsWildlingTop(state: GameState, house: House): boolean {
  const look = state.decks.wildling?.ravenLook;
  const looking = state.stack.some((f) => f.kind === 'raven' && f.house === house && f.stage === 'look');
  return looking || (look !== undefined && look.house === house && look.to === 'top');
}

/** What a dealer (the seeded one offline, the joint deck in a session) has shown `house` alone. */
export function shownBy(dealer: Pick<Dealer, 'peekWildlingTop' | 'dealtTo'>, state: GameState, house: House): Shown {
  return {
    wildlingTop: knowsWildlingTop(state, house) ? dealer.peekWildlingTop(state) : null,
    tidesCard: holdsFaceDownTides(state, house) ? dealer.dealtTo(house) : null,
  };
}
