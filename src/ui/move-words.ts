// Plain words for a move: the label of a choice button ("Raid Stark's Support in Winterfell from
// Lannisport") and, after the house's name, a line of the game log. Read against the state the
// move is (or was) made in, so it can name whose order a raid removes. Words only: every decision
// about what is legal comes from the engine's choices.
import { WESTEROS_CARDS, type GameState, type Move } from '../../engine/index';
import { areaName, cardName, DECK_NAMES, houseCardName, houseName, tokenName, trackName, unitList, unitName } from './words';
import type { AreaId } from '../../engine/index';

function orderIn(state: GameState, area: AreaId): string {
  const order = state.areas[area].order;
  return order === null ? `the order in ${areaName(area)}` : `${houseName(order.house)}'s ${tokenName(order.token)} in ${areaName(area)}`;
}

/** The move as an imperative phrase, starting with a capital ("March from …", "Bid 3 Power"). */
export function moveWords(move: Move, state: GameState): string {
  switch (move.kind) {
    case 'place-orders':
      return move.orders.map((o) => `${tokenName(o.token)} in ${areaName(o.area)}`).join('; ') || 'Place no orders';
    case 'reveal-card':
      return `Reveal ${cardName(move.card)} from the ${DECK_NAMES[move.deck]}${move.for === undefined ? '' : ` for ${houseName(move.for)}`}`;
    case 'shuffle-deck':
      return `Shuffle the ${DECK_NAMES[move.deck]}`;
    case 'draw-card':
      return `Deal a face-down card of the ${DECK_NAMES[move.deck]} to ${houseName(move.for)}`;
    case 'use-raven':
      if (move.use === 'none') return 'Do not use the Messenger Raven';
      if (move.use === 'look-at-wildling') return 'Look at the top Wildling card';
      return `Replace the order in ${areaName(move.area)} with ${tokenName(move.token)}`;
    case 'return-wildling-card':
      return move.to === 'top' ? 'Leave the Wildling card on top' : 'Put the Wildling card at the bottom';
    case 'resolve-raid':
      return move.target === null ? `Remove the Raid in ${areaName(move.area)} without effect` : `Raid ${orderIn(state, move.target)} from ${areaName(move.area)}`;
    case 'resolve-march': {
      const parts = move.moves.map((m) => `${unitList(m.units)} to ${areaName(m.to)}`);
      const token = move.powerToken ? ', leaving a Power token' : '';
      return parts.length === 0 ? `Remove the March in ${areaName(move.area)} without moving` : `March from ${areaName(move.area)}: ${parts.join(', ')}${token}`;
    }
    case 'resolve-consolidate-power':
      return move.muster ? `Muster in ${areaName(move.area)} with the special Consolidate Power` : `Consolidate Power in ${areaName(move.area)}`;
    case 'capture-port':
      return move.ships === 0 ? `Destroy the enemy ships in ${areaName(move.port)}` : `Replace the enemy ships in ${areaName(move.port)} with ${move.ships} of yours`;
    case 'muster':
      if (move.muster === 'done') return 'Stop mustering';
      if (move.muster === 'upgrade') return `Upgrade a Footman in ${areaName(move.area)} to a ${unitName(move.unit)}`;
      return move.to === move.area
        ? `Recruit a ${unitName(move.unit)} in ${areaName(move.area)}`
        : `Recruit a ${unitName(move.unit)} from ${areaName(move.area)} in ${areaName(move.to)}`;
    case 'declare-support':
      return move.side === 'none' ? `Support nobody from ${areaName(move.area)}` : `Support the ${move.side} from ${areaName(move.area)}`;
    case 'accept-support':
      return move.accept ? `Accept the support from ${areaName(move.area)}` : `Refuse the support from ${areaName(move.area)}`;
    case 'choose-house-card':
      return `Play ${houseCardName(move.card)}`;
    case 'use-blade':
      return move.use ? 'Use the Valyrian Steel Blade (+1)' : 'Keep the Valyrian Steel Blade';
    case 'choose-casualties':
      return `Lose ${unitList(move.units)}`;
    case 'retreat':
      return `Retreat to ${areaName(move.area)}${move.destroy.length > 0 ? `, first destroying ${unitList(move.destroy)}` : ''}`;
    case 'bid':
      return `Bid ${move.amount} Power`;
    case 'break-tie':
      return `Pick ${houseName(move.pick)}`;
    case 'westeros-option': {
      const top = state.stack.at(-1);
      const card = top?.kind === 'westeros' ? top.cards[top.slot] : null;
      const text = card === null || card === undefined ? undefined : WESTEROS_CARDS[card].options.find(([id]) => id === move.option)?.[1];
      return text === undefined ? `Option ${move.option.toUpperCase()}` : `${move.option.toUpperCase()}: ${text}`;
    }
    case 'reconcile':
    case 'destroy-unit':
      return `Destroy a ${unitName(move.unit)} in ${areaName(move.area)}`;
    case 'replace-unit':
      return move.area === null ? 'Replace no more units' : `Replace a unit in ${areaName(move.area)}`;
    case 'choose-track':
      return `The ${trackName(move.track)} track`;
    case 'discard-house-card':
      return `Discard ${houseCardName(move.card)}`;
    case 'take-house-card':
      return move.card === null ? 'Take no card back' : `Take back ${houseCardName(move.card)}`;
    case 'choose-penalty':
      return move.penalty === 'destroy-units' ? 'Destroy 2 units' : `Drop 2 positions on the ${trackName(move.track)} track`;
    case 'choose-muster-area':
      return move.area === null ? 'Do not muster' : `Muster in ${areaName(move.area)}`;
    case 'cancel-house-card':
      return move.cancel ? "Cancel the opponent's House card" : "Let the opponent's House card stand";
    case 'replace-house-card':
      return `Play ${houseCardName(move.card)} instead`;
    case 'swap-house-card':
      return move.card === null ? 'Keep Aeron Damphair' : `Pay 2 Power to play ${houseCardName(move.card)} instead`;
    case 'demote-opponent':
      return `Move the opponent to the last position of the ${trackName(move.track)} track`;
    case 'remove-order':
      return move.area === null ? 'Remove no order' : `Remove ${orderIn(state, move.area)}`;
    case 'upgrade-footman':
      return move.area === null ? 'Upgrade no Footman' : `Upgrade a Footman in ${areaName(move.area)} to a Knight`;
    case 'discard-opponent-card':
      return move.card === null ? 'Discard no card' : `Discard the opponent's ${houseCardName(move.card)}`;
    case 'redraw-tides-card':
      return move.redraw ? 'Discard the Tides of Battle card and draw again' : 'Keep the Tides of Battle card';
  }
}
