// "Since your last visit": what a player who comes back to a game with friends is told — how many
// moves were played since the page last showed the game, from which round to which, and the
// engine's events of those moves in the log's words (game-log.ts), the latest ones first cut to a
// screenful. It fills as the resumed page catches up and stays until the player closes it.
// Words in the i18n catalogue (`since.*`).
import { css, html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { t } from '../../i18n/translate';
import type { LogEntry } from '../drivers/game-driver';
import { isBookkeeping, latestLines, type LogLine } from './game-log';

/** At most this many lines are shown (the latest); the game log beside it has the rest. */
export const SINCE_LINES = 30;

export interface SinceVisit {
  /** Moves played since the last visit (so far). */
  readonly moves: number;
  readonly fromRound: number;
  readonly toRound: number;
  /** The events of those moves, in order; the latest SINCE_LINES of them. */
  readonly lines: readonly LogLine[];
  /** Whether older lines were left out. */
  readonly cut: boolean;
}

/**
 * What happened after the first `seen` moves of `log`; null while the log has not passed them, or
 * when `seen` is negative (nothing to tell: a new seat, a watcher). A returning seat that had seen
 * no move yet (it left before the first one) has seen 0, and is told every move.
 */
export function sinceVisit(log: readonly LogEntry[], seen: number): SinceVisit | null {
  if (seen < 0 || log.length <= seen) return null;
  // Explaining a move re-applies it: only as many of the latest moves as fill the notice (every
  // entry gives at least one line, so the first line's seq says whether it reached back to `seen`).
  const raw = latestLines(log, seen, SINCE_LINES + 1);
  const events = raw.filter((l) => l.kind === 'event' && !isBookkeeping(l));
  const lines = events.slice(-SINCE_LINES);
  return { moves: log.length - seen, fromRound: log[seen]!.before.round, toRound: log.at(-1)!.after.round, lines, cut: events.length > lines.length || raw[0]?.seq !== seen };
}

const sinceVisitStyles = css`
  .since-visit {
    margin: 0;
    padding: 8px 12px;
    background: #23303f;
    border-bottom: 1px solid #c9a227;
    max-height: 14em;
    overflow: auto;
  }
  .since-visit h2 {
    margin: 0 0 4px;
    font-size: 1em;
  }
  .since-summary,
  .since-cut {
    margin: 0 0 4px;
  }
  .since-lines {
    margin: 0 0 6px;
    padding-inline-start: 1.4em;
  }
`;

/**
 * <so-since-visit>: the notice, while `seen` ≥ 0 and the log has passed it, with the button that
 * closes it (fires `since-close`). Loaded with the game view (game-view.ts), not on the first page.
 */
export class SinceVisitElement extends LitElement {
  static override styles = sinceVisitStyles;
  @property({ attribute: false }) log: readonly LogEntry[] = [];
  /** The moves this device had seen before the visit; negative: nothing to tell. */
  @property({ type: Number }) seen = -1;

  #shown: { log: readonly LogEntry[]; seen: number; since: SinceVisit | null } | null = null;

  protected override render() {
    // The shell renders on every change of the game; the lines are worked out again only for a new log.
    if (this.#shown?.log !== this.log || this.#shown.seen !== this.seen) this.#shown = { log: this.log, seen: this.seen, since: sinceVisit(this.log, this.seen) };
    const since = this.#shown.since;
    if (since === null) return nothing;
    const rounds = since.fromRound === since.toRound ? t('since.inRound', { round: since.fromRound }) : t('since.rounds', { from: since.fromRound, to: since.toRound });
    return html`<section class="since-visit" role="status" aria-labelledby="since-title">
      <h2 id="since-title">${t('since.title')}</h2>
      <p class="since-summary">${t('since.moves', { count: since.moves })} · ${rounds}</p>
      ${since.cut ? html`<p class="since-cut">${t('since.cut', { count: since.lines.length })}</p>` : nothing}
      <ol class="since-lines">
        ${since.lines.map((l) => html`<li>${l.text}</li>`)}
      </ol>
      <button class="since-close" @click=${() => this.dispatchEvent(new CustomEvent('since-close', { bubbles: true, composed: true }))}>${t('since.close')}</button>
    </section>`;
  }
}

if (!customElements.get('so-since-visit')) customElements.define('so-since-visit', SinceVisitElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-since-visit': SinceVisitElement;
  }
}
