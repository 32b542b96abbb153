// <so-replay-view>: an opened game file on the board, step by step — the verdict of its log (as
// `npm run verify` gives it), first / previous / next / last, a slider, the arrow keys (Home and
// End jump), the events of the move just shown (the engine's applyWithEvents, in its words), the
// tracks, Power, supply and Castles at that move (<so-game-hud>) and the log up to it. The states
// are computed once, when the game is set; a move the engine refuses ends the replay there, saying so.
import { eventLine } from '../game/event-words';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import { applyWithEvents, newGame, RuleViolation, stateHash, type GameEvent, type GameState } from '../../../engine/index';
import { emit } from '../common/events';
import type { OpenedGame } from './game-file';
import type { LogEntry } from '../drivers/game-driver';
import { phaseName, phaseOf } from '../game/phase';
import { replayViewStyles } from './replay-view.styles';
import { otherGameText, REPLAY_WORDS, stepText, verdictTitle } from './replay-words';

interface Steps {
  readonly log: readonly LogEntry[];
  /** The events of each move, by seq. */
  readonly events: readonly (readonly GameEvent[])[];
  readonly start: GameState;
  /** Why the replay stops before its last move, if it does. */
  readonly stopped: string | null;
}

function stepsOf(game: Extract<OpenedGame, { kind: 'signed' | 'replay' }>): Steps {
  const start = newGame(game.config);
  const log: LogEntry[] = [];
  const events: (readonly GameEvent[])[] = [];
  let state = start;
  for (const [seq, move] of game.moves.entries()) {
    try {
      const applied = applyWithEvents(state, move);
      log.push({ seq, move, before: state, after: applied.state, hash: stateHash(applied.state) });
      events.push(applied.events);
      state = applied.state;
    } catch (e) {
      const why = e instanceof RuleViolation ? `${e.rule}: ${e.message}` : String(e);
      return { log, events, start, stopped: `move ${seq + 1} is refused (${why})` };
    }
  }
  return { log, events, start, stopped: null };
}

/** @fires request-setup - close the replay */
export class ReplayViewElement extends LitElement {
  static override styles = replayViewStyles;

  @property({ attribute: false }) game: OpenedGame | null = null;
  /** The number of moves applied in the state shown. */
  @internal() private step = 0;
  #steps: Steps | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('game')) {
      const g = this.game;
      this.#steps = g === null || g.kind === 'unreadable' || g.kind === 'other-game' ? null : stepsOf(g);
      this.step = this.#steps?.log.length ?? 0;
    }
  }

  /** The moves of the replay (tests step through it). */
  get total(): number {
    return this.#steps?.log.length ?? 0;
  }

  /** The state shown now. */
  get shown(): GameState | null {
    const s = this.#steps;
    if (s === null) return null;
    return this.step === 0 ? s.start : s.log[this.step - 1]!.after;
  }

  go(step: number): void {
    this.step = Math.max(0, Math.min(step, this.total));
  }

  private onKey(e: KeyboardEvent): void {
    // The slider steps by itself with the arrows; elsewhere the page does.
    if (e.target instanceof HTMLInputElement) return;
    const to = { ArrowLeft: this.step - 1, ArrowRight: this.step + 1, Home: 0, End: this.total }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    this.go(to);
  }

  private verdict(game: OpenedGame) {
    if (game.kind === 'unreadable') return html`<p class="verdict failed" role="alert"><strong>${REPLAY_WORDS.failed}:</strong> ${game.message}</p>`;
    if (game.kind === 'replay') return html`<p class="verdict unsigned">${REPLAY_WORDS.unsigned}</p>`;
    // Another game's log: checked as verify checks it; this page draws A Game of Thrones only.
    if (game.kind === 'other-game')
      return html`<div class=${`verdict ${game.verdict}`} role="status">
        <strong>${verdictTitle(game.verdict)}</strong>
        <pre>${game.verdictText}</pre>
        <p class="other-game">${otherGameText(game.game)}</p>
      </div>`;
    return html`<div class=${`verdict ${game.verdict}`} role="status">
      <strong>${verdictTitle(game.verdict)}</strong>
      <pre>${game.verdictText}</pre>
    </div>`;
  }

  private controls(total: number) {
    const step = this.step;
    return html`<div class="controls">
      <button class="first" aria-label=${REPLAY_WORDS.first} @click=${() => this.go(0)} ?disabled=${step === 0}>«</button>
      <button class="previous" aria-label=${REPLAY_WORDS.previous} @click=${() => this.go(step - 1)} ?disabled=${step === 0}>‹</button>
      <input class="slider" type="range" min="0" max=${total} .value=${String(step)} aria-label=${REPLAY_WORDS.slider} @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))} />
      <button class="next" aria-label=${REPLAY_WORDS.next} @click=${() => this.go(step + 1)} ?disabled=${step === total}>›</button>
      <button class="last" aria-label=${REPLAY_WORDS.last} @click=${() => this.go(total)} ?disabled=${step === total}>»</button>
    </div>`;
  }

  protected override render() {
    const game = this.game;
    if (game === null) return nothing;
    const steps = this.#steps;
    const shown = this.shown;
    const events = steps === null || this.step === 0 ? null : steps.events[this.step - 1]!;
    return html`<div class="page" @keydown=${(e: KeyboardEvent) => this.onKey(e)}>
      <header>
        <h1>${REPLAY_WORDS.heading}</h1>
        <button class="close" @click=${() => emit(this, 'request-setup', null)}>${REPLAY_WORDS.close}</button>
      </header>
      ${this.verdict(game)}
      ${steps === null || shown === null
        ? nothing
        : html`<div class="body">
            <so-game-board class="board" .state=${shown} tabindex="-1"></so-game-board>
            <aside class="side" tabindex="0" aria-label=${REPLAY_WORDS.heading}>
              <p class="step" role="status">${stepText(this.step, steps.log.length, shown.round, phaseName(phaseOf(shown)))}</p>
              ${this.controls(steps.log.length)}
              <p class="hint">${REPLAY_WORDS.keys}</p>
              ${steps.stopped === null ? nothing : html`<p class="stopped" role="alert">${steps.stopped}</p>`}
              <section class="events" aria-label=${REPLAY_WORDS.events}>
                <h2>${REPLAY_WORDS.events}</h2>
                ${events === null ? html`<p class="muted">${REPLAY_WORDS.start}</p>` : events.length === 0 ? html`<p class="muted">${REPLAY_WORDS.noEvents}</p>` : html`<ul>${events.map((e) => html`<li>${eventLine(e)}</li>`)}</ul>`}
              </section>
              <so-game-hud .state=${shown} .me=${null}></so-game-hud>
              <so-game-log .log=${steps.log.slice(0, this.step)}></so-game-log>
            </aside>
          </div>`}
    </div>`;
  }
}
