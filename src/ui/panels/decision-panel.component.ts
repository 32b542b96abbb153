// <so-decision-panel>: what the game wants from this page's house now, or whom it waits for. Asks
// the engine for the legal choices of the decision and hands them to the panel for their shape:
// orders (so-orders-panel), a march (so-march-panel) or a list of moves (so-choice-list). During a
// battle it shows the two sides, their strengths and cards. It also shows what only this page's
// house may see (GameDriver.privateCards): the Wildling card its Raven looked at, its face-down
// Tides of Battle card.
import { t } from '../../i18n/translate';
import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { choices, WILDLING_CARD_IDS, WILDLING_CARDS, type ChoiceSpace, type CombatFrame, type Decision, type GameState, type House, type Move, type WildlingCardId } from '../../../engine/index';
import type { PickEvent } from '../../../scene/index';
import { decisionPanelStyles } from './decision-panel.styles';
import { decisionTitle, timeLeft, waitingText } from '../game/decision-words';
import { emit } from '../common/events';
import { NO_PRIVATE_CARDS, type PrivateCards } from '../drivers/game-driver';
import { combatOf } from '../game/phase';
import { victoryReason, winnersOf, winnerTitle } from '../game/victory-words';
import { sealedText } from './clock-words';
import { sealedHouses, stillToAnswer, type SeatClock } from '../drivers/table-clocks';
import { houseColor } from '../common/theme.styles';
import { TickController } from './tick-controller';
import { areaName, cardName, houseCardName, houseCardSummary, houseName, tidesCardText, unitList } from '../game/words';

interface PanelWithPicks extends HTMLElement {
  acceptPick(pick: PickEvent): void;
}

/** Shown while the timeout bot's answer stands for this page's house. */

/**
 * @fires request-setup - the user wants a new game (after the end)
 * Panels inside fire request-move, preview-change and request-pick-at.
 */
export class DecisionPanelElement extends LitElement {
  static override styles = decisionPanelStyles;

  @property({ attribute: false }) state: GameState | null = null;
  @property({ attribute: false }) me: House | null = null;
  @property({ attribute: false }) pending: readonly Decision[] = [];
  /** My sealed moves handed in and not yet opened. */
  @property({ attribute: false }) sealed: readonly Move[] = [];
  /** What only my house may see now: the Raven's Wildling card, my face-down Tides card. */
  @property({ attribute: false }) privateCards: PrivateCards = NO_PRIVATE_CARDS;
  /** When my decision goes to the timeout bot (ms since the epoch), or null: no time limit. */
  @property({ attribute: false }) deadline: number | null = null;
  // The countdown redraws this panel (text only, not the board) once a second while it shows.
  readonly #tick = new TickController(this, () => this.deadline !== null);
  /** Every house's clock (GameDriver.clocks()): who has sealed is left out of the waiting line and named apart. */
  @property({ attribute: false }) clocks: readonly SeatClock[] = [];
  /** My open decision was open when this page reopened: the timeout bot makes it at its deadline (GameDriver.leftToBot). */
  @property({ type: Boolean }) leftToBot = false;
  /** Offer a rematch at the end (a game with friends). */
  @property({ type: Boolean }) rematch = false;
  /** The last refusal of a move of mine, shown until the next move. */
  @property() error = '';

  #space: { state: GameState; id: string; space: ChoiceSpace } | null = null;

  /** The choice space of my decision, computed once per state (panels keep their drafts while it stays the same object). */
  private spaceOf(state: GameState, decision: Decision): ChoiceSpace {
    const cached = this.#space;
    if (cached !== null && cached.state === state && cached.id === decision.id) return cached.space;
    const space = choices(state, decision);
    this.#space = { state, id: decision.id, space };
    return space;
  }

  /** Forwards a board pick to the panel of the current decision. */
  acceptPick(pick: PickEvent): void {
    this.renderRoot.querySelector<PanelWithPicks>('so-orders-panel, so-march-panel, so-choice-list')?.acceptPick(pick);
  }

  private battle(combat: CombatFrame) {
    const side = (house: House, role: 'attacker' | 'defender') => {
      const card = combat.cards[role];
      const units = role === 'attacker' ? combat.attackers.map((u) => u.type) : (this.state?.areas[combat.area].units ?? []).filter((u) => u.house === house).map((u) => u.type);
      return html`<div class="side">
        <div><span class="house-dot" style="background:${houseColor(house)}"></span><strong>${houseName(house)}</strong> <span class="muted">${t(`panel.${role}`)}</span></div>
        <div class="muted">${unitList(units)}</div>
        ${combat.initial === null ? nothing : html`<div>${t('panel.strength', { strength: combat.final?.[role] ?? combat.initial[role] })}</div>`}
        ${card === null
          ? html`<div class="hand muted" title=${t('panel.hand')}>${(this.state?.houses[house]?.hand ?? []).map((c) => houseCardSummary(c, this.state)).join(' · ')}</div>`
          : html`<div>${houseCardName(card)}</div>`}
        ${this.tides(house, combat.tides[role])}
      </div>`;
    };
    const winner = combat.victor === null ? null : combat.victor === 'attacker' ? combat.attacker : combat.defender;
    return html`<section class="battle" aria-label=${t('panel.battle')}>
      <h3>${t('panel.battleFor', { area: areaName(combat.area) })}</h3>
      <div class="sides">${side(combat.attacker, 'attacker')}<span class="vs">${t('panel.vs')}</span>${side(combat.defender, 'defender')}</div>
      ${winner === null ? nothing : html`<p>${t('panel.battleWon', { house: houseName(winner) })}</p>`}
    </section>`;
  }

  /** A side's Tides of Battle card: face up once revealed; face down, with its face for its owner alone. */
  private tides(house: House, slot: CombatFrame['tides']['attacker']) {
    if (slot === null) return nothing;
    if (slot !== 'face-down') return html`<div class="tides" title=${tidesCardText(slot)}>${t('panel.tides', { card: cardName(slot) })}</div>`;
    const mine = house === this.me ? this.privateCards.tidesCard : null;
    if (mine === null) return html`<div class="tides muted">${t('panel.tidesFaceDown')}</div>`;
    return html`<div class="tides private" aria-label=${t('panel.yourTidesLabel')}>${t('panel.yourTides')} <strong>${cardName(mine)}</strong> <span class="muted">(${t('panel.onlyYou', { text: tidesCardText(mine) })})</span></div>`;
  }

  /** The Wildling card my Raven looked at: its three outcomes while I choose top or bottom, else one line. */
  private wildlingTop(choosing: boolean) {
    const id = this.privateCards.wildlingTop;
    if (id === null || !(WILDLING_CARD_IDS as readonly string[]).includes(id)) return nothing;
    const card = WILDLING_CARDS[id as WildlingCardId];
    if (!choosing) return html`<p class="private muted">${t('panel.wildlingTopKnown', { card: cardName(id) })}</p>`;
    return html`<section class="private-card" aria-label=${t('panel.wildlingTopLabel')}>
      <h3>${t('panel.wildlingTop', { card: cardName(id) })}</h3>
      <dl>
        <dt>${t('panel.nightsWatchWins')}</dt>
        <dd>${t(`wildlingText.${card.id}.nightsWatchVictory`)}</dd>
        <dt>${t('panel.lowestBidder')}</dt>
        <dd>${t(`wildlingText.${card.id}.lowestBidder`)}</dd>
        <dt>${t('panel.everyoneElse')}</dt>
        <dd>${t(`wildlingText.${card.id}.everyoneElse`)}</dd>
      </dl>
      <p class="muted">${t('panel.onlyYouCard')}</p>
    </section>`;
  }

  private panel(state: GameState, decision: Decision) {
    const space = this.spaceOf(state, decision);
    switch (space.type) {
      case 'orders':
        return html`<so-orders-panel .state=${state} .space=${space}></so-orders-panel>`;
      case 'march':
        return html`<so-march-panel .state=${state} .space=${space}></so-march-panel>`;
      case 'one-of':
        return html`<so-choice-list .state=${state} .decision=${decision} .moves=${space.moves}></so-choice-list>`;
    }
  }

  protected override render() {
    const state = this.state;
    if (state === null) return nothing;
    const combat = combatOf(state);
    if (state.winner !== null) {
      return html`<section class="over" role="status">
        <h2>${winnersOf(state).map((h) => html`<span class="house-dot" style="background:${houseColor(h)}"></span>`)}${winnerTitle(state)}</h2>
        <p class="reason">${victoryReason(state)}</p>
        <div class="row">
          ${this.rematch ? html`<button class="primary rematch" @click=${() => emit(this, 'request-rematch', null)}>${t('panel.rematch')}</button>` : nothing}
          <button class=${this.rematch ? 'new-game' : 'primary new-game'} @click=${() => emit(this, 'request-setup', null)}>${t('shell.newGame')}</button>
        </div>
      </section>`;
    }
    // A choice the timeout bot made for me is made: say so instead of asking for it (a late answer would be void).
    const timedOut = this.me !== null && this.clocks.some((c) => c.house === this.me && c.wait === 'timed-out');
    const mine = this.me === null || timedOut ? undefined : this.pending.find((d) => d.house === this.me);
    const others = stillToAnswer(this.pending.filter((d) => d.house !== this.me), this.clocks);
    const sealedByOthers = sealedText(sealedHouses(this.clocks).filter((h) => h !== this.me));
    const sealedLine = sealedByOthers === '' ? nothing : html`<p class="muted sealed-others">${sealedByOthers}</p>`;
    return html`
      <so-phase-context .state=${state}></so-phase-context>
      ${combat === null ? nothing : this.battle(combat)}
      ${mine?.kind === 'return-wildling-card' ? nothing : this.wildlingTop(false)}
      ${timedOut ? html`<p class="timed-out" role="status">${t('panel.timedOut')}</p>` : nothing}
      ${this.leftToBot && !timedOut && mine === undefined ? html`<p class="timed-out left-to-bot" role="status">${t('panel.leftToBot')}</p>` : nothing}
      ${mine === undefined
        ? html`<p class="waiting" role="status" aria-live="polite"><span class="spinner" aria-hidden="true"></span>${waitingText(others)}</p>
            ${sealedLine}
            ${this.sealed.length > 0 ? html`<p class="muted">${t(this.sealed[0]!.kind === 'place-orders' ? 'panel.ordersSealed' : 'panel.choiceSealed')}</p>` : nothing}`
        : html`<h2>${decisionTitle(mine, state)}</h2>
            ${this.deadline === null ? nothing : html`<p class="time-left muted">${t('panel.timeLeft', { time: timeLeft(this.deadline - Date.now()) })}</p>`}
            ${this.error === '' ? nothing : html`<p class="error" role="alert">${this.error}</p>`}
            ${mine.kind === 'return-wildling-card' ? this.wildlingTop(true) : nothing} ${this.panel(state, mine)}
            ${others.length > 0 ? html`<p class="muted waiting-others">${waitingText(others)}</p>` : nothing} ${sealedLine}`}
    `;
  }
}
