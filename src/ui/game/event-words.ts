// The engine's events in the reader's language: one catalogue message per event kind (`event.*`),
// the English of each the engine's own sentence (engine/event-text.ts; event-words.test.ts checks
// every event of a whole game gives the engine's text word for word). Names come from words.ts.
import type { GameEvent, GameEventKind, StrengthBreakdown } from '../../../engine/index';
import { TIDES_CARDS, type TidesCardId } from '../../../engine/data/tides-of-battle';
import { WESTEROS_CARDS, type WesterosCardId } from '../../../engine/data/westeros-cards';
import { WILDLING_CARDS, type WildlingCardId } from '../../../engine/data/wildling-cards';
import type { OrderTokenId } from '../../../engine/data/orders';
import { ORDER_TOKENS } from '../../../engine/data/orders';
import type { UnitType } from '../../../engine/data/vocabulary';
import type { MessageKey } from '../../i18n/messages.en';
import { t } from '../../i18n/translate';
import { areaName, cardName, houseCardName, houseName, orderTypeName, trackName } from './words';

/** A select's key: ICU selectors take no '-', so the catalogue spells it '_'. */
const key = (id: string): string => id.replaceAll('-', '_');

const UNIT_ORDER: readonly UnitType[] = ['footman', 'knight', 'ship', 'siege-engine'];

/** "2 Footmen, 1 Knight": the log's count of each unit type; "no units" for none. */
function units(list: readonly UnitType[]): string {
  if (list.length === 0) return t('units.none');
  return UNIT_ORDER.flatMap((u) => {
    const count = list.filter((x) => x === u).length;
    return count === 0 ? [] : [t(`event.units.${u}`, { count })];
  }).join(t('event.sep.comma'));
}

/** "March" or "special March": an order in the log, its bonus left out. */
const order = (token: OrderTokenId): string => {
  const o = ORDER_TOKENS[token];
  return o.star ? t('event.order.special', { order: orderTypeName(o.type) }) : orderTypeName(o.type);
};

const contest = (c: string): string => (c === 'wildlings' ? t('event.contest.wildlings') : c === 'iron-throne' || c === 'fiefdoms' || c === 'kings-court' ? trackName(c) : c);

function strength(s: StrengthBreakdown): string {
  const parts: [MessageKey, number][] = [
    ['event.source.units', s.units],
    ['event.source.support', s.support],
    ['event.source.order', s.order],
    ['event.source.garrison', s.garrison],
    ['event.source.card', s.card],
    ['event.source.blade', s.blade],
    ['event.source.tides', s.tides],
  ];
  const shown = parts.filter(([key, n]) => n !== 0 || key === 'event.source.units').map(([key, n]) => t(key, { n }));
  return t('event.strength', { house: houseName(s.house), total: s.total, sources: shown.join(' + '), swords: s.swords, towers: s.towers });
}

const orderList = (orders: readonly { readonly area: Parameters<typeof areaName>[0]; readonly house: Parameters<typeof houseName>[0]; readonly token: OrderTokenId }[]): string =>
  orders.map((o) => t('event.orderIn', { house: houseName(o.house), order: order(o.token), area: areaName(o.area) })).join(t('event.sep.semicolon'));

type Lines = { readonly [k in GameEventKind]: (e: Extract<GameEvent, { kind: k }>) => string };

const LINES: Lines = {
  'round-started': (e) => t('event.round-started', { round: e.round }),
  'phase-started': (e) => t('event.phase-started', { phase: e.phase }),
  'westeros-card': (e) => t('event.westeros-card', { deck: e.deck, deckKey: key(e.deck), card: e.card in WESTEROS_CARDS ? cardName(e.card as WesterosCardId) : e.card }),
  'westeros-option': (e) => t('event.westeros-option', { house: houseName(e.house), option: e.option }),
  'orders-banned': (e) => t('event.orders-banned', { restriction: e.restriction, restrictionKey: key(e.restriction) }),
  'wildling-threat': (e) => t('event.wildling-threat', { from: e.from, to: e.to }),
  bids: (e) => t('event.bids', { contest: contest(e.contest), bids: e.bids.map((b) => t('event.bid', { house: houseName(b.house), amount: b.amount })).join(t('event.sep.comma')) }),
  'wildling-outcome': (e) => t(e.won ? 'event.wildling-outcome.won' : 'event.wildling-outcome.lost', { wildlings: e.wildlings, nightsWatch: e.nightsWatch }),
  'wildling-card': (e) => t('event.wildling-card', { card: e.card in WILDLING_CARDS ? cardName(e.card as WildlingCardId) : e.card }),
  'wildling-target': (e) => t(e.highest ? 'event.wildling-target.highest' : 'event.wildling-target.lowest', { house: houseName(e.house) }),
  track: (e) => t('event.track', { track: trackName(e.track), order: e.order.map(houseName).join(t('event.sep.comma')) }),
  supply: (e) => t('event.supply', { house: houseName(e.house), from: e.from, to: e.to }),
  power: (e) => (e.to > e.from ? t('event.power.gain', { house: houseName(e.house), n: e.to - e.from, to: e.to }) : t('event.power.spend', { house: houseName(e.house), n: e.from - e.to, to: e.to })),
  'orders-revealed': (e) => t('event.orders-revealed', { orders: orderList(e.orders) }),
  'order-replaced': (e) => t('event.order-replaced', { house: houseName(e.house), area: areaName(e.area), order: order(e.token) }),
  'raven-look': (e) => t('event.raven-look', { house: houseName(e.house) }),
  'wildling-card-returned': (e) => t(e.to === 'top' ? 'event.wildling-card-returned.top' : 'event.wildling-card-returned.bottom', { house: houseName(e.house) }),
  'orders-removed': (e) => t('event.orders-removed', { orders: orderList(e.orders) }),
  raid: (e) =>
    e.target === null || e.removed === null
      ? t('event.raid.none', { house: houseName(e.house), area: areaName(e.area) })
      : t('event.raid', { house: houseName(e.house), area: areaName(e.area), order: order(e.removed), target: areaName(e.target) }),
  march: (e) => {
    if (e.moves.length === 0) return t('event.march.none', { house: houseName(e.house), area: areaName(e.area) });
    const moves = e.moves.map((m) => t('event.march.part', { units: units(m.units), to: areaName(m.to) })).join(t('event.sep.semicolon'));
    return t(e.powerToken ? 'event.march.token' : 'event.march', { house: houseName(e.house), area: areaName(e.area), moves });
  },
  'consolidate-power': (e) => t(e.muster ? 'event.consolidate-power.muster' : 'event.consolidate-power', { house: houseName(e.house), area: areaName(e.area) }),
  'power-token': (e) => (e.to === null ? t('event.power-token.leaves', { house: houseName(e.from!), area: areaName(e.area) }) : t('event.power-token.placed', { house: houseName(e.to), area: areaName(e.area) })),
  units: (e) =>
    e.removed.length === 0
      ? t('event.units.gains', { area: areaName(e.area), house: houseName(e.house), added: units(e.added) })
      : e.added.length === 0
        ? t('event.units.loses', { area: areaName(e.area), house: houseName(e.house), removed: units(e.removed) })
        : t('event.units.both', { area: areaName(e.area), house: houseName(e.house), added: units(e.added), removed: units(e.removed) }),
  'garrison-removed': (e) => t('event.garrison-removed', { house: houseName(e.house), area: areaName(e.area) }),
  'neutral-force-removed': (e) => t('event.neutral-force-removed', { area: areaName(e.area) }),
  'neutral-force-attack': (e) =>
    t(e.won ? 'event.neutral-force-attack.won' : 'event.neutral-force-attack.lost', {
      house: houseName(e.house),
      area: areaName(e.area),
      total: e.total,
      units: e.units,
      order: e.order,
      support: e.support,
      neutralForce: e.neutralForce,
    }),
  'combat-started': (e) => t('event.combat-started', { attacker: houseName(e.attacker), defender: houseName(e.defender), area: areaName(e.area), from: areaName(e.from) }),
  support: (e) =>
    e.declared.length === 0
      ? t('event.support.none', { area: areaName(e.area) })
      : t('event.support', {
          area: areaName(e.area),
          declared: e.declared
            .map((d) => t('event.support.one', { house: houseName(d.house), from: areaName(d.area), answer: d.side === 'none' ? 'none' : d.accepted ? d.side : `refused_${d.side}` }))
            .join(t('event.sep.semicolon')),
        }),
  'initial-strength': (e) => t('event.initial-strength', { area: areaName(e.area), attacker: e.attacker, defender: e.defender }),
  'house-cards-revealed': (e) =>
    t('event.house-cards-revealed', { attacker: e.attacker === null ? t('event.none') : houseCardName(e.attacker), defender: e.defender === null ? t('event.none') : houseCardName(e.defender) }),
  'card-ability': (e) => t('event.card-ability', { card: houseCardName(e.card), house: houseName(e.house), tier: e.tier, tierKey: key(e.tier) }),
  'blade-used': (e) => t('event.blade-used', { house: houseName(e.house) }),
  'tides-drawn': (e) => t('event.tides-drawn', { house: houseName(e.house) }),
  'tides-revealed': (e) => {
    const card = TIDES_CARDS[e.card as TidesCardId];
    if (card === undefined) return t('event.tides-revealed.unknown', { house: houseName(e.house) });
    const face = card.skull ? t('event.tides.skull') : String(card.strength);
    return t('event.tides-revealed', { house: houseName(e.house), face, sword: card.swords > 0 ? 'yes' : 'no', tower: card.towers > 0 ? 'yes' : 'no' });
  },
  'combat-result': (e) =>
    t(e.tie ? 'event.combat-result.tie' : 'event.combat-result', {
      area: areaName(e.area),
      attacker: strength(e.attacker),
      defender: strength(e.defender),
      victor: houseName(e.victor),
      casualties: e.casualties,
    }),
  casualties: (e) => t('event.casualties', { house: houseName(e.house), units: units(e.units), area: areaName(e.area) }),
  retreat: (e) =>
    e.to === null
      ? t('event.retreat.none', { house: houseName(e.house), from: areaName(e.from), destroyed: units(e.destroyed) })
      : t(e.destroyed.length > 0 ? 'event.retreat.losing' : 'event.retreat', { house: houseName(e.house), units: units(e.units), from: areaName(e.from), to: areaName(e.to), destroyed: units(e.destroyed) }),
  'house-card': (e) => t(e.to === 'discard' ? 'event.house-card.discard' : e.to === 'hand' ? 'event.house-card.hand' : 'event.house-card.play', { house: houseName(e.house), card: houseCardName(e.card) }),
  'game-won': (e) => t('event.game-won', { house: houseName(e.house) }),
};

/** One event as one line in the reader's language. */
export function eventLine(event: GameEvent): string {
  return (LINES[event.kind] as (e: GameEvent) => string)(event);
}
