// <so-game-log>: the readable game log, from the driver's move log and the engine's events for
// each move (`game-log.ts`, style rule 12). Lines are computed once per entry and kept; a combat's
// result (its strength by source) stands out; each event's rule is its line's tooltip. The list
// follows the newest line unless the reader has scrolled up. The lines of what just moved on the
// board (a march, a retreat, casualties, revealed orders, a combat's result, a raid) are highlighted
// as the board animates them (a fading flash; a still mark for a reader who prefers reduced motion),
// so a player who looked away sees which line the board's motion was.
import { t } from '../../i18n/translate';
import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { LogEntry } from '../drivers/game-driver';
import { isBookkeeping, latestLines, type LogLine } from './game-log';
import { gameLogStyles } from './game-log-panel.styles';
import { houseColor } from '../common/theme.styles';

/** Lines kept on screen; older ones stay in the driver's log. */
const SHOWN = 400;

/** The events the board shows moving (scene/unit-motion.ts, order-tokens.ts): their lines are highlighted as they happen. */
const MOVING: ReadonlySet<string> = new Set(['march', 'retreat', 'casualties', 'orders-revealed', 'combat-result', 'raid', 'orders-removed']);

export class GameLogElement extends LitElement {
  static override styles = gameLogStyles;

  @property({ attribute: false }) log: readonly LogEntry[] = [];
  /** Leave out the dealer's bookkeeping moves (shuffles, face-down deals); revealed cards stay. */
  @property({ type: Boolean }) quiet = true;

  #lines: LogLine[] = [];
  #seen = 0;
  /** The first entry of the latest change: its moving lines are the fresh ones (none after a reset or a first look at a long log). */
  #freshFrom = Infinity;
  #stick = true;

  private linesOf(log: readonly LogEntry[]): readonly LogLine[] {
    if (log.length < this.#seen) {
      this.#lines = [];
      this.#seen = 0;
    }
    // A log seen for the first time (a resumed game, a replay) has nothing new to point at.
    if (log.length > this.#seen) this.#freshFrom = this.#seen === 0 && log.length > 1 ? Infinity : this.#seen;
    this.#lines.push(...latestLines(log, this.#seen, SHOWN));
    this.#seen = log.length;
    return this.#lines;
  }

  protected override willUpdate(): void {
    const list = this.renderRoot.querySelector?.('ol');
    this.#stick = list === null || list === undefined || list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
  }

  protected override updated(): void {
    const list = this.renderRoot.querySelector('ol');
    if (list !== null && this.#stick) list.scrollTop = list.scrollHeight;
  }

  protected override render() {
    const all = this.linesOf(this.log);
    const lines = (this.quiet ? all.filter((l) => !isBookkeeping(l)) : all).slice(-SHOWN);
    // Reachable by Tab and scrolled by the arrow keys; not a live region: the board's text view
    // says the turns of the game (announcements.ts), every line of every move would drown them.
    return html`<h3 id="log-heading">${t('log.heading')}</h3>
      <ol tabindex="0" aria-labelledby="log-heading">
        ${lines.map(
          (l) => html`<li class="${l.kind} ${l.event ?? ''}${l.seq >= this.#freshFrom && l.event !== null && MOVING.has(l.event) ? ' fresh' : ''}" title=${l.rule ?? nothing}>
            ${l.house === null ? nothing : html`<span class="house-dot" style="background:${houseColor(l.house)}"></span>`}${l.text}
          </li>`,
        )}
      </ol>`;
  }
}
