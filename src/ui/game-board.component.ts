// <so-game-board>: the Three.js board inside a Lit element. Draws the `state` it is given with the
// `selection` on top, and reports clicks and taps as `board-pick` events. The scene is mounted on
// connect and freed on disconnect (BoardController), and sized by a ResizeObserver (ResizeController).
import { html, LitElement, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { GameState } from '../../engine/index';
import type { Board, PickEvent, Selection } from '../../scene/index';
import { BoardController } from './board-controller';
import { emit } from './events';
import { ResizeController } from './resize-controller';
import { boardStyles } from './game-board.styles';

/**
 * @fires board-pick - the user clicked or tapped an area, unit or order (detail: the scene's PickEvent)
 * @csspart canvas - the WebGL canvas
 */
export class GameBoardElement extends LitElement {
  static override styles = boardStyles;

  @property({ attribute: false }) state: GameState | null = null;
  @property({ attribute: false }) selection: Selection = {};
  /** Accessible name of the board picture. */
  @property() label = 'Game board';

  readonly #board = new BoardController(this, {
    container: () => this.renderRoot.querySelector<HTMLElement>('.stage'),
    onPick: (event) => emit(this, 'board-pick', event),
  });

  constructor() {
    super();
    new ResizeController(
      this,
      () => this.renderRoot.querySelector('.stage'),
      (w, h) => this.#board.resize(w, h),
    );
  }

  /** The mounted board (null while disconnected): stats(), renderer, resetView(). */
  get board(): Board | null {
    return this.#board.board;
  }

  /** What lies on the board under a point of the page, or null. */
  pickAt(clientX: number, clientY: number): PickEvent | null {
    return this.#board.pickAt(clientX, clientY);
  }

  protected override updated(changed: PropertyValues<this>): void {
    // A remount re-applies the last shown state itself (BoardController.hostUpdated).
    if (this.state !== null && (changed.has('state') || changed.has('selection'))) {
      this.#board.show(this.state, this.selection);
    }
  }

  protected override render() {
    return html`<div class="stage" role="img" aria-label=${this.label}></div>
      <button class="reset" title="Show the whole map" @click=${() => this.#board.board?.resetView()}>⤢</button>`;
  }
}
