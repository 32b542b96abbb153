// <so-phase-context>: what the Westeros phase is doing, for the player about to decide: this
// round's Westeros cards, the opened bids of a Clash of Kings, a Wildling attack's strength, bids,
// outcome and card. Reads the engine's frames; shows nothing outside those steps.
import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { WESTEROS_CARDS, WILDLING_CARDS, type GameState } from '../../engine/index';
import type { Bid } from '../../engine/index';
import { panelStyles } from './panel.styles';
import { frameOf } from './phase';
import { houseColor } from './theme.styles';
import { houseName, trackName } from './words';

export class PhaseContextElement extends LitElement {
  static override styles = panelStyles;

  @property({ attribute: false }) state: GameState | null = null;

  private bids(bids: readonly Bid[]) {
    return html`<ul class="bids">
      ${[...bids]
        .sort((a, b) => b.amount - a.amount)
        .map((b) => html`<li><span class="house-dot" style="background:${houseColor(b.house)}"></span>${houseName(b.house)} ${b.amount}</li>`)}
    </ul>`;
  }

  protected override render() {
    const state = this.state;
    if (state === null) return nothing;
    const westeros = frameOf(state, 'westeros');
    const clash = frameOf(state, 'clash-of-kings');
    const attack = frameOf(state, 'wildling-attack');
    if (westeros === null && clash === null && attack === null) return nothing;
    const cards = westeros?.cards ?? [];
    return html`
      ${westeros === null
        ? nothing
        : html`<p class="cards">
            Westeros cards:
            ${cards.map(
              (c, i) => html`${i === 0 ? '' : ' · '}<span class=${i === westeros.slot ? 'current' : ''} title=${c === null ? '' : WESTEROS_CARDS[c].text}
                  >${['I', 'II', 'III'][i]}: ${c === null ? '—' : WESTEROS_CARDS[c].name}</span
                >`,
            )}
          </p>`}
      ${clash === null
        ? nothing
        : html`<p>Clash of Kings: bidding for the ${trackName(clash.track)} track</p>
            ${clash.bids === null ? nothing : this.bids(clash.bids)}`}
      ${attack === null
        ? nothing
        : html`<p>
              Wildlings attack with strength ${attack.strength}${attack.won === null
                ? ''
                : `: the Night's Watch ${attack.won ? 'holds' : 'falls'} (${attack.bids.reduce((n, b) => n + b.amount, 0)} Power)`}
            </p>
            ${attack.bids.length === 0 ? nothing : this.bids(attack.bids)}
            ${attack.card === null
              ? nothing
              : html`<p>
                  <strong>${WILDLING_CARDS[attack.card].name}</strong>:
                  ${attack.won ? WILDLING_CARDS[attack.card].nightsWatchVictory : `${WILDLING_CARDS[attack.card].lowestBidder} Everyone else: ${WILDLING_CARDS[attack.card].everyoneElse}`}
                </p>`}`}
    `;
  }
}
