// Plain words for a move: the label of a choice button ("Raid Stark's Support in Winterfell from
// Lannisport") and, after the house's name, a line of the game log. Read against the state the
// move is (or was) made in, so it can name whose order a raid removes. Words only: every decision
// about what is legal comes from the engine's choices.
import { WESTEROS_CARDS, type GameState, type Move } from '../../../engine/index';
import type { WesterosCardId } from '../../../engine/data/westeros-cards';
import type { MessageKey } from '../../i18n/messages.en';
import { listOf, t } from '../../i18n/translate';
import { areaName, cardName, deckName, houseCardName, houseName, tokenName, trackName, unitList, unitName } from './words';
import type { AreaId } from '../../../engine/index';

function orderIn(state: GameState, area: AreaId): string {
  const order = state.areas[area].order;
  return order === null ? t('move.orderIn.unknown', { area: areaName(area) }) : t('move.orderIn', { house: houseName(order.house), order: tokenName(order.token), area: areaName(area) });
}

/** The text of a Westeros card's option, from the catalogue (the engine's data gives the English). */
function optionText(card: WesterosCardId, option: 'a' | 'b' | 'c'): string | undefined {
  return WESTEROS_CARDS[card].options.some(([id]) => id === option) ? t(`westerosOption.${card}.${option}` as MessageKey) : undefined;
}

/** The move as an imperative phrase, starting with a capital ("March from …", "Bid 3 Power"). */
export function moveWords(move: Move, state: GameState): string {
  switch (move.kind) {
    case 'place-orders':
      return listOf(move.orders.map((o) => t('move.order', { order: tokenName(o.token), area: areaName(o.area) }))) || t('move.place-orders.none');
    case 'reveal-card':
      return move.for === undefined
        ? t('move.reveal-card', { card: cardName(move.card), deck: deckName(move.deck) })
        : t('move.reveal-card.for', { card: cardName(move.card), deck: deckName(move.deck), house: houseName(move.for) });
    case 'shuffle-deck':
      return t('move.shuffle-deck', { deck: deckName(move.deck) });
    case 'draw-card':
      return t('move.draw-card', { deck: deckName(move.deck), house: houseName(move.for) });
    case 'use-raven':
      if (move.use === 'none') return t('move.use-raven.none');
      if (move.use === 'look-at-wildling') return t('move.use-raven.look');
      return t('move.use-raven.replace', { area: areaName(move.area), order: tokenName(move.token) });
    case 'return-wildling-card':
      return move.to === 'top' ? t('move.return-wildling-card.top') : t('move.return-wildling-card.bottom');
    case 'resolve-raid':
      return move.target === null ? t('move.resolve-raid.none', { area: areaName(move.area) }) : t('move.resolve-raid', { target: orderIn(state, move.target), area: areaName(move.area) });
    case 'resolve-march': {
      const parts = listOf(move.moves.map((m) => t('move.march.part', { units: unitList(m.units), to: areaName(m.to) })));
      if (move.moves.length === 0) return t('move.resolve-march.none', { area: areaName(move.area) });
      return move.powerToken === true ? t('move.resolve-march.token', { area: areaName(move.area), parts }) : t('move.resolve-march', { area: areaName(move.area), parts });
    }
    case 'leave-power-token':
      return move.leave ? t('move.leave-power-token.yes', { area: areaName(move.area) }) : t('move.leave-power-token.no', { area: areaName(move.area) });
    case 'resolve-consolidate-power':
      return move.muster ? t('move.resolve-consolidate-power.muster', { area: areaName(move.area) }) : t('move.resolve-consolidate-power', { area: areaName(move.area) });
    case 'capture-port':
      return move.ships === 0 ? t('move.capture-port.destroy', { area: areaName(move.port) }) : t('move.capture-port.replace', { area: areaName(move.port), ships: move.ships });
    case 'muster':
      if (move.muster === 'done') return t('move.muster.done');
      if (move.muster === 'upgrade') return t('move.muster.upgrade', { area: areaName(move.area), unit: unitName(move.unit), type: move.unit });
      return move.to === move.area
        ? t('move.muster.recruit', { unit: unitName(move.unit), type: move.unit, area: areaName(move.area) })
        : t('move.muster.recruit.to', { unit: unitName(move.unit), type: move.unit, area: areaName(move.area), to: areaName(move.to) });
    case 'declare-support':
      return t('move.declare-support', { side: move.side, area: areaName(move.area) });
    case 'accept-support':
      return move.accept ? t('move.accept-support.yes', { area: areaName(move.area) }) : t('move.accept-support.no', { area: areaName(move.area) });
    case 'choose-house-card':
      return t('move.choose-house-card', { card: houseCardName(move.card) });
    case 'use-blade':
      return move.use ? t('move.use-blade.yes') : t('move.use-blade.no');
    case 'choose-casualties':
      return t('move.choose-casualties', { units: unitList(move.units) });
    case 'retreat':
      return move.destroy !== undefined && move.destroy.length > 0
        ? t('move.retreat.destroying', { area: areaName(move.area), units: unitList(move.destroy) })
        : t('move.retreat', { area: areaName(move.area) });
    case 'choose-retreat-losses':
      return t('move.choose-retreat-losses', { units: unitList(move.units) });
    case 'bid':
      return t('move.bid', { amount: move.amount });
    case 'break-tie':
      return t('move.break-tie', { house: houseName(move.pick) });
    case 'westeros-option': {
      const top = state.stack.at(-1);
      const card = top?.kind === 'westeros' ? top.cards[top.slot] : null;
      const text = card === null || card === undefined ? undefined : optionText(card, move.option);
      return text === undefined ? t('move.westeros-option', { option: move.option.toUpperCase() }) : `${move.option.toUpperCase()}: ${text}`;
    }
    case 'reconcile':
    case 'destroy-unit':
      return t('move.destroy-unit', { unit: unitName(move.unit), type: move.unit, area: areaName(move.area) });
    case 'replace-unit':
      return move.area === null ? t('move.replace-unit.none') : t('move.replace-unit', { area: areaName(move.area) });
    case 'choose-track':
      return t('move.choose-track', { track: trackName(move.track) });
    case 'discard-house-card':
      return t('move.discard-house-card', { card: houseCardName(move.card) });
    case 'take-house-card':
      return move.card === null ? t('move.take-house-card.none') : t('move.take-house-card', { card: houseCardName(move.card) });
    case 'choose-penalty':
      return move.penalty === 'destroy-units' ? t('move.choose-penalty.destroy') : t('move.choose-penalty.track', { track: trackName(move.track) });
    case 'choose-muster-area':
      return move.area === null ? t('move.choose-muster-area.none') : t('move.choose-muster-area', { area: areaName(move.area) });
    case 'cancel-house-card':
      return move.cancel ? t('move.cancel-house-card.yes') : t('move.cancel-house-card.no');
    case 'replace-house-card':
      return t('move.replace-house-card', { card: houseCardName(move.card) });
    case 'swap-house-card':
      return move.card === null ? t('move.swap-house-card.keep', { card: houseCardName('aeron-damphair') }) : t('move.swap-house-card', { card: houseCardName(move.card) });
    case 'demote-opponent':
      return t('move.demote-opponent', { track: trackName(move.track) });
    case 'remove-order':
      return move.area === null ? t('move.remove-order.none') : t('move.remove-order', { order: orderIn(state, move.area) });
    case 'upgrade-footman':
      return move.area === null ? t('move.upgrade-footman.none') : t('move.upgrade-footman', { area: areaName(move.area) });
    case 'discard-opponent-card':
      return move.card === null ? t('move.discard-opponent-card.none') : t('move.discard-opponent-card', { card: houseCardName(move.card) });
    case 'redraw-tides-card':
      return move.redraw ? t('move.redraw-tides-card.yes') : t('move.redraw-tides-card.no');
  }
}
