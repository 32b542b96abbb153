// Registers <so-app> and every element it renders, except <so-game-board>: the shell imports it
// (three.js and the scene) only when a game is shown, so the first page loads without them.
import { AppShellElement } from './app-shell.component';
import './decision-panel';
import './seat-clocks';
import './turn-alerts-settings';
import './game-hud';
import './game-log-panel';
import './lobby-panel';
import './my-games';
import './new-game';

if (!customElements.get('so-app')) customElements.define('so-app', AppShellElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-app': AppShellElement;
  }
}
export { AppShellElement };
