// Registers <so-app> and every element of its first page; the elements of a shown game (game-view.ts:
// the board with three.js and the scene, the decision panel, the HUD, the log, the clocks, the
// alert settings, the replay view) come when a game or a replay is first shown; the lobby
// (<so-lobby>, PeerJS) and this page's peer-to-peer seats (network-seats.ts) when a game with
// friends is opened (app-shell.component.ts).
import { AppShellElement } from './app-shell.component';
import './my-games';
import './open-game';
import './new-game';
import './landing';
import './link-arrival';
import './language-picker';

if (!customElements.get('so-app')) customElements.define('so-app', AppShellElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-app': AppShellElement;
  }
}
export { AppShellElement };
