// Registers <so-game-log>.
import { GameLogElement } from './game-log-panel.component';

if (!customElements.get('so-game-log')) customElements.define('so-game-log', GameLogElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-game-log': GameLogElement;
  }
}
export { GameLogElement };
