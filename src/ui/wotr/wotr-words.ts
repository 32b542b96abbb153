// War of the Ring's words for the page: cards, locations, seats, teams, the steps of a move the
// decision panel offers, and the log's lines. Every word comes from the catalogue (src/i18n,
// messages.wotr.ts); nothing here decides what is legal (the moves come from `legalMoves`).
import type { InPlay, Move, PlayCost, Ref, Target, Team, WotrState } from '../../../wotr/index';
import { WOTR_NAMED, WOTR_UI } from '../../i18n/messages.wotr';
import { addSourceMessages, hasMessage, listOf, t } from '../../i18n/translate';
import type { HandCard } from './wotr-driver';
import type { WotrEvent } from './wotr-log';

// This page's English, added to the source as its words load: not in the first page's script (messages.wotr.ts).
addSourceMessages({ ...WOTR_UI, ...WOTR_NAMED });

/** A name read from the catalogue's data-built keys (`wotrCard.<id>`, `wotrLocation.<id>`), else the table's own title. */
function dataName(key: string, fallback: string): string {
  return hasMessage(key) ? t(key) : fallback;
}

export const cardName = (s: Pick<WotrState, 'cards'>, id: string): string => dataName(`wotrCard.${id}`, s.cards.find((c) => c.id === id)?.title ?? id);

export const locationName = (s: Pick<WotrState, 'locations'>, id: string): string => dataName(`wotrLocation.${id}`, s.locations.find((l) => l.id === id)?.title ?? id);

const SEAT_KEYS = ['balrog', 'gandalf', 'frodo', 'aragorn', 'witch-king', 'saruman'] as const;

export const seatName = (name: string): string => ((SEAT_KEYS as readonly string[]).includes(name) ? t(`wotr.seat.${name as (typeof SEAT_KEYS)[number]}`) : name);

export const teamName = (team: Team): string => t(`wotr.team.${team}`);

/** Every card face up in play, items included. */
export function cardsInPlay(s: WotrState): InPlay[] {
  return [...s.seats.flatMap((x) => x.reserve), ...s.battlegrounds.flatMap((b) => b.cards), ...(s.path?.cards ?? [])].flatMap((c) => [c, ...c.items]);
}

/** The name of the card at `ref`: in play, in a pile face up, or in this seat's hand; else "a hidden card". */
export function refName(s: WotrState, ref: Ref, hand: readonly HandCard[] = []): string {
  const id =
    cardsInPlay(s).find((c) => c.ref === ref)?.card ??
    s.seats.flatMap((x) => [...x.cycle, ...x.eliminated]).find((c) => c.ref === ref)?.card ??
    hand.find((c) => c.ref === ref)?.card ??
    null;
  return id === null ? t('wotr.unknownCard') : cardName(s, id);
}

/** Where a card goes, in words; `log`: as the log tells another's move ("to their reserve", not "to your reserve"). */
export function targetText(s: WotrState, to: Target, hand: readonly HandCard[] = [], log = false): string {
  switch (to.zone) {
    case 'reserve':
      return log ? t('wotr.log.toReserve') : t('wotr.to.reserve');
    case 'battleground':
      return t('wotr.to.battleground', { location: locationName(s, to.id) });
    case 'path':
      return t('wotr.to.path', { location: s.path === null ? '' : locationName(s, s.path.id) });
    case 'wielder':
      return t('wotr.to.wielder', { card: refName(s, to.ref, hand) });
    case 'event':
      return t('wotr.to.event');
  }
}

export function costText(s: WotrState, cost: PlayCost, hand: readonly HandCard[]): string {
  if ('cycle' in cost) return t('wotr.cost.cycle', { card: refName(s, cost.cycle, hand) });
  if ('nothing' in cost) return t('wotr.cost.nothing');
  return cost.forsake === 'deck-top' ? t('wotr.cost.deckTop') : t('wotr.cost.reserve', { card: refName(s, cost.forsake.reserve, hand) });
}

/**
 * One step of choosing a move in the panel: a `key` the moves share while they agree, and its
 * words; or a set of cards to pick together (`refs`: a setup cycle, a winnow, casualties).
 */
export type ChoiceStep = { readonly key: string; readonly label: string } | { readonly set: readonly Ref[] };

/** What the panel asks before each step (the step's `key` prefix names it). */
export type Ask = 'action' | 'card' | 'target' | 'cost';

const stepOf = (key: string, label: string): ChoiceStep => ({ key, label });

/** A move as the steps the player takes to make it: the panel offers, at each depth, the distinct steps of the moves that agree so far. */
export function moveSteps(s: WotrState, m: Move, hand: readonly HandCard[]): ChoiceStep[] {
  const card = (ref: Ref) => stepOf(`card:${ref}`, refName(s, ref, hand));
  const cost = (c: PlayCost) => stepOf(`cost:${JSON.stringify(c)}`, costText(s, c, hand));
  const target = (to: Target) => stepOf(`target:${JSON.stringify(to)}`, targetText(s, to, hand));
  switch (m.kind) {
    case 'setup-cycle':
      return [{ set: m.refs }];
    case 'casualties':
      return [{ set: m.refs }];
    case 'winnow':
      return [stepOf('action:winnow', t('wotr.action.winnow')), { set: m.refs }];
    case 'pass':
      return [stepOf('action:pass', t('wotr.action.pass'))];
    case 'ring':
      return [stepOf('action:ring', t('wotr.action.ring'))];
    case 'no-agreement':
      return [stepOf('action:no-agreement', t('wotr.action.no-agreement'))];
    case 'play':
      return [stepOf('action:play', t('wotr.action.play')), card(m.ref), target(m.to), cost(m.cost)];
    case 'move':
      return [stepOf('action:move', t('wotr.action.move')), card(m.ref), target(m.to)];
    case 'cycle':
      return [stepOf('action:cycle', t('wotr.action.cycle')), card(m.ref)];
    case 'ring-discard':
      return [m.eliminate === null ? stepOf('card:none', t('wotr.eliminateNone')) : stepOf(`card:${m.eliminate}`, t('wotr.eliminate', { card: refName(s, m.eliminate, hand) })), cost(m.cycle)];
    case 'text-cycle':
      return [cost(m.cycle)];
    case 'take':
      return [m.from === 'none' ? stepOf('take:none', t('wotr.takeNone')) : stepOf(`take:${m.from}:${m.ref}`, t(`wotr.takeFrom.${m.from}`))];
    case 'remove':
      return [m.from === 'none' ? stepOf('remove:none', t('wotr.removeNone')) : stepOf(`remove:${m.from}:${m.ref}`, t(`wotr.removeFrom.${m.from}`))];
    case 'declare': {
      const shown = m.cards.filter((c): c is string => c !== null);
      return [stepOf(`declare:${JSON.stringify(m.cards)}`, shown.length === 0 ? t('wotr.declareNone') : t('wotr.declareCards', { cards: listOf(shown.map((c) => cardName(s, c))) }))];
    }
    case 'combat-order':
      return [stepOf(`location:${m.location}`, t('wotr.combatAt', { location: locationName(s, m.location) }))];
    case 'lot':
      return [];
  }
}

/** The game's terms the panel explains in a line each, in this order ([WOTR-PLAY-01], [WOTR-PROC-01], -05, -10, -04). */
const TERMS = ['playCost', 'cycle', 'forsake', 'winnow', 'eliminate'] as const;
type Term = (typeof TERMS)[number];
/** The terms a decision's heading names, by the engine decision's kind. */
const HEADING_TERMS: { readonly [kind: string]: readonly Term[] } = {
  'setup-cycle': ['cycle'],
  'text-cycle': ['cycle'],
  'ring-discard': ['eliminate', 'cycle'],
  take: ['cycle'],
  declare: ['cycle', 'eliminate'],
  remove: ['eliminate'],
  casualties: ['eliminate'],
};

/**
 * The lines explaining the terms a step of the panel offers, in the rules' sense: those its heading
 * names (`kind`: the engine decision's), the actions chosen so far (`chosen`) and the choices shown
 * (`shown`: their keys, as `moveSteps` makes them). A cost names the play's own cost, then cycling
 * or forsaking as it offers them.
 */
export function explanations(kind: string, chosen: readonly string[], shown: readonly string[]): string[] {
  const terms = new Set<Term>(HEADING_TERMS[kind] ?? []);
  for (const key of [...chosen, ...shown]) {
    if (key === 'action:cycle') terms.add('cycle');
    if (key === 'action:winnow') terms.add('winnow');
  }
  for (const key of shown) {
    if (!key.startsWith('cost:')) continue;
    const cost = JSON.parse(key.slice('cost:'.length)) as PlayCost;
    if (chosen[0] === 'action:play') terms.add('playCost');
    if ('cycle' in cost) terms.add('cycle');
    if ('forsake' in cost) terms.add('forsake');
  }
  return TERMS.filter((x) => terms.has(x)).map((x) => t(`wotr.explain.${x}`));
}

/** The question before a step, by its key's prefix. */
export function askFor(key: string): string {
  const kind = key.slice(0, key.indexOf(':'));
  return kind === 'action' ? t('wotr.ask.action') : kind === 'card' ? t('wotr.ask.card') : kind === 'target' ? t('wotr.ask.target') : kind === 'cost' ? t('wotr.ask.cost') : '';
}

/** One line of the log in words. */
export function eventText(e: WotrEvent): string {
  switch (e.kind) {
    case 'round':
      return t('wotr.log.round', { round: e.round });
    case 'won':
      return e.faceDown ? t('wotr.log.corrupted', { location: locationNameOf(e.location) }) : t(`wotr.log.won.${e.team}`, { location: locationNameOf(e.location) });
    case 'corruption':
      return t('wotr.log.corruption', { count: e.count });
    case 'winner':
      return t(`wotr.log.winner.${e.team}`);
    case 'move':
      return moveText(e.before, e.move);
  }
}

/** A location's name without a state (the log's locations are the scenario's, all in the catalogue). */
const locationNameOf = (id: string): string => dataName(`wotrLocation.${id}`, id);

/** A move in the log's words: only what every seat knows (the cards it names were opened to everyone). */
export function moveText(s: WotrState, m: Move): string {
  if (m.kind === 'lot') return '';
  const seat = seatName(s.seats[m.seat]!.name);
  switch (m.kind) {
    case 'setup-cycle':
      return t('wotr.log.setup-cycle', { seat, count: m.refs.length });
    case 'pass':
    case 'cycle':
    case 'winnow':
    case 'ring':
    case 'ring-discard':
    case 'text-cycle':
    case 'no-agreement':
      return t(`wotr.log.${m.kind}`, { seat });
    case 'play':
      return t('wotr.log.play', { seat, card: cardName(s, m.card), target: targetText(s, m.to, [], true) });
    case 'move':
      return t('wotr.log.move', { seat, card: refName(s, m.ref), target: targetText(s, m.to, [], true) });
    case 'take':
      return m.from === 'none' ? t('wotr.log.takeNone', { seat }) : t('wotr.log.take', { seat, card: cardName(s, m.card) });
    case 'remove':
      return m.from === 'none' ? t('wotr.log.removeNone', { seat }) : t('wotr.log.remove', { seat, card: cardName(s, m.card) });
    case 'declare': {
      const shown = m.cards.filter((c): c is string => c !== null);
      return shown.length === 0 ? t('wotr.log.declareNone', { seat }) : t('wotr.log.declare', { seat, cards: listOf(shown.map((c) => cardName(s, c))) });
    }
    case 'combat-order':
      return t('wotr.log.combat-order', { seat, location: locationName(s, m.location) });
    case 'casualties':
      return m.refs.length === 0 ? t('wotr.log.casualtiesNone', { seat }) : t('wotr.log.casualties', { seat, cards: listOf(m.refs.map((r) => refName(s, r))) });
  }
}
