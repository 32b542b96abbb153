// Plain words for a decision: the heading of the panel that answers it ("Choose a House card for
// the battle in Riverrun") and the phrase of a waiting indicator ("Stark's orders"). Words only.
import type { Decision, GameState } from '../../../engine/index';
import { listOf, t } from '../../i18n/translate';
import { combatOf, frameOf } from './phase';
import { areaName, cardName, contestName, deckName, houseCardName, houseName, unitName } from './words';

/**
 * What a house needs to know beside the choices of its decision, or null: the Power it holds for a
 * bid ("You hold 7 Power."; the buttons go up to it), the mustering points each of its areas has
 * left while it musters ("Mustering points left: Winterfell: 2 · White Harbor: 1").
 */
export function decisionNote(decision: Decision, state: GameState): string | null {
  if (decision.kind === 'bid' && decision.house !== null) return t('choices.powerHeld', { power: state.houses[decision.house]?.power ?? 0 });
  if (decision.kind === 'muster') {
    const frame = frameOf(state, 'muster');
    if (frame === null || frame.house !== decision.house) return null;
    return t('choices.musterPoints', { areas: frame.points.map((p) => t('choices.musterPointsArea', { area: areaName(p.area), points: p.left })).join(' · ') });
  }
  return null;
}

/** What the decision asks of its house, as a heading addressed to that house. */
export function decisionTitle(decision: Decision, state: GameState): string {
  switch (decision.kind) {
    case 'place-orders':
      return t('decision.place-orders');
    case 'reveal-card':
      return t('decision.reveal-card', { deck: deckName(decision.deck) });
    case 'shuffle-deck':
      return t('decision.shuffle-deck', { deck: deckName(decision.deck) });
    case 'draw-card':
      return t('decision.draw-card', { house: houseName(decision.for) });
    case 'use-raven':
      return t('decision.use-raven');
    case 'return-wildling-card':
      return t('decision.return-wildling-card');
    case 'resolve-raid':
      return t('decision.resolve-raid');
    case 'resolve-march':
      return t('decision.resolve-march');
    case 'resolve-consolidate-power':
      return t('decision.resolve-consolidate-power');
    case 'capture-port':
      return t('decision.capture-port', { area: areaName(decision.port) });
    case 'muster':
      return t('decision.muster');
    case 'declare-support': {
      const combat = combatOf(state);
      const values = { area: areaName(decision.area), embattled: areaName(decision.embattled) };
      return combat === null
        ? t('decision.declare-support', values)
        : t('decision.declare-support.sides', { ...values, attacker: houseName(combat.attacker), defender: houseName(combat.defender) });
    }
    case 'accept-support':
      return t('decision.accept-support', { area: areaName(decision.area), embattled: areaName(decision.embattled) });
    case 'choose-house-card':
      return t('decision.choose-house-card', { area: areaName(decision.embattled) });
    case 'use-blade':
      return t('decision.use-blade');
    case 'choose-casualties':
      return t('decision.choose-casualties', { count: decision.count, area: areaName(decision.embattled) });
    case 'retreat':
      return t('decision.retreat', { area: areaName(decision.from) });
    case 'choose-retreat-losses':
      return t('decision.choose-retreat-losses', { count: decision.count, area: areaName(decision.area) });
    case 'leave-power-token':
      return t('decision.leave-power-token', { area: areaName(decision.area) });
    case 'bid':
      return t('decision.bid', { contest: contestName(decision.contest) });
    case 'break-tie':
      return t('decision.break-tie', { contest: contestName(decision.contest) });
    case 'westeros-option':
      return t('decision.westeros-option', { card: cardName(decision.card) });
    case 'reconcile':
      return t('decision.reconcile');
    case 'destroy-unit':
      return t('decision.destroy-unit', { left: decision.left });
    case 'replace-unit':
      return t('decision.replace-unit', { from: unitName(decision.from), to: unitName(decision.to), left: decision.left });
    case 'choose-track':
      return t('decision.choose-track', { position: decision.to });
    case 'discard-house-card':
      return t('decision.discard-house-card');
    case 'take-house-card':
      return t('decision.take-house-card');
    case 'choose-penalty':
      return t('decision.choose-penalty');
    case 'choose-muster-area':
      return t('decision.choose-muster-area');
    case 'cancel-house-card':
      return t('decision.cancel-house-card', { card: houseCardName(decision.card), target: houseCardName(decision.target) });
    case 'replace-house-card':
      return t('decision.replace-house-card');
    case 'swap-house-card':
      return t('decision.swap-house-card', { card: houseCardName(decision.card) });
    case 'demote-opponent':
      return t('decision.demote-opponent', { card: houseCardName(decision.card), house: houseName(decision.opponent) });
    case 'remove-order':
      return t('decision.remove-order', { card: houseCardName(decision.card) });
    case 'upgrade-footman':
      return t('decision.upgrade-footman', { card: houseCardName(decision.card) });
    case 'discard-opponent-card':
      return t('decision.discard-opponent-card', { card: houseCardName(decision.card), house: houseName(decision.opponent) });
    case 'redraw-tides-card':
      return t('decision.redraw-tides-card');
  }
}

/** "Waiting for Stark's orders", "Waiting for Lannister's and Tyrell's House cards", "Waiting for the dealer". */
export function waitingText(decisions: readonly Decision[]): string {
  if (decisions.length === 0) return '';
  const first = decisions[0]!;
  if (first.house === null) return t('waiting.dealer');
  const houses = [...new Set(decisions.flatMap((d) => (d.house === null || d.kind !== first.kind ? [] : [d.house])))];
  const list = listOf(houses.map((h) => t('waiting.whose', { house: houseName(h) })));
  return t('waiting.for', { houses: list, what: t(`waiting.${first.kind}`, { count: houses.length }) });
}

/** Time left before a deadline, as a clock shows it: `1:42`, `0:05`, `2:05:00` past an hour; never below `0:00`. */
export function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const ss = String(seconds % 60).padStart(2, '0');
  if (seconds < 3600) return `${Math.floor(seconds / 60)}:${ss}`;
  return `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${ss}`;
}
