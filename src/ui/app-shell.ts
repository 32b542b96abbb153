// Registers <so-app> and every element it renders, except those of a shown game (game-view.ts:
// <so-game-board> with three.js and the scene, the clocks, the alert settings): the shell imports
// them only when a game is shown, so the first page loads without them.
import { AppShellElement } from './app-shell.component';
import './decision-panel';
import './game-hud';
import './game-log-panel';
import './lobby-panel';
import './my-games';
import './open-game';
import './new-game';
import './landing';
import './link-arrival';

if (!customElements.get('so-app')) customElements.define('so-app', AppShellElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-app': AppShellElement;
  }
}
export { AppShellElement };
