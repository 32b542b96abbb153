// <so-wotr-game>: a game of War of the Ring: The Card Game (the Fellowship of the Ring, preview
// table) against the bot, on this page. It owns the game's driver (`createWotrDriver`, both peers in
// the page over the real protocol; `DriverController` (../common/) disposes it when the element leaves), hands
// the player's moves (`request-wotr-move` from `<so-wotr-decisions>`) to it, and shows the table,
// the decision, the log and the end. The preview notice is always on the page.
import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { SCENARIOS, score, type Move } from '../../../wotr/index';
import { t } from '../../i18n/translate';
import { emit } from '../common/events';
import { createWotrDriver, type WotrDriver } from './wotr-driver';
import { DriverController } from '../common/driver-controller';
import type { WotrSetup } from './wotr-events';
import { startNetworkWotr, type WotrLobbyGame } from './wotr-network';
import { wotrGameStyles } from './wotr-game.styles';
import { eventText, seatName, teamName } from './wotr-words';
import './wotr-decisions';
import './wotr-table';

/**
 * @fires request-setup - the player leaves the game for the setup page
 * @fires request-wotr-download - the player asks for the signed log (detail: the file)
 */
export class WotrGameElement extends LitElement {
  static override styles = wotrGameStyles;

  /** This page's seat; set before the element is connected. */
  @property({ attribute: false }) setup: WotrSetup = { seat: 'gandalf' };
  /** 32 bytes every key, seed and shuffle of the game comes from; a fresh random one if null. */
  @property({ attribute: false }) seed: Uint8Array | null = null;

  /** A game a lobby settled, played over the network from this page's seat; null: a game against the bot in the page. Set before the element is connected. */
  @property({ attribute: false }) lobbyGame: WotrLobbyGame | null = null;

  #lobbyStarted = false;
  readonly #driver = new DriverController<WotrDriver>(this);

  override connectedCallback(): void {
    super.connectedCallback();
    this.requestUpdate(); // back on the page: a new game (the controller disposed the old one)
  }

  /** The game starts at the first update, once properties set before the element was defined are in place. */
  protected override willUpdate(): void {
    if (this.#driver.driver !== null) return;
    if (this.lobbyGame !== null) {
      // Once: a seat's session started again from its first entry would sign a second one at a used seq.
      if (this.#lobbyStarted) return;
      this.#lobbyStarted = true;
      this.#driver.set(startNetworkWotr(this.lobbyGame));
      return;
    }
    const seat = SCENARIOS.fellowship.seats.findIndex((s) => s.name === this.setup.seat);
    const seed = this.seed ?? crypto.getRandomValues(new Uint8Array(32));
    this.#driver.set(createWotrDriver({ seed, seat }));
  }

  /** The log's newest line in view after each change. */
  protected override updated(): void {
    const log = this.renderRoot.querySelector('.log ol');
    if (log !== null) log.scrollTop = log.scrollHeight;
  }

  private submit(move: Move): void {
    this.#driver.driver?.submit(move);
  }

  protected override render() {
    const driver = this.#driver.driver;
    if (driver === null) return nothing;
    const table = driver.state();
    const s = table.engine;
    const me = s.seats[driver.seat]!;
    const status = driver.status();
    const decision = driver.decision();
    const other = s.seats.find((_, i) => i !== driver.seat)!;
    const line =
      status.kind === 'over' || s.winner !== null
        ? t(`wotr.log.winner.${s.winner ?? 'shadow'}`)
        : driver.autoplay()
        ? t('wotr.botPlays')
        : decision !== null
          ? t('wotr.yourMove')
          : table.ops.length > 0 || table.play !== null
            ? t('wotr.dealing')
            : t('wotr.waiting', { seat: seatName(other.name) });
    const log = driver.log();
    return html`<h1>${t('wotr.title')}</h1>
      <p class="preview" role="note">${t('wotr.preview')}</p>
      ${this.lobbyGame === null ? nothing : html`<p class="kept" role="note">${t('wotr.kept')}</p>`}
      <div class="bar">
        <span class="me">${t('wotr.youPlay', { seat: t('wotr.seatOfTeam', { seat: seatName(me.name), team: teamName(me.team) }) })}</span>
        <span class="status" role="status">${line}</span>
        <button class="download" @click=${() => emit(this, 'request-wotr-download', driver.exportLog())}>${t('wotr.download')}</button>
        ${s.winner === null
          ? html`<button class="autoplay" aria-pressed=${driver.autoplay() ? 'true' : 'false'} @click=${() => driver.setAutoplay(!driver.autoplay())}>
              ${driver.autoplay() ? t('wotr.autoplayOff') : t('wotr.autoplayOn')}
            </button>`
          : nothing}
        <button class="leave" @click=${() => emit(this, 'request-setup', null)}>${t('wotr.newGame')}</button>
      </div>
      ${s.winner === null && driver.leftToBot() ? html`<p class="left-to-bot" role="status">${t('panel.leftToBot')}</p>` : nothing}
      ${status.kind === 'failed' ? html`<p class="failure" role="alert">${t(`wotr.failed.${status.code}`)} <code>${status.detail}</code></p>` : nothing}
      <div class="layout">
        <so-wotr-table .state=${s} .me=${driver.seat} .hand=${driver.hand()}></so-wotr-table>
        <aside class="side">
          ${s.winner !== null
            ? html`<section class="end" aria-labelledby="end-title">
                <h2 id="end-title">${t('wotr.endTitle')}</h2>
                <p>${t(`wotr.endWinner.${s.winner}`, { fp: score(s, 'fp', true), shadow: score(s, 'shadow', true) })}</p>
                ${status.kind === 'playing'
                  ? // The engine has a winner; the seats' seeds and end signatures (the end certificate) are still on their way: a log downloaded now would not certify yet.
                    html`<p class="certifying" role="status">${t('wotr.certifying')}</p>`
                  : html`<p class="muted">${t('wotr.endLog')}</p>`}
                <div class="actions">
                  ${status.kind === 'over'
                    ? html`<button class="primary end-download" @click=${() => emit(this, 'request-wotr-download', driver.exportLog())}>${t('wotr.download')}</button>`
                    : nothing}
                  <button @click=${() => emit(this, 'request-setup', null)}>${t('wotr.newGame')}</button>
                </div>
              </section>`
            : html`<so-wotr-decisions
                .state=${s}
                .decision=${decision}
                .offered=${driver.offered()}
                .hand=${driver.hand()}
                @request-wotr-move=${(e: CustomEvent<{ move: Move }>) => this.submit(e.detail.move)}
              ></so-wotr-decisions>`}
          <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">${t('wotr.logTitle')}</h2>
            <!-- Scrolls: a Tab stop, so a keyboard can scroll it (axe: scrollable-region-focusable). -->
            <ol tabindex="0" aria-labelledby="log-title">
              ${log.map((e) => html`<li class=${e.kind}>${eventText(e)}</li>`)}
            </ol>
          </section>
        </aside>
      </div>`;
  }
}
