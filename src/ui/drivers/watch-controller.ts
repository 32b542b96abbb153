// Watches a live game from a lobby link while its host element is connected (style rule 22): on
// connect, or when the link changes, it joins the lobby as a watcher and, once the lobby settles,
// watches the game (watch-game.ts); on disconnect it leaves the lobby or the game.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { joinPeerjsLobby } from '../../lobby/peerjs-lobby';
import { agotResult, parseLobbyFragment, type LobbyGuest } from '../../lobby/lobby-protocol';
import { chooseLinkBroker, fetchBrokerProbe } from '../../net/broker-choice';
import { configuredIceServers, servedBrokerPath } from '../../net/peerjs-broker-options';
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
    const ice = configuredIceServers();
    if (!ice.ok) return this.#set({ kind: 'failed', link, message: `the STUN/TURN servers this page was built with cannot be read (${ice.error.code})` });
    let live = true;
    let guest: LobbyGuest | null = null;
    let driver: GameDriver | null = null;
    this.#stop = () => {
      live = false;
      guest?.close();
      driver?.dispose();
    };
    this.#set({ kind: 'joining', link });
    // The broker as `npm run watch` chooses it (broker-choice.ts): the link's ?broker=, else the
    // broker `npm start` runs on the link's own host if it answers this page, else this page's own
    // server's, else the public cloud.
    const page = { location: window.location, brokerPath: servedBrokerPath };
    void chooseLinkBroker(url, { probe: fetchBrokerProbe(), page, ...(ice.value === undefined ? {} : { iceServers: ice.value }) }).then((choice) => {
      if (!live) return;
      if (!choice.ok) return this.#set({ kind: 'failed', link, message: `its ?broker= cannot be read (${choice.error.code})` });
      const network = choice.value.network;
      let joined: LobbyGuest;
      try {
        joined = joinPeerjsLobby({ name: this.name(), network, lobby, watch: true }).guest;
      } catch (e) {
        return this.#set({ kind: 'failed', link, message: e instanceof Error ? e.message : String(e) });
      }
      guest = joined;
      joined.result.then(
        (result) => {
          if (!live) return;
          guest?.close();
          guest = null;
          // A watcher that the lobby seated after all would leave that seat unplayed: refuse to go on.
          if (result.seat !== null) return this.#set({ kind: 'failed', link, message: 'the lobby gave this board a seat; it only watches' });
          // This board shows A Game of Thrones; a lobby of another game (War of the Ring) is refused, not misread.
          const agot = agotResult(result);
          if (agot === null) return this.#set({ kind: 'failed', link, message: `the lobby's game is ${result.setup.game.id}, which this board does not show` });
          driver = watchGame(agot, network);
          driver.subscribe(() => this.host.requestUpdate());
          this.#set({ kind: 'watching', link, driver });
        },
        (error: unknown) => {
          if (live) this.#set({ kind: 'failed', link, message: error instanceof Error ? error.message : String(error) });
        },
      );
    });
  }

  #set(status: WatchStatus): void {
    this.status = status;
    this.host.requestUpdate();
  }
}
