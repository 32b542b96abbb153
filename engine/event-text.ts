// The events in plain English: one function per event kind, all in this one table, so that a
// translator finds every sentence in one place and a replaced table translates the whole log. Names
// come from the data (areas, houses, cards); no sentence is glued from fragments of another. No DOM:
// the UI decides how a line is shown.
import { AREAS_1E, type AreaId1e } from './data/1e/areas';
import { HOUSE_CARDS_1E } from './data/1e/house-cards';
import type { HouseCardId1e } from './data/1e/vocabulary';
import { AREAS, type AreaId } from './data/areas';
import { HOUSE_CARDS, type HouseCardId } from './data/house-cards';
import { HOUSE_INFO } from './data/houses';
import { orderToken, type OrderTokenId } from './data/orders';
import { TIDES_CARDS, type TidesCardId } from './data/tides-of-battle';
import type { House, UnitType } from './data/vocabulary';
import { WESTEROS_CARDS, type WesterosCardId } from './data/westeros-cards';
import { WILDLING_CARDS, type WildlingCardId } from './data/wildling-cards';
import type { GameEvent, GameEventKind, StrengthBreakdown } from './events';

const house = (h: House) => HOUSE_INFO[h].name;
// An event names no edition: an id of the 1st edition's board or cards only is read there (the
// others have the same name in both editions).
const area = (a: AreaId) => (AREAS[a] ?? AREAS_1E[a as AreaId1e]).name;
const card = (c: HouseCardId) => (HOUSE_CARDS[c as keyof typeof HOUSE_CARDS] ?? HOUSE_CARDS_1E[c as HouseCardId1e]).name;
const UNIT_NAMES: { readonly [u in UnitType]: readonly [string, string] } = {
  footman: ['Footman', 'Footmen'],
  knight: ['Knight', 'Knights'],
  ship: ['Ship', 'Ships'],
  'siege-engine': ['Siege Engine', 'Siege Engines'],
};
/** "2 Footmen and a Knight"; "nothing" for none. */
function units(list: readonly UnitType[]): string {
  if (list.length === 0) return 'no units';
  const parts = (Object.keys(UNIT_NAMES) as UnitType[]).flatMap((t) => {
    const n = list.filter((u) => u === t).length;
    return n === 0 ? [] : [n === 1 ? `1 ${UNIT_NAMES[t][0]}` : `${n} ${UNIT_NAMES[t][1]}`];
  });
  return parts.join(', ');
}
const order = (t: OrderTokenId) => {
  const o = orderToken(t);
  const type = { march: 'March', defense: 'Defense', support: 'Support', raid: 'Raid', 'consolidate-power': 'Consolidate Power' }[o.type];
  return o.star ? `special ${type}` : type;
};
const TRACK_NAMES = { 'iron-throne': 'Iron Throne', fiefdoms: 'Fiefdoms', 'kings-court': "King's Court" } as const;
const CONTEST_NAMES: { readonly [c: string]: string } = { ...TRACK_NAMES, wildlings: 'the Night’s Watch' };
const BANS: { readonly [r: string]: string } = {
  'no-defense': 'No Defense orders may be placed this round.',
  'no-march-plus-1': 'The special March +1 order may not be placed this round.',
  'no-raid': 'No Raid orders may be placed this round.',
  'no-consolidate-power': 'No Consolidate Power orders may be placed this round.',
  'no-support': 'No Support orders may be placed this round.',
};
// A timing word names the card text's heading, so it is quoted: "its “Immediately” ability", never "its immediately ability".
const TIERS: { readonly [t: string]: string } = { cancel: 'cancel', immediately: '“Immediately”', 'if-win-lose': '“If you win / If you lose”', 'after-combat': '“After combat”', static: 'strength' };

/** "1 tower", "0 towers", "2 towers". */
const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "7 = units 3 + support 0 + March +1 + card 3" with only the sources that add something. */
function strength(s: StrengthBreakdown): string {
  const parts: [string, number][] = [
    ['units', s.units],
    ['support', s.support],
    ['order', s.order],
    ['Garrison', s.garrison],
    ['House card', s.card],
    ['Valyrian Steel Blade', s.blade],
    ['Tides of Battle', s.tides],
  ];
  const shown = parts.filter(([name, n]) => n !== 0 || name === 'units').map(([name, n]) => `${name} ${n}`);
  return `${house(s.house)} ${s.total} (${shown.join(' + ')}; ${count(s.swords, 'sword')}, ${count(s.towers, 'tower')})`;
}

type Texts = { readonly [k in GameEventKind]: (e: Extract<GameEvent, { kind: k }>) => string };

export const EVENT_TEXT: Texts = {
  'round-started': (e) => `Round ${e.round} begins.`,
  'phase-started': (e) => ({ westeros: 'The Westeros phase begins.', planning: 'The Planning phase begins.', action: 'The Action phase begins.' })[e.phase],
  'westeros-card': (e) => `Westeros deck ${{ 'westeros-1': 'I', 'westeros-2': 'II', 'westeros-3': 'III' }[e.deck] ?? e.deck}: ${WESTEROS_CARDS[e.card as WesterosCardId]?.name ?? e.card}.`,
  'westeros-option': (e) => `${house(e.house)} chooses option (${e.option}).`,
  'orders-banned': (e) => BANS[e.restriction] ?? e.restriction,
  'wildling-threat': (e) => `The Wildling threat moves from ${e.from} to ${e.to}.`,
  bids: (e) => `Bids for ${CONTEST_NAMES[e.contest] ?? e.contest}: ${e.bids.map((b) => `${house(b.house)} ${b.amount}`).join(', ')}.`,
  'wildling-outcome': (e) =>
    e.won ? `The Night’s Watch (${e.nightsWatch}) holds against the wildlings (${e.wildlings}).` : `The wildlings (${e.wildlings}) overrun the Night’s Watch (${e.nightsWatch}).`,
  'wildling-card': (e) => `Wildling card: ${WILDLING_CARDS[e.card as WildlingCardId]?.name ?? e.card}.`,
  'wildling-target': (e) => (e.highest ? `${house(e.house)} bid the most for the Night’s Watch.` : `${house(e.house)} bid the least for the Night’s Watch.`),
  track: (e) => `${TRACK_NAMES[e.track]} track: ${e.order.map(house).join(', ')}.`,
  supply: (e) => `${house(e.house)}'s Supply goes from ${e.from} to ${e.to}.`,
  power: (e) => (e.to > e.from ? `${house(e.house)} gains ${e.to - e.from} Power (now ${e.to}).` : `${house(e.house)} spends ${e.from - e.to} Power (now ${e.to}).`),
  'orders-revealed': (e) => `Orders revealed: ${e.orders.map((o) => `${house(o.house)} ${order(o.token)} in ${area(o.area)}`).join('; ')}.`,
  'order-replaced': (e) => `${house(e.house)} uses the Messenger Raven: the order in ${area(e.area)} becomes ${order(e.token)}.`,
  'raven-look': (e) => `${house(e.house)} uses the Messenger Raven to look at the top Wildling card.`,
  'wildling-card-returned': (e) => (e.to === 'top' ? `${house(e.house)} leaves the Wildling card on top of the deck.` : `${house(e.house)} puts the Wildling card at the bottom of the deck.`),
  'orders-removed': (e) => `Orders removed: ${e.orders.map((o) => `${house(o.house)} ${order(o.token)} in ${area(o.area)}`).join('; ')}.`,
  raid: (e) =>
    e.target === null || e.removed === null
      ? `${house(e.house)}'s Raid in ${area(e.area)} has no target.`
      : `${house(e.house)} raids from ${area(e.area)}: the ${order(e.removed)} order in ${area(e.target)} is removed.`,
  march: (e) =>
    e.moves.length === 0
      ? `${house(e.house)} marches from ${area(e.area)} without moving.`
      : `${house(e.house)} marches from ${area(e.area)}: ${e.moves.map((m) => `${units(m.units)} to ${area(m.to)}`).join('; ')}${e.powerToken ? ', leaving a Power token' : ''}.`,
  'consolidate-power': (e) => (e.muster ? `${house(e.house)} musters in ${area(e.area)} with a special Consolidate Power order.` : `${house(e.house)} consolidates Power in ${area(e.area)}.`),
  'power-token': (e) =>
    e.to === null ? `${house(e.from!)}'s Power token leaves ${area(e.area)}.` : `${house(e.to)} places a Power token in ${area(e.area)}.`,
  units: (e) =>
    e.removed.length === 0
      ? `${area(e.area)}: ${house(e.house)} gains ${units(e.added)}.`
      : e.added.length === 0
        ? `${area(e.area)}: ${house(e.house)} loses ${units(e.removed)}.`
        : `${area(e.area)}: ${house(e.house)} gains ${units(e.added)} and loses ${units(e.removed)}.`,
  'garrison-removed': (e) => `${house(e.house)}'s Garrison in ${area(e.area)} is removed.`,
  'neutral-force-removed': (e) => `The Neutral Force in ${area(e.area)} is defeated.`,
  'neutral-force-attack': (e) =>
    e.won
      ? `${house(e.house)} attacks the Neutral Force in ${area(e.area)} with ${e.total} (units ${e.units} + order ${e.order} + support ${e.support}) against ${e.neutralForce}, and takes it.`
      : `${house(e.house)} attacks the Neutral Force in ${area(e.area)} with ${e.total} (units ${e.units} + order ${e.order} + support ${e.support}) against ${e.neutralForce}, and falls short.`,
  'combat-started': (e) => `${house(e.attacker)} attacks ${house(e.defender)} in ${area(e.area)} from ${area(e.from)}.`,
  support: (e) =>
    e.declared.length === 0
      ? `No support for the combat in ${area(e.area)}.`
      : `Support for ${area(e.area)}: ${e.declared.map((d) => `${house(d.house)} from ${area(d.area)} ${d.side === 'none' ? 'supports nobody' : d.accepted ? `supports the ${d.side}` : `is refused by the ${d.side}`}`).join('; ')}.`,
  'initial-strength': (e) => `Initial strength in ${area(e.area)}: attacker ${e.attacker}, defender ${e.defender}.`,
  'house-cards-revealed': (e) => `House cards: attacker ${e.attacker === null ? 'none' : card(e.attacker)}, defender ${e.defender === null ? 'none' : card(e.defender)}.`,
  'card-ability': (e) => `${card(e.card)} (${house(e.house)}): its ${TIERS[e.tier] ?? e.tier} ability resolves.`,
  'blade-used': (e) => `${house(e.house)} uses the Valyrian Steel Blade (+1).`,
  'tides-drawn': (e) => `${house(e.house)} draws a Tides of Battle card, face down.`,
  'tides-revealed': (e) => {
    const t = TIDES_CARDS[e.card as TidesCardId];
    return t === undefined ? `${house(e.house)} reveals a Tides of Battle card.` : `${house(e.house)} reveals Tides of Battle: ${t.skull ? 'a skull' : `${t.strength}`}${t.swords > 0 ? ', a sword' : ''}${t.towers > 0 ? ', a tower' : ''}.`;
  },
  'combat-result': (e) =>
    `Combat in ${area(e.area)}: ${strength(e.attacker)} against ${strength(e.defender)}. ${house(e.victor)} wins${e.tie ? ' the tie on the Fiefdoms track' : ''}; ${e.casualties} ${e.casualties === 1 ? 'casualty' : 'casualties'}.`,
  casualties: (e) => `${house(e.house)} loses ${units(e.units)} in ${area(e.area)}.`,
  retreat: (e) =>
    e.to === null
      ? `${house(e.house)} cannot retreat from ${area(e.from)}: ${units(e.destroyed)} destroyed.`
      : `${house(e.house)} retreats ${units(e.units)} from ${area(e.from)} to ${area(e.to)}${e.destroyed.length > 0 ? `, losing ${units(e.destroyed)}` : ''}.`,
  'house-card': (e) =>
    e.to === 'discard' ? `${house(e.house)} discards ${card(e.card)}.` : e.to === 'hand' ? `${house(e.house)} takes ${card(e.card)} back into hand.` : `${house(e.house)} plays ${card(e.card)}.`,
  'game-won': (e) => `${house(e.house)} wins the game.`,
};

/** One event in English. */
export function eventText(event: GameEvent): string {
  return (EVENT_TEXT[event.kind] as (e: GameEvent) => string)(event);
}
