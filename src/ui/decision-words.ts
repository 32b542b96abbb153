// Plain words for a decision: the heading of the panel that answers it ("Choose a House card for
// the battle in Riverrun") and the phrase of a waiting indicator ("Stark's orders"). Words only.
import { WESTEROS_CARDS, type Decision, type GameState } from '../../engine/index';
import { combatOf } from './phase';
import { areaName, contestName, DECK_NAMES, houseCardName, houseName, unitName } from './words';

/** What the decision asks of its house, as a heading addressed to that house. */
export function decisionTitle(decision: Decision, state: GameState): string {
  switch (decision.kind) {
    case 'place-orders':
      return 'Place your orders';
    case 'reveal-card':
      return `Reveal a card of the ${DECK_NAMES[decision.deck]}`;
    case 'shuffle-deck':
      return `Shuffle the ${DECK_NAMES[decision.deck]}`;
    case 'draw-card':
      return `Deal a Tides of Battle card to ${houseName(decision.for)}`;
    case 'use-raven':
      return 'Use the Messenger Raven?';
    case 'return-wildling-card':
      return 'Top or bottom of the Wildling deck?';
    case 'resolve-raid':
      return 'Resolve one of your Raid orders';
    case 'resolve-march':
      return 'Resolve one of your March orders';
    case 'resolve-consolidate-power':
      return 'Resolve one of your Consolidate Power orders';
    case 'capture-port':
      return `Enemy ships in ${areaName(decision.port)}`;
    case 'muster':
      return 'Muster';
    case 'declare-support': {
      const combat = combatOf(state);
      const sides = combat === null ? '' : ` (${houseName(combat.attacker)} attacks ${houseName(combat.defender)})`;
      return `Support from ${areaName(decision.area)} in the battle for ${areaName(decision.embattled)}${sides}`;
    }
    case 'accept-support':
      return `Accept support from ${areaName(decision.area)} in ${areaName(decision.embattled)}?`;
    case 'choose-house-card':
      return `Choose a House card for the battle in ${areaName(decision.embattled)}`;
    case 'use-blade':
      return 'Use the Valyrian Steel Blade?';
    case 'choose-casualties':
      return `Choose ${decision.count} ${decision.count === 1 ? 'casualty' : 'casualties'} in ${areaName(decision.embattled)}`;
    case 'retreat':
      return `Retreat from ${areaName(decision.from)}`;
    case 'bid':
      return `Bid Power for ${contestName(decision.contest)}`;
    case 'break-tie':
      return `Break the tie for ${contestName(decision.contest)}`;
    case 'westeros-option':
      return `${WESTEROS_CARDS[decision.card].name}: choose an option`;
    case 'reconcile':
      return 'Over your supply limit: destroy a unit';
    case 'destroy-unit':
      return `Destroy a unit (${decision.left} to go)`;
    case 'replace-unit':
      return `Replace a ${unitName(decision.from)} with a ${unitName(decision.to)} (${decision.left} to go)`;
    case 'choose-track':
      return `Choose a track to move to its ${decision.to} position`;
    case 'discard-house-card':
      return 'Discard a House card';
    case 'take-house-card':
      return 'Take back a House card?';
    case 'choose-penalty':
      return 'Choose your penalty';
    case 'choose-muster-area':
      return 'Choose an area to muster in';
    case 'cancel-house-card':
      return `${houseCardName(decision.card)}: cancel ${houseCardName(decision.target)}?`;
    case 'replace-house-card':
      return 'Choose another House card';
    case 'swap-house-card':
      return `${houseCardName(decision.card)}: swap for another card?`;
    case 'demote-opponent':
      return `${houseCardName(decision.card)}: choose a track for ${houseName(decision.opponent)}`;
    case 'remove-order':
      return `${houseCardName(decision.card)}: remove an order`;
    case 'upgrade-footman':
      return `${houseCardName(decision.card)}: upgrade a Footman`;
    case 'discard-opponent-card':
      return `${houseCardName(decision.card)}: discard a card of ${houseName(decision.opponent)}`;
    case 'redraw-tides-card':
      return 'Draw another Tides of Battle card?';
  }
}

const WAITING_NOUNS: { readonly [k in Decision['kind']]: string } = {
  'place-orders': 'orders',
  'reveal-card': 'card',
  'shuffle-deck': 'shuffle',
  'draw-card': 'card',
  'use-raven': 'Messenger Raven',
  'return-wildling-card': 'Wildling card',
  'resolve-raid': 'raid',
  'resolve-march': 'march',
  'resolve-consolidate-power': 'Consolidate Power',
  'capture-port': 'port capture',
  muster: 'mustering',
  'declare-support': 'support',
  'accept-support': 'answer to support',
  'choose-house-card': 'House card',
  'use-blade': 'Valyrian Steel Blade',
  'choose-casualties': 'casualties',
  retreat: 'retreat',
  bid: 'bid',
  'break-tie': 'tie-break',
  'westeros-option': 'Westeros card option',
  reconcile: 'supply reconciling',
  'destroy-unit': 'units to destroy',
  'replace-unit': 'units to replace',
  'choose-track': 'track choice',
  'discard-house-card': 'discard',
  'take-house-card': 'House card choice',
  'choose-penalty': 'penalty',
  'choose-muster-area': 'mustering area',
  'cancel-house-card': 'House card ability',
  'replace-house-card': 'new House card',
  'swap-house-card': 'House card ability',
  'demote-opponent': 'track choice',
  'remove-order': 'order removal',
  'upgrade-footman': 'upgrade',
  'discard-opponent-card': 'discard choice',
  'redraw-tides-card': 'Tides of Battle choice',
};

/** "Waiting for Stark's orders", "Waiting for Lannister's and Tyrell's House cards", "Waiting for the dealer". */
export function waitingText(decisions: readonly Decision[]): string {
  if (decisions.length === 0) return '';
  const first = decisions[0]!;
  if (first.house === null) return 'Waiting for the dealer';
  const houses = [...new Set(decisions.flatMap((d) => (d.house === null || d.kind !== first.kind ? [] : [d.house])))];
  const who = houses.map((h) => `${houseName(h)}'s`);
  const list = who.length <= 1 ? (who[0] ?? '') : `${who.slice(0, -1).join(', ')} and ${who.at(-1)!}`;
  const noun = WAITING_NOUNS[first.kind];
  const plural = houses.length > 1 && !noun.endsWith('s') && first.kind !== 'place-orders' ? `${noun}s` : noun;
  return `Waiting for ${list} ${plural}`;
}

/** Time left before a deadline, as a clock shows it: `1:42`, `0:05`, `2:05:00` past an hour; never below `0:00`. */
export function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const ss = String(seconds % 60).padStart(2, '0');
  if (seconds < 3600) return `${Math.floor(seconds / 60)}:${ss}`;
  return `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${ss}`;
}
