// <sealed-orders-board>: the embeddable board. Shows a game state given as the `state` property,
// or a replay loaded from the `src` URL (a game's config and moves, re-applied with the engine),
// with a caption and, with `controls`, buttons and a slider to step through the replay; or, with
// `watch`, a live game: it watches from a lobby link (watch-controller.ts). With `lang`, it and its
// board speak that language whatever the page's is (src/i18n's inLocale). With `events`, a replay
// step also lists what its move set off, in the game log's words (event-words.ts).
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import { applyWithEvents, AREA_IDS, AREA_IDS_1E, buildPosition, LAST_ROUND, type AreaId, type GameEvent, type GameState, type Move } from '../../../engine/index';
import { loadCatalogue } from '../../i18n/load';
import { isRightToLeft, negotiateLocale, type Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages.en';
import { inLocale, t } from '../../i18n/translate';
import { eventLine } from '../game/event-words';
import { phaseName, phaseOf } from '../game/phase';
import type { GameDriver } from '../drivers/game-driver';
import { ReplayController } from '../replays/replay-controller';
import { WatchController } from '../drivers/watch-controller';
import { sealedOrdersBoardStyles } from './sealed-orders-board.styles';
import { houseName } from '../game/words';

/** The detail of `board-error`. */
export interface BoardError {
  readonly source: 'replay' | 'watch' | 'position' | 'camera';
  /** The replay URL or the lobby link ('' for a position or a camera). */
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
 * @attr camera - what the camera frames at first: `whole` (the default) or an area's id (`kings-landing`, `the-shivering-sea`…) to zoom to it; the viewer can still pan and zoom, and a reset frames the whole map; a value that names no area leaves the whole map framed and fires board-error
 * @attr events - under the caption, list what the replay step's move set off (combats with their strengths, cards, bids…), one line per event of the engine, in the board's language
 * @attr lang - the language of the board's words and area names: en, sr, ru, cs or he (a tag such as `ru-RU` is read as `ru`; another language shows English); without it, the page's (English unless the page set another)
 * @fires replay-state - the shown replay step changed (detail: { step, total })
 * @fires board-error - a replay, a watch, a position or a camera value failed (detail: { source: 'replay' | 'watch' | 'position' | 'camera', url, message }); the caption shows it too (a bad camera value only fires), nothing is thrown into the page
 * @csspart board - the board element
 * @csspart events - the list of the step's event lines (with `events`; one `li` per event)
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
  /** What the camera frames: 'whole' or '' (the whole map) or an area id (see @attr camera). */
  @property() camera = '';
  @property({ type: Boolean }) events = false;
  @internal() private shown = 0;
  /** The position built from `position`, or why it could not be. */
  #fixed: { readonly state: GameState } | { readonly error: string } | null = null;
  /** The failure last announced by `board-error`, so each one is fired once. */
  #announced = '';
  /** The language `lang` asks for (null: none asked, the page's), and the one loaded for it. */
  #wanted: Locale | null = null;
  #language: { readonly locale: Locale; readonly messages: Messages } | null = null;

  // `lang` is HTML's own attribute (HTMLElement.lang reflects it), so it is observed, not redeclared.
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.#speak(value);
  }

  /** Fetches the catalogue `tag` names and renders in it once it is here (a later `lang` wins). */
  #speak(tag: string | null): void {
    const wanted = tag === null || tag.trim() === '' ? null : negotiateLocale([tag]);
    this.#wanted = wanted;
    if (wanted === null) {
      this.#language = null;
      return this.requestUpdate();
    }
    const settle = (messages: Messages) => {
      if (this.#wanted !== wanted) return;
      this.#language = { locale: wanted, messages };
      this.requestUpdate();
    };
    // English has nothing to fetch; a catalogue that cannot be fetched leaves its keys in English.
    loadCatalogue(wanted).then(settle, () => settle({}));
  }

  /** Every update in the board's own language when `lang` gives one. */
  protected override performUpdate(): void {
    const language = this.#language;
    if (language === null) return super.performUpdate();
    inLocale(language.locale, language.messages, () => super.performUpdate());
  }

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

  /** The area `camera` names (null: the whole map), or why it names none. */
  #framing: { readonly area: AreaId | null } | { readonly error: string } = { area: null };
  /** What the move into replay step `step` set off (none for the new game, or without a replay). */
  private stepEvents(step: number): readonly GameEvent[] {
    const status = this.#replay.status;
    if (status.kind !== 'ready' || step < 1 || step > status.moves.length) return [];
    return replayStepEvents(status.states[step - 1]!, status.moves[step - 1]!);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('camera')) this.#framing = cameraFraming(this.camera);
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
    if ('error' in this.#framing) return { source: 'camera', url: '', message: this.#framing.error };
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
    if (this.state === null && this.#fixed !== null && 'error' in this.#fixed) return html`<span class="error">${t('embed.positionError', { message: this.#fixed.error })}</span>`;
    const watch = this.#watch.status;
    if (watch.kind === 'failed') return html`<span class="error">${t('embed.watchError', { link: watch.link, message: watch.message })}</span>`;
    if (shown !== null) {
      const at = { round: shown.round, last: LAST_ROUND, phase: phaseName(phaseOf(shown)) };
      const caption = shown.winner === null ? t('embed.round', at) : t('embed.won', { ...at, house: houseName(shown.winner) });
      return this.watching !== null && this.state === null ? t('embed.live', { caption }) : caption;
    }
    if (watch.kind === 'joining') return t('embed.joining');
    const status = this.#replay.status;
    if (status.kind === 'failed') {
      const words = status.error.code === 'web-page' ? t('embed.replayWebPage', { url: status.url }) : t('embed.replayError', { url: status.url, message: status.error.message });
      return html`<span class="error">${words}</span>`;
    }
    return status.kind === 'loading' ? t('embed.loading') : t('embed.none');
  }

  protected override render() {
    // Until the first catalogue `lang` asks for is here, nothing: a board mounted in another language
    // would be mounted again (its area names are painted when it mounts).
    if (this.#wanted !== null && this.#language?.locale !== this.#wanted) return nothing;
    const fixed = this.#fixed !== null && 'state' in this.#fixed ? this.#fixed.state : null;
    const shown = this.state ?? fixed ?? this.watching?.state() ?? this.states[this.shown] ?? null;
    const total = this.states.length - 1;
    const dir = this.#language !== null && isRightToLeft(this.#language.locale) ? 'rtl' : nothing;
    // Nothing to show because it failed: the reason alone, not an empty map that looks like a game.
    const failure = this.failure();
    if (shown === null && failure !== null && failure.source !== 'camera') return html`<div class="caption failed" role="status" dir=${dir}>${this.caption(shown)}</div>`;
    return html`
      <so-game-board part="board" .state=${shown} .language=${this.#language} .camera=${'area' in this.#framing ? this.#framing.area : null} label=${t('embed.label')}></so-game-board>
      <div class="caption" role="status" dir=${dir}>${this.caption(shown)}</div>
      ${this.events && this.state === null && this.#fixed === null && this.watching === null && this.states.length > 0
        ? html`<ol class="events" part="events" aria-label=${t('embed.events')} dir=${dir}>
            ${this.stepEvents(this.shown).map((e) => html`<li>${eventLine(e)}</li>`)}
          </ol>`
        : nothing}
      ${this.controls && this.state === null && this.#fixed === null && total > 0
        ? html`<div class="controls" dir=${dir}>
            <button aria-label=${t('replay.first')} @click=${() => this.go(0)} ?disabled=${this.shown === 0}>«</button>
            <button aria-label=${t('replay.previous')} @click=${() => this.go(this.shown - 1)} ?disabled=${this.shown === 0}>‹</button>
            <input type="range" min="0" max=${total} .value=${String(this.shown)} aria-label=${t('replay.slider')} @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))} />
            <button aria-label=${t('replay.next')} @click=${() => this.go(this.shown + 1)} ?disabled=${this.shown === total}>›</button>
            <button aria-label=${t('replay.last')} @click=${() => this.go(total)} ?disabled=${this.shown === total}>»</button>
            <span class="count">${this.shown}/${total}</span>
          </div>`
        : nothing}
    `;
  }
}

/** The area a `camera` value frames (null: the whole map), or what is wrong with it (never throws). */
export function cameraFraming(value: string): { readonly area: AreaId | null } | { readonly error: string } {
  const v = value.trim();
  if (v === '' || v === 'whole') return { area: null };
  // An area of either edition's board (a board without it shows the whole map: scene's frameArea).
  if ((AREA_IDS as readonly string[]).includes(v) || (AREA_IDS_1E as readonly string[]).includes(v)) return { area: v as AreaId };
  return { error: `camera "${v.slice(0, 60)}" is neither "whole" nor an area of the board` };
}

/** Each step's events, computed once per state (states are shared and never mutated). */
const stepEventsOf = new WeakMap<GameState, readonly GameEvent[]>();

/** The events of `move` applied to `before`: the replay applied it already, so it never refuses; if it did, none. */
function replayStepEvents(before: GameState, move: Move): readonly GameEvent[] {
  const cached = stepEventsOf.get(before);
  if (cached !== undefined) return cached;
  let events: readonly GameEvent[];
  try {
    events = applyWithEvents(before, move).events;
  } catch {
    events = [];
  }
  stepEventsOf.set(before, events);
  return events;
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
