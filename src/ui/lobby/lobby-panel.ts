// Registers <so-lobby>.
import type { LobbyResult } from '../../lobby/lobby-protocol';
import { LobbyPanelElement } from './lobby-panel.component';

if (!customElements.get('so-lobby')) customElements.define('so-lobby', LobbyPanelElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-lobby': LobbyPanelElement;
  }
  interface HTMLElementEventMap {
    /** The lobby settled: the game, every seat's PeerJS id, the bots, this page's seat and secrets. */
    'lobby-ready': CustomEvent<LobbyResult>;
  }
}
export { LobbyPanelElement };
