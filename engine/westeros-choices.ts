// The legal moves of the Westeros phase's decisions (style rule 11), read from the active frame.
// `apply` accepts exactly these; westeros-choices.test.ts plays them out.
import type { Move, RevealCardDecision } from './decisions';
import { revealableCards } from './decks';
import { topFrame } from './frames';
import type { Frame } from './frame-data';
import { maxBid } from './bidding';
import { tieMoves } from './clash-of-kings';
import { reconcileMoves } from './reconcile';
import type { GameState } from './state';
import { destroyMoves, replaceMoves } from './unit-loss';
import { optionMoves } from './westeros';
import type { WesterosDecision } from './westeros-decisions';
import { wildlingChoiceMoves } from './wildling-choices';
import { notOnTop, targetMoves } from './wildlings';

function frameOf<K extends Frame['kind']>(state: GameState, kind: K): Extract<Frame, { kind: K }> {
  const frame = topFrame(state);
  if (frame.kind !== kind) throw new RangeError(`expected a ${kind} frame on top, got ${frame.kind}`);
  return frame as Extract<Frame, { kind: K }>;
}

/** Every legal move of a Westeros-phase decision, or of a card reveal. */
export function westerosMoves(state: GameState, decision: WesterosDecision | RevealCardDecision): Move[] {
  switch (decision.kind) {
    case 'reveal-card': {
      // One move per copy that can be on top, so a dealer picking uniformly deals like a shuffled deck.
      const frame = topFrame(state);
      const out = frame.kind === 'wildling-attack' ? notOnTop(state, frame) : [];
      return revealableCards(state, decision.deck, out).map((card) => ({ kind: 'reveal-card', deck: decision.deck, card }));
    }
    case 'shuffle-deck':
      return [{ kind: 'shuffle-deck', deck: decision.deck }];
    case 'bid': {
      // By a loop: Array.from of an array-like takes V8's generic path, and every house bids 3 times a Clash of Kings.
      const moves: Move[] = [];
      for (let amount = 0, most = maxBid(state, decision.house); amount <= most; amount++) moves.push({ kind: 'bid', house: decision.house, amount });
      return moves;
    }
    case 'break-tie': {
      const frame = topFrame(state);
      if (frame.kind === 'clash-of-kings') return tieMoves(state, frame);
      if (frame.kind === 'wildling-attack') return targetMoves(state, frame);
      throw new RangeError(`expected a clash-of-kings or wildling-attack frame on top, got ${frame.kind}`);
    }
    case 'westeros-option':
      return optionMoves(state, frameOf(state, 'westeros'));
    case 'reconcile':
      return reconcileMoves(state, frameOf(state, 'reconcile'));
    case 'destroy-unit':
      return destroyMoves(state, frameOf(state, 'destroy-units'));
    case 'replace-unit':
      return replaceMoves(state, frameOf(state, 'replace-units'));
    case 'choose-track':
    case 'discard-house-card':
    case 'take-house-card':
    case 'choose-penalty':
    case 'choose-muster-area':
      return wildlingChoiceMoves(state, frameOf(state, 'wildling-choice'));
  }
}
