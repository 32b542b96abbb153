// Registers <so-app> and every element it renders.
import { AppShellElement } from './app-shell.component';
import './decision-panel';
import './seat-clocks';
import './turn-alerts-settings';
import './game-board';
import './game-hud';
import './game-log-panel';
import './lobby-panel';
import './new-game';

if (!customElements.get('so-app')) customElements.define('so-app', AppShellElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-app': AppShellElement;
  }
}
export { AppShellElement };
