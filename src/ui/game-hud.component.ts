// <so-game-hud>: everything on the printed board's edges and behind the player screens, for every
// house: round, Wildling threat, the three Influence tracks with their Dominance tokens (used or
// not), Supply and Victory tracks, Power, and the House cards in hand and discarded (open
// information, 2E-HID-07). Reads the state; changes nothing. On a narrow screen it collapses to one
// line that a button expands.
import { html, LitElement, nothing } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import {
  DOMINANCE_TOKEN_OF_TRACK,
  HOUSE_CARDS,
  LAST_ROUND,
  SUPPLY_LIMITS,
  TRACKS,
  VICTORY_AREAS,
  WILDLING_THREAT_MAX,
  victoryPoints,
  type DominanceToken,
  type GameState,
  type House,
  type HouseCardId,
} from '../../engine/index';
import { hudStyles } from './game-hud.styles';
import { phaseName, phaseOf } from './phase';
import { houseColor } from './theme.styles';
import { cardName, houseCardSummary, houseName, restrictionName, trackName } from './words';

const TOKEN_NAMES: { readonly [t in DominanceToken]: string } = {
  'iron-throne': 'Iron Throne',
  'valyrian-steel-blade': 'Valyrian Steel Blade',
  'messenger-raven': 'Messenger Raven',
};

/** @cssproperty --so-panel - panel background */
export class GameHudElement extends LitElement {
  static override styles = hudStyles;

  @property({ attribute: false }) state: GameState | null = null;
  /** The house this page plays: listed first. */
  @property({ attribute: false }) me: House | null = null;
  @internal() private expanded = false;

  private dominance(token: DominanceToken, state: GameState) {
    const used = token === 'valyrian-steel-blade' ? state.bladeUsed : token === 'messenger-raven' ? state.ravenUsed : false;
    return html`<span class="token ${used ? 'used' : ''}" title="${TOKEN_NAMES[token]}${used ? ' (used this round)' : ''}"
      >${TOKEN_NAMES[token]}${used ? ' — used' : ''}</span
    >`;
  }

  /** The Westeros card each deck turned up last (the top of its discard pile). */
  private westerosDiscards(state: GameState) {
    const last = (['westeros-1', 'westeros-2', 'westeros-3'] as const).map((d) => state.decks[d]?.discard.at(-1) ?? null);
    if (last.every((c) => c === null)) return nothing;
    return html`<p class="westeros">Last Westeros cards: ${last.map((c, i) => `${['I', 'II', 'III'][i]}: ${c === null ? '—' : cardName(c)}`).join(' · ')}</p>`;
  }

  private card(card: HouseCardId, discarded: boolean) {
    const info = HOUSE_CARDS[card];
    return html`<li class=${discarded ? 'discarded' : ''} title=${info.text ?? 'No text'}>${houseCardSummary(card)}</li>`;
  }

  private houseRow(state: GameState, house: House) {
    const h = state.houses[house];
    if (h === undefined) return nothing;
    return html`<tr class=${house === this.me ? 'me' : ''}>
      <th scope="row"><span class="house-dot" style="background:${houseColor(house)}"></span>${houseName(house)}</th>
      <td>${h.power}</td>
      <td title="Armies allowed at supply ${h.supply}: ${(SUPPLY_LIMITS[h.supply] ?? []).join(', ')}">${h.supply} <span class="muted limits">(${(SUPPLY_LIMITS[h.supply] ?? []).join(' ')})</span></td>
      <td>${victoryPoints(state, house)}</td>
      <td>
        <details>
          <summary>${h.hand.length} in hand</summary>
          <ul class="cards">
            ${h.hand.map((c) => this.card(c, false))} ${h.discard.map((c) => this.card(c, true))}
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
        <span><strong>Round ${state.round}</strong>/${LAST_ROUND}</span>
        <span>${phaseName(phaseOf(state))}</span>
        <span title="Wildling threat">Wildlings ${state.wildlingThreat}/${WILDLING_THREAT_MAX}</span>
        ${state.restriction === null ? nothing : html`<span class="ban" title="A Westeros card bans these orders this round">This round: ${restrictionName(state.restriction)}</span>`}
        <button class="toggle" aria-expanded=${this.expanded ? 'true' : 'false'} @click=${() => (this.expanded = !this.expanded)}>
          ${this.expanded ? 'Hide' : 'Houses & tracks'}
        </button>
      </div>
      <div class="detail ${this.expanded ? 'open' : ''}">
        <div class="threat" role="meter" aria-label="Wildling threat" aria-valuemin="0" aria-valuemax=${WILDLING_THREAT_MAX} aria-valuenow=${state.wildlingThreat}>
          ${Array.from({ length: WILDLING_THREAT_MAX / 2 + 1 }, (_, i) => html`<span class=${i * 2 <= state.wildlingThreat ? 'on' : ''}>${i * 2}</span>`)}
        </div>
        ${this.westerosDiscards(state)}
        <section class="tracks" aria-label="Influence tracks">
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
            Supply 0–6 (largest armies allowed) · Castles and Strongholds: ${VICTORY_AREAS} win
          </caption>
          <thead>
            <tr><th scope="col">House</th><th scope="col" title="Available Power tokens">Power</th><th scope="col">Supply</th><th scope="col" title="Victory track">Castles</th><th scope="col">House cards</th></tr>
          </thead>
          <tbody>
            ${houses.map((h) => this.houseRow(state, h))}
          </tbody>
        </table>
      </div>
    `;
  }
}
