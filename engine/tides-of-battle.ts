// Tides of Battle ([2E-TOB-01]–[2E-TOB-11]), the optional module, inside the combat frame. The
// engine never sees a card before it is revealed ([2E-HID-08]): the dealer (the session's joint
// deck, or a seeded dealer offline) is asked to shuffle the 24 cards before step 3 of every combat
// (`shuffle-deck`, [2E-TOB-03]), to deal each combatant the top card privately after the House
// cards are revealed (`draw-card`, no identity in the move, [2E-TOB-04]), and, once the Valyrian
// Steel Blade holder has kept or redrawn its card ([2E-TOB-05]), to reveal both (`reveal-card`
// with `for`, [2E-TOB-06]). The engine checks a revealed card against the deck's composition
// ([2E-TOB-10]). Only the combat frame asks: an attack on a Neutral Force draws none ([2E-TOB-11]).
import { withParts } from './state-copy';
import { TIDES_CARD_IDS, TIDES_CARDS, type TidesCardId } from './data/tides-of-battle';
import type { House } from './data/vocabulary';
import type { DrawCardDecision, RedrawTidesCardDecision, ShuffleTidesDecision } from './ability-decisions';
import { type CombatFrame, type Side, SIDES } from './combat-data';
import { withCombat } from './combat-copy';
import { shown } from './combat-units';
import type { Move, RevealCardDecision } from './decisions';
import { require } from './errors';
import { replaceTop } from './frames';
import { holderOf } from './influence';
import type { GameState } from './state';

export const TIDES_DECK = 'tides-of-battle';

/** 2E-TOB-10: the deck's 24 cards. */
export const TIDES_DECK_SIZE = TIDES_CARD_IDS.reduce((n, id) => n + TIDES_CARDS[id].copies, 0);

const houseOf = (frame: CombatFrame, side: Side): House => (side === 'attacker' ? frame.attacker : frame.defender);

function isTidesCard(card: unknown): card is TidesCardId {
  return (TIDES_CARD_IDS as readonly unknown[]).includes(card);
}

/** The Blade holder may redraw: a combatant holding the active Blade and a face-down card ([2E-TOB-05]). */
function redrawer(state: GameState, frame: CombatFrame): House | null {
  const holder = holderOf(state, 'valyrian-steel-blade');
  if (state.bladeUsed || (holder !== frame.attacker && holder !== frame.defender)) return null;
  return frame.tides[holder === frame.attacker ? 'attacker' : 'defender'] === 'face-down' ? holder : null;
}

type TidesDecision = ShuffleTidesDecision | DrawCardDecision | RedrawTidesCardDecision | RevealCardDecision;

/** The decisions of the Tides of Battle steps of a combat. */
export function tidesDecisions(state: GameState, frame: CombatFrame): TidesDecision[] {
  if (!state.options.tidesOfBattle) return [];
  const base = { house: null, sealed: false, deck: TIDES_DECK } as const;
  switch (frame.step) {
    case 'tides-shuffle':
      // 2E-TOB-03: all 24 cards are shuffled into a new deck before step 3 of every combat.
      return [{ ...base, id: `${frame.id}/shuffle-deck/${TIDES_DECK}`, kind: 'shuffle-deck', reason: 'combat' }];
    case 'tides-draw':
      // 2E-TOB-04: each combatant draws the top card and looks at it alone.
      return SIDES.filter((s) => frame.tides[s] === null).map((s) => {
        const house = houseOf(frame, s);
        const n = frame.tidesRedraw === house ? 2 : 1;
        return { ...base, id: `${frame.id}/draw-card/${house}/${n}`, kind: 'draw-card', for: house };
      });
    case 'tides-redraw': {
      const house = redrawer(state, frame);
      return house === null ? [] : [{ id: `${frame.id}/redraw-tides-card/${house}`, kind: 'redraw-tides-card', house, sealed: false, embattled: frame.area }];
    }
    case 'tides-reveal':
      // 2E-TOB-06: both cards are revealed.
      return SIDES.filter((s) => frame.tides[s] === 'face-down').map((s) => {
        const house = houseOf(frame, s);
        return { ...base, id: `${frame.id}/reveal-card/${TIDES_DECK}/${house}`, kind: 'reveal-card', for: house };
      });
    default:
      return [];
  }
}

/** The cards that may be revealed for a side: the composition less the cards already revealed in this combat. */
export function revealableTides(frame: CombatFrame): TidesCardId[] {
  const shown = SIDES.map((s) => frame.tides[s]);
  return TIDES_CARD_IDS.flatMap((id) => Array.from({ length: Math.max(0, TIDES_CARDS[id].copies - shown.filter((c) => c === id).length) }, () => id));
}

/** Every legal answer to a Tides of Battle decision. */
export function tidesMoves(frame: CombatFrame, decision: TidesDecision): Move[] {
  switch (decision.kind) {
    case 'shuffle-deck':
      return [{ kind: 'shuffle-deck', deck: TIDES_DECK }];
    case 'draw-card':
      return [{ kind: 'draw-card', deck: TIDES_DECK, for: decision.for }];
    case 'redraw-tides-card':
      return [true, false].map((redraw) => ({ kind: 'redraw-tides-card', house: decision.house, redraw }));
    case 'reveal-card': {
      const owner = decision.for;
      return revealableTides(frame).map((card) => ({ kind: 'reveal-card', deck: TIDES_DECK, card, ...(owner === undefined ? {} : { for: owner }) }));
    }
  }
}

function setDrawPile(state: GameState, drawPile: number): GameState {
  return withParts(state, { decks: { ...state.decks, [TIDES_DECK]: { drawPile, discard: [] } } });
}

function drawPile(state: GameState): number {
  return state.decks[TIDES_DECK]?.drawPile ?? 0;
}

const sideOfHouse = (frame: CombatFrame, house: unknown): Side => (house === frame.attacker ? 'attacker' : 'defender');

/** Applies a Tides of Battle move (it answers a pending decision of these steps). */
export function applyTides(state: GameState, frame: CombatFrame, move: Move): GameState {
  switch (move.kind) {
    case 'shuffle-deck':
      // 2E-TOB-03: the whole deck, every card back in.
      return replaceTop(setDrawPile(state, TIDES_DECK_SIZE), withCombat(frame, { step: 'cards' }));
    case 'draw-card': {
      const side = sideOfHouse(frame, move.for);
      // 2E-TOB-04: the card is dealt face down; the engine learns nothing about it.
      return replaceTop(setDrawPile(state, drawPile(state) - 1), withCombat(frame, { tides: { ...frame.tides, [side]: 'face-down' } }));
    }
    case 'redraw-tides-card': {
      const redraw: unknown = move.redraw;
      // 2E-TOB-05: redraw or keep.
      require(typeof redraw === 'boolean', '2E-TOB-05', () => `redraw must be true or false, got ${shown(redraw)}`);
      if (!redraw) return replaceTop(state, withCombat(frame, { step: 'tides-reveal' }));
      // 2E-TOB-05, 2E-INF-07: the card is discarded unseen by the others, the Blade is used for
      // this round and gives no +1; the new card must be kept.
      const side = sideOfHouse(frame, move.house);
      return replaceTop(withParts(state, { bladeUsed: true }), withCombat(frame, { tides: { ...frame.tides, [side]: null }, tidesRedraw: move.house, step: 'tides-draw' }));
    }
    case 'reveal-card': {
      const card: unknown = move.card;
      const side = sideOfHouse(frame, move.for);
      // 2E-TOB-10: a card of the Tides of Battle deck, with a copy left that is not already revealed.
      require(isTidesCard(card), '2E-TOB-10', () => `${shown(card)} is not a Tides of Battle card`);
      require(revealableTides(frame).includes(card), '2E-TOB-10', () => `no copy of ${card} is left to reveal`);
      return replaceTop(state, withCombat(frame, { tides: { ...frame.tides, [side]: card } }));
    }
    default:
      throw new RangeError(`expected a Tides of Battle move, got ${move.kind}`);
  }
}

/** 2E-TOB-09: after the combat, the cards go back into the deck (shuffled again before the next one). */
export function returnTides(state: GameState): GameState {
  return state.options.tidesOfBattle ? setDrawPile(state, TIDES_DECK_SIZE) : state;
}

/** 2E-TOB-08: the casualties a side's skull inflicts on its opponent, whoever wins. */
export function skullHits(frame: CombatFrame, side: Side): number {
  const card = frame.tides[side];
  return card !== null && card !== 'face-down' && TIDES_CARDS[card].skull ? 1 : 0;
}
