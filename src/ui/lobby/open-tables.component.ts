// <so-open-tables>: the tables whose creators invite anyone (src/lobby/open-tables.ts), read from
// Nostr relays — the page's default relays, which the player may change here — and each with a
// link into its lobby. Joining is what following a friend's link is: the arrival page looks at the
// table before anyone takes a seat, and a table listed through another broker is asked about first
// (link-safety.ts). Nothing is read from a relay until this element is on the page.
import { html, LitElement, nothing } from 'lit';
import { state as internal } from 'lit/decorators.js';
import { localRulesBuild } from '../../lobby/lobby-setup';
import { siteOf, type OpenTable } from '../../lobby/open-table-listing';
import { OPEN_TABLES_TOPIC, OpenTablesReader } from '../../lobby/open-tables';
import { NostrNoticeBoard } from '../../net/nostr-notices';
import { t } from '../../i18n/translate';
import { leftToRight } from '../game/words';
import { openLink, openTableHref } from './open-table-link';
import { openTablesStyles } from './open-tables.styles';
import { defaultRelays } from './relay-defaults';
import { readRelayField, relayField } from './relay-field';

declare global {
  interface HTMLElementEventMap {
    /** The player wants to open a table listed for strangers: the shell shows the lobby. */
    'request-open-table': CustomEvent<null>;
    /** The player leaves the list for the first page. */
    'request-back': CustomEvent<null>;
  }
}

/** How often the list is read again for listings that expired (a creator whose page closed). */
const EXPIRY_CHECK_MS = 15_000;

/**
 * @fires request-open-table - "Open a table for strangers"
 * @fires request-back - "Back to the first page"
 */
export class OpenTablesElement extends LitElement {
  static override styles = openTablesStyles;

  @internal() private relays: readonly string[] = initialRelays();
  @internal() private relaysText: string | null = null;
  @internal() private relaysError: string | null = null;
  @internal() private tables: readonly OpenTable[] = [];
  /** Relays that could not be reached (or dropped) and have not been read since. */
  @internal() private unreached: readonly string[] = [];
  /** Relays that sent every stored listing asked for since the list was last chosen: until one has, an empty list says nothing. */
  @internal() private answered: readonly string[] = [];
  private board: NostrNoticeBoard | null = null;
  private reader: OpenTablesReader | null = null;
  private tick: ReturnType<typeof setInterval> | null = null;
  private readonly rules = localRulesBuild().fingerprint;

  override connectedCallback(): void {
    super.connectedCallback();
    this.read();
    this.tick = setInterval(() => this.refresh(), EXPIRY_CHECK_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
    if (this.tick !== null) clearInterval(this.tick);
    this.tick = null;
  }

  /** Reads the relays now chosen (again, after a change of the list). */
  private read(): void {
    this.stop();
    this.tables = [];
    if (this.relays.length === 0) return;
    this.board = new NostrNoticeBoard({ relays: this.relays, topic: OPEN_TABLES_TOPIC });
    this.unreached = [];
    this.answered = [];
    this.board.onReport((report) => {
      if (report.kind === 'relay-down') this.unreached = [...new Set([...this.unreached, report.relay])];
      if (report.kind === 'relay-read') {
        this.unreached = this.unreached.filter((r) => r !== report.relay);
        this.answered = [...new Set([...this.answered, report.relay])];
      }
    });
    this.reader = new OpenTablesReader(this.board);
    this.reader.onChange(() => this.refresh());
    this.reader.start();
  }

  private stop(): void {
    this.board?.close();
    this.board = null;
    this.reader = null;
  }

  /** The tables of this site: one listed from another deployment (or a developer's own server) is not reachable from here. */
  private refresh(): void {
    const site = siteOf(location);
    this.tables = (this.reader?.tables() ?? []).filter((table) => table.site === site);
  }

  private setRelays(text: string): void {
    const parsed = readRelayField(text);
    if (!parsed.ok) {
      this.relaysText = text;
      this.relaysError = parsed.problem;
      return;
    }
    this.relaysText = null;
    this.relaysError = null;
    this.relays = parsed.relays;
    this.read();
  }

  protected override render() {
    return html`<section class="card">
      <h1>${t('openTables.heading')}</h1>
      <p class="muted">${t('openTables.lead')}</p>
      ${this.relays.length === 0 ? html`<p class="muted no-relays">${t('openTables.noRelays')}</p>` : this.renderTables()}
      ${this.unreached.length === 0 ? nothing : html`<p class="muted unreached">${t('openTables.unreached', { list: this.unreached.map(leftToRight).join(', ') })}</p>`}
      ${relayField({ label: t('openTables.relays'), hint: t('openTables.relaysHint'), hintId: 'open-relays-hint', relays: this.relays, text: this.relaysText, problem: this.relaysError, onChange: (text) => this.setRelays(text) })}
      <div class="row">
        <button class="primary own" @click=${() => this.fire('request-open-table')}>${t('openTables.own')}</button>
        <button class="back" @click=${() => this.fire('request-back')}>${t('openTables.back')}</button>
      </div>
    </section>`;
  }

  private renderTables() {
    if (this.tables.length === 0) {
      // "No open table" only once a relay has answered: with none reached the list is unknown, not empty.
      if (this.answered.length > 0) return html`<p class="muted none" role="status">${t('openTables.none')}</p>`;
      const noneReached = this.relays.every((r) => this.unreached.includes(r));
      return html`<p class="muted ${noneReached ? 'none-reached' : 'looking'}" role="status">${t(noneReached ? 'openTables.noneReached' : 'openTables.looking')}</p>`;
    }
    return html`<ul class="tables" aria-label=${t('openTables.listLabel')}>
      ${this.tables.map((table) => this.renderTable(table))}
    </ul>`;
  }

  private renderTable(table: OpenTable) {
    const href = openTableHref(location, table);
    const sameBuild = table.rules === this.rules;
    return html`<li class="table" data-lobby=${table.lobby}>
      <span class="name">${t('openTables.table', { name: table.name })}</span>
      <span class="seats">${t('openTables.seats', { players: table.players, free: table.free })}</span>
      <span class="muted">${t(`ruleset.${table.edition}`)}${table.tidesOfBattle ? html` · ${t('newGame.tides')}` : nothing}</span>
      ${table.broker === null ? nothing : html`<span class="muted broker">${t('openTables.viaBroker', { broker: table.broker })}</span>`}
      ${sameBuild
        ? html`<a class="join" href=${href} aria-label=${t('openTables.joinLabel', { name: table.name })} @click=${(e: Event) => {
            e.preventDefault();
            openLink(href, 'open-tables');
          }}>${t('openTables.join')}</a>`
        : html`<span class="muted other-build">${t('openTables.otherBuild')}</span>`}
    </li>`;
  }

  private fire(name: 'request-open-table' | 'request-back'): void {
    this.dispatchEvent(new CustomEvent(name, { detail: null, bubbles: true, composed: true }));
  }
}

/** The page's default relays; none when the build names them wrongly (the lobby says so). */
function initialRelays(): readonly string[] {
  const relays = defaultRelays();
  return relays.ok ? relays.relays : [];
}
