// <so-app>: the whole page of a game against bots. Shows the setup form, then the board, the
// decision panel, the HUD and the log. It owns the GameDriver: components below send intent up as
// request-… events and the shell hands moves to the driver; it never applies a move itself.
import { html, LitElement, nothing } from 'lit';
import { state as internal } from 'lit/decorators.js';
import type { House, Move } from '../../../engine/index';
import type { Selection } from '../../../scene/index';
import { appShellStyles } from './app-shell.styles';
import { decisionTitle, waitingText } from '../game/decision-words';
import { DriverController } from '../common/driver-controller';
import type { GameSetup, Preview, ResumeRequest } from '../common/events';
import { downloadFile } from './download';
import { keepGame } from './game-keeper';
import { newLocalGameId, parseGameFragment } from './game-fragment';
import type { LocalSetup } from './local-saves';
import type { StartOptions } from './local-play';
import { damagedLink } from './landing-link';
import { myGameKey } from '../../play/my-game-key';
import type { OpenedGame } from '../replays/game-file';
import { fetchGameFile, openGameFileAsync } from '../replays/game-file-opener';
import { REPLAY_WORDS } from '../replays/replay-words';
import type { Rematch } from '../drivers/rematch';
import type { ChatRoom } from '../../play/chat';
import type { GameDriver, GameFile } from '../drivers/game-driver';
import type { WotrSetup } from '../wotr/wotr-events';
import type { WotrLobbyGame } from '../wotr/wotr-network';
import type { Wotr } from '../../games/wotr';
import type { LobbyResult } from '../../lobby/lobby-protocol';
import type { AnyLobbyResult } from '../../lobby/lobby-result';
import { parseLobbyFragment } from '../../lobby/lobby-fragment';
import { pageNetwork } from '../lobby/page-network';
import { joinedFromOpenTables } from '../lobby/open-table-link';
import { botSeatNotice, brokerPrompt, linkNoticeStyles } from './link-notices';
import { loadSeen } from '../../play/last-visit';
import { brokerLabel, brokerToConfirm, consentKey, withoutAutoplay } from './link-safety';
import { servedBrokerPath } from '../../net/peerjs-broker-options';
import type { NetworkSeats } from '../drivers/network-seats';
import { houseColor } from '../common/theme.styles';
import { previewState } from '../panels/preview';
import { stillToAnswer } from '../drivers/table-clocks';
import { TurnAlertController } from './turn-alert-controller';
import type { TurnView } from './turn-alerts';
import { houseName } from '../game/words';
import { winnersOf, winnerTitle } from '../game/victory-words';
import { t } from '../../i18n/translate';
import { failureText, resumeFailureText } from './failure-words';
import type { DecisionPanelElement } from '../panels/decision-panel.component';
import type { GameBoardElement } from '../board/game-board.component';
import { stopServing } from '../lobby/started-lobby';
import { substituteHouseOf, substituteLinkFor } from './substitute-link';

export type { StartOptions } from './local-play';

const NO_PREVIEW: Preview = { highlight: [], orders: [] };

/** <so-game-board> with three.js and the scene (and the game's other elements, game-view.ts), fetched the first time a game is shown. */
let boardModule: Promise<unknown> | null = null;
const loadBoard = (): Promise<unknown> =>
  (boardModule ??= import('./game-view').catch((e: unknown) => {
    boardModule = null; // the next render tries again (a network blip)
    throw e;
  }));

/** A module fetched the first time it is needed; a failed fetch is tried again the next time. */
function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((e: unknown) => {
      loading = null;
      throw e;
    }));
}
/** War of the Ring's page (<so-wotr-game>: its engine, the protocol's peers in the page), fetched when that game is started. */
const loadWotr = lazily(() => import('../wotr/wotr-game'));
/** The lobby (<so-lobby>, PeerJS), fetched when a game with friends is opened. */
const loadLobby = lazily(() => import('../lobby/lobby-panel'));
/** The tables open to strangers (<so-open-tables>, Nostr), fetched when the player asks to see them. */
const loadOpenTables = lazily(() => import('../lobby/open-tables'));
/** This page's peer-to-peer seats (the session, PeerJS, the store), fetched when a lobby needs them. */
const loadNetwork = lazily(() => import('../drivers/network-seats'));
/** Which game a lobby's saved seat plays (its record: the store, the session's decoding), fetched when a lobby's seats resume. */
const loadSavedSeats = lazily(() => import('../../play/saved-seats'));
/** What plays a game against bots (its driver, the bots, the engine's moves, its save) and `?autoplay`'s bot, fetched when a game starts or resumes. */
const loadPlay = lazily(() => import('./local-play'));

/**
 * Fetches `loadPlay`'s module as the player reaches for the new-game form (a pointer over it, the
 * focus in it), so the click that starts a game mostly finds it here; a failure is left to the click.
 */
const prefetchPlay = (): void => void loadPlay().catch(() => undefined);

/** The seed in `?seed=<64 hex digits>`, to play a game again; else null. */
function seedFromUrl(): Uint8Array | null {
  const hex = new URLSearchParams(globalThis.location?.search ?? '').get('seed');
  if (hex === null || !/^[0-9a-f]{64}$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!.map((b) => parseInt(b, 16)));
}

export class AppShellElement extends LitElement {
  static override styles = [appShellStyles, linkNoticeStyles];

  readonly #driver = new DriverController<GameDriver>(this);
  readonly #alerts = new TurnAlertController(this, () => this.turnView());
  @internal() private preview: Preview = NO_PREVIEW;
  @internal() private error = '';
  /** A game with other people: the lobby of the page's `#lobby=` link, or a new one. */
  @internal() private withFriends = parseLobbyFragment(globalThis.location?.hash ?? '') !== null;
  /** The list of tables open to strangers is shown. */
  @internal() private strangers = false;
  /** The lobby this page opens is listed under Open tables from the start (opened from that list). */
  @internal() private listPublicly = false;
  /** Set while this page looks for its saved seats of the link's lobby (a reload). */
  @internal() private resuming = false;
  /** This lobby's game is open in another tab: the page says so and offers no lobby to join again. */
  @internal() private openElsewhere = false;
  #seats: NetworkSeats | null = null;
  #lobby: string | null = null;
  #stopAutoplay: (() => void) | null = null;
  /** The rematch lobby this page creates (it played seat 0 of the game before), while it opens. */
  @internal() private rematchHost: Rematch | null = null;
  /**
   * The house whose player opens the rematch lobby this page joins (it did not play seat 0), while it
   * waits: not "you are invited by a link", but for whom.
   */
  @internal() private rematchGuestOf: House | null = null;
  /** The rematch's lobby answered (`lobby-answered`): its wait line has said what it had to. */
  @internal() private rematchAnswered = false;
  /** An opened game file shown as a replay; 'checking' while its log is verified. */
  @internal() private replay: OpenedGame | 'checking' | null = null;
  /** A game of War of the Ring against the bot on this page (<so-wotr-game> owns its driver). */
  @internal() private wotr: WotrSetup | null = null;
  /** A game of War of the Ring a lobby settled, this page's seat played over the network (<so-wotr-game> owns its driver). */
  @internal() private wotrLobby: WotrLobbyGame | null = null;
  /** Stops keeping the game for "My games" (and a bot game's moves for a reload). */
  #stopKeeping: (() => Promise<void>) | null = null;
  /** The last game's keeping as it stops (its moves flushed, then its tab lock released): a resume of that game waits for it. */
  #stopped: Promise<void> = Promise.resolve();

  /** A bot plays this page's seat (`?autoplay`): the page says so and offers the seat back. */
  @internal() private botPlays = false;
  /**
   * A returning player's last visit: the moves this device had seen of the game resumed (0 when it
   * left before the first); -1: nothing to tell (a new seat, a watcher).
   */
  @internal() private sinceSeen = -1;
  /** The broker the page's link names, not yet accepted by the player: nothing connects until then. */
  @internal() private brokerToAccept = this.unconfirmedBroker();

  /**
   * Asks before the page unloads while some of its seats' messages have reached no relay: in a game
   * over days nobody else may be online, and they would wait on this device until it came back. The
   * browser words the question itself (a page cannot), and asks only after the player used the page.
   */
  readonly #beforeUnload = (event: BeforeUnloadEvent): void => {
    if ((this.driver?.unsent?.() ?? 0) === 0) return;
    event.preventDefault();
    event.returnValue = '';
  };

  override connectedCallback(): void {
    super.connectedCallback();
    globalThis.addEventListener?.('beforeunload', this.#beforeUnload);
    const hash = globalThis.location?.hash ?? '';
    // A game link cut short or mangled: the first page says so rather than look as if no link was opened.
    if (damagedLink(hash)) this.error = t('landing.damagedLink');
    const lobby = parseLobbyFragment(hash);
    if (lobby !== null && this.driver === null && this.brokerToAccept === null) void this.resume(lobby);
    const game = parseGameFragment(hash);
    if (game !== null && this.driver === null) void this.resumeLocal(game);
    const log = new URLSearchParams(globalThis.location?.search ?? '').get('log');
    if (log !== null && this.driver === null) void this.openReplay({ url: log });
  }

  /** Fetches the game's elements (the board, three.js) if not yet here; a failure is shown, not thrown. */
  private loadGameView(): void {
    loadBoard().then(
      () => {
        if (this.error === this.#boardError) this.error = '';
      },
      (e: unknown) => {
        this.#boardError = t('shell.boardFailed', { reason: e instanceof Error ? e.message : String(e) });
        this.error = this.#boardError;
      },
    );
  }
  #boardError = '';

  /** Verifies a game file (off the main thread) and shows it as a replay. */
  private async openReplay(request: { readonly bytes: Uint8Array } | { readonly url: string }): Promise<void> {
    this.replay = 'checking';
    this.loadGameView();
    try {
      const bytes = 'bytes' in request ? request.bytes : await fetchGameFile(new URL(request.url, location.href).href);
      this.replay = await openGameFileAsync(bytes);
    } catch (e) {
      this.replay = { kind: 'unreadable', message: e instanceof Error ? e.message : String(e) };
    }
  }

  /** The chat of the game shown, if this page plays a seat of it over the network. */
  private chatRoom(): ChatRoom | null {
    const lobby = parseLobbyFragment(location.hash);
    return lobby === null || this.driver?.me() == null ? null : (this.#seats?.chat(lobby) ?? null);
  }

  /** The substitute link for a house of the networked game shown (its lobby's), or null. */
  private substituteLink(): ((house: House) => string) | null {
    const lobby = parseLobbyFragment(location.hash);
    return lobby === null ? null : (house) => substituteLinkFor(location, lobby, house);
  }

  /** The rematch of the game shown, if this page played a seat of it over the network. */
  private rematchOfShown(): Rematch | null {
    const lobby = parseLobbyFragment(location.hash);
    return lobby === null || this.driver?.me() == null ? null : (this.#seats?.rematch(lobby) ?? null);
  }

  /** "Rematch": seat 0's page creates the table's new lobby, every other page opens it by its link. */
  private startRematch(): void {
    const rematch = this.rematchOfShown();
    if (rematch === null) return;
    this.newGame();
    if (!rematch.host) history.replaceState(null, '', `${location.pathname}${location.search}#lobby=${rematch.lobby}`);
    this.rematchHost = rematch.host ? rematch : null;
    this.rematchGuestOf = rematch.host ? null : rematch.hostHouse;
    this.rematchAnswered = false;
    this.withFriends = true;
  }

  private closeReplay(): void {
    this.replay = null;
    const params = new URLSearchParams(location.search);
    if (!params.has('log')) return;
    params.delete('log');
    const query = params.toString();
    history.replaceState(null, '', `${location.pathname}${query === '' ? '' : `?${query}`}${location.hash}`);
  }

  private renderReplay(replay: OpenedGame | 'checking') {
    if (replay === 'checking') return html`<p class="resuming" role="status">${REPLAY_WORDS.checking}</p>`;
    return html`<so-replay-view .game=${replay} @request-setup=${() => this.closeReplay()}></so-replay-view>`;
  }

  private unconfirmedBroker(): string | null {
    if (globalThis.location === undefined) return null;
    const broker = brokerToConfirm(location, servedBrokerPath);
    const lobby = parseLobbyFragment(location.hash);
    if (broker === null || lobby === null || sessionStorage.getItem(consentKey(lobby, broker)) !== null) return null;
    return brokerLabel(broker);
  }

  private acceptBroker(): void {
    const broker = brokerToConfirm(location, servedBrokerPath);
    const lobby = parseLobbyFragment(location.hash);
    if (broker === null || lobby === null) return;
    sessionStorage.setItem(consentKey(lobby, broker), 'yes');
    this.brokerToAccept = null;
    void this.resume(lobby);
  }

  private takeSeatBack(): void {
    this.#stopAutoplay?.();
    this.#stopAutoplay = null;
    this.botPlays = false;
    history.replaceState(null, '', withoutAutoplay(location));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    globalThis.removeEventListener?.('beforeunload', this.#beforeUnload);
    this.keep(null);
  }

  /** Keeps the game now shown (or nothing), stopping the previous keeper. */
  private keep(stop: (() => Promise<void>) | null): void {
    const stopping = this.#stopKeeping?.();
    if (stopping !== undefined) this.#stopped = stopping.catch(() => undefined);
    this.#stopKeeping = stop;
  }

  /** A saved game against bots (its `#game=` link, a reload, or My games), playing again. */
  private async resumeLocal(id: string): Promise<void> {
    this.resuming = true;
    // The game just left in this tab (New game, then Resume) holds its lock until its moves are written.
    await this.#stopped;
    let resumed: Awaited<ReturnType<Awaited<ReturnType<typeof loadPlay>>['resumeLocalGame']>>;
    try {
      resumed = await (await loadPlay()).resumeLocalGame(id);
    } catch (e) {
      this.resuming = false;
      this.error = t('shell.resumeFailed', { reason: e instanceof Error ? e.message : String(e) });
      return;
    }
    this.resuming = false;
    if ('error' in resumed) {
      this.error = resumeFailureText(resumed.error, resumed.message);
      return;
    }
    if (parseGameFragment(location.hash) !== id) history.replaceState(null, '', `#game=${id}`);
    this.preview = NO_PREVIEW;
    this.error = '';
    this.keep(null);
    this.#driver.set(resumed.driver);
    void this.autoplayIfAsked(resumed.driver);
    this.keep(resumed.stop);
  }

  /** "Resume" in My games. */
  private resumeSaved(request: ResumeRequest): void {
    if (request.kind === 'local') {
      void this.resumeLocal(request.id);
      return;
    }
    history.replaceState(null, '', `${location.pathname}${location.search}#lobby=${request.id}`);
    this.withFriends = true;
    void this.resume(request.id);
  }

  /** The peer-to-peer seats of this page, with the broker the address says (or an error shown). */
  private async seats(): Promise<NetworkSeats | null> {
    if (this.#seats !== null) return this.#seats;
    const network = pageNetwork();
    if (typeof network === 'string') {
      this.error = network;
      return null;
    }
    const { NetworkSeats } = await loadNetwork();
    this.#seats ??= new NetworkSeats(network);
    return this.#seats;
  }

  /** A reload (or the link opened again): this page's seats of that lobby, if they settled here. */
  private async resume(lobby: string): Promise<void> {
    this.resuming = true;
    try {
      const seats = await this.seats();
      if (seats === null) return;
      // War of the Ring's seats resume on its own page (by the game their saved setup names).
      if ((await (await loadSavedSeats()).savedLobbyGame(lobby)) === 'wotr-card') return await this.resumeWotr(lobby);
      // Read before the game is shown: showing it records what this device has seen from then on.
      const seen = loadSeen(myGameKey('network', lobby));
      const driver = await seats.resume(lobby);
      if (driver !== null) this.playNetworked(driver, lobby, seen);
    } catch (e) {
      // Open in another tab (network-seats.ts, loaded with the lobby: known here by its name).
      this.openElsewhere = e instanceof Error && e.name === 'OpenElsewhere';
      this.error = this.openElsewhere ? t('shell.openElsewhere') : t('shell.resumeFailed', { reason: e instanceof Error ? e.message : String(e) });
    } finally {
      this.resuming = false;
    }
  }

  private async identityFor(lobby: string) {
    this.#lobby = lobby;
    const seats = await this.seats();
    if (seats === null) throw new Error(this.error);
    return seats.identityFor(lobby);
  }

  private async lobbyReady(any: AnyLobbyResult): Promise<void> {
    const lobby = this.#lobby;
    const seats = await this.seats();
    if (lobby === null || seats === null) return;
    // War of the Ring (`WOTR.id`, by its id: its module stays out of the first page, test/e2e/first-page-weight.e2e.ts).
    if (any.setup.game.id === 'wotr-card') return this.wotrLobbyReady(lobby, seats, any);
    // Every other game the lobby settles is A Game of Thrones (lobby-result.ts agotResult).
    const result = any as LobbyResult;
    if (result.seat === null) {
      // Opened by a substitute link: watch while offering to take the house, then play it.
      const house = substituteHouseOf(location.search);
      const substitute = house === null ? null : await seats.substitute(lobby, result, house);
      if (substitute !== null) this.playNetworked(substitute, lobby);
      else this.playNetworked(seats.watch(lobby, result), lobby);
      return;
    }
    // The creator's page gets the link in its own address too, so a reload finds the game.
    if (parseLobbyFragment(location.hash) !== lobby) history.replaceState(null, '', `#lobby=${lobby}`);
    try {
      this.playNetworked(await seats.settle(lobby, result), lobby);
    } catch (e) {
      this.error = t('shell.startFailed', { reason: e instanceof Error ? e.message : String(e) });
    }
  }

  /**
   * A War of the Ring game the lobby settled: its page (<so-wotr-game>) plays this page's seat over
   * the network. Saved as A Game of Thrones' seats are (src/ui/wotr/wotr-network.ts `keepWotrLobby`),
   * durably before its sessions start, so the game's link resumes it; a watcher is not handed one
   * (the lobby's panel says so).
   */
  private async wotrLobbyReady(lobby: string, seats: NetworkSeats, result: AnyLobbyResult): Promise<void> {
    const network = pageNetwork();
    if (result.seat === null || typeof network === 'string') return;
    // The lobby's store of this tab's identity is closed; the seat is saved in it again with the game.
    await seats.release(lobby);
    // The creator's page gets the link in its own address too, so a reload finds the game.
    if (parseLobbyFragment(location.hash) !== lobby) history.replaceState(null, '', `#lobby=${lobby}`);
    try {
      const { keepWotrLobby } = await loadWotr();
      const game = await keepWotrLobby(lobby, result as LobbyResult<Wotr>, network);
      if (game === null || game === 'elsewhere') throw new Error(game === null ? `no identity of this tab for lobby ${lobby}` : t('shell.openElsewhere'));
      this.showWotrLobby(game);
    } catch (e) {
      this.error = t('shell.startFailed', { reason: e instanceof Error ? e.message : String(e) });
    }
  }

  /** This page's seats of a War of the Ring game with friends, from IndexedDB (a reload, the link, My games). */
  private async resumeWotr(lobby: string): Promise<void> {
    const network = pageNetwork();
    if (typeof network === 'string') {
      this.error = network;
      return;
    }
    const { resumeWotrLobby } = await loadWotr();
    const game = await resumeWotrLobby(lobby, network);
    if (game === 'elsewhere') {
      this.openElsewhere = true;
      this.error = t('shell.openElsewhere');
    } else if (game !== null) this.showWotrLobby(game);
  }

  private showWotrLobby(game: WotrLobbyGame): void {
    this.error = '';
    this.withFriends = false;
    this.wotrLobby = game;
  }

  /** Shows a networked game; `?autoplay` in the address lets a bot play this page's seat. */
  private playNetworked(driver: GameDriver, lobby: string, seen = -1): void {
    this.sinceSeen = driver.me() === null ? -1 : seen;
    this.preview = NO_PREVIEW;
    this.error = '';
    this.keep(null);
    this.#driver.set(driver);
    // A seat of mine goes into My games; a watcher keeps nothing.
    if (driver.me() !== null) this.keep(keepGame(driver, { key: myGameKey('network', lobby), keepLog: true }));
    void this.autoplayIfAsked(driver);
  }

  /** `?autoplay` in the address: a bot plays this page's seat, in a game with friends or against bots (the page says so and offers the seat back). */
  private async autoplayIfAsked(driver: GameDriver): Promise<void> {
    this.#stopAutoplay?.();
    this.#stopAutoplay = null;
    this.botPlays = false;
    const me = driver.me();
    if (me === null || !new URLSearchParams(location.search).has('autoplay')) return;
    try {
      const { autoplayMe } = await loadPlay();
      // Another game may have been shown meanwhile (New game, a resume): its own call decides.
      if (this.driver !== driver) return;
      this.#stopAutoplay = autoplayMe(driver, me);
      this.botPlays = true;
    } catch (e) {
      this.error = t('shell.startFailed', { reason: e instanceof Error ? e.message : String(e) });
    }
  }

  /** A game just started from the setup page: its decision panel takes the focus once shown (updated). */
  #focusPanel = false;
  /** The decision of this page's house whose panel last took the focus. */
  #focusedDecision: string | null = null;

  /** The setup page shown at the last update ('' before the first): see `#focusView`. */
  #view = '';

  protected override updated(): void {
    // Another setup page opened by a button of the last one (Play with friends, See open tables,
    // Open the table for strangers, a game file opened): that button is gone, and the focus with it.
    const view = this.driver !== null ? 'game' : this.replay === 'checking' ? 'checking' : this.replay !== null ? 'replay' : this.withFriends ? 'friends' : this.strangers ? 'strangers' : 'landing';
    if (view !== this.#view) {
      const opened = this.#view !== '';
      this.#view = view;
      if (opened) void this.#focusView(view);
    }
    // A new decision of mine (or a game just started): its panel takes the focus if nobody has it.
    const driver = this.driver;
    const me = driver?.me() ?? null;
    const mine = me === null ? null : (driver!.pending().find((d) => d.house === me)?.id ?? null);
    if (mine !== null && mine !== this.#focusedDecision) {
      this.#focusedDecision = mine;
      this.#focusPanel = true;
    }
    // My decision answered (Seal, a bid, a choice) and none of mine asked yet: the pressed button is
    // gone, and the focus with it. The panel keeps it (it says what the table waits for), so Tab goes
    // on from there and the next decision's first control still takes it.
    const answered = this.#mine !== null && mine === null;
    this.#mine = mine;
    const panel = this.panelElement;
    if (answered && panel !== null) void this.#keepFocusOn(panel);
    if (!this.#focusPanel) return;
    if (panel === null) return;
    this.#focusPanel = false;
    void this.#focusFirstControl(panel);
  }

  /** The decision of this page's house pending at the last update, or null. */
  #mine: string | null = null;

  /** The element of the decision panel `#park` put the focus on (the focus there is still "lost": the next decision's first control takes it). */
  #parked: HTMLElement | null = null;

  /** Whether the focus is nowhere a player put it: the body, the shell with nothing in it, or where `#park` left it. */
  #focusLost(): boolean {
    const active = document.activeElement;
    if (active === null || active === document.body) return true;
    if (active !== this) return false;
    if (this.shadowRoot?.activeElement == null) return true;
    let deepest: Element | null = active;
    while (deepest?.shadowRoot?.activeElement != null) deepest = deepest.shadowRoot.activeElement;
    return this.#parked !== null && deepest === this.#parked;
  }

  /**
   * The focus on the panel's words (what the table waits for, or its title), made focusable by
   * script only. Never on the panel's host: a shadow host with a negative tabindex takes its whole
   * shadow tree out of the Tab order, so Tab could no longer reach the panel's buttons.
   */
  #park(panel: DecisionPanelElement): void {
    const target = panel.shadowRoot?.querySelector<HTMLElement>('p.waiting, h2, section, p') ?? null;
    if (target === null) return;
    target.tabIndex = -1;
    this.#parked = target;
    target.focus({ preventScroll: true });
  }

  async #keepFocusOn(panel: DecisionPanelElement): Promise<void> {
    await panel.updateComplete;
    if (panel.isConnected && this.#focusLost()) this.#park(panel);
  }

  /**
   * The page just opened takes the focus if the button that opened it took it away: the lobby's
   * first field (the name), the open tables' or the replay's heading (the replay's arrow keys work
   * from there). A page opened at load (a link) is left to the browser, and so is a focus the player
   * moved. The lobby and the open tables are fetched when first shown: their elements are waited for.
   */
  async #focusView(view: string): Promise<void> {
    const tag = view === 'friends' ? 'so-lobby' : view === 'strangers' ? 'so-open-tables' : view === 'replay' ? 'so-replay-view' : null;
    if (tag === null) return;
    await customElements.whenDefined(tag);
    await this.updateComplete;
    const el = this.shadowRoot?.querySelector<LitElement>(tag) ?? null;
    await el?.updateComplete;
    if (el === null || !el.isConnected || !this.#focusLost()) return;
    const target = tag === 'so-lobby' ? firstControl(el) : (el.shadowRoot?.querySelector<HTMLElement>('h1') ?? null);
    if (target === null) return;
    if (tag !== 'so-lobby') target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }

  /**
   * The button pressed is gone (the setup page's, or the last decision's), and the focus with it (to
   * the body, from where Tab would go through the header and the board first, or on from where the
   * old button was, onto the middle of the new list). The keyboard goes on from the first control of
   * the panel that asks now (the orders' first area, where the M D S R C keys place a token), else
   * the panel. A focus the player moved is kept.
   */
  async #focusFirstControl(panel: DecisionPanelElement): Promise<void> {
    await panel.updateComplete;
    const inner = panel.shadowRoot?.querySelector<LitElement>('so-orders-panel, so-march-panel, so-choice-list') ?? null;
    await inner?.updateComplete;
    if (!this.#focusLost() || !panel.isConnected) return;
    const first = firstControl(panel);
    if (first !== null) return first.focus({ preventScroll: true });
    this.#park(panel);
  }

  /** The driver of the game in progress (tests read its state and log). */
  get driver(): GameDriver | null {
    return this.#driver.driver;
  }

  /**
   * Starts a game against bots; the page's house is drawn from the seed when `house` is null.
   * Resolves once the game is shown (`driver` set): what plays it is fetched the first time (`loadPlay`).
   */
  async startGame(options: StartOptions): Promise<void> {
    this.#focusPanel = true;
    const seed = options.seed ?? seedFromUrl() ?? globalThis.crypto.getRandomValues(new Uint8Array(32));
    this.preview = NO_PREVIEW;
    this.error = '';
    this.keep(null);
    let play: Awaited<ReturnType<typeof loadPlay>>;
    try {
      play = await loadPlay();
    } catch (e) {
      this.error = t('shell.startFailed', { reason: e instanceof Error ? e.message : String(e) });
      return;
    }
    const { driver, setup } = play.startLocalGame(options, seed);
    this.#driver.set(driver);
    void this.autoplayIfAsked(driver);
    // A new game is saved (a prepared position is a test's, not a game to keep).
    if (setup !== null) void this.saveLocal(driver, setup, play.saveLocalGame);
  }

  /** Saves a new game against bots on this device; its address becomes `#game=<id>`. */
  private async saveLocal(driver: GameDriver, setup: LocalSetup, saveLocalGame: (id: string, driver: GameDriver, setup: LocalSetup) => Promise<() => Promise<void>>): Promise<void> {
    const id = newLocalGameId();
    history.replaceState(null, '', `${location.pathname}${location.search}#game=${id}`);
    try {
      const stop = await saveLocalGame(id, driver, setup);
      if (this.driver === driver) this.keep(stop);
      else void stop(); // left before the save was ready
    } catch (e) {
      this.error = t('shell.saveFailed', { reason: e instanceof Error ? e.message : String(e) });
    }
  }

  /** Back to the setup form; a networked game stays saved (its link resumes it). */
  private newGame(): void {
    this.wotr = null;
    this.wotrLobby = null;
    this.#stopAutoplay?.();
    this.#stopAutoplay = null;
    this.botPlays = false;
    this.keep(null);
    this.rematchHost = null;
    this.rematchGuestOf = null;
    stopServing();
    this.#driver.set(null);
    this.withFriends = false;
    if (parseLobbyFragment(location.hash) !== null || parseGameFragment(location.hash) !== null) history.replaceState(null, '', location.pathname + location.search);
  }

  /** Whether the game waits for this page's house, for the tab's title, icon and alerts. */
  private turnView(): TurnView {
    const driver = this.driver;
    const me = driver?.me() ?? null;
    const mine = driver === null || me === null || driver.state().winner !== null ? undefined : driver.pending().find((d) => d.house === me);
    return mine === undefined ? { mine: false, what: '' } : { mine: true, what: decisionTitle(mine, driver!.state()) };
  }

  private submit(move: Move): void {
    const driver = this.driver;
    if (driver === null) return;
    this.error = '';
    this.preview = NO_PREVIEW;
    driver.submit(move).catch((error: unknown) => {
      this.error = error instanceof Error ? error.message : String(error);
    });
  }

  /** The board once its module has loaded (before, the element is not upgraded yet). */
  private get boardElement(): GameBoardElement | null {
    const board = this.renderRoot.querySelector('so-game-board');
    return board instanceof HTMLElement && customElements.get('so-game-board') !== undefined ? board : null;
  }

  /** The decision panel once its module (with the board's, game-view.ts) has loaded. */
  private get panelElement(): DecisionPanelElement | null {
    return customElements.get('so-decision-panel') === undefined ? null : this.renderRoot.querySelector('so-decision-panel');
  }

  private renderSetup() {
    const error = this.error === '' ? nothing : html`<p class="failure" role="alert">${this.error}</p>`;
    if (this.brokerToAccept !== null) return brokerPrompt(this.brokerToAccept, () => this.acceptBroker(), () => location.assign(location.pathname));
    if (this.resuming) return html`<p class="resuming" role="status">${t('shell.resuming')}</p>`;
    if (this.withFriends && this.openElsewhere) {
      // Not "you are invited, take a seat": the game has started, and this browser plays it elsewhere.
      return html`${error}<p class="switch"><button @click=${() => { this.withFriends = false; this.openElsewhere = false; this.error = ''; }}>${t('shell.botsInstead')}</button></p>`;
    }
    if (this.withFriends) {
      loadLobby().catch((e: unknown) => {
        this.error = t('shell.lobbyFailed', { reason: e instanceof Error ? e.message : String(e) });
      });
      const lobby = html`<so-lobby
        .listPublicly=${this.listPublicly}
        .identityFor=${(lobby: string) => this.identityFor(lobby)}
        .createAs=${this.rematchHost}
        @lobby-ready=${(e: CustomEvent<AnyLobbyResult>) => void this.lobbyReady(e.detail)}
        @lobby-answered=${() => (this.rematchAnswered = true)}
      ></so-lobby>`;
      // A rematch joined from the end of a game: whose click opens it, not a friend's invitation.
      const rematchWait = this.rematchGuestOf === null || this.rematchAnswered ? nothing : html`<p class="rematch-wait" role="status">${t('shell.rematchWait', { house: houseName(this.rematchGuestOf) })}</p>`;
      // Arriving by a friend's link: the invitation explained around the lobby.
      const arrived = parseLobbyFragment(location.hash) !== null && this.rematchGuestOf === null;
      // From an open table's Join: back to the list too (a table whose creator left stays listed for minutes).
      const fromList = arrived && joinedFromOpenTables(location.hash);
      const backToList = fromList
        ? html`<button class="back-to-list" @click=${() => {
            history.replaceState(null, '', `${location.pathname}${location.search}`);
            this.withFriends = false;
            this.listPublicly = false;
            this.strangers = true;
          }}>${t('shell.backToOpenTables')}</button> `
        : nothing;
      return html`${error}${rematchWait}${arrived ? html`<so-link-arrival .substitute=${substituteHouseOf(location.search)} .fromOpenTables=${fromList}>${lobby}</so-link-arrival>` : lobby}
        <p class="switch">${backToList}<button @click=${() => { this.withFriends = false; this.listPublicly = false; this.rematchGuestOf = null; }}>${t('shell.botsInstead')}</button></p>`;
    }
    if (this.strangers) {
      loadOpenTables().catch((e: unknown) => {
        this.error = t('shell.lobbyFailed', { reason: e instanceof Error ? e.message : String(e) });
      });
      return html`${error}<so-open-tables
        @request-open-table=${() => {
          this.strangers = false;
          this.listPublicly = true;
          this.withFriends = true;
        }}
        @request-back=${() => (this.strangers = false)}
      ></so-open-tables>`;
    }
    return html`${error}<so-landing
        @request-friends=${() => {
          this.error = '';
          this.withFriends = true;
        }}
        @request-strangers=${() => {
          this.error = '';
          this.strangers = true;
        }}
      >
      <so-new-game
        slot="bots"
        @pointerover=${prefetchPlay}
        @focusin=${prefetchPlay}
        @request-new-game=${(e: CustomEvent<GameSetup>) => this.startGame(e.detail)}
        @request-new-wotr-game=${(e: CustomEvent<WotrSetup>) => {
          this.error = '';
          this.wotr = e.detail;
        }}
      ></so-new-game>
      <so-my-games slot="saved" @request-resume=${(e: CustomEvent<ResumeRequest>) => this.resumeSaved(e.detail)}></so-my-games>
      <so-open-game slot="saved" @request-replay=${(e: CustomEvent<{ bytes: Uint8Array } | { url: string }>) => void this.openReplay(e.detail)}></so-open-game>
    </so-landing>`;
  }

  /** A game of War of the Ring against the bot: its element once its module has loaded (the seed of `?seed=` if any, to play a game again). */
  private renderWotr(setup: WotrSetup, lobbyGame: WotrLobbyGame | null = null) {
    loadWotr().catch((e: unknown) => {
      this.error = t('shell.startFailed', { reason: e instanceof Error ? e.message : String(e) });
    });
    const error = this.error === '' ? nothing : html`<p class="failure" role="alert">${this.error}</p>`;
    return html`${error}<so-wotr-game
      .setup=${setup}
      .lobbyGame=${lobbyGame}
      .seed=${seedFromUrl()}
      @request-setup=${() => this.newGame()}
      @request-wotr-download=${(e: CustomEvent<GameFile>) => downloadFile(e.detail)}
    ></so-wotr-game>`;
  }

  protected override render() {
    const driver = this.driver;
    // Landmarks for screen readers: the language bar is the page's banner, the rest its main content.
    const picker = html`<header class="language"><so-language-picker></so-language-picker></header>`;
    if (this.replay !== null && driver === null) return html`${picker}<main class="setup">${this.renderReplay(this.replay)}</main>`;
    // A lobby's game: its result names this page's seat (the bot game's setup is not read).
    if (driver === null && this.wotrLobby !== null) return html`${picker}<main class="wotr">${this.renderWotr({ seat: 'gandalf' }, this.wotrLobby)}</main>`;
    if (driver === null && this.wotr !== null) return html`${picker}<main class="wotr">${this.renderWotr(this.wotr)}</main>`;
    if (driver === null) return html`${picker}<main class="setup">${this.renderSetup()}</main>`;
    this.loadGameView();
    const state = driver.state();
    const me = driver.me();
    const pending = driver.pending();
    const mine = pending.some((d) => d.house !== null && d.house === me);
    const preview = mine ? this.preview : NO_PREVIEW;
    const selection: Selection = {
      highlight: preview.highlight,
      sealedOrders: driver.sealed().flatMap((m) => (m.kind === 'place-orders' ? m.orders.map((o) => ({ area: o.area, house: m.house })) : [])),
    };
    const failure = driver.failure();
    const clocks = driver.clocks();
    // The board and its text view show the same thing: the state with the draft drawn in.
    const shown = previewState(state, me, preview);
    return html`
      <header>
        <h1 class="title">${t('shell.title')}</h1>
        ${me === null
          ? html`<span class="me watching">${t('shell.youWatch')}</span>`
          : html`<span class="me"><span class="house-dot" style="background:${houseColor(me)}"></span>${t('shell.youPlay', { house: houseName(me) })}</span>`}
        <span class="status" role="status">${state.winner !== null ? (winnersOf(state).length > 1 ? winnerTitle(state) : t('shell.wins', { house: houseName(state.winner) })) : mine ? t('shell.yourMove') : waitingText(stillToAnswer(pending, clocks))}</span>
        <so-language-picker></so-language-picker>
        <button class="download" @click=${() => downloadFile(driver.exportLog())}>${t('shell.download')}</button>
        <button @click=${() => this.newGame()}>${t('shell.newGame')}</button>
      </header>
      ${failure === null ? nothing : html`<p class="failure" role="alert">${failureText(failure)}</p>`}
      ${this.error !== '' && this.error === this.#boardError
        ? html`<p class="failure" role="alert">${this.error} <button class="retry" @click=${() => this.loadGameView()}>${t('shell.tryAgain')}</button></p>`
        : nothing}
      ${this.botPlays ? botSeatNotice(() => this.takeSeatBack()) : nothing}
      ${me !== null && driver.awaitingSeat?.() === true ? html`<p class="substitute-waiting" role="status">${t('shell.substituteWaiting', { house: houseName(me) })}</p>` : nothing}
      ${me !== null && (driver.seatLost?.() ?? null) !== null ? html`<p class="seat-lost" role="status">${t(`shell.seatLost.${driver.seatLost!()!}`, { house: houseName(me) })}</p>` : nothing}
      ${this.sinceSeen >= 0 ? html`<so-since-visit .log=${driver.log()} .seen=${this.sinceSeen} @since-close=${() => (this.sinceSeen = -1)}></so-since-visit>` : nothing}
      <main
        @request-move=${(e: CustomEvent<{ move: Move }>) => this.submit(e.detail.move)}
        @preview-change=${(e: CustomEvent<Preview>) => (this.preview = e.detail)}
        @board-pick=${(e: CustomEvent) => this.panelElement?.acceptPick(e.detail)}
        @request-pick-at=${(e: CustomEvent<{ x: number; y: number; result: unknown }>) => (e.detail.result = this.boardElement?.pickAt(e.detail.x, e.detail.y) ?? null)}
        @request-setup=${() => this.newGame()}
        @request-rematch=${() => this.startRematch()}
        @request-replace-seat=${(e: CustomEvent<{ house: House; to?: string }>) => driver.replaceSeat?.(e.detail.house, e.detail.to)}
      >
        <so-game-board class="board" .state=${shown} .selection=${selection}></so-game-board>
        <aside class="side">
          <so-decision-panel .state=${state} .me=${me} .pending=${pending} .sealed=${driver.sealed()} .privateCards=${driver.privateCards()} .deadline=${driver.deadline()} ?leftToBot=${driver.leftToBot?.() === true} .clocks=${clocks} ?rematch=${state.winner !== null && this.rematchOfShown() !== null} .error=${this.error}></so-decision-panel>
          <so-board-text
            .state=${shown}
            .me=${me}
            .highlight=${selection.highlight}
            .sealedOrders=${selection.sealedOrders ?? []}
            .privateCards=${driver.privateCards()}
            .log=${driver.log()}
            .pending=${pending}
          ></so-board-text>
          ${state.winner === null
            ? html`<so-seat-clocks .clocks=${clocks} .me=${me} ?can-replace=${me !== null && driver.replaceSeat !== undefined} .substituteLink=${this.substituteLink()}></so-seat-clocks>`
            : nothing}
          ${this.chatRoom() === null ? nothing : html`<so-chat .room=${this.chatRoom()} .houses=${state.options.houses}></so-chat>`}
          <so-game-hud .state=${state} .me=${me} .drawn=${driver.drawnHouses?.() ?? null}></so-game-hud>
          <so-game-log .log=${driver.log()}></so-game-log>
          ${me === null || state.winner !== null ? nothing : html`<so-turn-alerts></so-turn-alerts>`}
        </aside>
      </main>
    `;
  }
}

/** The first enabled button, field or Tab stop inside `host`, through its shadow roots (document order), or null. */
function firstControl(host: Element): HTMLElement | null {
  const root = host.shadowRoot ?? host;
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    if (el.matches('button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex="0"]')) return el;
    if (el.shadowRoot !== null) {
      const inner = firstControl(el);
      if (inner !== null) return inner;
    }
  }
  return null;
}
