// <so-phase-context>: what the Westeros phase is doing, for the player about to decide: this
// round's Westeros cards, the opened bids of a Clash of Kings, a Wildling attack's strength, bids,
// outcome and card. Reads the engine's frames; shows nothing outside those steps.
import { t } from '../../i18n/translate';
import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { WILDLING_CARDS, type GameState, type House } from '../../../engine/index';
import { westerosCardText } from '../game/edition';
import type { Bid } from '../../../engine/index';
import { panelStyles } from '../common/panel.styles';
import { frameOf } from '../game/phase';
import { houseColor } from '../common/theme.styles';
import { cardName, houseName, trackName } from '../game/words';

/**
 * A Wildling card's effect on the bidder it names, saying who that is once known ("Lowest bidder
 * (Stark): Destroys 2 …"): the card's texts have no subject ("Takes their whole House card discard
 * pile …"), so a player could not tell whether the effect was theirs.
 */
function bidderEffect(which: 'highest' | 'lowest', house: House | null, text: string): string {
  if (house === null) return t(which === 'highest' ? 'context.highest' : 'context.lowest', { text });
  return t(which === 'highest' ? 'context.highestNamed' : 'context.lowestNamed', { house: houseName(house), text });
}

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
            ${t('context.westeros')}
            ${cards.map(
              (c, i) => html`${i === 0 ? '' : ' · '}<span class=${i === westeros.slot ? 'current' : ''} title=${c === null ? '' : westerosCardText(state, c)}
                  >${['I', 'II', 'III'][i]}: ${c === null ? '—' : cardName(c)}</span
                >`,
            )}
          </p>`}
      ${clash === null
        ? nothing
        : html`<p>${t('context.clash', { track: trackName(clash.track) })}</p>
            ${clash.bids === null ? nothing : this.bids(clash.bids)}`}
      ${attack === null
        ? nothing
        : html`<p>
              ${attack.won === null
                ? t('context.attack', { strength: attack.strength })
                : t('context.attackResult', { strength: attack.strength, won: attack.won ? 'yes' : 'no', power: attack.bids.reduce((n, b) => n + b.amount, 0) })}
            </p>
            ${attack.bids.length === 0 ? nothing : this.bids(attack.bids)}
            ${attack.card === null
              ? nothing
              : html`<p>
                  <strong>${cardName(attack.card)}</strong>:
                  ${attack.won
                    ? bidderEffect('highest', attack.target, t(`wildlingText.${attack.card}.nightsWatchVictory`))
                    : t('context.lowestAndElse', { lowest: bidderEffect('lowest', attack.target, t(`wildlingText.${attack.card}.lowestBidder`)), rest: t(`wildlingText.${attack.card}.everyoneElse`) })}
                </p>`}`}
    `;
  }
}
