// <so-game-hud>: everything on the printed board's edges and behind the player screens, for every
// house: round, Wildling threat, the three Influence tracks with their Dominance tokens (used or
// not), Supply and Victory tracks, Power, and the House cards in hand and discarded (open
// information, 2E-HID-07). Reads the state; changes nothing. On a narrow screen it collapses to one
// line that a button expands.
import { t } from '../../i18n/translate';
import { html, LitElement, nothing } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import {
  DOMINANCE_TOKEN_OF_TRACK,
  LAST_ROUND,
  SUPPLY_LIMITS,
  TRACKS,
  WILDLING_THREAT_MAX,
  optionsFor,
  victoryPoints,
  type DominanceToken,
  type GameState,
  type House,
  type HouseCardId,
} from '../../../engine/index';
import { hudStyles } from './game-hud.styles';
import { phaseName, phaseOf } from '../game/phase';
import { houseColor } from '../common/theme.styles';
import { printedHouseCard, victoryAreasOf } from '../game/edition';
import { cardName, houseCardSummary, houseName, restrictionName, trackName } from '../game/words';

const tokenName = (token: DominanceToken): string => t(`hud.token.${token}`);

/** @cssproperty --so-panel - panel background */
export class GameHudElement extends LitElement {
  static override styles = hudStyles;

  @property({ attribute: false }) state: GameState | null = null;
  /** The house this page plays: listed first. */
  @property({ attribute: false }) me: House | null = null;
  /** The houses the lobby drew at random (none: each chosen); null for a game without a lobby, which shows no such line. */
  @property({ attribute: false }) drawn: readonly House[] | null = null;
  @internal() private expanded = false;

  private dominance(token: DominanceToken, state: GameState) {
    const used = token === 'valyrian-steel-blade' ? state.bladeUsed : token === 'messenger-raven' ? state.ravenUsed : false;
    return html`<span class="token ${used ? 'used' : ''}" title=${used ? t('hud.tokenUsedTitle', { token: tokenName(token) }) : tokenName(token)}
      >${used ? t('hud.tokenUsed', { token: tokenName(token) }) : tokenName(token)}</span
    >`;
  }

  /**
   * The game's rule options (lobby-chosen, bound into the game id) that apply to its player count,
   * and how the houses were given out, in the catalogue's words.
   */
  private ruleOptions(state: GameState) {
    // A 1st-edition game names its edition; the 2nd edition's options do not apply to it (issue 22).
    const first = state.options.ruleset === '1e';
    return html`<dl class="options" aria-label=${t('lobby.options')}>
      ${first ? html`<dt>${t('ruleset.label')}</dt><dd data-option="ruleset" title=${t('ruleset.1eHint')}>${t('ruleset.1e')}</dd>` : nothing}
      ${(first ? [] : optionsFor(state.options.houses.length)).map((o) => {
        const i = o.choices.findIndex((c) => c.value === state.options[o.id]) === 1 ? 1 : 0;
        return html`<dt>${t(`gameOption.${o.id}`)}</dt><dd data-option=${o.id}>${t(`gameOption.${o.id}.${i}`)}</dd>`;
      })}
      ${this.drawn === null
        ? nothing
        : html`<dt>${t('hud.houses')}</dt><dd data-option="houses">${this.drawn.length === 0 ? t('hud.housesChosen') : t('hud.housesDrawn', { houses: this.drawn.map(houseName).join(', ') })}</dd>`}
    </dl>`;
  }

  /** The Westeros card each deck turned up last (the top of its discard pile). */
  private westerosDiscards(state: GameState) {
    const last = (['westeros-1', 'westeros-2', 'westeros-3'] as const).map((d) => state.decks[d]?.discard.at(-1) ?? null);
    if (last.every((c) => c === null)) return nothing;
    return html`<p class="westeros">${t('hud.lastWesteros', { cards: last.map((c, i) => `${['I', 'II', 'III'][i]}: ${c === null ? '—' : cardName(c)}`).join(' · ') })}</p>`;
  }

  private card(state: GameState, card: HouseCardId, discarded: boolean) {
    const info = printedHouseCard(state, card);
    return html`<li class=${discarded ? 'discarded' : ''} title=${info.text ?? t('hud.noText')}>${houseCardSummary(card, state)}</li>`;
  }

  private houseRow(state: GameState, house: House) {
    const h = state.houses[house];
    if (h === undefined) return nothing;
    return html`<tr class=${house === this.me ? 'me' : ''}>
      <th scope="row"><span class="house-dot" style="background:${houseColor(house)}"></span>${houseName(house)}</th>
      <td>${h.power}</td>
      <td title=${t('hud.armiesAllowed', { supply: h.supply, armies: (SUPPLY_LIMITS[h.supply] ?? []).join(', ') })}>${h.supply} <span class="muted limits">(${(SUPPLY_LIMITS[h.supply] ?? []).join(' ')})</span></td>
      <td>${victoryPoints(state, house)}</td>
      <td>
        <details>
          <summary>${t('hud.inHand', { count: h.hand.length })}</summary>
          <ul class="cards">
            ${h.hand.map((c) => this.card(state, c, false))} ${h.discard.map((c) => this.card(state, c, true))}
          </ul>
        </details>
      </td>
    </tr>`;
  }

  protected override render() {
    const state = this.state;
    if (state === null) return nothing;
    const houses = [...state.options.houses].sort((a, b) => Number(b === this.me) - Number(a === this.me));
    return html`
      <div class="summary">
        <span><strong>${t('hud.round', { round: state.round })}</strong>/${LAST_ROUND}</span>
        <span>${phaseName(phaseOf(state))}</span>
        <span title=${t('hud.threat')}>${t('hud.wildlings', { threat: state.wildlingThreat, max: WILDLING_THREAT_MAX })}</span>
        ${state.restriction === null ? nothing : html`<span class="ban" title=${t('hud.banTitle')}>${t('hud.ban', { ban: restrictionName(state.restriction) })}</span>`}
        <button class="toggle" aria-expanded=${this.expanded ? 'true' : 'false'} @click=${() => (this.expanded = !this.expanded)}>
          ${this.expanded ? t('hud.hide') : t('hud.show')}
        </button>
      </div>
      <div class="detail ${this.expanded ? 'open' : ''}">
        <div class="threat" role="meter" aria-label=${t('hud.threat')} aria-valuemin="0" aria-valuemax=${WILDLING_THREAT_MAX} aria-valuenow=${state.wildlingThreat}>
          ${Array.from({ length: WILDLING_THREAT_MAX / 2 + 1 }, (_, i) => html`<span class=${i * 2 <= state.wildlingThreat ? 'on' : ''}>${i * 2}</span>`)}
        </div>
        ${this.westerosDiscards(state)} ${this.ruleOptions(state)}
        <section class="tracks" aria-label=${t('hud.tracks')}>
          ${TRACKS.map(
            (track) => html`<div class="track">
              <h3>${trackName(track)} ${this.dominance(DOMINANCE_TOKEN_OF_TRACK[track], state)}</h3>
              <ol>
                ${state.tracks[track].map((h) => html`<li title=${houseName(h)}><span class="house-dot" style="background:${houseColor(h)}"></span>${houseName(h)}</li>`)}
              </ol>
            </div>`,
          )}
        </section>
        <table class="houses">
          <caption class="muted">
            ${t('hud.caption', { win: victoryAreasOf(state) })}
          </caption>
          <thead>
            <tr><th scope="col">${t('hud.house')}</th><th scope="col" title=${t('hud.powerTitle')}>${t('hud.power')}</th><th scope="col">${t('hud.supply')}</th><th scope="col" title=${t('hud.castlesTitle')}>${t('hud.castles')}</th><th scope="col">${t('hud.houseCards')}</th></tr>
          </thead>
          <tbody>
            ${houses.map((h) => this.houseRow(state, h))}
          </tbody>
        </table>
      </div>
    `;
  }
}
