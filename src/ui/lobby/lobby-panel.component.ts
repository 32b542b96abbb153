// <so-lobby>: the lobby by link. "New game" opens a lobby and shows its link (copy button); a page
// opened on such a link joins it (or watches). Everyone sees the seat list (name, house or
// "Random", ready, the rule options and the rules build); the creator sets the player count, each
// seat's house, Tides of Battle, the rule options, the deadlines and the Nostr relays (the page's
// defaults, relay-defaults.ts), and adds bots; a page of another
// rules build is refused with a message naming both builds; each seated person says ready; when all are, the lobby settles and the
// element fires `lobby-ready` with the result. The lobby itself (src/lobby) does the checking; this
// element only shows it and passes intent on. The lobby link lives in a reactive controller and
// is closed when the element leaves the page.
import { BOT_LEVELS, type BotLevel } from '../../bots/levels';
import { BOT_LEVEL_HINTS, BOT_LEVEL_WORDS } from './bot-level-words';
import { html, LitElement, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { optionsFor, RULESETS, rulesBuildName, type GameOptionInfo, type House, type PlayerCount } from '../../../engine/index';
import type { NetworkOptions } from '../../net/peerjs-broker-options';
import { pageNetwork } from './page-network';
import { keepServing } from './started-lobby';
import { DEADLINE_RANGE } from '../../lobby/lobby-messages';
import { defaultRelays } from './relay-defaults';
import { agotResult, housesOfSettings, wotrGameOf, LobbyError, lobbyDigest, lobbyUrl, newLobbyKey, parseLobbyFragment, type AnyLobbyResult, type Identity, type LobbyGameOptions, type LobbyGuest, type LobbyHost, type LobbyKey, type LobbySettings, type LobbyView, type RulesBuild } from '../../lobby/lobby-protocol';
import { WOTR_TABLES, type WotrTableEntry } from '../../games/registry';
import { SCENARIO_IDS, type ScenarioId } from '../../../wotr/index';
import { gameSummary, GAME_WORDS, scenarioName, seatName } from './game-words';
import { cryptoRandom, gameCode, hostPeerjsLobby, joinPeerjsLobby, lookAtPeerjsLobby } from '../../lobby/peerjs-lobby';
import { lookPatience } from './look-patience';
import { tableOf } from '../../lobby/lobby-look';
import { t } from '../../i18n/translate';
import type { MessageKey } from '../../i18n/messages.en';
import { equalBytes } from '../../../crypto/index';
import { amountIn, DEADLINE_UNITS, durationWords, msOf, unitFor, type DeadlineUnit } from './deadline-units';
import { lobbyPanelStyles } from './lobby-panel.styles';
import { OpenTableController } from './open-table-controller';
import { buildName, lobbyErrorText } from './lobby-error-words';
import { readRelayField, relayField, relaysProblem } from './relay-field';

type Lobby = { readonly role: 'host'; readonly host: LobbyHost; readonly lobby: string } | { readonly role: 'guest'; readonly guest: LobbyGuest; readonly lobby: string };

/** Owns the open lobby: subscribes on open, closes the lobby (and its PeerJS link) on disconnect. */
class LobbyController implements ReactiveController {
  lobby: Lobby | null = null;
  view: LobbyView | null = null;
  result: AnyLobbyResult | null = null;
  error: string | null = null;
  /** This page joined as a guest and its lobby ended without a game (refused for another rules build, or gone): no link to share. */
  refused = false;
  private offs: (() => void)[] = [];
  /** The creator's lobby once its game started: the app keeps it open, not this element. */
  private handedOver: LobbyHost | null = null;

  constructor(private readonly host: ReactiveControllerHost & EventTarget) {
    host.addController(this);
  }

  open(lobby: Lobby): void {
    this.close();
    this.lobby = lobby;
    this.refused = false;
    const machine = lobby.role === 'host' ? lobby.host : lobby.guest;
    this.view = lobby.role === 'host' ? lobby.host.view() : null;
    this.offs.push(machine.onChange((view) => {
      this.view = view;
      this.host.requestUpdate();
    }));
    machine.result.then(
      (result) => {
        if (this.lobby !== lobby) return;
        // The creator's lobby stays open for late watchers while the game runs (started-lobby.ts).
        if (lobby.role === 'host') {
          this.handedOver = lobby.host;
          keepServing(lobby.host);
        }
        this.result = result;
        this.host.requestUpdate();
        // A watcher of another game than A Game of Thrones sees it settled, not handed on (renderSettled says so).
        if (!notHere(result)) this.host.dispatchEvent(new CustomEvent('lobby-ready', { detail: result, bubbles: true, composed: true }));
      },
      (error: Error) => {
        if (this.lobby !== lobby) return;
        this.error = lobbyErrorText(error, lobby.role === 'guest' && lobby.guest.view() !== null);
        this.refused = lobby.role === 'guest';
        this.host.requestUpdate();
      },
    );
    this.host.requestUpdate();
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.close();
  }

  private close(): void {
    for (const off of this.offs) off();
    this.offs = [];
    const lobby = this.lobby;
    this.lobby = null;
    if (lobby?.role === 'host' && lobby.host !== this.handedOver) lobby.host.close();
    if (lobby?.role === 'guest') lobby.guest.close();
  }
}


type RuleOption = GameOptionInfo & { readonly id: keyof LobbyGameOptions };

/**
 * The options the lobby sets beside Tides of Battle (which has its own box), with the engine's
 * words: those that change a game of `players` players (optionsFor), so the 4-player King's Court
 * overlay is offered at 4 only and the 3-player Lannister port ship at 3 only.
 */
const ruleOptions = (players: number): readonly RuleOption[] => (PLAYER_COUNTS.includes(players as PlayerCount) ? optionsFor(players as PlayerCount) : []).filter((o): o is RuleOption => o.id !== 'tidesOfBattle');

/** The place of an option's value among its choices (0: the rules reference's ruling). */
const choiceIndex = (o: RuleOption, value: boolean | string): 0 | 1 => (o.choices.findIndex((c) => c.value === value) === 1 ? 1 : 0);

const PLAYER_COUNTS: readonly PlayerCount[] = [3, 4, 5, 6];
type DeadlineKey = (typeof DEADLINE_LABELS)[number][0];
const DEADLINE_LABELS: readonly (readonly ['move' | 'sealed' | 'deck', MessageKey])[] = [
  ['move', 'lobby.deadline.move'],
  ['sealed', 'lobby.deadline.sealed'],
  ['deck', 'lobby.deadline.deck'],
];

/** Where the page keeps the name typed last in a lobby. */
const NAME_KEY = 'sealed-orders/name';

/** A settled game this page cannot show: watching another game than A Game of Thrones (War of the Ring's page plays a seat only). */
const notHere = (result: AnyLobbyResult): boolean => result.seat === null && agotResult(result) === null;

function savedName(): string {
  try {
    return globalThis.localStorage?.getItem(NAME_KEY) ?? '';
  } catch {
    return ''; // storage refused (a sandboxed frame): no name remembered
  }
}

function saveName(name: string): void {
  try {
    globalThis.localStorage?.setItem(NAME_KEY, name);
  } catch {
    // storage refused: the name is not remembered, nothing else changes
  }
}

/**
 * @fires lobby-ready - the lobby settled (detail: AnyLobbyResult, its game `setup.game`; not for a watcher of War of the Ring: the GameSetup, peer ids, bots, this page's seat and secrets)
 */
export class LobbyPanelElement extends LitElement {
  static override styles = lobbyPanelStyles;

  /** The lobby to join; by default the one in the page's `#lobby=` fragment. Null: offer "New game". */
  @property({ attribute: false }) lobbyId: string | null = parseLobbyFragment(globalThis.location?.hash ?? '');
  /** Broker and ICE servers; by default as the page's address says (src/net/peerjs-broker-options.ts). */
  @property({ attribute: false }) network: NetworkOptions | null = null;
  /**
   * Makes (and stores) this page's identity for a lobby before anything of it leaves the page: its
   * seed commitment goes out with the first ready. Null: a fresh identity nobody stores.
   */
  @property({ attribute: false }) identityFor: ((lobby: string) => Promise<Identity>) | null = null;
  /**
   * A rematch this page hosts (src/ui/drivers/rematch.ts): the lobby is created at once under this id, with
   * these settings and bots. Null: "New game" makes a fresh lobby.
   */
  @property({ attribute: false }) createAs: { readonly lobby: string; readonly lobbyKey: LobbyKey; readonly settings: Partial<LobbySettings>; readonly bots: number } | null = null;

  /** The lobby this page creates is listed under Open tables from the start (the creator can clear the box). */
  @property({ attribute: false }) listPublicly = false;

  /**
   * The War of the Ring card tables this page has (src/games/registry.ts): the game picker offers
   * War of the Ring when there is one, and a joiner needs the table its lobby names. Default: the build's.
   */
  @property({ attribute: false }) wotrTables: readonly WotrTableEntry[] = WOTR_TABLES;

  /** The rules build this page joins with; null: its engine's. (A test stands in another build with it.) */
  @property({ attribute: false }) rulesBuild: RulesBuild | null = null;

  /** The name typed last in this browser (a rematch or the next table starts with it), else empty: the field's placeholder says the default. */
  @internal() private name = savedName();
  @internal() private copied = false;
  /** The relay list as the creator typed it while it does not read (shown with relaysError); null: the lobby's. */
  @internal() private relaysText: string | null = null;
  @internal() private relaysError: string | null = null;
  /** The unit each time limit is typed in, once the creator picked one (else chosen from the value). */
  @internal() private units: Partial<Record<DeadlineKey, DeadlineUnit>> = {};
  private readonly lobby = new LobbyController(this);
  /** The lobby's key while this page is its creator: it signs the table's listing under Open tables. */
  private lobbyKey: LobbyKey | null = null;
  private readonly openTable = new OpenTableController(this, () => ({ key: this.lobby.lobby?.role === 'host' ? this.lobbyKey : null, view: this.lobby.view }));
  /** The table as its creator showed it to a look before joining (the arrival page); null until it came. */
  @internal() private looked: LobbyView | null = null;
  @internal() private lookError: string | null = null;
  /** The look has gone unanswered for a while (look-patience.ts): the page says the creator is not answering while it keeps looking. */
  @internal() private lookSlow = false;

  /** The lobby this page sees: the live one once joined, else what the look before joining showed (null: nothing yet). */
  get table(): LobbyView | null {
    return this.lobby.view ?? this.looked;
  }

  /** `lobby-answered` was fired: the table answered once (its look before joining, or the live lobby). */
  #answered = false;

  // Once the table has answered, the shell drops its rematch line ("it answers only once they have").
  protected override updated(): void {
    if (this.#answered || this.table === null) return;
    this.#answered = true;
    this.dispatchEvent(new CustomEvent('lobby-answered', { bubbles: true, composed: true }));
  }

  // A rematch's lobby opens with the click that asked for it; a link's lobby is looked at before joining.
  protected override firstUpdated(): void {
    this.openTable.set(this.listPublicly);
    if (this.createAs !== null) void this.start('create');
    else if (this.lobbyId !== null) void this.look(this.lobbyId);
  }

  /** Whose table, which seats are free: one state from the creator, before this page joins. */
  private async look(lobby: string): Promise<void> {
    const network = this.networkOrError();
    if (typeof network === 'string') return;
    // A live table answers in a second or two; a closed one never does, and the look waits 20 s for it
    // (less when the page's `?look-patience=` asks: look-patience.ts).
    const patience = lookPatience(globalThis.location?.search ?? '');
    const slow = setTimeout(() => (this.lookSlow = true), patience.slowMs);
    try {
      this.looked = await lookAtPeerjsLobby({ network, lobby, timeoutMs: patience.goneMs });
    } catch (e) {
      // A creator who does not answer is said plainly (the table is probably gone); anything else with its reason.
      this.lookError = e instanceof LobbyError && e.code === 'host-left' ? t('arrival.lookGone') : t('arrival.lookFailed', { reason: e instanceof Error ? e.message : String(e) });
    } finally {
      clearTimeout(slow);
    }
  }

  private networkOrError(): NetworkOptions | string {
    return this.network ?? pageNetwork();
  }

  private async start(role: 'create' | 'join' | 'watch'): Promise<void> {
    const network = this.networkOrError();
    if (typeof network === 'string') {
      this.lobby.error = network;
      return this.requestUpdate();
    }
    const name = this.name.trim().slice(0, 40) || t('lobby.defaultName');
    if (this.name.trim() !== '') saveName(name);
    const lobbyKey = role === 'create' ? (this.createAs?.lobbyKey ?? newLobbyKey(cryptoRandom)) : null;
    const lobby = lobbyKey?.lobby ?? this.lobbyId;
    if (lobby === null) return;
    let identity: Identity | undefined;
    try {
      identity = this.identityFor === null ? undefined : await this.identityFor(lobby);
    } catch (e) {
      this.lobby.error = t('lobby.keysFailed', { reason: String(e) });
      return this.requestUpdate();
    }
    const mine = { ...(identity === undefined ? {} : { identity }), tables: this.wotrTables };
    if (role === 'create') {
      const { host } = hostPeerjsLobby({ name, network, lobbyKey: lobbyKey!, ...mine });
      this.lobbyKey = lobbyKey;
      this.lobby.open({ role: 'host', host, lobby });
      const rematch = this.createAs;
      if (rematch !== null) {
        // A rematch keeps the table's settings, its relays among them (rematch.ts).
        host.updateSettings(rematch.settings);
        for (let i = 0; i < rematch.bots; i++) host.addBot();
      } else {
        // The page's relays (public ones by default); a list the build names wrongly is shown, and none is used.
        const relays = defaultRelays();
        if (relays.ok) host.updateSettings({ relays: relays.relays });
        else this.lobby.error = relaysProblem(relays.bad);
      }
    } else {
      const rules = this.rulesBuild === null ? {} : { rules: this.rulesBuild };
      const { guest } = joinPeerjsLobby({ name, network, lobby, watch: role === 'watch', ...mine, ...rules });
      this.lobby.open({ role: 'guest', guest, lobby });
    }
  }

  private get link(): string {
    return this.lobby.lobby === null ? '' : lobbyUrl(location, this.lobby.lobby.lobby);
  }

  private async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.link);
      this.copied = true;
    } catch {
      // No clipboard permission: the link stays selectable in its field.
      this.renderRoot.querySelector<HTMLInputElement>('input.link')?.select();
    }
  }

  protected override render() {
    const { lobby, error, result } = this.lobby;
    if (lobby === null) return this.renderStart(error);
    return html`<section class="card">
      <h1 class="lobby-heading" tabindex="-1">${t('lobby.heading')}</h1>
      ${this.lobby.refused
        ? nothing
        : html`<label class="share"
            >${t('lobby.share')} <input class="link" readonly .value=${this.link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
            <button class="copy" @click=${() => void this.copy()}>${this.copied ? t('lobby.copied') : t('lobby.copy')}</button></label
          >`}
      ${error !== null ? html`<p class="error" role="alert">${error}</p>` : nothing}
      ${result !== null ? this.renderSettled(result) : this.renderLobby(lobby)}
    </section>`;
  }

  private renderStart(error: string | null) {
    return html`<section class="card">
      <h1>${t('shell.title')}</h1>
      <label>${t('lobby.yourName')} <input name="name" maxlength="40" .value=${this.name} placeholder=${t('lobby.defaultName')} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} /></label>
      ${this.lobbyId === null ? nothing : this.renderLooked()}
      ${this.lobbyId === null
        ? html`<p class="muted create-hint">${t(this.listPublicly ? 'lobby.createHintListed' : 'lobby.createHint')}</p>
            <button class="primary create" @click=${() => void this.start('create').then(() => this.focusAfter('button.copy'))}>${t('lobby.create')}</button>`
        : html`<div class="row">
            <button class="primary join" @click=${() => void this.start('join').then(() => this.focusAfter('h1.lobby-heading'))}>${t('lobby.join')}</button>
            <button class="watch" @click=${() => void this.start('watch').then(() => this.focusAfter('h1.lobby-heading'))}>${t('lobby.watch')}</button>
          </div>`}
      ${error !== null ? html`<p class="error" role="alert">${error}</p>` : nothing}
    </section>`;
  }

  /** The arrival page's view of the table before joining: whose it is, its settings, every seat and which are free. */
  private renderLooked() {
    const view = this.looked;
    if (view === null) return html`<p class="muted table-look" role="status">${this.lookError ?? (this.lookSlow ? t('arrival.lookSlow') : t('arrival.looking'))}</p>`;
    const table = tableOf(view);
    const seats = Array.from({ length: view.settings.players }, (_, i) => view.slots[i] ?? null);
    return html`<div class="table-look">
      <p class="table"><strong>${t('arrival.table', { creator: table.creator, free: table.free, seats: table.seats })}</strong></p>
      ${this.renderSettingsSummary(view)}
      <ul class="looked-seats">
        ${seats.map(
          (s, i) => html`<li class=${s === null ? 'free' : 'taken'}>
            ${s === null ? html`<em>${t('arrival.openSeat')}</em>` : s.name}${s?.bot ? t('lobby.botMark') : ''}${s?.level == null ? nothing : html`<span class="bot-level">${BOT_LEVEL_WORDS[s.level]}</span>`}
            <span class="house">${view.settings.houses[i] == null ? '' : seatName(view.settings, view.settings.houses[i]!)}</span>
          </li>`,
        )}
      </ul>
    </div>`;
  }

  private renderSettled(result: AnyLobbyResult) {
    const settings = this.lobby.view?.settings ?? {};
    return html`<p class="settled">
        ${t('lobby.settled')} <strong class="code">${gameCode(result.gameId)}</strong> — ${t('lobby.compare')}
        ${result.seat === null ? t('lobby.youWatch') : t('lobby.youPlay', { house: seatName(settings, result.setup.seats[result.seat]!.house) })}
      </p>
      ${notHere(result) ? html`<p class="muted not-here" role="status">${t('lobby.game.notHere')}</p>` : nothing}`;
  }

  private renderLobby(lobby: Lobby) {
    const view = this.lobby.view;
    // A lobby that ended before its first state (refused) says why above, not "Connecting".
    if (view === null) return this.lobby.error !== null ? nothing : html`<p class="muted">${t('lobby.connecting')}</p>`;
    const isHost = lobby.role === 'host';
    const editable = isHost && view.phase === 'gathering';
    const digest = lobbyDigest(view);
    const mySlot = isHost ? 0 : lobby.guest.slot();
    const houses = housesOfSettings(view.settings);
    const seats = Array.from({ length: view.settings.players }, (_, i) => view.slots[i] ?? null);
    return html`
      ${isHost ? nothing : this.renderSettingsSummary(view)}
      <ol class="seats">
        ${seats.map((s, i) => {
          const house = view.settings.houses[i] ?? null;
          const ready = s !== null && s.ready !== null && equalBytes(s.ready, digest);
          return html`<li class=${i === mySlot ? 'seat me' : 'seat'}>
            <span class="name">${s === null ? html`<em>${t('lobby.openSeat')}</em>` : s.name}${s?.bot ? t('lobby.botMark') : ''}${s?.level == null || view.settings.game !== undefined ? nothing : this.renderBotLevel(lobby, i, s.level, editable)}</span>
            ${editable
              ? html`<select class="house" aria-label=${t('lobby.houseOfSeat', { n: i + 1 })} @change=${(e: Event) => this.setHouse(i, (e.target as HTMLSelectElement).value)}>
                  <option value="" ?selected=${house === null}>${t('newGame.random')}</option>
                  ${houses.map((h) => html`<option value=${h} ?selected=${h === house} ?disabled=${h !== house && view.settings.houses.includes(h)}>${seatName(view.settings, h)}</option>`)}
                </select>`
              : html`<span class="house">${house === null ? t('newGame.random') : seatName(view.settings, house)}</span>`}
            <span class=${ready ? 'ready yes' : 'ready'}>${s === null ? '' : ready ? t('lobby.ready') : t('lobby.notReady')}</span>
            ${editable && s === null ? html`<button class="add-bot" @click=${() => this.seatChange(() => lobby.host.addBot())}>${t('lobby.addBot')}</button>` : nothing}
            ${editable && s !== null && i > 0 ? html`<button class="remove" @click=${() => this.seatChange(() => lobby.host.removeSlot(i))}>${t('lobby.remove')}</button>` : nothing}
          </li>`;
        })}
      </ol>
      ${isHost ? html`${this.renderSettings(view, editable)}${this.renderBuild(view.settings)}` : nothing}
      ${view.watchers.length > 0 ? html`<p class="muted watchers">${t('lobby.watchers', { names: view.watchers.map((w) => w.name).join(', ') })}</p>` : nothing}
      ${view.aborted > 0 ? html`<p class="muted">${t('lobby.restarted', { count: view.aborted })}</p>` : nothing}
      ${mySlot === null
        ? html`<p class="watching">${t('lobby.watching')}</p>`
        : view.phase === 'gathering'
          ? this.renderReady(lobby, view)
          : html`<p class="muted">${t('lobby.starting')}</p>`}
    `;
  }

  /**
   * A seat added or removed: its button goes with it, so the focus would fall to the page's body and
   * the next Enter do nothing. It goes to the first open seat's Add bot, else to Ready.
   */
  private seatChange(change: () => void): void {
    change();
    void this.focusAfter('button.add-bot', 'button.ready-button');
  }

  /** Once the element has drawn the change, focuses the first of `selectors` it has (a keyboard player's next step). */
  private async focusAfter(...selectors: string[]): Promise<void> {
    await this.updateComplete;
    for (const selector of selectors) {
      const el = this.renderRoot.querySelector<HTMLElement>(selector);
      if (el !== null) return el.focus();
    }
  }

  /** A bot seat's level: the creator picks it (keyboard: the select), everyone else reads it. */
  private renderBotLevel(lobby: Lobby, slot: number, level: BotLevel, editable: boolean) {
    if (!editable || lobby.role !== 'host') return html`<span class="bot-level" title=${BOT_LEVEL_HINTS[level]}>${BOT_LEVEL_WORDS[level]}</span>`;
    return html`<select class="bot-level" aria-label=${`${BOT_LEVEL_WORDS.seatLabel} ${slot + 1}`} title=${BOT_LEVEL_HINTS[level]} @change=${(e: Event) => lobby.host.setBotLevel(slot, (e.target as HTMLSelectElement).value as BotLevel)}>
      ${BOT_LEVELS.map((l) => html`<option value=${l} ?selected=${l === level} title=${BOT_LEVEL_HINTS[l]}>${BOT_LEVEL_WORDS[l]}</option>`)}
    </select>`;
  }

  private renderReady(lobby: Lobby, view: LobbyView) {
    const ready = lobby.role === 'host' ? view.slots[0]?.ready !== null : lobby.guest.isReady();
    const set = (on: boolean) => (lobby.role === 'host' ? lobby.host.setReady(on) : lobby.guest.setReady(on));
    return html`<button class=${ready ? 'ready-button on' : 'ready-button primary'} aria-pressed=${ready ? 'true' : 'false'} @click=${() => {
      set(!ready);
      this.requestUpdate();
    }}>${ready ? t('lobby.readyOn') : t('lobby.ready')}</button>`;
  }

  private renderSettingsSummary(view: LobbyView) {
    const s = view.settings;
    const game = gameSummary(s);
    if (game !== null) {
      // War of the Ring: the game, its scenario and table; its seats; the time limits; the relays and the build.
      return html`<p class="summary game-summary" data-game=${s.game!.id}>${game}</p>
        <p class="summary">${t('lobby.game.seats', { count: s.players, move: durationWords(s.deadlines.move), sealed: durationWords(s.deadlines.sealed) })}</p>
        <p class="relays-summary">${t('lobby.relaysShown', { count: s.relays.length, list: s.relays.join(', ') })}</p>
        ${this.renderBuild(s)}`;
    }
    return html`<p class="summary">
      ${t('lobby.summary', { players: s.players, tides: s.tidesOfBattle ? 'yes' : 'no', move: durationWords(s.deadlines.move), sealed: durationWords(s.deadlines.sealed) })}
      </p>
      ${s.ruleset === '1e' ? html`<p class="edition" data-ruleset="1e" title=${t('ruleset.1eHint')}>${t('ruleset.label')}: ${t('ruleset.1e')}</p>` : nothing}
      <dl class="options" aria-label=${t('lobby.options')}>
        ${(s.ruleset === '1e' ? [] : ruleOptions(s.players)).map((o) => html`<dt>${t(`gameOption.${o.id}`)}</dt><dd data-option=${o.id}>${t(`gameOption.${o.id}.${choiceIndex(o, s.options[o.id])}`)}</dd>`)}
      </dl>
      <p class="relays-summary">${t('lobby.relaysShown', { count: s.relays.length, list: s.relays.join(', ') })}</p>
      ${this.renderBuild(s)}`;
  }

  private renderBuild(s: LobbySettings) {
    return html`<p class="muted rules-build">${t('lobby.rulesBuild', { build: buildName(s.rules) })}</p>`;
  }

  private renderRuleOptions(s: LobbySettings) {
    return html`<fieldset class="rule-options">
      <legend>${t('lobby.options')}</legend>
      ${ruleOptions(s.players).map((o) =>
        // Keyed: when the count swaps one option for another, the new one gets a fresh select showing its own value.
        keyed(o.id, html`<label
          >${t(`gameOption.${o.id}`)}
          <select name=${`option-${o.id}`} @change=${(e: Event) => {
            const choice = o.choices[Number((e.target as HTMLSelectElement).value)];
            if (choice !== undefined) this.update_({ options: { ...s.options, [o.id]: choice.value } });
          }}>
            ${o.choices.map((c, i) => html`<option value=${i} ?selected=${c.value === s.options[o.id]}>${t(`gameOption.${o.id}.${i as 0 | 1}`)}</option>`)}
          </select></label
        >`),
      )}
    </fieldset>`;
  }

  /** The scenarios and tables this page can play War of the Ring on, in the order offered (the Fellowship first). */
  private wotrChoices(): { readonly scenario: ScenarioId; readonly table: string }[] {
    return this.wotrTables.flatMap((table) => SCENARIO_IDS.flatMap((scenario) => (wotrGameOf({ scenario, table: table.id }, this.wotrTables) === null ? [] : [{ scenario, table: table.id }])));
  }

  /** The game picker: A Game of Thrones, or War of the Ring when this page has a card table it can play. */
  private renderGamePicker(s: LobbySettings) {
    const choices = this.wotrChoices();
    if (choices.length === 0 && s.game === undefined) return nothing;
    return html`<label
      >${t('lobby.game.label')}
      <select name="game" @change=${(e: Event) => this.update_((e.target as HTMLSelectElement).value === 'wotr-card' && choices[0] !== undefined ? { game: choices[0] } : { game: null })}>
        <option value="agot" ?selected=${s.game === undefined}>${t(GAME_WORDS.agot)}</option>
        <option value="wotr-card" ?selected=${s.game !== undefined} ?disabled=${choices.length === 0}>${t(GAME_WORDS['wotr-card'])}</option>
      </select></label
    >`;
  }

  /** War of the Ring's settings: the scenario (one its table cannot deal is not offered), the card table, and the seats the scenario has. */
  private renderWotrSettings(game: NonNullable<LobbySettings['game']>, s: LobbySettings) {
    const playable = (scenario: ScenarioId, table: string) => wotrGameOf({ scenario, table }, this.wotrTables) !== null;
    return html`<label
        >${t('lobby.game.scenario')}
        <select name="scenario" @change=${(e: Event) => this.update_({ game: { scenario: (e.target as HTMLSelectElement).value as ScenarioId, table: game.table } })}>
          ${SCENARIO_IDS.map((id) => html`<option value=${id} ?selected=${id === game.scenario} ?disabled=${!playable(id, game.table)}>${scenarioName(id)}</option>`)}
        </select></label
      >
      <label
        >${t('lobby.game.table')}
        <select name="table" @change=${(e: Event) => {
          const table = (e.target as HTMLSelectElement).value;
          // A table that cannot deal this scenario takes the first scenario it can.
          const scenario = playable(game.scenario, table) ? game.scenario : SCENARIO_IDS.find((id) => playable(id, table));
          if (scenario !== undefined) this.update_({ game: { scenario, table } });
        }}>
          ${this.wotrTables.map((tb) => html`<option value=${tb.id} ?selected=${tb.id === game.table}>${tb.id}</option>`)}
        </select></label
      >
      <p class="muted seats-count">${t('lobby.game.seatCount', { count: s.players })}</p>`;
  }

  /** A Game of Thrones' settings: the edition, the player count, Tides of Battle and the rule options. */
  private renderAgotSettings(s: LobbySettings, first: boolean) {
    return html`<label
        >${t('ruleset.label')}
        <select name="ruleset" title=${first ? t('ruleset.1eHint') : ''} @change=${(e: Event) => {
          // The 1st edition plays 3 to 5 (1E-GEN-01): a 6 falls to 5.
          const ruleset = (e.target as HTMLSelectElement).value === '1e' ? ('1e' as const) : undefined;
          this.update_({ ruleset, players: ruleset === '1e' && s.players === 6 ? 5 : s.players });
        }}>
          ${RULESETS.map((r) => html`<option value=${r} ?selected=${r === (s.ruleset ?? '2e')}>${t(`ruleset.${r}`)}</option>`)}
        </select></label
      >
      <label
        >${t('newGame.players')}
        <select name="players" @change=${(e: Event) => this.update_({ players: Number((e.target as HTMLSelectElement).value) as 3 })}>
          ${PLAYER_COUNTS.filter((n) => !first || n <= 5).map((n) => html`<option value=${n} ?selected=${n === s.players}>${n}</option>`)}
        </select></label
      >
      ${first
        ? nothing
        : html`<label class="check"><input type="checkbox" name="tides" .checked=${s.tidesOfBattle} @change=${(e: Event) => this.update_({ tidesOfBattle: (e.target as HTMLInputElement).checked })} /> ${t('newGame.tides')}</label>
            ${this.renderRuleOptions(s)}`}`;
  }

  private renderSettings(view: LobbyView, editable: boolean) {
    const s = view.settings;
    const first = s.ruleset === '1e';
    const wotr = s.game;
    return html`<fieldset class="settings" ?disabled=${!editable}>
      <legend>${t('lobby.settings')}</legend>
      ${this.renderGamePicker(s)}
      ${wotr !== undefined ? this.renderWotrSettings(wotr, s) : this.renderAgotSettings(s, first)}
      ${DEADLINE_LABELS.map(([key, label]) => {
        const unit = this.units[key] ?? unitFor(s.deadlines[key]);
        return html`<span class="deadline"
          ><label
            >${t('lobby.deadlineLabel', { step: t(label) })}
            <input type="number" name=${`deadline-${key}`} min="1" step="any" .value=${String(amountIn(s.deadlines[key], unit))} @change=${(e: Event) => this.setDeadline(s, key, Number((e.target as HTMLInputElement).value), unit)} /></label
          ><select
            name=${`deadline-unit-${key}`}
            aria-label=${t('lobby.deadlineUnit', { step: t(label) })}
            @change=${(e: Event) => {
              // The number stays and now counts in the new unit: type 2, pick days.
              const picked = (e.target as HTMLSelectElement).value as DeadlineUnit;
              this.units = { ...this.units, [key]: picked };
              this.setDeadline(s, key, amountIn(s.deadlines[key], unit), picked);
            }}
          >
            ${DEADLINE_UNITS.map((u) => html`<option value=${u.unit} ?selected=${u.unit === unit}>${u.name}</option>`)}
          </select></span
        >`;
      })}
      ${this.renderRelays(s)}
      ${this.renderListing(s)}
    </fieldset>`;
  }

  /** The relays, one address per line: the lobby takes the list when the field is left (Tab), or says which address it cannot read. */
  private renderRelays(s: LobbySettings) {
    return relayField({ label: t('lobby.relays'), hint: t('lobby.relaysHint'), hintId: 'relays-hint', relays: s.relays, text: this.relaysText, problem: this.relaysError, onChange: (text) => this.setRelays(text) });
  }

  /** "List this table under Open tables": strangers may then find it and take a free seat. */
  private renderListing(s: LobbySettings) {
    const listedOn = this.openTable.listedOn;
    return html`<label class="check list-publicly"
        ><input type="checkbox" name="list-publicly" .checked=${this.openTable.wanted} ?disabled=${s.relays.length === 0 || s.game !== undefined} @change=${(e: Event) => this.openTable.set((e.target as HTMLInputElement).checked)} />
        ${t('lobby.listPublicly')}</label
      >
      ${s.relays.length === 0
        ? html`<p class="muted hint">${t('lobby.listNeedsRelays')}</p>`
        : this.openTable.wanted && listedOn !== null
          ? html`<p class="muted hint listed" role="status">${t('lobby.listed', { count: listedOn })}</p>`
          : nothing}`;
  }

  private setRelays(text: string): void {
    const parsed = readRelayField(text);
    if (!parsed.ok) {
      this.relaysText = text;
      this.relaysError = parsed.problem;
      return this.requestUpdate();
    }
    this.relaysText = null;
    this.relaysError = null;
    this.update_({ relays: parsed.relays });
  }

  /** A time limit typed as `amount` of `unit`; one outside the lobby's range leaves the form as the lobby is. */
  private setDeadline(s: LobbySettings, key: DeadlineKey, amount: number, unit: DeadlineUnit): void {
    const ms = msOf(amount, unit);
    if (ms !== null && ms >= DEADLINE_RANGE.min && ms <= DEADLINE_RANGE.max) this.update_({ deadlines: { ...s.deadlines, [key]: ms } });
    else this.requestUpdate();
  }

  private setHouse(slot: number, value: string): void {
    const view = this.lobby.view;
    if (view === null) return;
    const houses = view.settings.houses.slice();
    houses[slot] = (value || null) as House | null;
    this.update_({ houses });
  }

  /** Hands a settings change to the lobby; one it refuses leaves the form as the lobby is. */
  private update_(change: Parameters<LobbyHost['updateSettings']>[0]): void {
    const lobby = this.lobby.lobby;
    if (lobby?.role !== 'host') return;
    try {
      lobby.host.updateSettings(change);
    } catch (error) {
      this.lobby.error = error instanceof Error ? error.message : String(error);
    }
    this.requestUpdate();
  }
}
