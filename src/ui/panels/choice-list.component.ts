// <so-choice-list>: a decision whose legal answers the engine lists (`one-of`), as one button per
// move described in plain words. The areas the moves are about light up on the board; a click on
// one of them narrows the list to the moves about that area. Moves that read the same (the Raven's
// two plain Raid tokens) are one button (distinct-moves.ts).
import { t } from '../../i18n/translate';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import { type AreaId, type Decision, type GameState, type Move } from '../../../engine/index';
import type { PickEvent } from '../../../scene/index';
import { emit } from '../common/events';
import { distinctByWords } from './distinct-moves';
import { isDecline, moveArea, movesAreas } from './move-areas';
import { moveWords } from '../game/move-words';
import { decisionNote } from '../game/decision-words';
import { panelStyles } from '../common/panel.styles';
import { printedHouseCard } from '../game/edition';
import { areaName, houseCardStats } from '../game/words';

/**
 * @fires request-move - the user chose one of the moves
 * @fires preview-change - the areas to light up on the board
 */
export class ChoiceListElement extends LitElement {
  static override styles = panelStyles;

  @property({ attribute: false }) state: GameState | null = null;
  @property({ attribute: false }) decision: Decision | null = null;
  /** The engine's legal moves for the decision. */
  @property({ attribute: false }) moves: readonly Move[] = [];
  @internal() private area: AreaId | null = null;

  /** A board pick: narrows the list to the moves about the picked area, when there are any. */
  acceptPick(pick: PickEvent): void {
    const about = this.moves.filter((m) => moveArea(m) === pick.area);
    this.area = about.length > 0 ? pick.area : null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('decision') && changed.get('decision')?.id !== this.decision?.id) this.area = null;
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('moves') || changed.has('area')) {
      emit(this, 'preview-change', { highlight: this.area === null ? movesAreas(this.moves) : [this.area], orders: [] });
    }
  }

  private label(move: Move) {
    const words = moveWords(move, this.state!);
    if (move.kind === 'choose-house-card' || move.kind === 'replace-house-card' || move.kind === 'discard-house-card') {
      return html`${words} <span class="stats">${houseCardStats(move.card, this.state)}</span><span class="card-text">${printedHouseCard(this.state, move.card).text ?? t('choices.noAbility')}</span>`;
    }
    return words;
  }

  protected override render() {
    if (this.state === null) return nothing;
    const state = this.state;
    // One button per wording: two tokens of a kind give two moves that read (and do) the same.
    const about = distinctByWords(this.area === null ? this.moves : this.moves.filter((m) => moveArea(m) === this.area), (m) => moveWords(m, state));
    // Passing is offered last, so the first button always does something.
    const shown = [...about.filter((m) => !isDecline(m)), ...about.filter(isDecline)];
    const note = this.decision === null ? null : decisionNote(this.decision, state);
    return html`
      ${note === null ? nothing : html`<p class="note">${note}</p>`}
      ${this.area === null
        ? nothing
        : html`<p class="row">${t('choices.in', { area: areaName(this.area) })} <button @click=${() => (this.area = null)}>${t('choices.showAll')}</button></p>`}
      <div class="choices ${shown.length > 8 && shown.every((m) => m.kind === 'bid') ? 'many' : ''}" role="group">
        ${shown.map((move) => html`<button class=${isDecline(move) ? 'decline' : ''} @click=${() => emit(this, 'request-move', { move }, true)}>${this.label(move)}</button>`)}
      </div>
    `;
  }
}
