// Watches a live game from a lobby link while its host element is connected (style rule 22): on
// connect, or when the link changes, it joins the lobby as a watcher and, once the lobby settles,
// watches the game (watch-game.ts); on disconnect it leaves the lobby or the game.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { joinPeerjsLobby } from '../../lobby/peerjs-lobby';
import { parseLobbyFragment, type LobbyGuest } from '../../lobby/lobby-protocol';
import { configuredIceServers, networkForPage, servedBrokerPath } from '../../net/peerjs-broker-options';
import type { GameDriver } from './game-driver';
import { watchGame } from './watch-game';

export type WatchStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'joining'; readonly link: string }
  | { readonly kind: 'watching'; readonly link: string; readonly driver: GameDriver }
  | { readonly kind: 'failed'; readonly link: string; readonly message: string };

export class WatchController implements ReactiveController {
  status: WatchStatus = { kind: 'idle' };
  #link: string | null = null;
  #connected = false;
  /** Ends whatever the current link started (the lobby, then the game); replaced on every start. */
  #stop: () => void = () => undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** The name the lobby shows for this watcher. */
    private readonly name: () => string,
  ) {
    host.addController(this);
  }

  /** The lobby link to watch (`…#lobby=<id>`, its query naming the broker as the app's link does); null watches nothing. */
  set link(link: string | null) {
    if (link === this.#link) return;
    this.#link = link;
    if (this.#connected) this.#start();
  }

  hostConnected(): void {
    this.#connected = true;
    this.#start();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#stop();
    this.#stop = () => undefined;
  }

  #start(): void {
    this.#stop();
    this.#stop = () => undefined;
    const link = this.#link;
    if (link === null || link === '') return this.#set({ kind: 'idle' });
    const url = new URL(link, document.baseURI);
    const lobby = parseLobbyFragment(url.hash);
    if (lobby === null) return this.#set({ kind: 'failed', link, message: 'not a lobby link (…#lobby=<id>)' });
    // The link's page chose the broker: its ?broker=, or the broker its own server runs.
    const ice = configuredIceServers();
    if (!ice.ok) return this.#set({ kind: 'failed', link, message: `the STUN/TURN servers this page was built with cannot be read (${ice.error.code})` });
    const network = networkForPage(url, servedBrokerPath, ice.value);
    if (!network.ok) return this.#set({ kind: 'failed', link, message: `its ?broker= cannot be read (${network.error.code})` });
    let guest: LobbyGuest | null;
    let driver: GameDriver | null = null;
    try {
      guest = joinPeerjsLobby({ name: this.name(), network: network.value, lobby, watch: true }).guest;
    } catch (e) {
      return this.#set({ kind: 'failed', link, message: e instanceof Error ? e.message : String(e) });
    }
    let live = true;
    this.#stop = () => {
      live = false;
      guest?.close();
      driver?.dispose();
    };
    this.#set({ kind: 'joining', link });
    guest.result.then(
      (result) => {
        if (!live) return;
        guest?.close();
        guest = null;
        // A watcher that the lobby seated after all would leave that seat unplayed: refuse to go on.
        if (result.seat !== null) return this.#set({ kind: 'failed', link, message: 'the lobby gave this board a seat; it only watches' });
        driver = watchGame(result, network.value);
        driver.subscribe(() => this.host.requestUpdate());
        this.#set({ kind: 'watching', link, driver });
      },
      (error: unknown) => {
        if (live) this.#set({ kind: 'failed', link, message: error instanceof Error ? error.message : String(error) });
      },
    );
  }

  #set(status: WatchStatus): void {
    this.status = status;
    this.host.requestUpdate();
  }
}
