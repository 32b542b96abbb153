// <so-march-panel>: resolving a March order (the engine's `march` choice space). Choose the order
// (on the board or in the list), then send each unit somewhere or keep it: pick a unit and click a
// lit destination, or click a destination with no unit picked to send every unit that can go
// there; a menu per unit does the same from the keyboard. Armies may split. Whether a Power token
// stays behind is asked after the march (leave-power-token); the panel says so when every unit
// leaves where one may stay. The engine's trial run judges the march.
import { t } from '../../i18n/translate';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import type { AreaId, GameState, MarchChoice } from '../../../engine/index';
import type { PickEvent } from '../../../scene/index';
import { emit } from '../common/events';
import { violationOf } from './legality';
import { canLeavePowerToken, destinationsFor, marchMove, optionOf, sendAll, setTarget, startMarch, type MarchDraft } from './march-draft';
import { moveWords } from '../game/move-words';
import { panelStyles } from '../common/panel.styles';
import { areaName, unitList, unitName } from '../game/words';

/**
 * @fires request-move - the user resolves the march (a `resolve-march` move)
 * @fires preview-change - the March orders to choose from, or the picked unit's destinations
 */
export class MarchPanelElement extends LitElement {
  static override styles = panelStyles;

  @property({ attribute: false }) state: GameState | null = null;
  @property({ attribute: false }) space: MarchChoice | null = null;
  @internal() private draft: MarchDraft | null = null;
  @internal() private unit: number | null = null;

  acceptPick(pick: PickEvent): void {
    const space = this.space;
    if (space === null) return;
    const draft = this.draft;
    const option = draft === null ? null : optionOf(space, draft.area);
    if (draft === null || option === null) {
      const chosen = optionOf(space, pick.area);
      if (chosen !== null) this.choose(chosen.area);
      return;
    }
    if (pick.area === option.area) {
      // Back to the origin: the picked unit (or everyone) stays.
      this.draft = this.unit === null ? startMarch(option) : setTarget(draft, this.unit, null);
      return;
    }
    const unitType = this.unit === null ? null : option.units[this.unit];
    if (unitType !== undefined && unitType !== null) {
      if (destinationsFor(option, unitType).some((d) => d.to === pick.area)) this.draft = setTarget(draft, this.unit!, pick.area);
      return;
    }
    if (option.destinations.some((d) => d.to === pick.area)) this.draft = sendAll(option, draft, pick.area);
  }

  private choose(area: AreaId): void {
    const option = this.space === null ? null : optionOf(this.space, area);
    this.draft = option === null ? null : startMarch(option);
    this.unit = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('space')) {
      const space = this.space;
      // A new decision: start over; a single March order is chosen at once.
      this.draft = null;
      this.unit = null;
      if (space !== null && space.orders.length === 1) this.draft = startMarch(space.orders[0]!);
    }
  }

  protected override updated(changed: PropertyValues): void {
    if (!(changed.has('space') || changed.has('draft') || changed.has('unit')) || this.space === null) return;
    const option = this.draft === null ? null : optionOf(this.space, this.draft.area);
    if (option === null || this.draft === null) {
      emit(this, 'preview-change', { highlight: this.space.orders.map((o) => o.area), orders: [] });
      return;
    }
    const type = this.unit === null ? null : option.units[this.unit];
    const dests = type === null || type === undefined ? option.destinations : destinationsFor(option, type);
    // The planned march is drawn on the board: units stand where they are sent.
    emit(this, 'preview-change', { highlight: [...new Set(dests.map((d) => d.to))], orders: [], march: marchMove(this.space, option, this.draft) });
  }

  private renderChoose(space: MarchChoice) {
    return html`<p class="hint">${t('march.choose')}</p>
      <div class="choices">
        ${space.orders.map(
          (o) => html`<button data-area=${o.area} @click=${() => this.choose(o.area)}>
            <strong>${areaName(o.area)}</strong>: ${unitList(o.units)}${o.staying > 0 ? t('march.routedStay', { count: o.staying }) : ''}
          </button>`,
        )}
      </div>`;
  }

  protected override render() {
    const { space, state, draft } = this;
    if (space === null || state === null) return nothing;
    if (draft === null) return this.renderChoose(space);
    const option = optionOf(space, draft.area);
    if (option === null) return nothing;
    const move = marchMove(space, option, draft);
    const violation = violationOf(state, move);
    const leave = canLeavePowerToken(option, draft);
    return html`
      <p><strong>${t('march.from', { area: areaName(option.area) })}</strong></p>
      <p class="hint">${t('march.hint')}</p>
      <table class="units">
        <tbody>
          ${option.units.map((type, i) => {
            const dests = destinationsFor(option, type);
            return html`<tr>
              <td>
                <button class="unit" aria-pressed=${this.unit === i ? 'true' : 'false'} @click=${() => (this.unit = this.unit === i ? null : i)}>${unitName(type)}</button>
              </td>
              <td>
                <select
                  aria-label=${t('march.destination', { unit: unitName(type), n: i + 1 })}
                  data-unit=${i}
                  @change=${(e: Event) => {
                    const value = (e.target as HTMLSelectElement).value;
                    this.draft = setTarget(draft, i, value === '' ? null : (value as AreaId));
                  }}
                >
                  <option value="" ?selected=${draft.targets[i] === null}>${t('march.stay', { area: areaName(option.area) })}</option>
                  ${dests.map(
                    (d) => html`<option value=${d.to} ?selected=${draft.targets[i] === d.to}>${t('march.destinationOption', { area: areaName(d.to), attack: d.contested ? 'yes' : 'no', room: d.room ?? -1 })}</option>`,
                  )}
                </select>
              </td>
            </tr>`;
          })}
        </tbody>
      </table>
      ${option.staying > 0 ? html`<p class="hint">${t('march.routed', { count: option.staying })}</p>` : nothing}
      ${leave ? html`<p class="hint power-token">${t('march.tokenNext', { area: areaName(option.area) })}</p>` : nothing}
      ${violation === null ? nothing : html`<p class="violation" role="alert">${violation.message}</p>`}
      <p class="hint">${moveWords(move, state)}</p>
      <div class="actions">
        <button class="primary submit" ?disabled=${violation !== null} @click=${() => emit(this, 'request-move', { move }, true)}>
          ${move.moves.length === 0 ? t('march.removeOrder') : t('march.submit')}
        </button>
        ${space.orders.length > 1 ? html`<button @click=${() => (this.draft = null)}>${t('march.another')}</button>` : nothing}
        ${move.moves.length === 0
          ? nothing // everyone stays already: beside "Remove the order without moving" it read as the same choice
          : html`<button class="stay-all" @click=${() => (this.draft = startMarch(option))}>${t('march.everyoneStays')}</button>`}
      </div>
    `;
  }
}
