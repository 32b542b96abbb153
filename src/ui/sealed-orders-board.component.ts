// <sealed-orders-board>: the embeddable board. Shows a game state given as the `state` property,
// or a replay loaded from the `src` URL (a game's config and moves, re-applied with the engine),
// with a caption and, with `controls`, buttons and a slider to step through the replay; or, with
// `watch`, a live game: it watches from a lobby link (watch-controller.ts).
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import { buildPosition, LAST_ROUND, type GameState } from '../../engine/index';
import { phaseName, phaseOf } from './phase';
import type { GameDriver } from './game-driver';
import { ReplayController } from './replay-controller';
import { WatchController } from './watch-controller';
import { sealedOrdersBoardStyles } from './sealed-orders-board.styles';
import { houseName } from './words';

/** The detail of `board-error`. */
export interface BoardError {
  readonly source: 'replay' | 'watch' | 'position';
  /** The replay URL or the lobby link ('' for a position). */
  readonly url: string;
  readonly message: string;
}

/**
 * @attr src - URL of a replay: `{ "config": {…}, "moves": […] }` or a bare array of moves
 * @attr players - the player count of a bare array of moves (default 6)
 * @attr step - the state to show: the number of moves applied (default: all)
 * @attr controls - show buttons and a slider to step through a replay
 * @attr watch - a lobby link (`…#lobby=<id>`): join it as a watcher before the game starts, then show the live game
 * @attr watch-name - the name the lobby shows for this board (default "Embedded board")
 * @attr position - a fixed position to show: the JSON of a position description (the engine's buildPosition: players, areas with their units and tokens, tracks, Power, round…); wins over `watch` and `src`
 * @fires replay-state - the shown replay step changed (detail: { step, total })
 * @fires board-error - a replay, a watch or a position failed (detail: { source: 'replay' | 'watch' | 'position', url, message }); the caption shows it too, nothing is thrown into the page
 * @csspart board - the board element
 * @cssproperty --so-bg - background
 */
export class SealedOrdersBoardElement extends LitElement {
  static override styles = sealedOrdersBoardStyles;

  /** A state to show; wins over `src` when both are set. */
  @property({ attribute: false }) state: GameState | null = null;
  @property() src = '';
  @property({ type: Number }) players = 6;
  @property({ type: Number }) step: number | null = null;
  @property({ type: Boolean }) controls = false;
  @property() watch = '';
  @property({ attribute: 'watch-name' }) watchName = 'Embedded board';
  /** A position description as JSON (see @attr position); '' shows none. */
  @property() position = '';
  @internal() private shown = 0;
  /** The position built from `position`, or why it could not be. */
  #fixed: { readonly state: GameState } | { readonly error: string } | null = null;
  /** The failure last announced by `board-error`, so each one is fired once. */
  #announced = '';

  readonly #replay = new ReplayController(this, () => ({ players: this.players }));
  readonly #watch = new WatchController(this, () => this.watchName);

  /** The live game's driver while watching (read-only: it refuses every move), else null. */
  get watching(): GameDriver | null {
    return this.#watch.status.kind === 'watching' ? this.#watch.status.driver : null;
  }

  /** The replay's states once loaded (new game first), else an empty list. */
  get states(): readonly GameState[] {
    return this.#replay.status.kind === 'ready' ? this.#replay.status.states : [];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('position')) this.#fixed = this.position.trim() === '' ? null : fixedPosition(this.position);
    if (changed.has('src')) this.#replay.url = this.src === '' ? null : new URL(this.src, document.baseURI).href;
    if (changed.has('watch')) this.#watch.link = this.watch === '' ? null : this.watch;
    const total = this.states.length - 1;
    if (total >= 0) this.shown = Math.max(0, Math.min(this.step ?? total, total));
  }

  protected override updated(): void {
    const failure = this.failure();
    const key = failure === null ? '' : `${failure.source} ${failure.url} ${failure.message}`;
    if (key === this.#announced) return;
    this.#announced = key;
    if (failure !== null) this.dispatchEvent(new CustomEvent('board-error', { detail: failure, bubbles: true, composed: true }));
  }

  /** What failed to load or to join, if anything. */
  private failure(): BoardError | null {
    if (this.#fixed !== null && 'error' in this.#fixed && this.state === null) return { source: 'position', url: '', message: this.#fixed.error };
    const watch = this.#watch.status;
    if (watch.kind === 'failed') return { source: 'watch', url: watch.link, message: watch.message };
    const replay = this.#replay.status;
    if (replay.kind === 'failed') return { source: 'replay', url: replay.url, message: replay.error.message };
    return null;
  }

  private go(step: number): void {
    this.step = step;
    this.dispatchEvent(new CustomEvent('replay-state', { detail: { step, total: this.states.length - 1 }, bubbles: true, composed: true }));
  }

  /** What is shown, or why nothing is: a watch that failed or is joining, then the replay's status. */
  private caption(shown: GameState | null) {
    if (this.state === null && this.#fixed !== null && 'error' in this.#fixed) return html`<span class="error">Could not show the position: ${this.#fixed.error}</span>`;
    const watch = this.#watch.status;
    if (watch.kind === 'failed') return html`<span class="error">Could not watch ${watch.link}: ${watch.message}</span>`;
    if (shown !== null) {
      const live = this.watching !== null && this.state === null ? 'Live · ' : '';
      return `${live}Round ${shown.round}/${LAST_ROUND} · ${phaseName(phaseOf(shown))}${shown.winner === null ? '' : ` · ${houseName(shown.winner)} wins`}`;
    }
    if (watch.kind === 'joining') return 'Joining the lobby to watch…';
    const status = this.#replay.status;
    if (status.kind === 'failed') return html`<span class="error">Could not show ${status.url}: ${status.error.message}</span>`;
    return status.kind === 'loading' ? 'Loading the replay…' : 'No game to show';
  }

  protected override render() {
    const fixed = this.#fixed !== null && 'state' in this.#fixed ? this.#fixed.state : null;
    const shown = this.state ?? fixed ?? this.watching?.state() ?? this.states[this.shown] ?? null;
    const total = this.states.length - 1;
    return html`
      <so-game-board part="board" .state=${shown} label="A Game of Thrones board"></so-game-board>
      <div class="caption" role="status">${this.caption(shown)}</div>
      ${this.controls && this.state === null && this.#fixed === null && total > 0
        ? html`<div class="controls">
            <button aria-label="First move" @click=${() => this.go(0)} ?disabled=${this.shown === 0}>«</button>
            <button aria-label="Previous move" @click=${() => this.go(this.shown - 1)} ?disabled=${this.shown === 0}>‹</button>
            <input type="range" min="0" max=${total} .value=${String(this.shown)} aria-label="Move" @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))} />
            <button aria-label="Next move" @click=${() => this.go(this.shown + 1)} ?disabled=${this.shown === total}>›</button>
            <button aria-label="Last move" @click=${() => this.go(total)} ?disabled=${this.shown === total}>»</button>
            <span class="count">${this.shown}/${total}</span>
          </div>`
        : nothing}
    `;
  }
}

/** The longest position description read: a whole board with every token is a few kilobytes. */
const MAX_POSITION_TEXT = 64 * 1024;

/** A state from the JSON of a position description, or the first thing wrong with it (never throws). */
export function fixedPosition(text: string): { readonly state: GameState } | { readonly error: string } {
  if (text.length > MAX_POSITION_TEXT) return { error: `the description is longer than ${MAX_POSITION_TEXT} characters` };
  let description: unknown;
  try {
    description = JSON.parse(text);
  } catch {
    return { error: 'the description is not JSON' };
  }
  const built = buildPosition(description);
  return built.ok ? { state: built.state } : { error: built.errors[0] ?? 'the description was refused' };
}
