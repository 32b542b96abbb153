// <so-game-board>: the Three.js board inside a Lit element. Draws the `state` it is given with the
// `selection` on top, and reports clicks and taps as `board-pick` events. The scene is mounted on
// connect and freed on disconnect (BoardController), and sized by a ResizeObserver (ResizeController).
// An area's card (name, holder, units, order, tokens, castle, barrels, crowns) shows on hover, on a
// long press, and from the keyboard: arrow keys go from area to area, Enter picks the area. Marches
// and retreats travel (none if the player prefers reduced motion); a press or a key skips them.
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import { type AreaId, type GameState, type House } from '../../../engine/index';
import { boardOfGame } from '../game/edition';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages.en';
import { onLocaleChange } from '../../i18n/locale';
import { inLocale } from '../../i18n/translate';
import type { Board, PickEvent, Selection } from '../../../scene/index';
import { areaFacts, type AreaFacts } from './area-card';
import { BoardController } from './board-controller';
import { emit } from '../common/events';
import { BOARD_WORDS as W } from './game-board.words';
import { ResizeController } from './resize-controller';
import { boardStyles } from './game-board.styles';

/** A press held this long without moving (ms) shows the area's card on a touch screen. */
const LONG_PRESS_MS = 500;
const LONG_PRESS_SLOP = 8;

/**
 * @fires board-pick - the user clicked or tapped an area, unit or order, or pressed Enter on an area (detail: the scene's PickEvent)
 * @csspart canvas - the WebGL canvas
 * @csspart card - the area card
 */
export class GameBoardElement extends LitElement {
  static override styles = boardStyles;

  @property({ attribute: false }) state: GameState | null = null;
  @property({ attribute: false }) selection: Selection = {};
  /** Accessible name of the board picture. */
  @property() label: string = W.label;
  /**
   * The language of the board's words and painted area names when it is not the page's (an
   * embedded board's `lang`); null: the page's. A change mounts the board again: the area names are
   * painted when it mounts.
   */
  @property({ attribute: false }) language: { readonly locale: Locale; readonly messages: Messages } | null = null;
  /** The area the camera frames at first (null: the whole map); a change frames it again. */
  @property({ attribute: false }) camera: AreaId | null = null;
  /** The mounted board last framed to `camera`: a board mounted again (language, reconnection) is framed anew. */
  #framed: Board | null = null;
  /** The area whose card is shown, and where (CSS px in the element). */
  @internal() private card: { area: AreaId; x: number; y: number } | null = null;

  readonly #board = new BoardController(this, {
    container: () => this.renderRoot.querySelector<HTMLElement>('.stage'),
    onPick: (event) => emit(this, 'board-pick', event),
    // The edition of the state it is about to show: the first mount draws that board at once.
    state: () => this.state,
  });
  #hoverFrame = 0;
  #offLocale: (() => void) | null = null;
  #press: { x: number; y: number; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor() {
    super();
    new ResizeController(
      this,
      () => this.renderRoot.querySelector('.stage'),
      (w, h) => this.#board.resize(w, h),
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('language') && this.#board.board !== null) this.#board.remount();
  }

  /** A whole update — render, and the board's mount with its painted names — in the board's language. */
  protected override performUpdate(): void {
    const language = this.language;
    if (language === null) return super.performUpdate();
    inLocale(language.locale, language.messages, () => super.performUpdate());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The page's language changed (the picker, mid-game): the names painted on the map are the old
    // language's until the board mounts again. A board with its own `language` keeps it.
    this.#offLocale = onLocaleChange(() => {
      if (this.language !== null || this.#board.board === null) return;
      this.#board.remount();
      this.requestUpdate();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#offLocale?.();
    this.#offLocale = null;
    cancelAnimationFrame(this.#hoverFrame);
    this.#cancelPress();
    this.card = null;
  }

  /** The mounted board (null while disconnected): stats(), renderer, resetView(). */
  get board(): Board | null {
    return this.#board.board;
  }

  /** What lies on the board under a point of the page, or null. */
  pickAt(clientX: number, clientY: number): PickEvent | null {
    return this.#board.pickAt(clientX, clientY);
  }

  /** The facts the card of `area` shows now. */
  facts(area: AreaId): AreaFacts | null {
    if (this.state === null) return null;
    const sealed = this.selection.sealedOrders?.find((o) => o.area === area)?.house ?? null;
    return areaFacts(this.state, area, sealed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    // A remount re-applies the last shown state itself (BoardController.hostUpdated).
    if (this.state !== null && (changed.has('state') || changed.has('selection'))) {
      this.#board.show(this.state, this.selection);
    }
    const board = this.#board.board;
    if (board !== null && (changed.has('camera') || board !== this.#framed)) {
      this.#framed = board;
      if (this.camera === null) board.resetView();
      else board.frameArea(this.camera);
    }
  }

  /** Shows the card of whatever area lies under a page point (or hides it). */
  #cardAt(clientX: number, clientY: number): void {
    const pick = this.#board.pickAt(clientX, clientY);
    const rect = this.getBoundingClientRect();
    this.card = pick === null ? null : { area: pick.area, x: clientX - rect.left, y: clientY - rect.top };
  }

  #cancelPress(): void {
    if (this.#press !== null) clearTimeout(this.#press.timer);
    this.#press = null;
  }

  private readonly onPointerMove = (e: PointerEvent): void => {
    if (this.#press !== null && Math.hypot(e.clientX - this.#press.x, e.clientY - this.#press.y) > LONG_PRESS_SLOP) this.#cancelPress();
    if (e.pointerType !== 'mouse' || e.buttons !== 0) return;
    cancelAnimationFrame(this.#hoverFrame);
    const { clientX, clientY } = e;
    this.#hoverFrame = requestAnimationFrame(() => this.#cardAt(clientX, clientY));
  };

  private readonly onPointerDown = (e: PointerEvent): void => {
    this.#cancelPress();
    this.#board.board?.skipAnimations();
    if (e.pointerType === 'mouse') return;
    this.card = null;
    const { clientX, clientY } = e;
    this.#press = { x: clientX, y: clientY, timer: setTimeout(() => this.#cardAt(clientX, clientY), LONG_PRESS_MS) };
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    this.#board.board?.skipAnimations();
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      const ids = boardOfGame(this.state).ids; // the areas of the game's board
      const i = this.card === null ? (step > 0 ? -1 : 0) : ids.indexOf(this.card.area);
      const area = ids[(i + step + ids.length) % ids.length]!;
      const at = this.#board.areaPoint(area);
      this.card = { area, x: at?.x ?? 0, y: at?.y ?? 0 };
    } else if ((e.key === 'Enter' || e.key === ' ') && this.card !== null) {
      emit(this, 'board-pick', { kind: 'area', area: this.card.area });
    } else if (e.key === 'Escape') this.card = null;
    else return;
    e.preventDefault();
  };

  private renderCard() {
    const card = this.card;
    const f = card === null ? null : this.facts(card.area);
    if (card === null || f === null) return nothing;
    const wide = this.clientWidth;
    // Beside the point, on the side with more room.
    const style = `${card.x > wide / 2 ? `right:${wide - card.x + 14}px` : `left:${card.x + 14}px`};top:${Math.max(4, card.y - 20)}px`;
    const line = (text: string) => html`<li>${text}</li>`;
    return html`<div class="card" part="card" style=${style}>
      <strong class="name">${W.area(f.area)}</strong>
      <ul>
        ${f.kind === 'sea' ? line(W.sea) : f.kind === 'port' ? line(W.port) : nothing}
        ${line(W.owner(f.holder))}
        ${f.units.length === 0 ? line(W.noUnits) : f.units.map((u) => html`${line(W.units(u.house, u.types))}${u.routed > 0 ? line(W.routed(u.routed)) : nothing}`)}
        ${f.order === null ? nothing : line(W.order(f.order.house, f.order.token))}
        ${f.powerToken === null ? nothing : line(W.powerToken(f.powerToken))}
        ${f.garrison === null ? nothing : line(W.garrison(f.garrison))}
        ${f.neutralForce === null ? nothing : line(W.neutral(f.neutralForce))}
        ${f.kind === 'land' ? html`${line(W.fortification(f.fortification))}${line(W.supply(f.supply))}${line(W.crowns(f.crowns))}` : nothing}
        ${f.home === null ? nothing : line(W.home(f.home as House))}
      </ul>
    </div>`;
  }

  protected override render() {
    return html`<div
        class="stage"
        role="img"
        tabindex="0"
        aria-label=${this.label}
        aria-description=${W.keys}
        @pointermove=${this.onPointerMove}
        @pointerdown=${this.onPointerDown}
        @pointerup=${() => this.#cancelPress()}
        @pointercancel=${() => this.#cancelPress()}
        @pointerleave=${(e: PointerEvent) => e.pointerType === 'mouse' && (this.card = null)}
        @keydown=${this.onKey}
        @blur=${() => (this.card = null)}
      ></div>
      <div class="live" role="status" aria-live="polite">${this.card === null ? '' : W.area(this.card.area)}</div>
      ${this.renderCard()}
      <button class="reset" title=${W.reset} aria-label=${W.reset} @click=${() => this.#board.board?.resetView()}>⤢</button>`;
  }
}
