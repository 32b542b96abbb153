// <so-orders-panel>: placing Order tokens (the engine's `orders` choice space). Pick an area (on
// the board or in the list), then a token; or drag a token onto an area of the board. Placed
// tokens show face up on the board until the orders are handed in. Only the space's tokens are
// offered; the engine's trial run says whether the whole set is legal.
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import { ORDER_TOKENS, type AreaId, type GameState, type OrderChoice, type OrderTokenId } from '../../../engine/index';
import type { PickEvent } from '../../../scene/index';
import { emit } from '../common/events';
import { violationOf } from './legality';
import { assignToken, clearArea, isComplete, nextOpenArea, ordersMove, tokenOffers, tokenOn, type OrderDraft } from './order-draft';
import { keyLabel, tokenForKey } from './orders-panel.keys';
import { ordersPanelStyles } from './orders-panel.styles';
import { ORDERS_WORDS as W } from './orders-panel.words';
import { areaName, tokenGlyph, tokenName, unitList } from '../game/words';

/** Pixels a pointer must travel on a token before it counts as a drag rather than a click. */
const DRAG_SLOP = 8;

/**
 * @fires request-move - the user hands in the orders (a `place-orders` move)
 * @fires preview-change - areas still without an order, and the draft shown face up
 * @fires request-pick-at - where a dragged token was dropped
 */
export class OrdersPanelElement extends LitElement {
  static override styles = ordersPanelStyles;

  @property({ attribute: false }) state: GameState | null = null;
  @property({ attribute: false }) space: OrderChoice | null = null;
  @internal() private draft: OrderDraft = [];
  @internal() private selected: AreaId | null = null;
  @internal() private drag: { token: OrderTokenId; x: number; y: number; moved: boolean; id: number } | null = null;
  #suppressClick = false;

  constructor() {
    super();
    this.addEventListener('keydown', this.onKey);
  }

  /** Shortcuts while focus is in the panel (orders-panel.keys.ts); Enter and Space stay the buttons'. */
  private readonly onKey = (e: KeyboardEvent): void => {
    const space = this.space;
    if (space === null || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const i = this.selected === null ? -1 : space.areas.indexOf(this.selected);
      const n = space.areas.length;
      this.selected = space.areas[(i + (e.key === 'ArrowDown' ? 1 : n - 1) + n) % n] ?? null;
      e.preventDefault();
      return;
    }
    if ((e.key === 'Delete' || e.key === 'Backspace') && this.selected !== null) {
      this.draft = clearArea(this.draft, this.selected);
      e.preventDefault();
      return;
    }
    const token = tokenForKey(space, this.draft, this.selected, e.key);
    if (token === null) return;
    e.preventDefault();
    this.place(token, this.selected);
    // A complete set by keyboard: Enter seals it.
    if (isComplete(space, this.draft)) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>('button.submit:not([disabled])')?.focus());
  };

  /** A board pick selects the picked area when it needs an order. */
  acceptPick(pick: PickEvent): void {
    if (this.space?.areas.includes(pick.area)) this.selected = pick.area;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const before = changed.get('space');
    if (changed.has('space') && (before === undefined || before?.house !== this.space?.house || before?.areas.join() !== this.space?.areas.join())) {
      this.draft = [];
      this.selected = this.space?.areas[0] ?? null;
    }
  }

  protected override updated(changed: PropertyValues): void {
    if (this.space !== null && (changed.has('draft') || changed.has('space'))) {
      const open = this.space.areas.filter((a) => tokenOn(this.draft, a) === null);
      emit(this, 'preview-change', { highlight: open, orders: this.draft });
    }
  }

  private place(token: OrderTokenId, area: AreaId | null): void {
    const space = this.space;
    if (space === null || area === null) return;
    this.draft = assignToken(this.draft, area, token);
    this.selected = nextOpenArea(space, this.draft, area) ?? area;
  }

  private onTokenDown(e: PointerEvent, token: OrderTokenId): void {
    if (e.button !== 0) return;
    this.drag = { token, x: e.clientX, y: e.clientY, moved: false, id: e.pointerId };
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
  }

  private onTokenMove(e: PointerEvent): void {
    const d = this.drag;
    if (d === null || d.id !== e.pointerId) return;
    const moved = d.moved || Math.hypot(e.clientX - d.x, e.clientY - d.y) > DRAG_SLOP;
    this.drag = { ...d, x: e.clientX, y: e.clientY, moved };
  }

  private onTokenUp(e: PointerEvent): void {
    const d = this.drag;
    this.drag = null;
    if (d === null || d.id !== e.pointerId || !d.moved) return;
    this.#suppressClick = true;
    const request = { x: e.clientX, y: e.clientY, result: null as PickEvent | null };
    emit(this, 'request-pick-at', request);
    const area = request.result?.area ?? null;
    if (area !== null && this.space?.areas.includes(area)) this.place(d.token, area);
  }

  private onTokenClick(token: OrderTokenId): void {
    if (this.#suppressClick) {
      this.#suppressClick = false;
      return;
    }
    this.place(token, this.selected);
  }

  protected override render() {
    const { space, state } = this;
    if (space === null || state === null) return nothing;
    const offers = tokenOffers(space, this.draft, this.selected);
    const stars = this.draft.filter((o) => ORDER_TOKENS[o.token].star).length;
    const optional = space.optional === true; // [1E-PLAN-03]: an area may stay without an order
    const complete = isComplete(space, this.draft);
    const move = ordersMove(space, this.draft);
    const violation = complete ? violationOf(state, move) : null;
    const own = (area: AreaId) => state.areas[area].units.filter((u) => u.house === space.house).map((u) => u.type);
    return html`
      <p class="hint">${W.hint}</p>
      <p class="hint keys">${W.keysHint}</p>
      <p>
        ${W.progress(this.draft.length, space.count, stars, space.maxStars)}
        ${space.count < space.areas.length && !optional ? html`<br /><span class="hint">${W.fewerTokens(space.count)}</span>` : nothing}
        ${optional ? html`<br /><span class="hint optional">${W.optional}</span>` : nothing}
      </p>
      <ul class="areas" aria-label=${W.yourAreas}>
        ${space.areas.map((area) => {
          const token = tokenOn(this.draft, area);
          return html`<li>
            <button class="area" aria-pressed=${this.selected === area ? 'true' : 'false'} data-area=${area} @click=${() => (this.selected = area)}>
              <strong>${areaName(area)}</strong> <span class="hint">${unitList(own(area))}</span>
              <span class="placed">${token === null ? W.noToken : tokenName(token)}</span>
            </button>
            ${token === null ? nothing : html`<button class="clear" aria-label=${W.takeOff(area)} @click=${() => (this.draft = clearArea(this.draft, area))}>✕</button>`}
          </li>`;
        })}
      </ul>
      <div class="tray" role="group" aria-label=${this.selected === null ? W.tray : W.trayFor(this.selected)}>
        ${offers.map(
          (o) => html`<button
            class="token ${ORDER_TOKENS[o.token].type} ${o.usedOn !== null ? 'used' : ''}"
            data-token=${o.token}
            title=${W.tokenTitle(o.token, o.usedOn, o.overStarLimit, keyLabel(o.token))}
            aria-keyshortcuts=${keyLabel(o.token)}
            ?disabled=${o.overStarLimit}
            @pointerdown=${(e: PointerEvent) => this.onTokenDown(e, o.token)}
            @pointermove=${(e: PointerEvent) => this.onTokenMove(e)}
            @pointerup=${(e: PointerEvent) => this.onTokenUp(e)}
            @pointercancel=${() => (this.drag = null)}
            @click=${() => this.onTokenClick(o.token)}
          >
            ${tokenGlyph(o.token)}
          </button>`,
        )}
      </div>
      ${this.drag?.moved ? html`<div class="ghost" style="left:${this.drag.x}px;top:${this.drag.y}px">${tokenGlyph(this.drag.token)}</div>` : nothing}
      ${violation === null ? nothing : html`<p class="violation" role="alert">${violation.message}</p>`}
      <div class="actions">
        <button class="primary submit" ?disabled=${!complete || violation !== null} @click=${() => emit(this, 'request-move', { move }, true)}>${W.seal}</button>
        <button ?disabled=${this.draft.length === 0} @click=${() => (this.draft = [])}>${W.clear}</button>
      </div>
    `;
  }
}
